/// The model behind Swing `MaskFormatter` and .NET `MaskedTextBox`: a fixed-length template
/// of literals and edit positions; the field always shows the whole template with a prompt
/// character in unassigned positions. Typing tests the character at the next edit position
/// (a typed character equal to the literal under the caret steps over it), and either
/// overwrites it (Swing) or inserts it, shifting the assigned characters after it to the
/// following edit positions (.NET's default insert mode); the caret then moves to the next
/// edit position. A rejected character, or a paste with any rejected character, leaves the
/// field unchanged. Deleting clears the edit positions in the range (overwrite) or removes
/// them and shifts the rest left (insert); deleting only literals moves the caret.
struct TemplateField: Sendable, Hashable {
  enum Cell: Sendable, Hashable {
    case literal(Character)
    case edit(CharacterClass, required: Bool, casing: SlotCasing)
  }

  var cells: [Cell]
  /// The mask range each cell came from.
  var ranges: [Range<Int>]
  var prompt: Character
  var insertMode: Bool
  /// Backspace with only literals before the caret deletes the edit position before them
  /// (react-input-mask); otherwise only the caret moves.
  var backspaceSkipsLiterals = false
  /// A typed character equal to any literal of the run of literals at the caret steps over
  /// it (react-input-mask: `7` typed at the start of `+7 (…` is the `7`); otherwise only the
  /// literal right at the caret is matched.
  var matchesLiteralRun = false
  /// A typed space at an empty edit position leaves it empty and moves on (.NET
  /// `MaskedTextBox.ResetOnSpace`, default true: how a user skips an optional position).
  var spaceSkipsPosition = false

  var editPositions: [Int] {
    cells.indices.filter { if case .edit = cells[$0] { return true } else { return false } }
  }

  func accepts(_ c: Character, at position: Int) -> Character? {
    guard case .edit(let cls, _, let casing) = cells[position], cls.contains(c) else { return nil }
    return casing.apply(c)
  }

  /// The assigned characters of a displayed text (nil where empty); nil when the text does
  /// not line up with the template or holds a character its position refuses.
  func assigned(from text: [Character]) -> [Character?]? {
    guard text.count == cells.count else { return nil }
    var result: [Character?] = []
    for (cell, c) in zip(cells, text) {
      switch cell {
      case .literal(let l):
        guard l == c else { return nil }
        result.append(nil)
      case .edit:
        if c == prompt {
          result.append(nil)
        } else {
          guard let placed = accepts(c, at: result.count) else { return nil }
          result.append(placed)
        }
      }
    }
    return result
  }

  /// Fills the template from arbitrary text (a value set from code): characters are placed in
  /// order, a character equal to the literal at its place steps over it, others a position
  /// refuses are dropped. Returns the cells and, per text offset, the template position after it.
  func fill(_ text: [Character]) -> (assigned: [Character?], after: [Int]) {
    var assigned = [Character?](repeating: nil, count: cells.count)
    var after: [Int] = [0]
    var p = 0
    for c in text {
      if let skip = literalMatch(c, at: p) {
        p = skip
      } else if let q = nextEdit(from: p), let placed = accepts(c, at: q) {
        assigned[q] = placed
        p = q + 1
      } else if spaceSkipsPosition, c == " ", let q = nextEdit(from: p) {
        p = q + 1
      }
      after.append(p)
    }
    return (assigned, after)
  }

  /// The position after the literal `c` matches at `p`, if any.
  func literalMatch(_ c: Character, at p: Int) -> Int? {
    var k = max(p, 0)
    while k < cells.count, case .literal(let l) = cells[k] {
      if l == c { return k + 1 }
      guard matchesLiteralRun else { return nil }
      k += 1
    }
    return nil
  }

  func nextEdit(from p: Int) -> Int? {
    var q = max(p, 0)
    while q < cells.count {
      if case .edit = cells[q] { return q }
      q += 1
    }
    return nil
  }

  /// The caret after a typed character: the next edit position, or right after the
  /// character when none follows.
  func caretAfterTyping(_ p: Int) -> Int {
    nextEdit(from: p) ?? min(max(p, 0), cells.count)
  }

  func previousEdit(before p: Int) -> Int? {
    var q = min(p, cells.count) - 1
    while q >= 0 {
      if case .edit = cells[q] { return q }
      q -= 1
    }
    return nil
  }

  func render(_ assigned: [Character?]) -> String {
    var s = ""
    for (cell, a) in zip(cells, assigned) {
      switch cell {
      case .literal(let l): s.append(l)
      case .edit: s.append(a ?? prompt)
      }
    }
    return s
  }

  func isComplete(_ assigned: [Character?]) -> Bool {
    zip(cells, assigned).allSatisfy { cell, a in
      if case .edit(_, true, _) = cell { return a != nil }
      return true
    }
  }

  /// Types one character at `p`. Returns the new cells and caret, or nil when refused.
  func type(_ c: Character, at p: Int, into assigned: [Character?]) -> ([Character?], Int)? {
    if let skip = literalMatch(c, at: p) {
      return (assigned, skip)
    }
    if spaceSkipsPosition, c == " ", let q = nextEdit(from: p), assigned[q] == nil {
      return (assigned, caretAfterTyping(q + 1))
    }
    guard let q = nextEdit(from: p), let placed = accepts(c, at: q) else { return nil }
    var result = assigned
    if insertMode && result[q] != nil {
      // Shift the assigned characters from q to the following edit positions.
      let edits = editPositions.filter { $0 >= q }
      var carried: Character? = placed
      for position in edits {
        guard let incoming = carried else { break }
        let outgoing = result[position]
        if position != q {
          guard accepts(incoming, at: position) != nil else { return nil }
        }
        result[position] = incoming
        carried = outgoing
      }
      if carried != nil { return nil }
    } else {
      result[q] = placed
    }
    return (result, caretAfterTyping(q + 1))
  }

  /// Deletes `range`. Returns the new cells (the caret goes to `range.lowerBound`), or nil
  /// when the shift is refused.
  func delete(_ range: Range<Int>, from assigned: [Character?]) -> [Character?]? {
    var result = assigned
    let removed = range.filter { $0 < cells.count && editPositions.contains($0) }
    guard !removed.isEmpty else { return result }
    if !insertMode {
      for p in removed { result[p] = nil }
      return result
    }
    let edits = editPositions
    guard let first = removed.first else { return result }
    let kept = edits.filter { $0 > (removed.last ?? first) }.map { result[$0] }
    let targets = edits.filter { $0 >= first }
    for (offset, position) in targets.enumerated() {
      let incoming = offset < kept.count ? kept[offset] : nil
      if let c = incoming, accepts(c, at: position) == nil { return nil }
      result[position] = incoming
    }
    return result
  }
}

/// The `Mask` requirements for a `TemplateField` dialect.
protocol TemplateFieldMask: Mask {
  var field: TemplateField { get }
  /// The value the library reports for the cells.
  func value(of assigned: [Character?]) -> String
}

extension TemplateFieldMask {
  func result(_ assigned: [Character?], caret: Int) -> MaskResult {
    let text = field.render(assigned)
    return MaskResult(
      formatted: CaretString(text, caret: CharacterOffsets.clamp(caret, count: text.count)),
      complete: field.isComplete(assigned), value: value(of: assigned))
  }

  func templateApply(_ input: CaretString) -> MaskResult {
    let text = Array(input.text)
    if let assigned = field.assigned(from: text) {
      return result(assigned, caret: input.caret)
    }
    let (assigned, after) = field.fill(text)
    let caret = after[CharacterOffsets.clamp(input.caret, count: text.count)]
    return result(assigned, caret: field.caretAfterTyping(caret))
  }

  func templateEdit(_ state: CaretString, replacing range: Range<Int>, with replacement: String) -> MaskResult {
    let text = Array(state.text)
    guard let assigned = field.assigned(from: text) else {
      var edited = text
      let r = CharacterOffsets.clamp(range, count: text.count)
      edited.replaceSubrange(r, with: Array(replacement))
      return templateApply(CaretString(String(edited), caret: r.lowerBound + replacement.count))
    }
    var range = CharacterOffsets.clamp(range, count: text.count)
    let unchanged = result(assigned, caret: state.caret)
    if field.backspaceSkipsLiterals && replacement.isEmpty && range.count == 1
      && !field.editPositions.contains(range.lowerBound)
    {
      guard let previous = field.previousEdit(before: range.lowerBound) else { return unchanged }
      range = previous..<(previous + 1)
    }
    var cells = assigned
    if !range.isEmpty {
      guard let afterDelete = field.delete(range, from: cells) else { return unchanged }
      cells = afterDelete
    }
    var caret = range.lowerBound
    for c in replacement {
      guard let (next, nextCaret) = field.type(c, at: caret, into: cells) else { return unchanged }
      cells = next
      caret = nextCaret
    }
    return result(cells, caret: caret)
  }

  func templateCaretMap(forRaw raw: String) -> [Int] {
    let after = field.fill(Array(raw)).after
    return after.map { field.caretAfterTyping($0) }
  }

  func templateSampleInput() -> String {
    var digits = 0
    var sample = ""
    for cell in field.cells {
      guard case .edit(let cls, true, _) = cell else { continue }
      if cls.contains(Character("1")) && !cls.contains(Character("a")) {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append(cls.sample)
      }
    }
    return sample
  }

  var templateLength: Int? { field.editPositions.isEmpty ? nil : field.cells.count }
}
