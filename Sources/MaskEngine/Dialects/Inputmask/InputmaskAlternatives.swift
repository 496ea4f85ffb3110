/// How Inputmask goes through the alternatives of an alternation (`a|b`) while the text is
/// formatted: it keeps every alternative that takes the whole text, and walks the typed text
/// position by position: a key is tried at its own position first (a static that matches
/// before a slot), and where no alternative takes it, the first alternative's template
/// character is written and the alternatives showing another leave. The first alternative
/// left is shown; in the template after the typed text, a literal on which the alternatives
/// left differ is left out when `getPlaceholder` hides it (`W|XY|Z` + `W` shows `W`, not
/// `WY`; `9(+|/)` + `1` shows `1+`), and the caret stops before the first such difference.
extension InputmaskMask {
  /// Formats `input` with the program the library would be in (a mask without alternation
  /// has one).
  func formatted(_ input: [Character]) -> LinearFormatted { formatted(input, typed: []) }

  /// `typed`: for a list, the indices of `input` whose characters the library holds as keys
  /// when a literal takes them (see `InputmaskTypedLiterals`); the text around them is what
  /// the field showed.
  /// `typing`: every character of `input` is a key (`format`), so that in a list a key is
  /// offered to the later masks as typed where the library does: as the first key, or after a
  /// complete mask (when no mask takes the whole text).
  func formatted(_ input: [Character], typed: Set<Int>, typing: Bool = false) -> LinearFormatted {
    guard programs.count > 1 else { return LinearFormatter.best(programs, behavior: behavior, input: input).result }
    if keepsStatic {
      if let r = listFormatted(input, typed: typed) { return r }
      // Keys no mask of the list takes are refused one by one; past the replay length, the
      // mask that takes the longest start of the text.
      if input.count <= Self.maxRefusalReplay,
        let r = withRefusedKeysLeftOut(
          input, typed: typed,
          typedKey: typing ? { kept, keptTyped in kept.isEmpty || formatted(kept, typed: keptTyped).complete } : nil,
          accepts: { listFormatted($0, typed: $1) != nil })
      {
        return r
      }
      return programs.map { LinearFormatter.format($0, behavior: behavior, input: input) }.max { $0.firstDropped < $1.firstDropped }!
    }
    // A key refused where the library validates it (`InputmaskAlternationRefusal`) is left
    // out, and the next keys go on.
    if alternativesAreFlat, input.count <= Self.maxRefusalReplay,
      let r = withRefusedKeysLeftOut(
        input, emptyWhenNoneKept: true, typing: typing, accepts: { trial, _ in alternationTakesLastKey(trial) })
    {
      return r
    }
    let results = programs.map { LinearFormatter.format($0, behavior: behavior, input: input) }
    let left = results.indices.filter { results[$0].firstDropped == Int.max }
    guard !left.isEmpty else {
      // No alternative takes the whole text: the library refuses each key no alternative
      // takes after the keys before it, and goes on with the next.
      if input.count <= Self.maxRefusalReplay,
        let r = withRefusedKeysLeftOut(input, accepts: { trial, _ in
          programs.contains { LinearFormatter.format($0, behavior: behavior, input: trial).firstDropped == Int.max }
        })
      {
        return r
      }
      // Longer texts: the first alternative that takes the longest prefix, then the most of it.
      let key = { (r: LinearFormatted) in (r.firstDropped, r.placed, -r.dropped) }
      var chosen = results[0]
      for r in results.dropFirst() where key(r) > key(chosen) { chosen = r }
      return chosen
    }
    let stillIndices = walkedIndices(left.map { results[$0] }).map { left[$0] }
    let still = stillIndices.map { results[$0] }
    let ended = stillIndices.dropFirst().map { results[$0].next >= programs[$0].elements.count }
    var r = merged(still[0], with: Array(still.dropFirst()), ended: ended)
    if alternativesAreFlat {
      // The caret after the last key stops where the alternatives' tests differ
      // (`InputmaskSeekNext`), at empty slots too.
      stopAtMaskPosition(&r, alive: walkedKeys(input)?.alive ?? stillIndices)
      recase(&r, input)
      // `format` of a text no key of which is taken is empty (`apply` shows nothing then).
      if !(typing && r.placed == 0) { continueTemplate(&r, alive: stillIndices) }
    }
    return r
  }

  /// A list of masks (`keepStatic`): the first mask that takes the whole text. When none does
  /// (a key past the end of the mask shown: `99-99` showing `22-06` + `2`), the library
  /// re-validates what was typed under the next masks (`alternate`): the slot characters of
  /// the mask that takes the longest start of the text, then the characters after that start
  /// (`22062` → `999-99` shows `220-62`). Nil when no mask takes either.
  private func listFormatted(_ input: [Character], typed: Set<Int> = []) -> LinearFormatted? {
    var results: [LinearFormatted] = []
    for (k, program) in programs.enumerated() {
      let r = LinearFormatter.format(program, behavior: behavior, input: input)
      results.append(r)
      guard r.firstDropped == Int.max else { continue }
      // `keepStatic` postpones a switch: a later mask shows the text only when no earlier one
      // takes the keys it holds, what it put in slots and the typed keys a literal took
      // (`999-9999` showing `295-` + `)`: `(999) 999-9999` would take `)`, the library
      // refuses it; `(` typed first is held by the second mask's `(`, which the first refuses).
      let slots = Self.heldKeys(r, input: input, typed: typed)
      if k > 0, programs[..<k].contains(where: { LinearFormatter.format($0, behavior: behavior, input: slots).firstDropped == Int.max }) {
        continue
      }
      return r
    }
    guard input.count <= Self.maxRefusalReplay else { return nil }
    var longest = 0
    for k in results.indices where results[k].firstDropped > results[longest].firstDropped { longest = k }
    let cut = results[longest].firstDropped
    guard cut > 0, cut < input.count else { return nil }
    // The keys held for each start of the text (slot characters and typed literals), under
    // the mask that took the longest one.
    let program = programs[longest]
    func held(_ end: Int) -> [(key: Character, typed: Bool)] {
      let start = Array(input[..<end])
      return Self.held(
        LinearFormatter.format(program, behavior: behavior, input: start), input: start, typed: typed.filter { $0 < end })
    }
    let slotCounts = (0...cut).map { held($0).count }
    let rawHeld = held(cut) + input.indices[cut...].map { (key: input[$0], typed: typed.contains($0)) }
    let raw = rawHeld.map(\.key)
    let rawTyped = Set(rawHeld.indices.filter { rawHeld[$0].typed })
    guard raw != input else { return nil }
    for other in programs.indices where other != longest {
      var r = LinearFormatter.format(programs[other], behavior: behavior, input: raw)
      // Every character re-validated goes to a slot of the other mask (or is a typed key a
      // literal takes).
      guard r.firstDropped == Int.max, Self.heldKeys(r, input: raw, typed: rawTyped).count == raw.count else { continue }
      // Carets and counts for `input`: its characters before the cut stand for their slot
      // characters in `raw`.
      let rawIndex = (0...input.count).map { $0 <= cut ? slotCounts[$0] : slotCounts[cut] + $0 - cut }
      r.forwardCaret = rawIndex.map { r.forwardCaret[min($0, r.forwardCaret.count - 1)] }
      r.backwardCaret = rawIndex.map { r.backwardCaret[min($0, r.backwardCaret.count - 1)] }
      return r
    }
    return nil
  }

  /// The keys a mask of the list holds after formatting `input`, all of which it took: the
  /// characters its slots took and those of `typed` (indices of `input`) a literal took, in
  /// order. Without `typed`, the slot characters (`r.value`).
  static func heldKeys(_ r: LinearFormatted, input: [Character], typed: Set<Int>) -> [Character] {
    held(r, input: input, typed: typed).map(\.key)
  }

  /// `heldKeys`, each marked when it is a typed key a literal took.
  static func held(_ r: LinearFormatted, input: [Character], typed: Set<Int>) -> [(key: Character, typed: Bool)] {
    guard !typed.isEmpty, r.backwardCaret.count > input.count else { return r.value.map { ($0, false) } }
    var keys: [(key: Character, typed: Bool)] = []
    for i in input.indices {
      let end = r.backwardCaret[i + 1]
      if end > r.backwardCaret[i], end - 1 < r.fromSlot.count, r.fromSlot[end - 1] {
        keys.append((r.text[end - 1], false))
      } else if typed.contains(i) {
        keys.append((input[i], true))
      }
    }
    return keys
  }

  /// Texts up to this length are replayed key by key when no alternative takes them whole.
  static let maxRefusalReplay = 64

  /// `input` without the keys no alternative takes after the keys kept before them, formatted,
  /// with carets and counts for `input`; nil when every key is kept, or none is (unless
  /// `emptyWhenNoneKept`: then the empty field's formatting). `typing`: as `formatted`'s.
  /// `typed`: indices of `input` held as typed keys when a literal takes them (a list).
  /// `typedKey`: whether the next key is typed, given the keys kept (and which of them are).
  private func withRefusedKeysLeftOut(
    _ input: [Character], typed: Set<Int> = [], typedKey: (([Character], Set<Int>) -> Bool)? = nil,
    emptyWhenNoneKept: Bool = false, typing: Bool = false, accepts: ([Character], Set<Int>) -> Bool
  ) -> LinearFormatted? {
    var kept: [Character] = []
    var keptTyped: Set<Int> = []
    var keptBefore: [Int] = []
    for (i, c) in input.enumerated() {
      keptBefore.append(kept.count)
      let trial = kept + [c]
      var trialTyped = keptTyped
      if typed.contains(i) || typedKey?(kept, keptTyped) == true { trialTyped.insert(kept.count) }
      if accepts(trial, trialTyped) {
        kept = trial
        keptTyped = trialTyped
      }
    }
    keptBefore.append(kept.count)
    guard !kept.isEmpty || emptyWhenNoneKept, kept.count < input.count else { return nil }
    var r = formatted(kept, typed: keptTyped, typing: typing && !keepsStatic)
    r.forwardCaret = keptBefore.map { r.forwardCaret[min($0, r.forwardCaret.count - 1)] }
    r.backwardCaret = keptBefore.map { r.backwardCaret[min($0, r.backwardCaret.count - 1)] }
    r.dropped = input.count - kept.count
    r.firstDropped = input.indices.first { keptBefore[$0] == keptBefore[$0 + 1] } ?? Int.max
    return r
  }

  /// The alternatives the library is still in after the text, walked position by position:
  /// where some alternatives put a typed character, those are kept (a key is tried at its
  /// own position first: a slot or a static that matches); where none does, the position is
  /// the first alternative's template character and the alternatives showing another leave.
  private func walked(_ left: [LinearFormatted]) -> [LinearFormatted] {
    walkedIndices(left).map { left[$0] }
  }

  /// `walked`, as indices of `left`.
  func walkedIndices(_ left: [LinearFormatted]) -> [Int] {
    let typedAt = left.map { r in Set(r.backwardCaret.dropFirst().map { $0 - 1 }) }
    var indices = Array(left.indices)
    // Positions after the last typed character are template, not decisions.
    let end = left.map { $0.backwardCaret.last ?? 0 }.max() ?? 0
    for p in 0..<end where indices.count > 1 {
      let takers = indices.filter { typedAt[$0].contains(p) }
      if !takers.isEmpty {
        // A static that matches the key comes before a slot (`(999)|(0aa)` + `0`).
        let statics = takers.filter { !left[$0].fromSlot[p] }
        indices = statics.isEmpty ? takers : statics
      } else {
        let first = left[indices[0]].text
        guard p < first.count else { break }
        indices = indices.filter { p < left[$0].text.count && left[$0].text[p] == first[p] }
      }
    }
    return indices
  }

  /// `r` with the carets stopped before the first template character on which `others` differ
  /// from it (or end), and without those characters when the texts have the same length; `r`
  /// as it is when the texts differ before the template.
  /// `ended[i]`: `others[i]` has used up its alternative.
  private func merged(_ r: LinearFormatted, with others: [LinearFormatted], ended: [Bool]) -> LinearFormatted {
    let typed = r.backwardCaret.last ?? 0
    guard
      r.text.count >= typed,
      others.allSatisfy({ $0.text.count >= typed && $0.text[..<typed] == r.text[..<typed] })
    else { return r }
    var first: Int? = nil
    for (i, o) in others.enumerated() {
      var k = typed
      while k < min(o.text.count, r.text.count) && o.text[k] == r.text[k] { k += 1 }
      // An alternative that has ended there adds no test to the position (`isMask` counts the
      // tests of a position, the end's aside), so `seekNext` goes on over the literals
      // of the others: `(9 |9)` + `9` shows `9 |`, not `9| `.
      if ended[i] && k == o.text.count && k < r.text.count { continue }
      if k < max(o.text.count, r.text.count) { first = min(first ?? k, k) }
    }
    guard let first else { return r }
    var out = r
    if others.allSatisfy({ $0.text.count == r.text.count }) {
      // `getPlaceholder`: a literal on which the alternatives differ is left out when it is a
      // digit, `a`, `b` or an upper-case letter (the library's `[0-9a-bA-Z]`); others show
      // the first alternative's (`9(+|/)` + `1` shows `1+`, `9(Y|Z)` + `1` shows `1`).
      for k in (typed..<r.text.count).reversed()
      where others.contains(where: { $0.text[k] != r.text[k] }) && Self.placeholderHides(r.text[k]) {
        out.text.remove(at: k)
        out.fromSlot.remove(at: k)
      }
    }
    out.forwardCaret = out.forwardCaret.map { min($0, first) }
    out.backwardCaret = out.backwardCaret.map { min($0, first) }
    return out
  }

  /// How the library formatted the text a field shows: `text` formatted, or with an
  /// alternation whose template leaves out characters, the longest prefix of `text` that
  /// formats to `text` (`9{1,2}C|S A 9` shows `1  ` for `1`; `1  ` itself takes no alternative).
  func shownFormatting(_ text: [Character], typed: Set<Int> = []) -> LinearFormatted {
    let whole = formatted(text, typed: typed)
    guard programs.count > 1, whole.text != text else { return whole }
    for k in stride(from: text.count - 1, through: 0, by: -1) {
      let r = formatted(Array(text[..<k]), typed: typed.filter { $0 < k })
      if r.text == text { return r }
    }
    return whole
  }

  /// The characters `getPlaceholder` tests with `/[0-9a-bA-Z]/`.
  static func placeholderHides(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first, s.isASCII else { return false }
    return ("0"..."9").contains(s) || ("a"..."b").contains(s) || ("A"..."Z").contains(s)
  }

  public func apply(_ input: CaretString) -> MaskResult {
    if let set = appliedByField(input, rules: { appliedByRules(input) }) { return set }
    return appliedByRules(input)
  }

  /// `apply` by the rules of this file, for masks the field model does not run.
  private func appliedByRules(_ input: CaretString) -> MaskResult {
    guard !programs.isEmpty else { return linearApply(input) }
    let forward: Bool
    if case .backward = input.gravity { forward = false } else { forward = true }
    // The library reads the text as `checkVal` does (`InputmaskCheckVal`): the keys it holds
    // then, formatted.
    if let reading = InputmaskCheckVal(programs, list: keepsStatic),
      let (mask, buffer, typed, prefixLengths) = reading.read(Array(input.text))
    {
      let end = prefixLengths[prefixLengths.count - 1]
      let caret = prefixLengths[CharacterOffsets.clamp(input.caret, count: prefixLengths.count - 1)]
      if buffer[..<end].allSatisfy({ $0 != nil }) && mask.elements == reading.elements {
        let keys = buffer[..<end].map { $0! }
        // In a list, the literals a key put there are held as typed (`InputmaskTypedLiterals`).
        let held = keepsStatic ? Set(keys.indices.filter { typed[$0] }) : []
        let r = formatted(keys, typed: held, typing: !keepsStatic)
        if r.firstDropped == Int.max, r.text.count >= end, Array(r.text[..<end]) == keys {
          var read = result(r, caret: caret, forward: forward)
          read.value = mask.value(buffer, typed: typed)
          return read
        }
      } else {
        // A slot left empty before the last one filled (keys moved on by an insertion, past
        // slots of another definition), or a list that moved to another of its masks: the
        // field as the library holds it.
        let (text, offsets) = mask.shown(buffer)
        return MaskResult(
          formatted: CaretString(
            String(text), caret: offsets[min(caret, offsets.count - 1)],
            gravity: forward ? .forward(autocomplete: false) : .backward(autoskip: false)),
          complete: mask.isComplete(buffer), value: mask.value(buffer, typed: typed))
      }
    }
    if let replayed = formattedReplayingSwitchAtOne(Array(input.text)) { return replayed }
    let r = formatted(Array(input.text), typed: [], typing: true)
    return result(r, caret: input.caret, forward: forward)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    guard !programs.isEmpty else { return linearCaretMap(forRaw: raw) }
    return formatted(Array(raw)).forwardCaret
  }
}
