/// How Inputmask reads a whole text at once (`Inputmask.format`, a value set on the field):
/// its `checkVal`, which types the characters one by one with a look at the template first.
///
/// Before each character, `isTemplateMatch` looks for the characters read since the last one
/// a position took (`charCodes`) in the literals from that position to the next slot. Found at
/// their start, they are typed as those literals (`+7` of `+7(999)…`). Found further on, the
/// caret jumps to the next slot first, so a digit the literals also hold goes into the slot:
/// `+7(999)999-99-99` formats `79161234567` as `+7(791)612-34-56`, where typing the same keys
/// gives `+7(916)123-45-67`. A space is not the literal at the caret here (the library turns
/// `skipOptionalPartCharacter` off while it reads: `+7 (999)` formats `7 916` as `+7 (791) 6`).
/// Afterwards, literals typed at the start of a field left incomplete are typed once more at
/// the first slots (`1-999` formats `1` as `1-1`).
///
/// Reproduced for one mask made of slots and literals only (no optional part, alternation or
/// repetition), where each position of the library is one element; nil otherwise. A list of
/// such masks (`keepStatic`) is read under its first mask; a key refused while the mask shown
/// is complete moves the reading to the next mask that takes the keys held with it
/// (`alternate()`: each key re-validated after the last one held, the mask shown last), and a
/// key refused at the first two positions makes `read` nil (`InputmaskSwitchCaret`). Nil, too,
/// where another mask of the list has a slot among the literals the first starts with (the
/// library merges their tests there). `+55-99-9999-9999` with `+55-99-99999-9999` formats
/// `+55-55-5555` as `+55-55-55-5555`: the `55` typed as literals are typed again at the first
/// slots, the `+` at the first position is not.
struct InputmaskCheckVal {
  let elements: [LinearElement]
  /// A list of masks (`keepStatic`): a key the mask shown refuses may move to another.
  let isList: Bool

  init?(_ programs: [LinearProgram], list: Bool = false) {
    guard let first = programs.first, programs.count == 1 || list else { return nil }
    for program in programs {
      for element in program.elements {
        guard element.optionalGroup == nil else { return nil }
        switch element.kind {
        case .repeating: return nil
        case .literal(let c, _): guard c != "'" else { return nil }
        case .slot: break
        }
      }
    }
    // The literals the first mask starts with are literals in every mask of the list.
    let leading = first.elements.prefix { if case .literal = $0.kind { return true } else { return false } }.count
    for program in programs.dropFirst() {
      for p in 0..<min(leading, program.elements.count) {
        if case .slot = program.elements[p].kind { return nil }
      }
    }
    elements = first.elements
    isList = programs.count > 1
    masks = isList ? programs : []
  }

  private init(list: [LinearProgram], shown index: Int) {
    elements = list[index].elements
    isList = true
    masks = list
  }

  /// A list's masks, in order (empty for one mask).
  private let masks: [LinearProgram]

  /// What the library holds after reading `text`: the mask it ends in (a list may move to
  /// another), per position the character (nil when empty), and for each prefix of `text`
  /// how many positions lead up to the last one filled (the keys that stand for it). Nil when
  /// a list's reading leaves this model.
  func read(_ text: [Character]) -> (mask: InputmaskCheckVal, buffer: [Character?], typed: [Bool], prefixLengths: [Int])? {
    var reader = self
    var shown = 0
    var state = State(count: elements.count)
    var initial = 0
    var charCodes: [Character] = []
    var staticMatches: [Int] = []
    var prefixLengths = [0]
    for c in text {
      charCodes.append(c)
      let lastValid = state.lastFilled
      var result: Int?
      if reader.templateMatch(at: initial, charCodes, caret: &state.caret) {
        result = state.type(c, at: lastValid + 1, reader.elements)
      } else {
        result = state.type(c, at: state.caret, reader.elements)
        if result != nil {
          initial = state.caret + 1
          charCodes = []
        }
      }
      if result == nil, isList {
        // At the first position, and at the second where the library keeps the caret
        // elsewhere (`InputmaskSwitchCaret`): left to the general formatting.
        if state.caret <= 1 || lastValid + 1 <= 1 { return nil }
        // A complete mask refuses the key: `alternate()` re-validates the keys held with it
        // under the other masks in order, then the one shown, each after the last one held.
        if reader.isComplete(state) {
          let held = state.filled.indices.filter { state.typed[$0] }.map { state.filled[$0]! } + [c]
          for index in masks.indices.filter({ $0 != shown }) + [shown] {
            let elements = masks[index].elements
            var next = State(count: elements.count)
            var last: Int? = nil
            for key in held {
              last = next.type(key, at: next.lastFilled + 1, elements)
              if last == nil { break }
            }
            guard let position = last else { continue }
            reader = InputmaskCheckVal(list: masks, shown: index)
            shown = index
            next.caret = state.caret
            next.savedCaret = state.savedCaret
            state = next
            result = position
            break
          }
        }
      }
      if let position = result {
        // In a list, the first position is where the alternation is decided: the literal
        // there holds the alternation (`validPositions[0].alternation`), so it is not among
        // the literals typed again, and the caret goes on to the first slot.
        if reader.isLiteral(position) && !(isList && position == 0) {
          staticMatches.append(position)
          state.caret = position + 1
        } else {
          state.caret = reader.nextSlot(after: position)
        }
        state.savedCaret = state.caret
      } else {
        state.caret = state.savedCaret
      }
      prefixLengths.append(state.lastFilled + 1)
    }
    // Literals typed at the start are typed once more at the first slots.
    let firstSlot = reader.nextSlot(after: -1)
    let complete = reader.isComplete(state)
    if !staticMatches.isEmpty,
      (!complete && staticMatches.count <= firstSlot)
        || (complete && staticMatches.count != firstSlot && staticMatches[0] == 0)
    {
      // After a move to another mask of the list, the positions recorded are read in the
      // field as that mask holds it, as the library's are.
      var target = firstSlot
      while !staticMatches.isEmpty {
        let position = staticMatches.removeFirst()
        guard position < target else { continue }
        guard let key = state.filled[position] else { break }
        state.typed[position] = false
        guard let placed = state.type(key, at: target, reader.elements) else { break }
        if placed != position && reader.isLiteral(placed) { staticMatches.append(placed) }
        target += 1
      }
      // What the reading of each prefix held is no longer told apart: the whole text.
      prefixLengths = prefixLengths.map { _ in state.lastFilled + 1 }
      prefixLengths[0] = 0
    }
    return (reader, state.filled, state.typed, prefixLengths)
  }

  func isComplete(_ state: State) -> Bool { isComplete(state.filled) }

  func isComplete(_ buffer: [Character?]) -> Bool {
    elements.indices.allSatisfy { isLiteral($0) || (buffer.indices.contains($0) && buffer[$0] != nil) }
  }

  /// What the field shows for `buffer` (placeholder `""`): every literal, the characters
  /// the slots hold and nothing for an empty slot; with the offset in that text of each
  /// position (and of the end).
  func shown(_ buffer: [Character?]) -> (text: [Character], offsets: [Int]) {
    var text: [Character] = []
    var offsets: [Int] = []
    for p in elements.indices {
      offsets.append(text.count)
      if let c = buffer[p] {
        text.append(c)
      } else if let l = literal(p) {
        text.append(l)
      }
    }
    offsets.append(text.count)
    return (text, offsets)
  }

  /// `unmaskedvalue()`: the characters the slots of `buffer` hold, in order, and in a list
  /// the literals a key put there (`typed`).
  func value(_ buffer: [Character?], typed: [Bool], keepingTyped: Bool? = nil) -> String {
    let keeps = keepingTyped ?? isList
    return String(elements.indices.compactMap { isLiteral($0) && !(keeps && typed[$0]) ? nil : buffer[$0] })
  }

  func isLiteral(_ position: Int) -> Bool {
    guard position < elements.count, case .literal = elements[position].kind else { return false }
    return true
  }

  private func literal(_ position: Int) -> Character? {
    guard position < elements.count, case .literal(let c, _) = elements[position].kind else { return nil }
    return c
  }

  /// `seekNext`: the first slot after `position` (the end when none).
  func nextSlot(after position: Int) -> Int {
    var p = position + 1
    while p < elements.count, isLiteral(p) { p += 1 }
    return p
  }

  /// `isTemplateMatch(ndx, charCodes)`: whether `charCodes` are the literals at `position`;
  /// when they are found further on among the literals before the next slot, the caret moves
  /// to that slot.
  func templateMatch(at position: Int, _ charCodes: [Character], caret: inout Int) -> Bool {
    guard isLiteral(position) else { return false }
    let template = (position..<nextSlot(after: position)).compactMap { literal($0) }
    guard var found = firstIndex(of: charCodes, in: template) else { return false }
    while found > 0 && template[found - 1] == " " { found -= 1 }
    if found == 0 {
      if literal(position) == charCodes[0] { return true }
      if literal(position) == " " && literal(position + 1) == charCodes[0] { return true }
      return false
    }
    caret = max(caret, nextSlot(after: position))
    return false
  }

  private func firstIndex(of needle: [Character], in haystack: [Character]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
      return start
    }
    return nil
  }

  /// The field as the library holds it while reading.
  struct State {
    var filled: [Character?]
    /// Per position: a key put it there (not a literal the library filled in).
    var typed: [Bool]
    var caret = 0
    /// The caret after the last character a position took (`prevCaretPos`).
    var savedCaret = 0

    init(count: Int) {
      filled = Array(repeating: nil, count: count)
      typed = Array(repeating: false, count: count)
    }

    var lastFilled: Int { filled.lastIndex { $0 != nil } ?? -1 }

    /// `isValid(position, c)` without `skipOptionalPartCharacter`: the position takes `c`
    /// (a slot that accepts it, a literal equal to it), else, from a literal, the next
    /// positions up to the next slot; the literals left empty before the position taken are
    /// filled. A filled position takes `c` by insertion (`insertMode`): the keys from it on
    /// move on, each to the next position of its own definition (`revalidateMask`), or the
    /// position refuses `c`. The position taken, or nil.
    mutating func type(_ c: Character, at position: Int, _ elements: [LinearElement]) -> Int? {
      func takes(_ p: Int, _ c: Character) -> Character? {
        guard p < elements.count else { return nil }
        switch elements[p].kind {
        case .slot(let cls, let casing): return cls.contains(c) ? casing.apply(c) : nil
        case .literal(let l, _): return l == c ? l : nil
        case .repeating: return nil
        }
      }
      func take(_ p: Int) -> Bool {
        guard let t = takes(p, c) else { return false }
        guard filled[p] != nil else {
          filled[p] = t
          typed[p] = true
          return true
        }
        let (oldFilled, oldTyped) = (filled, typed)
        for q in p..<elements.count {
          filled[q] = nil
          typed[q] = false
        }
        filled[p] = t
        typed[p] = true
        var next = p + 1
        for i in p..<elements.count where oldTyped[i] {
          guard let key = oldFilled[i] else { continue }
          var q = next
          while q < elements.count && elements[q].kind != elements[i].kind { q += 1 }
          guard q < elements.count, let moved = takes(q, key) else {
            (filled, typed) = (oldFilled, oldTyped)
            return false
          }
          filled[q] = moved
          typed[q] = true
          next = q + 1
        }
        return true
      }
      var taken: Int? = nil
      if take(position) {
        taken = position
      } else if position < elements.count, case .literal(let l, _) = elements[position].kind {
        // A filled literal equal to the key keeps the field as it is (`{caret: seekNext}`).
        if filled[position] != nil && l == c { return position }
        var p = position + 1
        while p < elements.count {
          if take(p) {
            taken = p
            break
          }
          if case .slot = elements[p].kind { break }
          p += 1
        }
      }
      guard let taken else { return nil }
      fillLiterals(before: lastFilled, elements)
      return taken
    }

    /// `trackbackPositions`: the literals left empty before `end` are filled in.
    private mutating func fillLiterals(before end: Int, _ elements: [LinearElement]) {
      for p in 0..<max(end, 0) where filled[p] == nil {
        guard case .literal(let l, _) = elements[p].kind else { continue }
        filled[p] = l
      }
    }
  }
}
