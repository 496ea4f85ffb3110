/// A list of masks records a key that a literal takes as typed, and reports it in the value.
///
/// Inputmask's `isValid` offers a key the slot at the caret refuses to the positions up to
/// the next slot (`seekNext`): a literal equal to the key takes it, and the key is stored as
/// that position's input, not as a generated one (`generatedInput`), as when the alternative
/// it moved to has the key as a literal (`alternate()`). `unmaskedvalue()` leaves out the
/// literals of one mask, but keeps every literal stored as typed when the mask is a list
/// (`Array.isArray(maskset.metadata)`): `+7(999)999-99-99` typed `7` shows `+7()--` with the
/// value `7`, then `1` gives `71`; `(99) 9999-9999` typed `(` gives `(`. A literal the field
/// already showed before the last filled position is not typed again (the key only moves the
/// caret), and a literal written with the template is not typed.
///
/// The typed literals are keys like the slot characters: the masks of the list are checked
/// against both (`formatted(_:typed:)`: a key refused as the first key, or after a complete
/// mask, moves to the next mask that takes the keys; `999-9999` + `(` shows `() -`), a
/// backspace right after one deletes it, and a key a complete mask refuses and no other mask
/// takes goes to a literal shown after the last position held (the library re-validates the
/// keys under the first mask: `999.+-` showing `751.+-` + `-` gives the value `751-`). A
/// backspace re-validates the keys left from the first mask (`revalidated(afterDeleting:…)`).
///
/// The text does not tell which literals were typed (`+55-99-9999-9999` shows `+55-5--` for
/// `5` then `5`, value `55`, and for `+` then `5`, value `+5`): the edit reads them from the
/// value the field had (`edit(after:)`). Checked against the `inputmask-lists` vectors
/// (Benchmarks/differential/inputmask).
extension InputmaskMask {
  public func edit(
    after current: MaskResult, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    guard keepsStatic, !programs.isEmpty else {
      return edit(current.formatted, replacing: range, with: replacement, validator: validator)
    }
    let old = Array(current.formatted.text)
    if let switched = alternated(current, replacing: range, with: replacement) { return switched }
    // The literals the field holds as typed before the edit.
    let oldSlots = slotFlags(old)
    let before = oldSlots.flatMap { Self.typedLiteralPositions(old, fromSlot: $0, value: Array(current.value)) } ?? []
    var (r, range) = editing(current.formatted, replacing: range, with: replacement, typed: before)
    if replacement.isEmpty, range.count == 1, let oldSlots, current.value.count == Set(before).count + oldSlots.filter({ $0 }).count,
      let revalidated = revalidated(afterDeleting: range.lowerBound, of: old, slots: oldSlots, typed: before, keys: Array(current.value))
    {
      return revalidated
    }
    let new = Array(r.formatted.text)
    guard let newSlots = slotFlags(new) else { return r }
    var typed: [Int] = []
    // Typed literals before the edit stay where the text before them is unchanged; those
    // after it move with the text.
    for k in before {
      if k < range.lowerBound {
        if k < new.count && new[...k] == old[...k] && !newSlots[k] { typed.append(k) }
      } else if k >= range.upperBound {
        let m = k - range.count + replacement.count
        if m < new.count && new[m] == old[k] && !newSlots[m] { typed.append(m) }
      }
    }
    // The key, when a literal after the last position the field holds took it.
    let accepted = new != old || r.formatted.caret != current.formatted.caret
    if accepted, replacement.count == 1, let typedKey = replacement.first, range.lowerBound <= new.count {
      let oldHeld = oldSlots.map { flags in old.indices.filter { flags[$0] || before.contains($0) } } ?? []
      let held = oldHeld.last ?? -1
      var taken = false
      // A complete mask refuses a key after it, and the library re-validates the keys held
      // under another mask with the key after them (`alternate()`): the key goes to the
      // position after the last key held, where a literal equal to it, or any literal for a
      // space, takes it, although the template showed more literals before the caret
      // (`["a/.", "a/.*9 "]` showing `X/.` + `/`: value `X/`; `["*A9a-+", "*A9a-+ "]` showing
      // `3X5Y-+` + space: `+` typed). The keys keep their order but may sit elsewhere under the
      // other mask (`["9+9", "99+99"]` showing `0+2` + space: `02+`, the `+` typed).
      let heldBefore = oldHeld.filter { $0 < range.lowerBound }.count
      let newHeld = new.indices.filter { newSlots[$0] || typed.contains($0) }
      if current.complete, range.lowerBound > held, heldBefore > newHeld.count,
        let taking = literalsTaking(oldHeld.filter { $0 < range.lowerBound }.map { old[$0] } + [typedKey], shownAs: new)
      {
        // Fewer positions hold keys than before: literals of the other mask took some of them.
        typed = taking
        taken = true
      } else if current.complete || (oldHeld.isEmpty && range.lowerBound == 0), range.lowerBound > held, heldBefore <= newHeld.count {
        var q = heldBefore == 0 ? 0 : newHeld[heldBefore - 1] + 1
        while q < min(new.count, r.formatted.caret), !newSlots[q] {
          if new[q] == typedKey || typedKey == " " {
            typed.append(q)
            taken = true
            break
          }
          q += 1
        }
      }
      // Else the key went to the literals from the caret up to the next slot.
      var key = typedKey
      if key == " ", let literal = skippedTo(Array(old[..<range.lowerBound])) { key = literal }
      var q = range.lowerBound
      while !taken, new[..<range.lowerBound] == old[..<range.lowerBound], q < min(new.count, r.formatted.caret), !newSlots[q] {
        if new[q] == key {
          if q > held { typed.append(q) }
          break
        }
        q += 1
      }
    }
    // A key that leaves a complete mask as it is: `alternate()` finds no other mask for it
    // and re-validates the keys under the first mask, where the key comes after the last
    // position held and a literal the field shows there takes it (`999.+-` showing `751.+-`
    // + `-`: the value becomes `751-`; a space takes the first such literal).
    if !accepted, current.complete, replacement.count == 1, let key = replacement.first, let oldSlots,
      LinearFormatter.format(programs[0], behavior: behavior, input: old).text == old
    {
      let held = max(oldSlots.lastIndex(of: true) ?? -1, before.max() ?? -1)
      var q = held + 1
      while q < min(old.count, current.formatted.caret), !oldSlots[q] {
        if old[q] == key || key == " " {
          typed.append(q)
          break
        }
        q += 1
      }
    }
    guard !typed.isEmpty else { return r }
    let kept = Set(typed)
    r.value = String(new.indices.filter { newSlots[$0] || kept.contains($0) }.map { new[$0] })
    return r
  }

  /// A key typed at the end of a complete field, for a list of masks made of slots and
  /// literals: the mask shown refuses it, and `alternate()` re-validates the keys the field
  /// holds (its value: slot characters and typed literals) with the key after them under the
  /// other masks in order, then under the one shown, each key at the position after the last
  /// one held (`isValid`); the first mask that takes them all is shown, and when none does the
  /// field stays as it was (the Russian list showing `+7(353)138-31-81` + `1` shows
  /// `+375(31)383-18-11`, the `3` and `5` typed as its literals; then `)` or `2` changes
  /// nothing). Nil for any other edit, and at position 1 (`InputmaskSwitchCaret`).
  private func alternated(_ current: MaskResult, replacing range: Range<Int>, with replacement: String) -> MaskResult? {
    let old = Array(current.formatted.text)
    // At position 1 the library keeps the caret elsewhere (`InputmaskSwitchCaret`).
    guard current.complete, range.isEmpty, range.lowerBound == old.count, old.count > 1, current.formatted.caret == old.count,
      replacement.count == 1, let key = replacement.first, key != " "
    else { return nil }
    let readings = programs.map { InputmaskCheckVal([$0]) }
    guard readings.allSatisfy({ $0 != nil }) else { return nil }
    /// The field `keys` make under mask `index`, each typed after the last one held; nil when
    /// one is refused.
    func typed(_ keys: [Character], under index: Int) -> (state: InputmaskCheckVal.State, last: Int)? {
      let elements = programs[index].elements
      var state = InputmaskCheckVal.State(count: elements.count)
      var last = -1
      for k in keys {
        guard let p = state.type(k, at: state.lastFilled + 1, elements) else { return nil }
        last = p
      }
      return (state, last)
    }
    let held = Array(current.value)
    // The mask shown: the one whose literals the complete text shows, with a key in each slot.
    guard let shown = programs.indices.first(where: { index in
      let elements = programs[index].elements
      guard elements.count == old.count else { return false }
      return elements.indices.allSatisfy { p in
        if case .literal(let l, _) = elements[p].kind { return l == old[p] }
        if case .slot(let cls, _) = elements[p].kind { return cls.contains(old[p]) }
        return false
      }
    }) else { return nil }
    // The mask shown comes last: with the key after the last key held, a literal of its own
    // may take it (`999.+-` showing `751.+-` + `-`: value `751-`).
    for index in programs.indices.filter({ $0 != shown }) + [shown] {
      guard let (state, last) = typed(held + [key], under: index) else { continue }
      let reading = readings[index]!
      let (text, offsets) = reading.shown(state.filled)
      let caret = offsets[reading.nextSlot(after: last)]
      return MaskResult(
        formatted: CaretString(String(text), caret: caret, gravity: .forward(autocomplete: false)),
        complete: reading.isComplete(state), value: reading.value(state.filled, typed: state.typed, keepingTyped: true))
    }
    return current
  }

  /// The positions of `shown`'s literals that take one of `keys` when the library
  /// re-validates them, each at the position after the last one held (`isValid`: there, or
  /// a literal equal to it up to the next slot), under the mask of the list that shows
  /// `shown`; nil when no mask of slots and literals shows it with every key held.
  private func literalsTaking(_ keys: [Character], shownAs shown: [Character]) -> [Int]? {
    for program in programs {
      guard let reading = InputmaskCheckVal([program]) else { continue }
      var state = InputmaskCheckVal.State(count: program.elements.count)
      guard keys.allSatisfy({ state.type($0, at: state.lastFilled + 1, program.elements) != nil }) else { continue }
      let (text, _) = reading.shown(state.filled)
      guard text == shown else { continue }
      return program.elements.indices.filter {
        guard state.typed[$0], case .literal = program.elements[$0].kind else { return false }
        return true
      }
    }
    return nil
  }

  /// A backspace in a list: the library deletes the key and re-validates the keys left from
  /// the first mask (`handleRemove` → `alternate(true)`): each goes to the position after the
  /// last one held, where a literal equal to it takes it (`+55-99-…` showing `+55-59-1` for
  /// `5591`, backspace: `559` shows `+55-9--`), under the first mask that takes them all.
  /// The caret stays where the key was, or comes back to the end of what is held; with no key
  /// left, the first mask's template. Nil when the deleted character holds no key, or no mask
  /// takes them all.
  private func revalidated(
    afterDeleting position: Int, of text: [Character], slots: [Bool], typed: [Int], keys: [Character]
  ) -> MaskResult? {
    let held = Set(typed)
    guard position < text.count, slots[position] || held.contains(position) else { return nil }
    let index = (0..<position).filter { slots[$0] || held.contains($0) }.count
    guard index < keys.count else { return nil }
    var left = keys
    left.remove(at: index)
    guard !left.isEmpty else {
      // No key left: the first mask's template, the caret at its first slot (the US list
      // showing `1-() -` for a `-` typed first, backspace: `-`).
      let literals = programs[0].elements.compactMap { e -> Character? in
        guard e.optionalGroup == nil, case .literal(let l, _) = e.kind else { return nil }
        return l
      }
      let r = LinearFormatter.format(programs[0], behavior: behavior, input: literals)
      guard !r.fromSlot.contains(true) else { return nil }
      return templateResult(r, deletedAt: 0)
    }
    let all = Set(left.indices)
    let r = formatted(left, typed: all)
    guard r.firstDropped == Int.max, Self.heldKeys(r, input: left, typed: all) == left else { return nil }
    let end = result(r, caret: left.count, forward: true).formatted.caret
    let text = String(r.text)
    return MaskResult(
      formatted: CaretString(text, caret: min(position, end), gravity: .backward(autoskip: false)),
      complete: r.complete, value: String(left))
  }

  /// Which characters of `text` a slot holds, as the first mask of the list that shows the
  /// text as it is reads it; nil when none does.
  func slotFlags(_ text: [Character]) -> [Bool]? {
    for program in programs {
      let r = LinearFormatter.format(program, behavior: behavior, input: text)
      if r.text == text { return r.fromSlot }
    }
    return nil
  }

  /// The positions of the literals of `text` that hold a typed key, given the value the
  /// library reported for it (its slot characters and typed literals, in order): the
  /// leftmost that account for the whole value (the library stores a typed literal at the
  /// first position that takes it). Nil when no choice does.
  static func typedLiteralPositions(_ text: [Character], fromSlot: [Bool], value: [Character]) -> [Int]? {
    let n = text.count
    let m = value.count
    let slots = text.indices.filter { fromSlot[$0] }.map { text[$0] }
    if slots == value { return [] }
    guard m > slots.count, n * (m + 1) <= 1 << 20 else { return nil }
    // can[k * (m + 1) + v]: text[k...] accounts for value[v...].
    var can = [Bool](repeating: false, count: (n + 1) * (m + 1))
    can[n * (m + 1) + m] = true
    for k in stride(from: n - 1, through: 0, by: -1) {
      for v in 0...m {
        let take = v < m && text[k] == value[v] && can[(k + 1) * (m + 1) + v + 1]
        can[k * (m + 1) + v] = fromSlot[k] ? take : take || can[(k + 1) * (m + 1) + v]
      }
    }
    guard can[0] else { return nil }
    var positions: [Int] = []
    var v = 0
    for k in 0..<n {
      let take = v < m && text[k] == value[v] && can[(k + 1) * (m + 1) + v + 1]
      if take {
        if !fromSlot[k] { positions.append(k) }
        v += 1
      }
    }
    return positions
  }
}
