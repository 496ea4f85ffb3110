/// The parsed form of a pattern. Every node keeps its range in the pattern as UTF-16 offsets.
public struct RegexAST: Sendable, Hashable {
  public var root: RegexNode
  /// Number of capturing groups.
  public var captureCount: Int
  /// Names of named groups, in order of appearance.
  public var groupNames: [String]
}

public struct RegexNode: Sendable, Hashable {
  public var kind: RegexNodeKind
  /// UTF-16 offsets in the pattern.
  public var range: Range<Int>

  public init(_ kind: RegexNodeKind, _ range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

public indirect enum RegexNodeKind: Sendable, Hashable {
  /// Matches the empty string (an empty alternative or group body).
  case empty
  /// One literal scalar (however it was spelled: raw, `\n`, `\x41`, `\u{…}`, …).
  case literal(UInt32)
  /// `\Q…\E` quoted text.
  case quoted(String)
  /// `.`
  case dot
  /// `\d`, `\w`, `\s`, …
  case classEscape(ClassEscape)
  /// `\p{…}` / `\P{…}`.
  case property(PropertyReference)
  case characterClass(CharacterClass)
  case anchor(AnchorKind)
  case group(GroupKind, RegexNode)
  case concatenation([RegexNode])
  case alternation([RegexNode])
  case quantified(RegexNode, Quantifier)
  case backreference(BackreferenceTarget)
  /// `(?i)`-style option change for the rest of the enclosing group.
  case optionChange(OptionChange)
  /// An escape the engines accept that matches something outside the regular core or that
  /// the analyser does not model (`\X`, `\R`, `\K`, `\y`, …); the spelling is kept.
  case opaque(String)
}

/// Backslash classes.
public enum ClassEscape: String, Sendable, Hashable {
  case digit = "d", notDigit = "D", word = "w", notWord = "W", space = "s", notSpace = "S"
  case horizontalSpace = "h", notHorizontalSpace = "H"
  case verticalSpace = "v", notVerticalSpace = "V"
  /// `\N` (Swift: not a newline).
  case notNewline = "N"
}

public struct PropertyReference: Sendable, Hashable {
  /// The text between the braces (or the single letter of `\pL`), as written.
  public var name: String
  public var negated: Bool
  /// True for `\pL` (no braces).
  public var singleLetter: Bool
}

public enum AnchorKind: String, Sendable, Hashable {
  case lineStart = "^", lineEnd = "$"
  case inputStart = "\\A", inputEnd = "\\z", inputEndBeforeNewline = "\\Z"
  case wordBoundary = "\\b", notWordBoundary = "\\B", previousMatchEnd = "\\G"
}

public enum GroupKind: Sendable, Hashable {
  case capture
  case namedCapture(String, NameSyntax)
  case nonCapture
  case lookahead, negativeLookahead, lookbehind, negativeLookbehind
  case atomic
  /// `(?flags:…)`
  case options(OptionChange)

  public enum NameSyntax: String, Sendable, Hashable { case angle, quote, python }

  public var isLookaround: Bool {
    switch self {
    case .lookahead, .negativeLookahead, .lookbehind, .negativeLookbehind: return true
    default: return false
    }
  }
}

public struct OptionChange: Sendable, Hashable {
  /// Letters switched on / off as written (`i`, `m`, `s`, `x`, …).
  public var on: String
  public var off: String
  /// Swift `(?^…)`: reset to defaults first.
  public var caret: Bool
}

public struct Quantifier: Sendable, Hashable {
  public var min: Int
  /// nil: unbounded.
  public var max: Int?
  public var mode: Mode
  /// How it was written, for printing and outlines.
  public var spelling: Spelling

  public enum Mode: String, Sendable, Hashable { case greedy = "", lazy = "?", possessive = "+" }
  public enum Spelling: Sendable, Hashable { case star, plus, question, braces }
}

public enum BackreferenceTarget: Sendable, Hashable {
  case number(Int)
  case name(String)
}

/// `[…]`
public struct CharacterClass: Sendable, Hashable {
  public var negated: Bool
  public var members: [ClassMember]
}

public struct ClassMember: Sendable, Hashable {
  public var kind: ClassMemberKind
  public var range: Range<Int>

  public init(_ kind: ClassMemberKind, _ range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

public indirect enum ClassMemberKind: Sendable, Hashable {
  case literal(UInt32)
  case range(UInt32, UInt32)
  case classEscape(ClassEscape)
  case property(PropertyReference)
  /// `[:alpha:]` / `[:^alpha:]`.
  case posix(name: String, negated: Bool)
  case nested(CharacterClass)
  /// `\Q…\E` inside a class.
  case quoted(String)
  /// ECMAScript `v`: `\q{abc|d}`.
  case strings([String])
  /// `lhs op rhs`, left-associative: everything before the operator is `lhs`.
  case operation(ClassSetOperator, [ClassMember], [ClassMember])
}

public enum ClassSetOperator: String, Sendable, Hashable {
  case intersection = "&&", subtraction = "--", symmetricDifference = "~~"
}
