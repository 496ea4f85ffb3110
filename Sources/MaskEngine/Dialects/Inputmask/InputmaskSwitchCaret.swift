/// Where the caret stops after a key typed at position 1 that a list of masks takes only by
/// moving to a later mask.
///
/// A key the mask shown refuses, with that mask complete, makes Inputmask's `isValid` call
/// `alternate(maskPos, c, …)` (lib/validation.js), which re-validates the keys under the next
/// mask and returns the result of the key (`returnRslt = isValidRslt` at `i === resultPos`).
/// But the same loop then tests `maskPos == true`, meant for `alternate(true)` (generalize),
/// and `1 == true` in JavaScript: at position 1 every key re-validated replaces that result
/// with `{caretPos: i}`, which has no `pos`. `isValid` then sets `result.pos = maskPos` (1),
/// and `keypressEvent` puts the caret at `seekNext(1)`: the first slot after position 1 in
/// the new mask, wherever the key went. So `["9", "9 -", "9 -9"]` showing `0` + `6` shows
/// `0 -6` with the caret before the `6` (3, not 4), and the next key is inserted there
/// (`["9", "9/ ", "9/ 99"]`: `3`, `1`, `1` shows `3/ 11`, the second `1` before the first).
/// At any other position the caret goes after the key (`["99-99", "999-99"]` showing
/// `89-33` + `7`: `893-37`, caret 6).
extension InputmaskMask {
  /// The caret after `key` typed at `range` (before the edit, the field showed `old`, complete
  /// when `oldComplete`; `edited` is the text with the key in it), when the library takes it
  /// by moving to another mask of the list from position 1: the first slot of `r` after
  /// position 1, else its end. Nil when the rule does not apply. (The library's `seekNext`
  /// also stops at a literal where the masks left still differ, as after an optional slot:
  /// `["[9]", "[9]99-"]` showing `9` + `7` shows `97-`, caret 2; the caller keeps the caret
  /// it would have after the key when that is earlier.)
  func caretAfterSwitchAtOne(
    old: [Character], oldComplete: Bool, range: Range<Int>, key: String, edited: [Character],
    to r: LinearFormatted
  ) -> Int? {
    guard keepsStatic, programs.count > 1, range == 1..<1, key.count == 1, oldComplete,
      r.firstDropped == Int.max, r.text != old
    else { return nil }
    // `alternate()` is called only when the mask showing the text refuses the key.
    guard
      let current = programs.firstIndex(where: {
        LinearFormatter.format($0, behavior: behavior, input: old).text == old
      }),
      LinearFormatter.format(programs[current], behavior: behavior, input: edited).firstDropped != Int.max
    else { return nil }
    // `seekNext(1)`: the next position a slot holds.
    var p = 2
    while p < r.text.count && !r.fromSlot[p] { p += 1 }
    return min(p, r.text.count)
  }
}

extension InputmaskMask {
  /// `format` of a list when its second key moves the list to another mask: `checkVal` types
  /// each character at the caret the last one left (`keypressEvent(…, caretPos.begin)`), so
  /// the keys after it are inserted before the key, at `seekNext(1)`, while the keys held
  /// after them still fit (`["9", "9/ ", "9/ 99"]` formatting `37)29`: `3`, then `7` shows
  /// `3/ 7` with the caret before the `7`, `)` is refused, `2` gives `3/ 27`, `9` would push
  /// the `7` out). The field typed key by key (`edit(after:)`), or nil when the caret after
  /// the keys typed at position 1 is not before a key held (the usual formatting applies).
  func formattedReplayingSwitchAtOne(_ input: [Character]) -> MaskResult? {
    guard keepsStatic, programs.count > 1, input.count > 2 else { return nil }
    // The switch at position 1 needs a mask complete after one key (at most one slot outside
    // optional groups), else the library does not call `alternate()` there.
    guard
      programs.contains(where: { program in
        program.elements.filter { element in
          if case .literal = element.kind { return false }
          return element.optionalGroup == nil
        }.count <= 1
      })
    else { return nil }
    let empty = formatted([])
    var current = MaskResult(
      formatted: CaretString("", caret: 0, gravity: .forward(autocomplete: false)), complete: empty.complete, value: "")
    var switched = false
    for c in input {
      let caret = current.formatted.caret
      // Before the switch, only the keys typed at positions 0 and 1 are replayed.
      if !switched && caret > 1 { return nil }
      let next = edit(after: current, replacing: caret..<caret, with: String(c), validator: nil) ?? current
      if !switched && caret == 1 && next.formatted.text != current.formatted.text {
        let text = Array(next.formatted.text)
        guard let slots = slotFlags(text), next.formatted.caret < (slots.lastIndex(of: true) ?? -1) + 1 else {
          return nil
        }
        switched = true
      }
      current = next
    }
    return switched ? current : nil
  }
}
