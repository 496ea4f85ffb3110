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
      if current.complete || old.isEmpty, range.lowerBound > held, heldBefore <= newHeld.count {
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

  /// A backspace in a list: the library deletes the key and re-validates the keys left from
  /// the first mask (`handleRemove` → `alternate(true)`): each goes to the position after the
  /// last one held, where a literal equal to it takes it (`+55-99-…` showing `+55-59-1` for
  /// `5591`, backspace: `559` shows `+55-9--`), under the first mask that takes them all.
  /// The caret stays where the key was, or comes back to the end of what is held. Nil when
  /// the deleted character holds no key, none is left, or no mask takes them all.
  private func revalidated(
    afterDeleting position: Int, of text: [Character], slots: [Bool], typed: [Int], keys: [Character]
  ) -> MaskResult? {
    let held = Set(typed)
    guard position < text.count, slots[position] || held.contains(position) else { return nil }
    let index = (0..<position).filter { slots[$0] || held.contains($0) }.count
    guard index < keys.count else { return nil }
    var left = keys
    left.remove(at: index)
    guard !left.isEmpty else { return nil }
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
