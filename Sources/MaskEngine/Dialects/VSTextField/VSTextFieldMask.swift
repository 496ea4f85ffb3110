/// Seed 002 (`vstextfield`): VSTextField's formatting pattern with a replacement character
/// (default `***-**-****` with `*`). After every change the text is reformatted from its
/// ASCII digits and the caret goes to the end. VSTextField has no regex, so edits ignore any
/// validator.
public struct VSTextFieldMask: Mask {
  /// VSTextField's defaults.
  public static let defaultPattern = "***-**-****"
  public static let defaultReplacement: Character = "*"

  public let pattern: String
  public let replacement: Character
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The number of replacement characters (digit slots).
  public let slotCount: Int
  let patternCharacters: [Character]

  public init(pattern: String, replacement: Character) {
    self.pattern = pattern
    self.replacement = replacement
    let characters = Array(pattern)
    self.patternCharacters = characters
    self.slotCount = characters.lazy.filter { $0 == replacement }.count
    self.tokens = characters.enumerated().map { offset, character in
      let kind: MaskToken.Kind =
        character == replacement
        ? .slot(accepting: .asciiDigit, optional: false)
        : .literal(character, inValue: false)
      return MaskToken(kind, range: offset..<(offset + 1))
    }
    self.issues = VSTextFieldMask.findIssues(characters, replacement: replacement)
  }

  public var dialect: MaskDialect { .vstextfield }

  /// The length of the text once every slot is filled: the offset of the last replacement
  /// character plus one (the reformat stops as soon as the digits run out). Nil without slots.
  public var completeFormattedLength: Int? {
    guard let last = patternCharacters.lastIndex(of: replacement) else { return nil }
    return last + 1
  }

  public func sampleInput() -> String {
    SampleDigits.string(count: slotCount)
  }

  static func findIssues(_ characters: [Character], replacement: Character) -> [MaskIssue] {
    if characters.isEmpty {
      return [
        MaskIssue(
          .empty,
          "The formatting pattern is empty, so VSTextField leaves the text as typed.",
          range: 0..<0)
      ]
    }
    guard let lastSlot = characters.lastIndex(of: replacement) else {
      let first = characters[0]
      return [
        MaskIssue(
          .noSlots,
          "The pattern has no replacement character `\(replacement)`, so the field can never "
            + "take a digit: a key shows `\(first)` (a digit key the whole pattern) instead.",
          range: 0..<characters.count)
      ]
    }
    guard lastSlot + 1 < characters.count else { return [] }
    let trailing = String(characters[(lastSlot + 1)...])
    return [
      MaskIssue(
        .ignored,
        "The trailing `\(trailing)` is not shown when the last `\(replacement)` is filled: "
          + "formatting stops when the digits run out, so it appears only after an extra "
          + "digit, which is dropped.",
        range: (lastSlot + 1)..<characters.count)
    ]
  }
}
