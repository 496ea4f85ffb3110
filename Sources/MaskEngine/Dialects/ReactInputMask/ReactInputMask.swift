/// react-input-mask (`<InputMask mask="…">`): `formatChars` `9` digit, `a` ASCII letter, `*`
/// ASCII letter or digit; `\` makes the next character permanent (`parseMask`).
///
/// Defaults assumed: `maskChar`/`maskPlaceholder` `_`, so while the field is edited it shows the
/// whole mask with `_` in empty positions. Behaviour from the library's tests
/// (tests/input/input.js): a typed character goes to the next editable position, replacing
/// what is there, and a refused one changes nothing; a typed character equal to one of the
/// permanent characters at the caret steps over them (`7` typed at the start of `+7 (…`);
/// backspace empties the position without shifting the rest, and with only permanent
/// characters before the caret it empties the editable position before them; the caret then
/// sits at the emptied position. The value the app receives (`onChange`) is the displayed
/// text; completeness is `isFilled`.
public struct ReactInputMask: Mask, TemplateFieldMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let field: TemplateField

  public var dialect: MaskDialect { .reactinputmask }

  static let builtIn: [Character: CharacterClass] = [
    "9": .asciiDigit,
    "a": .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A]),
    "*": .scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]),
  ]

  /// `formatChars` replaces the built-in table when `replacingBuiltIns` (the prop as the
  /// library reads it: `formatChars || defaultFormatChars`).
  public init(pattern: String, formatChars: [Character: CharacterClass] = [:], replacingBuiltIns: Bool = false) {
    self.pattern = pattern
    let table = replacingBuiltIns ? formatChars : ReactInputMask.builtIn.merging(formatChars) { _, c in c }
    var cells: [TemplateField.Cell] = []
    var ranges: [Range<Int>] = []
    var issues: [MaskIssue] = []
    var permanent = false
    let characters = Array(pattern)
    for (i, c) in characters.enumerated() {
      if c == "\\" && !permanent {
        permanent = true
        if i == characters.count - 1 {
          issues.append(MaskIssue(.ignored, "The trailing `\\` escapes nothing; react-input-mask drops it.", range: i..<(i + 1)))
        }
        continue
      }
      ranges.append((permanent ? i - 1 : i)..<(i + 1))
      if !permanent, let cls = table[c] {
        cells.append(.edit(cls, required: true, casing: .none))
      } else {
        cells.append(.literal(c))
      }
      permanent = false
    }
    var field = TemplateField(cells: cells, ranges: ranges, prompt: "_", insertMode: false)
    field.backspaceSkipsLiterals = true
    field.matchesLiteralRun = true
    self.field = field
    self.tokens = zip(cells, ranges).map { cell, range in
      switch cell {
      case .literal(let l): return MaskToken(.literal(l, inValue: true), range: range)
      case .edit(let cls, _, _): return MaskToken(.slot(accepting: cls, optional: false), range: range)
      }
    }
    if pattern.isEmpty {
      issues.append(LinearIssues.empty("react-input-mask"))
    } else if field.editPositions.isEmpty {
      issues.append(LinearIssues.noSlots("react-input-mask", count: characters.count))
    }
    self.issues = issues
  }

  func value(of assigned: [Character?]) -> String { field.render(assigned) }

  public func apply(_ input: CaretString) -> MaskResult {
    guard !field.cells.isEmpty else {
      var input = input
      input.caret = CharacterOffsets.clamp(input.caret, count: input.text.count)
      return MaskResult(formatted: input, complete: false, value: input.text)
    }
    return templateApply(input)
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    guard !field.cells.isEmpty else {
      var text = Array(state.text)
      let r = CharacterOffsets.clamp(range, count: text.count)
      text.replaceSubrange(r, with: Array(replacement))
      return MaskResult(
        formatted: CaretString(String(text), caret: r.lowerBound + replacement.count), complete: false,
        value: String(text))
    }
    return templateEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] { templateCaretMap(forRaw: raw) }
  public func sampleInput() -> String { templateSampleInput() }
  public var completeFormattedLength: Int? { templateLength }
}
