/// .NET `MaskedTextBox.Mask` (`MaskedTextProvider`): `0` digit, `9` optional digit, `#`
/// optional digit or sign, `L` letter, `?` optional letter, `&` any character, `C` optional
/// any character, `A` letter or digit, `a` optional letter or digit; `.` `,` `:` `/` `$` are the
/// culture's decimal, group, time and date separators and currency symbol; `<` `>` `|` shift
/// the case of what follows; `\` escapes (MaskedTextProvider.Initialize).
///
/// Defaults assumed: the invariant culture (`.` `,` `:` `/` and `¤` for `$`), prompt `_`,
/// insert mode, `SkipLiterals` true, `ResetOnSpace` true (a space typed at an empty position
/// leaves it empty and moves on), `TextMaskFormat.IncludeLiterals` (the value is the text
/// without prompts: an empty position reads as a space, and the text ends at the last assigned
/// position). The mask is complete when every required position is assigned (`MaskCompleted`).
public struct DotNetMaskedTextBoxMask: Mask, TemplateFieldMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let field: TemplateField

  public var dialect: MaskDialect { .dotnetmaskedtextbox }

  /// The invariant culture's separators.
  static let invariantSymbols: [Character: Character] = [".": ".", ",": ",", ":": ":", "/": "/", "$": "¤"]

  /// `MaskedTextProvider.IsPrintableChar`: letter, digit, punctuation, symbol or space.
  static func isPrintable(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return false }
    if s == " " { return true }
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
      .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default: return false
    }
  }

  static let signedDigit = CharacterClass.scalars(
    name: "digit or sign", ranges: [0x30...0x39, 0x2B...0x2B, 0x2D...0x2D])

  public init(pattern: String) {
    self.pattern = pattern
    let characters = Array(pattern)
    var issues: [MaskIssue] = []
    if let bad = characters.firstIndex(where: { !DotNetMaskedTextBoxMask.isPrintable($0) }) {
      issues.append(
        MaskIssue(
          .syntax,
          "The mask holds a character that is not printable (not a letter, digit, punctuation, "
            + "symbol or space): setting `MaskedTextBox.Mask` throws ArgumentException.",
          range: bad..<(bad + 1)))
      self.field = TemplateField(cells: [], ranges: [], prompt: "_", insertMode: true)
      self.tokens = []
      self.issues = issues
      return
    }
    var cells: [TemplateField.Cell] = []
    var ranges: [Range<Int>] = []
    var casing = SlotCasing.none
    var escaped = false
    for (i, c) in characters.enumerated() {
      let range = (escaped ? i - 1 : i)..<(i + 1)
      if escaped {
        cells.append(.literal(c))
        ranges.append(range)
        escaped = false
        continue
      }
      let cell: TemplateField.Cell
      switch c {
      case "<": casing = .lower; continue
      case ">": casing = .upper; continue
      case "|": casing = .none; continue
      case "\\":
        escaped = true
        if i == characters.count - 1 {
          issues.append(MaskIssue(.ignored, "The trailing `\\` escapes nothing; MaskedTextProvider drops it.", range: i..<(i + 1)))
        }
        continue
      case "0": cell = .edit(.decimalDigit, required: true, casing: casing)
      case "9": cell = .edit(.decimalDigit, required: false, casing: casing)
      case "#": cell = .edit(DotNetMaskedTextBoxMask.signedDigit, required: false, casing: casing)
      case "L": cell = .edit(.unicodeLetter, required: true, casing: casing)
      case "?": cell = .edit(.unicodeLetter, required: false, casing: casing)
      case "&": cell = .edit(.any, required: true, casing: casing)
      case "C": cell = .edit(.any, required: false, casing: casing)
      case "A": cell = .edit(.unicodeLetterOrDigit, required: true, casing: casing)
      case "a": cell = .edit(.unicodeLetterOrDigit, required: false, casing: casing)
      default: cell = .literal(DotNetMaskedTextBoxMask.invariantSymbols[c] ?? c)
      }
      cells.append(cell)
      ranges.append(range)
    }
    var field = TemplateField(cells: cells, ranges: ranges, prompt: "_", insertMode: true)
    field.spaceSkipsPosition = true
    self.field = field
    self.tokens = zip(cells, ranges).map { cell, range in
      switch cell {
      case .literal(let l): return MaskToken(.literal(l, inValue: true), range: range)
      case .edit(let cls, let required, _): return MaskToken(.slot(accepting: cls, optional: !required), range: range)
      }
    }
    if pattern.isEmpty {
      issues.append(
        MaskIssue(.empty, "The mask is empty: MaskedTextBox behaves as a plain TextBox.", range: 0..<0))
    } else if field.editPositions.isEmpty {
      issues.append(LinearIssues.noSlots("MaskedTextBox", count: characters.count))
    } else {
      // An optional position before a required one of the same kind: insert mode fills it first.
      let elements = zip(cells, ranges).map { cell, range -> LinearElement in
        switch cell {
        case .literal(let l): return LinearElement(.literal(l, inValue: true), range: range)
        case .edit(let cls, let required, let casing):
          return LinearElement(.slot(cls, casing), range: range, optionalGroup: required ? nil : 0..<0)
        }
      }
      issues += LinearIssues.optionalTrap("MaskedTextBox", elements: elements)
    }
    self.issues = issues
  }

  /// `Text` with `IncludeLiterals`: prompts read as spaces, cut after the last assigned position.
  func value(of assigned: [Character?]) -> String {
    guard let last = assigned.lastIndex(where: { $0 != nil }) else { return "" }
    var s = ""
    for (cell, a) in zip(field.cells[...last], assigned[...last]) {
      switch cell {
      case .literal(let l): s.append(l)
      case .edit: s.append(a ?? " ")
      }
    }
    return s
  }

  public func apply(_ input: CaretString) -> MaskResult {
    guard !field.cells.isEmpty else {
      var input = input
      input.caret = CharacterOffsets.clamp(input.caret, count: input.text.count)
      // No mask at all: a plain text box, whose `MaskCompleted` is true.
      return MaskResult(formatted: input, complete: pattern.isEmpty, value: input.text)
    }
    return templateApply(input)
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    guard !field.cells.isEmpty else {
      if issues.contains(where: { $0.kind == .syntax }) { return nil }
      var text = Array(state.text)
      let r = CharacterOffsets.clamp(range, count: text.count)
      text.replaceSubrange(r, with: Array(replacement))
      return MaskResult(
        formatted: CaretString(String(text), caret: r.lowerBound + replacement.count), complete: pattern.isEmpty,
        value: String(text))
    }
    return templateEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] { templateCaretMap(forRaw: raw) }
  public func sampleInput() -> String { templateSampleInput() }
  public var completeFormattedLength: Int? { templateLength }
}
