/// Java Swing `javax.swing.text.MaskFormatter` in a `JFormattedTextField`: `#` digit
/// (`Character.isDigit`), `U` letter upper-cased, `L` letter lower-cased, `A` letter or digit,
/// `?` letter, `*` anything, `H` hex digit; `'` makes the next character literal; every other
/// character is a literal. Every mask character must be filled.
///
/// Defaults assumed: placeholder character space, `valueContainsLiteralCharacters` true, the
/// formatter's overwrite mode (typing replaces the character at the next edit position and
/// a refused character is rejected; deleting puts the placeholder back). The value is the
/// text when the mask is filled (`stringToValue` throws `ParseException` otherwise, so the
/// field keeps its old value: reported here as "").
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
    guard !field.cells.isEmpty else { return nil }
    return templateEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] { templateCaretMap(forRaw: raw) }
  public func sampleInput() -> String { templateSampleInput() }
  public var completeFormattedLength: Int? { templateLength }
}
