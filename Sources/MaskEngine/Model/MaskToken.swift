/// One element of a parsed mask, with the range of mask characters it came from.
///
/// Ranges are offsets in `Character`s of the mask string (the unit the seed algorithms use);
/// the analysis layer maps them back to source columns through the literal's source map.
public struct MaskToken: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A position that takes one user character of `accepting`.
    /// `optional` slots may stay empty while the mask is still complete.
    case slot(accepting: CharacterClass, optional: Bool)
    /// A slot that repeats without limit (RedMadRobot `…`): the mask takes any number of
    /// characters of `accepting`.
    case repeatingSlot(accepting: CharacterClass)
    /// A literal the mask inserts. `inValue` is true when the library keeps it in the
    /// extracted value (RedMadRobot `{}` fixed characters).
    case literal(Character, inValue: Bool)
  }

  public var kind: Kind
  /// Character offsets in the mask string.
  public var range: Range<Int>

  public init(_ kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  public var isSlot: Bool {
    switch kind {
    case .slot, .repeatingSlot: return true
    case .literal: return false
    }
  }
}
