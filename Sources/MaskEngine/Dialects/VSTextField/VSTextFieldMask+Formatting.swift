/// VSTextField's `textDidChange` reformat and the results built from it.
extension VSTextFieldMask {
  /// The outcome of one reformat: the new text and the digits placed into slots.
  public struct Reformatted: Sendable, Hashable {
    public var text: String
    /// The digits that went into replacement-character slots, in order.
    public var placedDigits: String
  }

  /// Seed 002's reformat, exactly: an empty text or pattern is left as it is; otherwise the
  /// ASCII digits of `text` are laid into the pattern until either runs out. A text without
  /// digits shows the pattern's first character when it is a literal.
  public func reformat(_ text: String) -> Reformatted {
    if text.isEmpty || patternCharacters.isEmpty {
      return Reformatted(text: text, placedDigits: "")
    }
    // Scalars, like the original's UTF-16 filtering: a keycap `1⃣` keeps its `1`.
    let digits = text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }
      .map(Character.init)
    var out: [Character] = []
    var placed: [Character] = []
    var fi = 0
    var ti = 0
    repeat {
      let p = patternCharacters[fi]
      if p != replacement {
        out.append(p)
      } else if !digits.isEmpty {
        out.append(digits[ti])
        placed.append(digits[ti])
        ti += 1
      }
      fi += 1
    } while fi < patternCharacters.count && ti < digits.count
    return Reformatted(text: String(out), placedDigits: String(placed))
  }

  func result(ofText text: String) -> MaskResult {
    let reformatted = reformat(text)
    let value = patternCharacters.isEmpty ? text : reformatted.placedDigits
    let complete = slotCount > 0 && reformatted.placedDigits.count == slotCount
    return MaskResult(
      formatted: CaretString(reformatted.text), complete: complete, value: value)
  }

  /// Setting the text: reformatted, caret at the end.
  public func apply(_ input: CaretString) -> MaskResult {
    result(ofText: input.text)
  }

  /// The edit is applied to the text as it is (range clamped to the text), then the text is
  /// reformatted and the caret goes to the end. `validator` is ignored: VSTextField has none.
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    let characters = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: characters.count)
    let edited =
      String(characters[..<range.lowerBound]) + replacement
      + String(characters[range.upperBound...])
    return result(ofText: edited)
  }

  /// For raw (digit) caret `i`: 0 before any digit, otherwise just after the slot holding the
  /// `i`-th ASCII digit of `raw`, clamped to the formatted text. Non-digits of `raw` take the
  /// position of the digits before them.
  public func caretMap(forRaw raw: String) -> [Int] {
    let rawCharacters = Array(raw)
    if patternCharacters.isEmpty { return Array(0...rawCharacters.count) }
    let formattedCount = reformat(raw).text.count
    let slotOffsets = patternCharacters.indices.filter { patternCharacters[$0] == replacement }
    var map: [Int] = [0]
    map.reserveCapacity(rawCharacters.count + 1)
    var digitsSeen = 0
    for character in rawCharacters {
      if character.unicodeScalars.contains(where: { $0.value >= 0x30 && $0.value <= 0x39 }) {
        digitsSeen += 1
      }
      let position =
        digitsSeen == 0
        ? 0
        : (digitsSeen <= slotOffsets.count ? slotOffsets[digitsSeen - 1] + 1 : formattedCount)
      map.append(min(position, formattedCount))
    }
    return map
  }
}
