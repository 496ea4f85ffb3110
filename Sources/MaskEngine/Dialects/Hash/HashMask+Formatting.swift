/// The seed's two conversions between raw text and formatted text, and the results built
/// from them.
extension HashMask {
  /// Seed 000 `format(raw, caret)`: puts `raw` into the pattern.
  ///
  /// Literals are emitted only before a raw character; raw characters beyond the last slot
  /// are dropped. The caret moves right by the literals emitted while fewer than `caret` raw
  /// characters were placed, and is clamped to the formatted text (UIKit ignores a caret
  /// past the end, leaving it at the end). An empty pattern returns `raw` unchanged.
  public func format(raw: String, caret: Int) -> CaretString {
    let rawCharacters = Array(raw)
    let caret = CharacterOffsets.clamp(caret, count: rawCharacters.count)
    if patternCharacters.isEmpty { return CaretString(raw, caret: caret) }
    var out: [Character] = []
    out.reserveCapacity(patternCharacters.count)
    var i = 0
    var j = 0
    var shift = 0
    while i < patternCharacters.count && j < rawCharacters.count {
      if patternCharacters[i] == HashMask.slotCharacter {
        out.append(rawCharacters[j])
        j += 1
      } else {
        out.append(patternCharacters[i])
        if j < caret { shift += 1 }
      }
      i += 1
    }
    let text = String(out)
    return CaretString(text, caret: min(caret + shift, text.count))
  }

  /// Seed 000 `unformat(formatted, range)`: removes the literals that are in place, comparing
  /// pattern and text position by position, and maps `range` (formatted offsets, clamped to
  /// the text) to raw offsets. An empty pattern returns the text and range unchanged.
  public func unformat(formatted: String, range: Range<Int>) -> (raw: String, range: Range<Int>) {
    let characters = Array(formatted)
    let range = CharacterOffsets.clamp(range, count: characters.count)
    if patternCharacters.isEmpty { return (formatted, range) }
    var raw: [Character] = []
    var location = range.lowerBound
    var length = range.count
    for i in 0..<min(patternCharacters.count, characters.count) {
      let p = patternCharacters[i]
      if p == HashMask.slotCharacter || p != characters[i] {
        raw.append(characters[i])
      } else if i < range.lowerBound {
        location -= 1
      } else if i < range.upperBound {
        length -= 1
      }
    }
    return (String(raw), location..<(location + length))
  }

  /// The value the field reports for a raw text: the raw characters that fit in the slots
  /// (what `BBB_nonPatternText` reads back from the displayed text).
  func value(ofRaw raw: String) -> String {
    if patternCharacters.isEmpty { return raw }
    return String(raw.prefix(slotCount))
  }

  func result(formatted: CaretString, raw: String) -> MaskResult {
    let value = value(ofRaw: raw)
    let complete = slotCount > 0 && value.count >= slotCount
    return MaskResult(formatted: formatted, complete: complete, value: value)
  }

  public func apply(_ input: CaretString) -> MaskResult {
    result(formatted: format(raw: input.text, caret: input.caret), raw: input.text)
  }

  /// Seed 000's edit: unformat the text and range, replace in the raw text, ask the validator
  /// about the WHOLE resulting raw text (nil = unknown counts as accepted), then format with
  /// the caret just after the inserted string. Returns nil when the validator refuses.
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    let (raw, rawRange) = unformat(formatted: state.text, range: range)
    let rawCharacters = Array(raw)
    let replaced = CharacterOffsets.clamp(rawRange, count: rawCharacters.count)
    let final =
      String(rawCharacters[..<replaced.lowerBound]) + replacement
      + String(rawCharacters[replaced.upperBound...])
    if let validator, validator(final) == false { return nil }
    let formatted = format(raw: final, caret: replaced.lowerBound + replacement.count)
    return result(formatted: formatted, raw: final)
  }

  /// `result[i]` is `format(raw, i).caret`, computed in one pass.
  public func caretMap(forRaw raw: String) -> [Int] {
    let rawCharacters = Array(raw)
    if patternCharacters.isEmpty { return Array(0...rawCharacters.count) }
    // literalsAt[j]: literals emitted while exactly j raw characters were placed.
    var literalsAt = [Int](repeating: 0, count: rawCharacters.count + 1)
    var i = 0
    var j = 0
    var length = 0
    while i < patternCharacters.count && j < rawCharacters.count {
      if patternCharacters[i] == HashMask.slotCharacter { j += 1 } else { literalsAt[j] += 1 }
      length += 1
      i += 1
    }
    // Characters can merge when joined (a combining mark after a literal); clamp to the text.
    let formattedCount = format(raw: raw, caret: 0).text.count
    length = min(length, formattedCount)
    var map: [Int] = []
    map.reserveCapacity(rawCharacters.count + 1)
    var shift = 0
    for caret in 0...rawCharacters.count {
      if caret > 0 { shift += literalsAt[caret - 1] }
      map.append(min(caret + shift, length))
    }
    return map
  }
}
