/// Seed 000 (`hash`): a pattern text field where `#` is a slot for any character and every
/// other pattern character is a literal. An optional regex validates the raw (unmasked) text
/// on every edit.
///
/// All offsets are `Character` offsets. An empty pattern behaves as the library does when
/// `BBB_pattern` is empty: no formatting at all (the text is kept as typed), only the
/// validator applies.
public struct HashMask: Mask {
  /// The slot character of the dialect.
  public static let slotCharacter: Character = "#"

  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The number of `#` slots.
  public let slotCount: Int
  /// The pattern's characters, indexed like the seed's `pattern[i]`.
  let patternCharacters: [Character]

  public init(pattern: String) {
    self.pattern = pattern
    let characters = Array(pattern)
    self.patternCharacters = characters
    self.tokens = HashMask.tokenize(characters)
    self.slotCount = characters.lazy.filter { $0 == HashMask.slotCharacter }.count
    self.issues = HashMask.findIssues(characters)
  }

  public var dialect: MaskDialect { .hash }

  /// The length of the formatted text of a complete input: the offset of the last `#` plus
  /// one (literals are emitted only before a raw character, so a complete text stops at its
  /// last slot). Nil when the pattern has no slot.
  public var completeFormattedLength: Int? {
    guard let last = patternCharacters.lastIndex(of: HashMask.slotCharacter) else { return nil }
    return last + 1
  }

  public func sampleInput() -> String {
    SampleDigits.string(count: slotCount)
  }
}

// MARK: - Tokens and issues

extension HashMask {
  static func tokenize(_ characters: [Character]) -> [MaskToken] {
    characters.enumerated().map { offset, character in
      let kind: MaskToken.Kind =
        character == slotCharacter
        ? .slot(accepting: .any, optional: false)
        : .literal(character, inValue: false)
      return MaskToken(kind, range: offset..<(offset + 1))
    }
  }

  static func findIssues(_ characters: [Character]) -> [MaskIssue] {
    if characters.isEmpty {
      return [
        MaskIssue(
          .empty,
          "The pattern is empty, so the field applies no formatting: it keeps the text as typed.",
          range: 0..<0)
      ]
    }
    guard let lastSlot = characters.lastIndex(of: slotCharacter) else {
      return [
        MaskIssue(
          .noSlots,
          "The pattern has no `#` slot, so the field can never take a character: "
            + "any key shows the whole pattern `\(String(characters))` and the value stays empty.",
          range: 0..<characters.count)
      ]
    }
    var issues: [MaskIssue] = []
    if lastSlot + 1 < characters.count {
      let trailing = String(characters[(lastSlot + 1)...])
      issues.append(
        MaskIssue(
          .ignored,
          "The trailing `\(trailing)` is not shown when the last `#` is filled: literals are "
            + "inserted only before a typed character, so it appears only after an extra "
            + "keystroke whose character is dropped.",
          range: (lastSlot + 1)..<characters.count))
    }
    return issues
  }
}
