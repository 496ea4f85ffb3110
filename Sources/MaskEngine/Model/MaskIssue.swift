/// Something a dialect's parser noticed about a mask string: the library would reject it,
/// silently drop part of it, or the mask can never be completed as written.
///
/// The engine only reports; the analysis layer turns issues into findings with rule ids.
public struct MaskIssue: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The library rejects the mask (throws, crashes through `try!`).
    case syntax
    /// Part of the mask is silently dropped or never used.
    case ignored
    /// The mask can never take a character.
    case noSlots
    /// The mask is the empty string.
    case empty
    /// An optional block precedes a mandatory one, so typing fills the optional slots first.
    case optionalTrap
  }

  public var kind: Kind
  /// A complete sentence for the user, saying what happens at run time.
  public var message: String
  /// Character offsets in the mask string; empty when the whole mask is meant.
  public var range: Range<Int>

  public init(_ kind: Kind, _ message: String, range: Range<Int>) {
    self.kind = kind
    self.message = message
    self.range = range
  }
}
