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
  /// Unicode letters (`CharacterSet.letters`).
  case letter
  /// Unicode letters and decimal digits (`CharacterSet.alphanumerics`).
  case alphanumeric
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
    case .decimalDigit: return scalar.properties.numericType == .decimal
    case .letter: return scalar.properties.isAlphabetic && scalar.properties.numericType == nil
    case .alphanumeric:
      return (scalar.properties.isAlphabetic) || scalar.properties.numericType == .decimal
    case .scalars(_, let ranges): return ranges.contains { $0.contains(scalar.value) }
    }
  }

  /// A readable name: "digit", "letter", "letter or digit", "any character".
  public var name: String {
    switch self {
    case .any: return "any character"
    case .decimalDigit, .asciiDigit: return "digit"
    case .letter: return "letter"
    case .alphanumeric: return "letter or digit"
    case .scalars(let name, _): return name
    }
  }

  /// A deterministic, readable member used to build sample inputs.
  public var sample: Character {
    switch self {
    case .any, .letter, .alphanumeric: return "a"
    case .decimalDigit, .asciiDigit: return "1"
    case .scalars(_, let ranges):
      guard let first = ranges.first, let s = Unicode.Scalar(first.lowerBound) else { return "a" }
      return Character(s)
    }
  }
}
