/// jQuery Mask Plugin (igorescobar): translation `0` digit, `9` optional digit, `#` recursive
/// digit, `A` ASCII letter or digit, `S` ASCII letter; every other character is a literal
/// (there is no escape). `reverse: true` masks from the right (money masks like `#.##0,00`).
///
/// `apply` and `edit` replay `getMasked` (walk mask and text together; a literal is always
/// pushed and consumes an equal character; an optional slot that refuses a character is
/// skipped; a refused character is dropped; a recursive slot loops the mask back to it; a
/// literal that ends the mask is added when the text is one shorter than the mask). The caret
/// follows the 1.14 `calculateCaretPosition`: typing at the end puts it at the end, otherwise it
/// stays where the browser left it. The value is `cleanVal()`; completeness is the plugin's
/// `onComplete` test, `val.length === mask.length`.
public struct JQueryMask: Mask {
  public let pattern: String
  public let reverse: Bool
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let characters: [Character]
  /// The built-in translation with the call's `translation` option laid over it
  /// (`$.extend({}, $.jMaskGlobals.translation, options.translation)`).
  let table: [Character: Translation]

  public var dialect: MaskDialect { .jquerymask }

  enum Translation: Sendable, Hashable {
    case required(CharacterClass), optional(CharacterClass), recursive(CharacterClass)

    var accepting: CharacterClass {
      switch self {
      case .required(let c), .optional(let c), .recursive(let c): return c
      }
    }
  }

  static let asciiLetter = CharacterClass.scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A])
  static let asciiAlphanumeric = CharacterClass.scalars(
    name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A])
  /// `$.jMaskGlobals.translation` (`\d` is ASCII in JavaScript).
  static let translation: [Character: Translation] = [
    "0": .required(.asciiDigit), "9": .optional(.asciiDigit), "#": .recursive(.asciiDigit),
    "A": .required(asciiAlphanumeric), "S": .required(asciiLetter),
  ]

  /// `translation`: custom symbols (`{pattern: /[A-Z]/}`); those in `optionalSymbols` were
  /// given `optional: true`.
  public init(
    pattern: String, reverse: Bool = false, translation custom: [Character: CharacterClass] = [:],
    optionalSymbols: Set<Character> = []
  ) {
    var table = JQueryMask.translation
    for (symbol, cls) in custom { table[symbol] = optionalSymbols.contains(symbol) ? .optional(cls) : .required(cls) }
    self.table = table
    self.pattern = pattern
    self.reverse = reverse
    let characters = Array(pattern)
    self.characters = characters
    self.tokens = characters.enumerated().map { [table] offset, c in
      let range = offset..<(offset + 1)
      switch table[c] {
      case .required(let cls): return MaskToken(.slot(accepting: cls, optional: false), range: range)
      case .optional(let cls): return MaskToken(.slot(accepting: cls, optional: true), range: range)
      case .recursive(let cls): return MaskToken(.repeatingSlot(accepting: cls), range: range)
      case nil: return MaskToken(.literal(c, inValue: false), range: range)
      }
    }
    var issues: [MaskIssue] = []
    if characters.isEmpty {
      issues.append(LinearIssues.empty("jQuery Mask Plugin"))
    } else if !tokens.contains(where: \.isSlot) {
      issues.append(LinearIssues.noSlots("jQuery Mask Plugin", count: characters.count))
    } else if !reverse,
      let optional = characters.firstIndex(where: { table[$0] == .optional(.asciiDigit) }),
      let mandatory = characters[optional...].firstIndex(where: { table[$0] == .required(.asciiDigit) })
    {
      issues.append(
        MaskIssue(
          .optionalTrap,
          "The optional `9` comes before a mandatory `0`: jQuery Mask fills the optional digit "
            + "first, so a short number lands in the wrong places.",
          range: optional..<(mandatory + 1)))
    }
    self.issues = issues
  }

  /// `getMasked(skipMaskChars, value)`.
  func masked(_ value: [Character], skipMaskChars: Bool) -> [Character] {
    let maskLen = characters.count
    let valLen = value.count
    guard maskLen > 0 else { return value }
    var buf: [Character] = []
    let offset = reverse ? -1 : 1
    var m = reverse ? maskLen - 1 : 0
    var v = reverse ? valLen - 1 : 0
    let lastMaskChar = reverse ? 0 : maskLen - 1
    var resetPos = -1
    var lastUntranslated: Character? = nil
    func add(_ c: Character) {
      if reverse { buf.insert(c, at: 0) } else { buf.append(c) }
    }
    func check() -> Bool { reverse ? (m > -1 && v > -1) : (m < maskLen && v < valLen) }
    var budget = (maskLen + 2) * (valLen + 2) * 2
    while check() && budget > 0 {
      budget -= 1
      let maskDigit = characters[m]
      let valDigit = value[v]
      if let translation = table[maskDigit] {
        if translation.accepting.contains(valDigit) {
          add(valDigit)
          if case .recursive = translation {
            if resetPos == -1 {
              resetPos = m
            } else if m == lastMaskChar && m != resetPos {
              m = resetPos - offset
            }
            if lastMaskChar == resetPos { m -= offset }
          }
          m += offset
        } else if valDigit == lastUntranslated {
          lastUntranslated = nil
        } else if case .optional = translation {
          m += offset
          v -= offset
        }
        v += offset
      } else {
        if !skipMaskChars { add(maskDigit) }
        if valDigit == maskDigit {
          v += offset
        } else {
          lastUntranslated = maskDigit
        }
        m += offset
      }
    }
    let lastDigit = characters[lastMaskChar]
    if maskLen == valLen + 1 && table[lastDigit] == nil && !skipMaskChars {
      buf.append(lastDigit)
    }
    return buf
  }

  func result(text: [Character], caret: Int) -> MaskResult {
    let formatted = String(text)
    let value = String(masked(text, skipMaskChars: true))
    return MaskResult(
      formatted: CaretString(formatted, caret: CharacterOffsets.clamp(caret, count: text.count)),
      complete: !characters.isEmpty && text.count == characters.count, value: value)
  }

  public func apply(_ input: CaretString) -> MaskResult {
    let text = Array(input.text)
    let out = masked(text, skipMaskChars: false)
    let caret = input.caret >= text.count ? out.count : input.caret
    return result(text: out, caret: caret)
  }

  /// The `input`/`keyup` handler: the browser edits the text, `getMasked()` masks it, the caret
  /// goes to the end when it was at the end of the browser's text, else stays.
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    var text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    text.replaceSubrange(range, with: Array(replacement))
    let out = masked(text, skipMaskChars: false)
    let browserCaret = range.lowerBound + replacement.count
    let isDeletion = replacement.isEmpty && !range.isEmpty
    let caret = !isDeletion && browserCaret >= text.count ? out.count : browserCaret
    return result(text: out, caret: caret)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let text = Array(raw)
    let full = masked(text, skipMaskChars: false).count
    return (0...text.count).map { caret in
      if caret >= text.count { return full }
      return min(caret, full)
    }
  }

  public func sampleInput() -> String {
    var digits = 0
    var sample = ""
    for c in characters {
      guard let t = table[c] else { continue }
      if case .recursive = t { continue }
      if t.accepting == .asciiDigit {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append(t.accepting.sample)
      }
    }
    if sample.isEmpty && characters.contains("#") { return "1234" }
    return sample
  }

  /// `.mask()` masks the field's value at once: a mask of literals only shows itself in an
  /// empty field (`getMasked("")` adds a final literal), caret at the start.
  public var emptyField: CaretString {
    CaretString(apply(CaretString("")).formatted.text, caret: 0)
  }

  public var completeFormattedLength: Int? {
    guard !characters.contains("#"), tokens.contains(where: \.isSlot) else { return nil }
    return characters.count
  }
}
