/// react-input-mask 2.x (`<InputMask mask="…">`): `formatChars` `9` digit, `a` ASCII letter,
/// `*` ASCII letter or digit; `\` makes the next character permanent (`parseMask`).
///
/// Defaults assumed: `maskChar` `_`, so while the field is edited it shows the whole mask with
/// `_` in empty positions (`init(maskChar:)` takes another character, or nil for
/// `maskChar={null}`: the field shows only what was entered). Edits follow the library's `processChange`
/// (`ReactInputMaskChange`): typed or pasted characters overwrite the positions from the
/// caret on (a character equal to a permanent one passed over is taken as it, a refused one
/// is dropped and the rest goes on); backspace and delete empty the editable position before
/// or after the caret without shifting the rest; an empty field is focused first (template,
/// caret at the first editable position). The value the app receives (`onChange`) is the
/// displayed text; completeness is every editable position filled.
public struct ReactInputMask: Mask, TemplateFieldMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let field: TemplateField
  let model: ReactInputMaskChange

  public var dialect: MaskDialect { .reactinputmask }

  static let builtIn: [Character: CharacterClass] = [
    "9": .asciiDigit,
    "a": .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A]),
    "*": .scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]),
  ]

  /// `formatChars` replaces the built-in table when `replacingBuiltIns` (the prop as the
  /// library reads it: `formatChars || defaultFormatChars`).
  /// `maskChar`: the character shown in empty positions, nil for `maskChar={null}` (the field
  /// shows only what was entered).
  public init(
    pattern: String, formatChars: [Character: CharacterClass] = [:], replacingBuiltIns: Bool = false,
    maskChar: Character? = "_"
  ) {
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
    self.model = ReactInputMaskChange(
      mask: cells.map { if case .literal(let l) = $0 { return l } else { return "_" } },
      classes: cells.map { if case .edit(let cls, _, _) = $0 { return cls } else { return nil } },
      maskChar: maskChar)
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
    let text = Array(input.text)
    let value = model.format(text)
    let caret = input.caret >= text.count ? model.focus(value, caret: value.count).caret : input.caret
    return result(value, caret: caret)
  }

  func result(_ value: [Character], caret: Int) -> MaskResult {
    let complete = model.classes.indices.allSatisfy { model.isPermanent($0) || ($0 < value.count && model.isAllowed($0, value[$0])) }
    let caret = CharacterOffsets.clamp(caret, count: value.count)
    return MaskResult(formatted: CaretString(String(value), caret: caret), complete: complete, value: String(value))
  }

  /// The field gaining focus (`onFocus`): an empty field shows the template; the caret goes
  /// after the last filled position unless every position is filled.
  public func focus(_ state: CaretString) -> CaretString {
    guard !field.cells.isEmpty else { return state }
    let (value, caret) = model.focus(Array(state.text), caret: state.caret)
    return CaretString(String(value), caret: caret)
  }

  /// The field losing focus (`onBlur`): a field with no character entered is emptied.
  public func blur(_ text: String) -> String {
    !field.cells.isEmpty && model.isEmpty(Array(text)) ? "" : text
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
    var previous = Array(state.text)
    var caret = CharacterOffsets.clamp(state.caret, count: previous.count)
    var range = CharacterOffsets.clamp(range, count: previous.count)
    if previous.isEmpty {
      (previous, caret) = model.focus([], caret: 0)
      range = caret..<caret
    } else if model.format(previous) != previous {
      // Not a text the field shows: taken as typed into the template first.
      previous = model.format(previous)
      caret = min(caret, previous.count)
      range = CharacterOffsets.clamp(range, count: previous.count)
    }
    // Backspace and delete leave a collapsed selection before the event; any other edit
    // replaces the selection.
    let previousSelection: Range<Int>
    let selection: Int
    if replacement.isEmpty && range.count == 1 && (caret == range.upperBound || caret == range.lowerBound) {
      previousSelection = caret..<caret
      selection = range.lowerBound
    } else {
      previousSelection = range
      selection = range.lowerBound + replacement.count
    }
    var value = previous
    value.replaceSubrange(range, with: Array(replacement))
    let (changed, newCaret) = model.change(
      value: value, selection: selection..<selection, previous: previous, previousSelection: previousSelection)
    return result(changed, caret: newCaret)
  }

  public func caretMap(forRaw raw: String) -> [Int] { templateCaretMap(forRaw: raw) }
  public func sampleInput() -> String { templateSampleInput() }
  public var completeFormattedLength: Int? { templateLength }
}
