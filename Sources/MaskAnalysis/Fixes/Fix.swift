/// A replacement of source bytes: `range` of the file's bytes becomes `newText`.
public struct TextEdit: Sendable, Hashable {
  /// Source bytes of the file, as in `SourceLocation.range`.
  public var range: Range<Int>
  public var newText: String

  public init(range: Range<Int>, newText: String) {
    self.range = range
    self.newText = newText
  }
}

/// A change that resolves a finding: the edits are valid source of the file's language (a
/// pattern's `\d` is written `\\d` in a Swift string, `\d` in a regex literal, `&amp;` is
/// written for `&` in an XML attribute).
public struct Fix: Sendable, Hashable {
  /// What the fix does, in the user's terms: "Accept every prefix: `^\d{0,10}$`".
  public var title: String
  /// Non-overlapping edits of the finding's file.
  public var edits: [TextEdit]
  /// True when applying the fix cannot change what working code does: it only makes the code
  /// do what it visibly says (an Objective-C `\d` that was meant as `\\d`, a duplicate class
  /// member removed). Fixes that change what a pattern accepts are not safe: they are offered
  /// one by one, never applied by "fix all".
  public var isSafe: Bool
  /// The one obvious fix of its finding (editors apply it with a single key).
  public var isPreferred: Bool

  public init(title: String, edits: [TextEdit], isSafe: Bool, isPreferred: Bool = true) {
    self.title = title
    self.edits = edits
    self.isSafe = isSafe
    self.isPreferred = isPreferred
  }
}
