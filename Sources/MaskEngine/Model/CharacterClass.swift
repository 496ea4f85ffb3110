/// The set of characters a mask slot accepts.
///
/// Kept as a closed enum of named classes plus explicit scalar ranges, so that the regex
/// analyser can turn a slot into an automaton edge and previews can name the class.
public enum CharacterClass: Sendable, Hashable {
  /// Any character.
  case any
  /// Unicode decimal digits (Foundation's `CharacterSet.decimalDigits`, as RedMadRobot uses).
  case decimalDigit
  /// ASCII `0`–`9` only.
  case asciiDigit
  /// Foundation's `CharacterSet.letters`: general categories L* and M* (letters and marks, so
  /// a combining accent is a "letter", a circled `Ⓐ` (So) is not).
  case letter
  /// Foundation's `CharacterSet.alphanumerics`: L*, M* and N* (`½`, `²`, `①` included).
  case alphanumeric
  /// Letters only, general category L* (Java `Character.isLetter`, .NET `Char.IsLetter`).
  case unicodeLetter
  /// L* or Nd (Java `Character.isLetterOrDigit`, .NET `Char.IsLetterOrDigit`).
  case unicodeLetterOrDigit
  /// An explicit set of scalar ranges (custom notations); `name` is what previews show.
  case scalars(name: String, ranges: [ClosedRange<UInt32>])

  /// Whether `character` is accepted. A multi-scalar character is accepted when its first
  /// scalar is (as Foundation's character-set checks on `unicodeScalars` do).
  public func contains(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return contains(scalar)
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .any: return true
    case .asciiDigit: return scalar.value >= 0x30 && scalar.value <= 0x39
    case .decimalDigit: return scalar.properties.generalCategory == .decimalNumber
    case .letter: return UnicodeCategories.isLetter(scalar) || UnicodeCategories.isMark(scalar)
    case .alphanumeric:
      return UnicodeCategories.isLetter(scalar) || UnicodeCategories.isMark(scalar)
        || UnicodeCategories.isNumber(scalar)
    case .unicodeLetter: return UnicodeCategories.isLetter(scalar)
    case .unicodeLetterOrDigit:
      return UnicodeCategories.isLetter(scalar) || scalar.properties.generalCategory == .decimalNumber
    case .scalars(_, let ranges): return ranges.contains { $0.contains(scalar.value) }
    }
  }

  /// A readable name: "digit", "letter", "letter or digit", "any character".
  public var name: String {
    switch self {
    case .any: return "any character"
    case .decimalDigit, .asciiDigit: return "digit"
    case .letter, .unicodeLetter: return "letter"
    case .alphanumeric, .unicodeLetterOrDigit: return "letter or digit"
    case .scalars(let name, _): return name
    }
  }

  /// A deterministic, readable member used to build sample inputs.
  public var sample: Character {
    switch self {
    case .any, .letter, .alphanumeric, .unicodeLetter, .unicodeLetterOrDigit: return "a"
    case .decimalDigit, .asciiDigit: return "1"
    case .scalars(_, let ranges):
      guard let first = ranges.first, let s = Unicode.Scalar(first.lowerBound) else { return "a" }
      return Character(s)
    }
  }
}

/// Unicode general categories by group, as Foundation's character sets and the JVM and .NET
/// character predicates name them.
public enum UnicodeCategories {
  /// L*: Lu, Ll, Lt, Lm, Lo.
  public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  /// M*: Mn, Mc, Me.
  public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// N*: Nd, Nl, No.
  public static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .decimalNumber, .letterNumber, .otherNumber: return true
    default: return false
    }
  }
}
