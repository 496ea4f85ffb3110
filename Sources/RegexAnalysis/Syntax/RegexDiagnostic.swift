/// A finding about a pattern, with the exact UTF-16 range it is about.
public struct RegexDiagnostic: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// The pattern is malformed in every flavour.
    case syntax
    /// The construct exists in another flavour but not in the one in use (or not with these
    /// flags).
    case flavor
    /// A character class that probably does not mean what it says (`[A-z]`, duplicates).
    case suspiciousClass
    /// `a||b`: an empty alternative between two others, so that part may match nothing.
    case emptyAlternative
  }

  public enum Severity: String, Sendable, Hashable {
    /// The engine rejects the pattern.
    case error
    /// The engine accepts it, but it does not do what it looks like.
    case warning
  }

  public var kind: Kind
  public var severity: Severity
  public var message: String
  /// UTF-16 offsets in the pattern.
  public var range: Range<Int>
  /// Pattern text that replaces `range` to do what was meant (`A-Za-z` for `A-z`, nothing
  /// for a duplicate member), when the diagnostic can name it.
  public var replacement: String?
  /// True when `replacement` leaves what the pattern matches unchanged (a duplicate removed).
  public var replacementKeepsMeaning: Bool

  public init(
    kind: Kind, severity: Severity, message: String, range: Range<Int>, replacement: String? = nil,
    replacementKeepsMeaning: Bool = false
  ) {
    self.kind = kind
    self.severity = severity
    self.message = message
    self.range = range
    self.replacement = replacement
    self.replacementKeepsMeaning = replacementKeepsMeaning
  }
}
