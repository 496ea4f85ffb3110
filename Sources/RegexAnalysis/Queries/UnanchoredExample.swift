extension RegexLanguage {
  /// For a regex used to validate a whole value through a search API (`firstMatch`,
  /// `range(of:)`, `.test`): an input the search accepts only because the regex matches strictly
  /// inside it, with text on both sides that the whole value would not allow, like `abc12345xyz`
  /// for `\d{5}`.
  ///
  /// Nil when the regex is anchored at either end (`^3[47]` is a prefix test, `\d$` a suffix
  /// test: no match can lie strictly inside), and when none of the tried wrappings of a typical
  /// match shows a difference (`.*`, where it makes none).
  public func unanchoredExample() -> AnalysisOutcome<String?> {
    let typical: [String]
    switch samples(count: 3) {
    case .answered(let s): typical = s
    case .incomplete(let r): return .incomplete(reason: r)
    case .notAnalysed(let r): return .notAnalysed(reason: r)
    }
    guard let match = typical.last else { return .answered(nil) }
    let matcher = RegexMatcher(core, budget: budget, readsCodeUnits: readsCodeUnits)
    if let reason = matcher.unavailableReason { return .notAnalysed(reason: reason) }
    let wrappings: [(String, String)] = [("abc", "xyz"), ("!", "!"), (" ", " "), ("a", "a"), ("1", "1")]
    for (before, after) in wrappings {
      let candidate = before + match + after
      guard let whole = matcher.fullMatch(candidate), !whole else { continue }
      // The leftmost match must lie strictly inside: then no match touches either end, so the
      // engine's own match (same start, an end no later) is inside too.
      guard let found = matcher.firstMatch(in: candidate) else { continue }
      let length = readsCodeUnits ? candidate.utf16.count : candidate.unicodeScalars.count
      if found.lowerBound > 0 && found.upperBound < length { return .answered(candidate) }
    }
    return .answered(nil)
  }
}
