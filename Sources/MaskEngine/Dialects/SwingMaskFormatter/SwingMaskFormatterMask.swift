/// Java Swing `javax.swing.text.MaskFormatter` in a `JFormattedTextField`: `#` digit
/// (`Character.isDigit`), `U` letter upper-cased, `L` letter lower-cased, `A` letter or digit,
/// `?` letter (`Character.isLetter`: general category L*), `*` anything, `H` hex digit shown
/// upper-case; `'` makes the next character literal; every other character is a literal.
///
/// Defaults assumed: placeholder character space, `valueContainsLiteralCharacters` true,
/// overwrite mode, invalid edits refused. A fresh field shows the template with placeholders
/// and the caret on the first slot (`emptyField`); `apply` types the text into a fresh field
/// key by key; editing follows `SwingMaskFormatterEditing`. The value is the text when every
/// position holds a character it takes (`stringToValue`; a `*` slot takes the placeholder
/// space), else "" (the field keeps its old value).
public struct SwingMaskFormatterMask: Mask, TemplateFieldMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let field: TemplateField

  public var dialect: MaskDialect { .swingmaskformatter }

  static let hex = CharacterClass.scalars(name: "hex digit", ranges: [0x30...0x39, 0x41...0x46, 0x61...0x66])

  public init(pattern: String, placeholder: Character = " ") {
    self.pattern = pattern
    let characters = Array(pattern)
    var cells: [TemplateField.Cell] = []
    var ranges: [Range<Int>] = []
    var issues: [MaskIssue] = []
    var i = 0
    while i < characters.count {
      let c = characters[i]
      let cell: TemplateField.Cell
      var range = i..<(i + 1)
      switch c {
      case "#": cell = .edit(.decimalDigit, required: true, casing: .none)
      case "U": cell = .edit(.unicodeLetter, required: true, casing: .upper)
      case "L": cell = .edit(.unicodeLetter, required: true, casing: .lower)
      case "A": cell = .edit(.unicodeLetterOrDigit, required: true, casing: .none)
      case "?": cell = .edit(.unicodeLetter, required: true, casing: .none)
      case "*": cell = .edit(.any, required: true, casing: .none)
      case "H": cell = .edit(SwingMaskFormatterMask.hex, required: true, casing: .none)
      case "'":
        guard i + 1 < characters.count else {
          issues.append(
            MaskIssue(.ignored, "The trailing `'` quotes nothing; MaskFormatter drops it.", range: i..<(i + 1)))
          i += 1
          continue
        }
        cell = .literal(characters[i + 1])
        range = i..<(i + 2)
        i += 1
      default: cell = .literal(c)
      }
      cells.append(cell)
      ranges.append(range)
      i += 1
    }
    self.field = TemplateField(cells: cells, ranges: ranges, prompt: placeholder, insertMode: false)
    self.tokens = zip(cells, ranges).map { cell, range in
      switch cell {
      case .literal(let l): return MaskToken(.literal(l, inValue: true), range: range)
      case .edit(let cls, let required, _): return MaskToken(.slot(accepting: cls, optional: !required), range: range)
      }
    }
    if pattern.isEmpty {
      issues.append(LinearIssues.empty("MaskFormatter"))
    } else if field.editPositions.isEmpty {
      issues.append(LinearIssues.noSlots("MaskFormatter", count: characters.count))
    }
    self.issues = issues
  }

  func value(of assigned: [Character?]) -> String {
    field.isComplete(assigned) ? field.render(assigned) : ""
  }

  /// The field after the text is typed into a fresh field, key by key (what the user sees
  /// when typing TEXT; `input.caret` is not used: each key moves the caret).
  public func apply(_ input: CaretString) -> MaskResult {
    swingResult(typed(input.text))
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    let text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    let caret = CharacterOffsets.clamp(state.caret, count: text.count)
    // Typing at the caret, backspace before it (the caret is where the selection starts), or
    // a selection replaced.
    let selectionStart = range.isEmpty || range.upperBound == caret && range.count == 1 && replacement.isEmpty
      ? caret : range.lowerBound
    let state = CaretString(state.text, caret: caret)
    if range.isEmpty && replacement.isEmpty { return swingResult(state) }
    guard let next = replace(
      state, offset: range.lowerBound, length: range.count,
      insert: replacement.isEmpty && !range.isEmpty ? nil : Array(replacement), selectionStart: selectionStart)
    else {
      // Refused (the field beeps): nothing changes. Not nil: nil means a regex refused it.
      return swingResult(state)
    }
    return swingResult(next)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let chars = Array(raw)
    return (0...chars.count).map { typed(String(chars[..<$0])).caret }
  }
  public func sampleInput() -> String { templateSampleInput() }
  public var completeFormattedLength: Int? { templateLength }

  /// `install` shows `valueToString(null)`, the template with placeholders, and puts the
  /// caret on the first slot (after the text when there is none).
  public var emptyField: CaretString {
    CaretString(field.render(Array(repeating: nil, count: field.cells.count)), caret: nextNavigable(0, 1))
  }
}
