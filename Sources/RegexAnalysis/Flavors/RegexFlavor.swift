/// The regex dialects maskls understands.
public enum RegexFlavor: String, Sendable, Hashable, CaseIterable {
  /// ICU: `NSRegularExpression`, `NSPredicate MATCHES`, `.regularExpression` string options.
  case icu
  /// Swift Regex: `/…/`, `#/…/#` (extended), `Regex("…")`.
  case swift
  /// ECMAScript (JavaScript/TypeScript, HTML `pattern` with `v`); flags matter (`u`, `v`).
  case ecmascript
  /// `java.util.regex` (Java, Kotlin, Android).
  case java

  /// A readable name for messages ("ECMAScript").
  public var displayName: String {
    switch self {
    case .icu: return "ICU"
    case .swift: return "Swift Regex"
    case .ecmascript: return "ECMAScript"
    case .java: return "Java"
    }
  }
}

/// Matching options. ECMAScript flags map one to one; the others come from API options
/// (`NSRegularExpression.Options`, `Pattern` flags) or inline groups.
public struct RegexFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `i`
  public static let caseInsensitive = RegexFlags(rawValue: 1 << 0)
  /// `m`: `^`/`$` match at line terminators.
  public static let multiline = RegexFlags(rawValue: 1 << 1)
  /// `s`: `.` matches line terminators.
  public static let dotAll = RegexFlags(rawValue: 1 << 2)
  /// `x` (ICU/Java/Swift): whitespace and `#` comments ignored.
  public static let extended = RegexFlags(rawValue: 1 << 3)
  /// ECMAScript `u`.
  public static let unicode = RegexFlags(rawValue: 1 << 4)
  /// ECMAScript `v`.
  public static let unicodeSets = RegexFlags(rawValue: 1 << 5)
  /// ECMAScript `g`.
  public static let global = RegexFlags(rawValue: 1 << 6)
  /// ECMAScript `y`.
  public static let sticky = RegexFlags(rawValue: 1 << 7)
  /// ECMAScript `d`.
  public static let hasIndices = RegexFlags(rawValue: 1 << 8)

  /// Parses ECMAScript flag letters (`"giu"`). Unknown or repeated letters are returned in
  /// `invalid` so the caller can report them.
  public static func ecmaScript(_ letters: String) -> (flags: RegexFlags, invalid: [Character]) {
    var flags: RegexFlags = []
    var invalid: [Character] = []
    for letter in letters {
      let flag: RegexFlags?
      switch letter {
      case "i": flag = .caseInsensitive
      case "m": flag = .multiline
      case "s": flag = .dotAll
      case "u": flag = .unicode
      case "v": flag = .unicodeSets
      case "g": flag = .global
      case "y": flag = .sticky
      case "d": flag = .hasIndices
      default: flag = nil
      }
      // Each letter names its own flag: a letter seen before is one whose flag is set.
      if let flag, !flags.contains(flag) {
        flags.insert(flag)
      } else {
        invalid.append(letter)
      }
    }
    return (flags, invalid)
  }

  /// The ECMAScript letters of these flags, in canonical order (`dgimsuvy`).
  public var ecmaScriptLetters: String {
    var s = ""
    if contains(.hasIndices) { s += "d" }
    if contains(.global) { s += "g" }
    if contains(.caseInsensitive) { s += "i" }
    if contains(.multiline) { s += "m" }
    if contains(.dotAll) { s += "s" }
    if contains(.unicode) { s += "u" }
    if contains(.unicodeSets) { s += "v" }
    if contains(.sticky) { s += "y" }
    return s
  }
}
