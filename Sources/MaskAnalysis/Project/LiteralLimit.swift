/// The literals of a file left out past `AnalysisLimits.literalsPerFile`.
struct OmittedLiterals: Sendable, Hashable {
  /// Where the first literal left out is, in the file (source bytes).
  var first: Range<Int>
  /// How many literals were left out.
  var count: Int
}

extension FileFacts {
  /// The settings made from the file's first `limit` literals in source order (a literal
  /// that makes several settings counts once), and what was left out. A setting moved to a
  /// constant's literal in another file counts where this file uses it. Counted, never timed.
  static func limitingLiterals(
    _ settings: [Setting], path: String, limit: Int = AnalysisLimits.literalsPerFile
  ) -> (settings: [Setting], omitted: OmittedLiterals?) {
    // Fewer settings than the limit: fewer literals too, nothing to count.
    guard settings.count > limit else { return (settings, nil) }
    func site(_ s: Setting) -> Range<Int> {
      s.path == path ? s.literal.range : (s.use?.range ?? s.literal.range)
    }
    let starts = Set(settings.map { site($0).lowerBound }).sorted()
    guard starts.count > limit else { return (settings, nil) }
    let firstLeftOut = starts[limit]
    let kept = settings.filter { site($0).lowerBound < firstLeftOut }
    let first = settings.lazy.map(site).first { $0.lowerBound == firstLeftOut } ?? firstLeftOut..<firstLeftOut
    return (kept, OmittedLiterals(first: first, count: starts.count - limit))
  }
}
