/// maska (`v-maska`, `data-maska`, `new MaskInput`): tokens `#` digit, `@` ASCII letter, `*`
/// ASCII letter or digit; `!` escapes the next character (src/tokens.ts, src/mask.ts).
///
/// `apply`/`edit` replay `Mask.process` (maska 3) with the defaults (`eager: false`, `reversed: false`):
/// walk mask and text together; a literal is always shown and consumes an equal character; a
/// refused character is dropped. The value is `unmasked`, completeness is `completed()`
/// (`masked.length >= mask.length`, counting the mask as written, `!` included). The caret
/// follows `MaskInput.updateCursor`: kept where the browser put it on a deletion or when it
/// is before the end of the edited text, else at the end.
public struct MaskaMask: Mask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The mask after `escapeMask`, with each character's offset in `pattern` and whether it
  /// is escaped.
  let mask: [(character: Character, offset: Int, escaped: Bool)]
  let table: [Character: CharacterClass]
  /// maska `eager: true`: literals are added as soon as the slot before them is filled.
  public let eager: Bool

  public var dialect: MaskDialect { .maska }

  static let builtIn: [Character: CharacterClass] = [
    "#": .asciiDigit,
    "@": .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A]),
    "*": .scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]),
  ]

  /// `tokens` are added to the built-in ones, or replace them with `tokensReplace: true`
  /// (`replacingBuiltIns`).
  public init(
    pattern: String, tokens custom: [Character: CharacterClass] = [:], eager: Bool = false,
    replacingBuiltIns: Bool = false
  ) {
    self.pattern = pattern
    self.eager = eager
    let table = replacingBuiltIns ? custom : MaskaMask.builtIn.merging(custom) { _, c in c }
    self.table = table
    let raw = Array(pattern)
    var mask: [(Character, Int, Bool)] = []
    var escapeNext = false
    var issues: [MaskIssue] = []
    for (i, c) in raw.enumerated() {
      if c == "!" && (i == 0 || raw[i - 1] != "!") {
        escapeNext = true
        if i == raw.count - 1 {
          issues.append(MaskIssue(.ignored, "The trailing `!` escapes nothing; maska drops it.", range: i..<(i + 1)))
        }
        continue
      }
      mask.append((c, i, escapeNext))
      escapeNext = false
    }
    self.mask = mask
    self.tokens = mask.map { entry in
      // An escaped character's token covers its `!`.
      let range = (entry.2 ? entry.1 - 1 : entry.1)..<(entry.1 + 1)
      if !entry.2, let cls = table[entry.0] {
        return MaskToken(.slot(accepting: cls, optional: false), range: range)
      }
      return MaskToken(.literal(entry.0, inValue: false), range: range)
    }
    if pattern.isEmpty {
      issues.append(LinearIssues.empty("maska"))
    } else if !self.tokens.contains(where: \.isSlot) {
      issues.append(LinearIssues.noSlots("maska", count: raw.count))
    } else if mask.count < raw.count {
      issues.append(
        MaskIssue(
          .ignored,
          "maska's `completed()` compares the masked length with the mask as written, `!` "
            + "escapes included, so this mask never reports itself complete.",
          range: 0..<raw.count))
    }
    self.issues = issues
  }

  /// `process(value, mask, masked)`.
  func process(_ value: [Character], masked: Bool) -> [Character] {
    guard !pattern.isEmpty else { return value }
    var result: [Character] = []
    var lastRaw: Character? = nil
    var m = 0
    var v = 0
    while m < mask.count && v < value.count {
      let entry = mask[m]
      let c = value[v]
      if !entry.escaped, let cls = table[entry.character] {
        if cls.contains(c) {
          result.append(c)
          m += 1
        } else if c == lastRaw {
          lastRaw = nil
        }
        v += 1
      } else if !eager {
        if masked { result.append(entry.character) }
        if c == entry.character { v += 1 } else { lastRaw = entry.character }
        m += 1
      } else {
        lastRaw = entry.character
      }
      if eager {
        // Literals up to the next slot are added at once (consumed when unmasking).
        while m < mask.count && (mask[m].escaped || table[mask[m].character] == nil) {
          if masked {
            result.append(mask[m].character)
            // A typed character equal to the literal is that literal.
            if v < value.count && mask[m].character == value[v] {
              m += 1
              v += 1
              continue
            }
          } else if v < value.count && mask[m].character == value[v] {
            v += 1
          }
          m += 1
        }
      }
    }
    return result
  }

  func result(text: [Character], caret: Int) -> MaskResult {
    let unmasked = String(process(text, masked: false))
    return MaskResult(
      formatted: CaretString(String(text), caret: CharacterOffsets.clamp(caret, count: text.count)),
      complete: !pattern.isEmpty && text.count >= pattern.count, value: unmasked)
  }

  public func apply(_ input: CaretString) -> MaskResult {
    let text = Array(input.text)
    let out = process(text, masked: true)
    return result(text: out, caret: input.caret < text.count ? input.caret : out.count)
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    var text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    text.replaceSubrange(range, with: Array(replacement))
    let out = process(text, masked: true)
    let selection = range.lowerBound + replacement.count
    let isDeletion = replacement.isEmpty && !range.isEmpty
    let caret = isDeletion || selection < text.count ? selection : out.count
    return result(text: out, caret: caret)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let text = Array(raw)
    let full = process(text, masked: true).count
    return (0...text.count).map { $0 >= text.count ? full : min($0, full) }
  }

  public func sampleInput() -> String {
    var digits = 0
    var sample = ""
    for entry in mask where !entry.escaped {
      guard let cls = table[entry.character] else { continue }
      if cls == .asciiDigit {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append(cls.sample)
      }
    }
    return sample
  }

  public var completeFormattedLength: Int? {
    tokens.contains(where: \.isSlot) ? mask.count : nil
  }
}
