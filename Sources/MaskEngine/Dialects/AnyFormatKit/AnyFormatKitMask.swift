/// AnyFormatKit `DefaultTextInputFormatter(textPattern:patternSymbol:)` (iOS): every pattern
/// symbol (default `#`) is a slot for any character, every other character a literal.
///
/// `format` puts the unformatted text into the pattern, emitting literals only before a
/// character (DefaultTextFormatter.format), so an empty pattern formats everything to `""`;
/// `unformat` drops the characters equal to the pattern character at their place, unless
/// that character is the pattern symbol. `edit` replays `formatInput`: the range is mapped onto
/// the unformatted text (literals in it are not deleted), replaced, formatted again; the caret
/// goes after the last slot before the range on a deletion (`offsetForRemove`), or to the slot
/// after the inserted characters, clamped to the text (`offsetForInsert`). The value is the
/// unformatted text; the mask is complete when every slot is filled.
public struct AnyFormatKitMask: Mask {
  public let pattern: String
  public let patternSymbol: Character
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let characters: [Character]
  let slotCount: Int

  public var dialect: MaskDialect { .anyformatkit }

  public init(textPattern: String, patternSymbol: Character = "#") {
    self.pattern = textPattern
    self.patternSymbol = patternSymbol
    let characters = Array(textPattern)
    self.characters = characters
    self.slotCount = characters.filter { $0 == patternSymbol }.count
    self.tokens = characters.enumerated().map { i, c in
      c == patternSymbol
        ? MaskToken(.slot(accepting: .any, optional: false), range: i..<(i + 1))
        : MaskToken(.literal(c, inValue: false), range: i..<(i + 1))
    }
    if characters.isEmpty {
      // `format` walks the pattern: with none, every edit leaves the field empty.
      issues = [
        MaskIssue(
          .empty, "The pattern is empty, so AnyFormatKit formats every text to the empty string: nothing typed stays.",
          range: 0..<0)
      ]
    } else if slotCount == 0 {
      issues = [LinearIssues.noSlots("AnyFormatKit", count: characters.count)]
    } else {
      issues = []
    }
  }

  func format(_ raw: [Character]) -> [Character] {
    var out: [Character] = []
    var r = 0
    var p = 0
    while p < characters.count && r < raw.count {
      if characters[p] == patternSymbol {
        out.append(raw[r])
        r += 1
      } else {
        out.append(characters[p])
      }
      p += 1
    }
    return out
  }

  func unformat(_ text: [Character]) -> [Character] {
    // A typed pattern symbol at a symbol's place is a character, not the pattern.
    text.enumerated().filter { i, c in i >= characters.count || c != characters[i] || c == patternSymbol }
      .map(\.element)
  }

  /// Literal characters (equal to the pattern and not the symbol) in `text[range]`.
  func formatCharacters(_ text: [Character], in range: Range<Int>) -> Int {
    range.filter { $0 < text.count && $0 < characters.count && text[$0] == characters[$0] && text[$0] != patternSymbol }.count
  }

  func result(_ text: [Character], caret: Int) -> MaskResult {
    let raw = unformat(text)
    return MaskResult(
      formatted: CaretString(String(text), caret: CharacterOffsets.clamp(caret, count: text.count)),
      complete: slotCount > 0 && raw.count >= slotCount, value: String(raw.prefix(slotCount)))
  }

  public func apply(_ input: CaretString) -> MaskResult {
    let out = format(Array(input.text))
    return result(out, caret: insertCaret(from: 0, count: input.caret, textCount: out.count))
  }

  /// `offsetForInsert`: the pattern index of the symbol after the first `count` symbols from
  /// `lower`, clamped to the text (the end when there is none).
  func insertCaret(from lower: Int, count: Int, textCount: Int) -> Int {
    var skipped = 0
    var p = max(lower, 0)
    while p < characters.count {
      if characters[p] == patternSymbol {
        if skipped == count { return min(p, textCount) }
        skipped += 1
      }
      p += 1
    }
    return textCount
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    let text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    var raw = unformat(text)
    let before = formatCharacters(text, in: 0..<range.lowerBound)
    let inside = formatCharacters(text, in: range)
    let lower = CharacterOffsets.clamp(range.lowerBound - before, count: raw.count)
    let upper = max(lower, CharacterOffsets.clamp(range.upperBound - before - inside, count: raw.count))
    raw.replaceSubrange(lower..<upper, with: Array(replacement))
    let out = format(raw)
    let caret: Int
    if replacement.isEmpty {
      let lastSlot = characters[..<min(range.lowerBound, characters.count)].lastIndex(of: patternSymbol)
      caret = lastSlot.map { $0 + 1 } ?? 0
    } else {
      caret = insertCaret(from: range.lowerBound, count: replacement.count, textCount: out.count)
    }
    return result(out, caret: caret)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let count = format(Array(raw)).count
    return (0...raw.count).map { insertCaret(from: 0, count: $0, textCount: count) }
  }

  public func sampleInput() -> String { SampleDigits.string(count: slotCount) }

  public var completeFormattedLength: Int? {
    guard let last = characters.lastIndex(of: patternSymbol) else { return nil }
    return last + 1
  }
}
