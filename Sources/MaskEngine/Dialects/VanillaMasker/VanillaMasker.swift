/// vanilla-masker (`VMasker(el).maskPattern("…")`, `VMasker.toPattern`): `9` digit, `A`
/// ASCII letter, `S` ASCII letter or digit; every other character is a literal.
///
/// `apply`/`edit` replay `toPattern` without a placeholder: non-word characters are removed
/// from the text first; the pattern is walked filling slots; a literal equal to the next
/// character consumes it; a character a slot refuses cuts the output there (keeping the
/// literals before it); the output stops where the text ran out, unless the text had as many
/// word characters as the pattern, when the whole pattern is returned; an empty pattern gives
/// the empty text. The library sets the
/// field's value on every key, so the caret goes to the end. The value is the displayed
/// text; the mask is complete when every slot is filled.
public struct VanillaMasker: Mask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let characters: [Character]

  public var dialect: MaskDialect { .vanillamasker }

  static let classes: [Character: CharacterClass] = [
    "9": .asciiDigit,
    "A": .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A]),
    "S": .scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]),
  ]

  public init(pattern: String) {
    self.pattern = pattern
    let characters = Array(pattern)
    self.characters = characters
    self.tokens = characters.enumerated().map { i, c in
      if let cls = VanillaMasker.classes[c] {
        return MaskToken(.slot(accepting: cls, optional: false), range: i..<(i + 1))
      }
      return MaskToken(.literal(c, inValue: false), range: i..<(i + 1))
    }
    if characters.isEmpty {
      // `toPattern(value, "")` is `""`: the key-up handler empties the field on every key.
      issues = [
        MaskIssue(
          .empty, "The pattern is empty, so vanilla-masker empties the field on every key: nothing typed stays.",
          range: 0..<0)
      ]
    } else if !tokens.contains(where: \.isSlot) {
      issues = [LinearIssues.noSlots("vanilla-masker", count: characters.count)]
    } else {
      issues = []
    }
  }

  /// JavaScript's `\w`: ASCII letters, digits and `_`.
  static func isWord(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first, s.isASCII else { return false }
    return (s.properties.isAlphabetic || (0x30...0x39).contains(s.value) || c == "_")
  }

  /// `VMasker.toPattern(value, pattern)`.
  func toPattern(_ value: [Character]) -> [Character] { fill(value).output }

  /// `toPattern` and the number of slots it filled.
  func fill(_ value: [Character]) -> (output: [Character], filled: Int) {
    // An empty pattern: the library's loop never runs and it returns `"".substr(0, 0)`.
    guard !characters.isEmpty else { return ([], 0) }
    let values = value.filter(VanillaMasker.isWord)
    let patternWordCount = characters.filter(VanillaMasker.isWord).count
    var output = characters
    var index = 0
    var literalsTaken = 0
    var i = 0
    while i < output.count {
      if index >= values.count {
        if patternWordCount == values.count { return (output, index - literalsTaken) }
        break
      }
      if let cls = VanillaMasker.classes[output[i]] {
        if cls.contains(values[index]) {
          output[i] = values[index]
          index += 1
        } else {
          return (Array(output[..<i]), index)
        }
      } else if output[i] == values[index] {
        index += 1
        literalsTaken += 1
      }
      i += 1
    }
    return (Array(output[..<i]), index - literalsTaken)
  }

  func result(_ filled: (output: [Character], filled: Int)) -> MaskResult {
    let slots = tokens.filter(\.isSlot).count
    let text = filled.output
    return MaskResult(
      formatted: CaretString(String(text), caret: text.count),
      complete: slots > 0 && filled.filled == slots, value: String(text))
  }

  public func apply(_ input: CaretString) -> MaskResult {
    result(fill(Array(input.text)))
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    var text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    text.replaceSubrange(range, with: Array(replacement))
    return result(fill(text))
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let count = toPattern(Array(raw)).count
    return Array(repeating: count, count: raw.count + 1)
  }

  public func sampleInput() -> String {
    var digits = 0
    var sample = ""
    for c in characters {
      guard let cls = VanillaMasker.classes[c] else { continue }
      if cls == .asciiDigit {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append("a")
      }
    }
    return sample
  }

  public var completeFormattedLength: Int? {
    tokens.contains(where: \.isSlot) ? characters.count : nil
  }
}
