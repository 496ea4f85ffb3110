import MaskEngine

/// A short text an editor shows inline after a literal: what a mask formats its sample to
/// (`⟶ +1 (234) 567-8909`), or that a per-keystroke regex blocks typing.
public struct InlineHint: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// The mask's sample, formatted.
    case sample
    /// A warning already reported as a finding, repeated where the eye is.
    case warning
  }

  /// Source byte the hint is shown at (the end of the literal).
  public var offset: Int
  public var label: String
  public var kind: Kind

  public init(offset: Int, label: String, kind: Kind) {
    self.offset = offset
    self.label = label
    self.kind = kind
  }
}

extension AnalysisProject {
  /// The hints of `path` between source bytes `range` (the whole file when nil), from the
  /// file's recognised settings (nothing is scanned again) and its findings.
  public func inlineHints(forPath path: String, in range: Range<Int>? = nil) -> [InlineHint] {
    func wanted(_ offset: Int) -> Bool { range.map { $0.lowerBound <= offset && offset <= $0.upperBound } ?? true }
    var hints: [InlineHint] = []
    var seen: Set<Int> = []
    for field in fields(forPath: path) {
      for setting in field.settings where setting.path == path && setting.kind.isMask && setting.literal.isWholeValue {
        let offset = setting.literal.range.upperBound
        guard wanted(offset), !seen.contains(offset), let mask = field.mask(for: setting) else { continue }
        seen.insert(offset)
        let sample = mask.sampleInput()
        guard !sample.isEmpty else { continue }
        let formatted = mask.apply(CaretString(sample, caret: sample.count, gravity: .forward(autocomplete: false))).formatted.text
        guard !formatted.isEmpty else { continue }
        hints.append(InlineHint(offset: offset, label: "⟶ \(Self.shortened(formatted))", kind: .sample))
      }
    }
    for finding in findings(forPath: path) where finding.rule == "regex-blocks-typing" && finding.severity == .error {
      let offset = finding.location.range.upperBound
      guard wanted(offset) else { continue }
      hints.append(InlineHint(offset: offset, label: "⚠ blocks typing", kind: .warning))
    }
    return hints.sorted { ($0.offset, $0.label) < ($1.offset, $1.label) }
  }

  /// At most 60 characters: a long sample is cut with `…`.
  static func shortened(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(59)) + "…"
  }
}
