/// What `LinearFormatter` makes of an input.
struct LinearFormatted: Sendable, Hashable {
  var text: [Character] = []
  /// Per character of `text`: true when a slot put it there.
  var fromSlot: [Bool] = []
  /// `forwardCaret[j]`: the caret after the first `j` input characters while typing (after
  /// the literals the library shows at once); `backwardCaret[j]`: the same while deleting
  /// (before those literals).
  var forwardCaret: [Int] = []
  var backwardCaret: [Int] = []
  var value = ""
  var complete = false
  /// Input characters placed in slots or matched to literals.
  var placed = 0
  /// Input characters refused and dropped.
  var dropped = 0
  /// The offset of the first dropped input character (`Int.max` when none was).
  var firstDropped = Int.max
  /// The index of the program element the next character would be offered to (the element
  /// count when the program is used up).
  var next = 0
  /// `optionalGroupsCommit`: the optional group a slot of which took the last character.
  var entered: Range<Int>? = nil
  /// The text offset after the last character a slot or a literal took as a key (0 when none
  /// did); a literal typed where the field shows it already does not count.
  var placedEnd = 0
  /// The text offset after the position the last key took: a slot, a literal, or a literal
  /// the field showed already (0 when no key was taken).
  var keyEnd = 0
}

/// Replays a `LinearProgram` over a text: the masking loop every linear dialect's library
/// runs on each input event (walk mask and text together; a slot takes a character it
/// accepts; a literal is shown, and consumes an equal typed character; a refused character
/// is dropped; an optional group whose slot refuses a character is skipped as a whole).
enum LinearFormatter {
  static func format(
    _ program: LinearProgram, behavior: LinearBehavior, input: [Character]
  ) -> LinearFormatted {
    let elements = program.elements
    var r = LinearFormatted()
    r.forwardCaret.reserveCapacity(input.count + 1)
    var pending: [(index: Int, character: Character, inValue: Bool)] = []
    // `tentativeLiteralMatch`: where the current run of matched literals started in the text.
    var tentativeStart: Int? = nil
    var i = 0
    var j = 0
    var lastConsumedOut = 0

    func flushPending() {
      for p in pending {
        r.text.append(p.character)
        r.fromSlot.append(false)
        if p.inValue { r.value.append(p.character) }
      }
      pending.removeAll()
    }
    // The literals shown eagerly after the last filled slot: typing them next is accepted
    // without effect (the field already shows them).
    var eagerTail: [Character] = []
    func emitEagerLiterals(group: Range<Int>?) {
      guard behavior.eagerLiterals else { return }
      eagerTail.removeAll()
      while i < elements.count, case .literal(let l, let inValue) = elements[i].kind,
        elements[i].optionalGroup == nil || elements[i].optionalGroup == group
      {
        eagerTail.append(l)
        r.text.append(l)
        r.fromSlot.append(false)
        if inValue { r.value.append(l) }
        i += 1
      }
    }
    func place(_ c: Character, fromSlot: Bool, inValue: Bool) {
      tentativeStart = nil
      flushPending()
      r.text.append(c)
      r.fromSlot.append(fromSlot)
      if inValue { r.value.append(c) }
      r.placed += 1
      j += 1
      lastConsumedOut = r.text.count
      r.placedEnd = r.text.count
      r.keyEnd = r.text.count
    }

    /// `optionalGroupsCommit`: the optional group a slot of which took the last character.
    var entered: Range<Int>? = nil
    /// With `optionalGroupsCommit`: the element index of the slot that took the last character.
    var lastFilled: Int? = nil
    var recordedFor = -1
    func record() {
      while recordedFor < j {
        recordedFor += 1
        r.forwardCaret.append(r.text.count)
        r.backwardCaret.append(recordedFor == 0 ? 0 : lastConsumedOut)
      }
    }

    // Where the current character started: a refused character is dropped and, in lazy
    // mode, the literals queued for it are taken back (the keystroke is simply rejected).
    var charStartJ = -1
    var charStartI = 0
    var charStartPending = 0
    func drop() {
      if r.firstDropped == Int.max { r.firstDropped = j }
      if !behavior.literalsOnAnyCharacter {
        i = charStartI
        pending.removeLast(max(0, pending.count - charStartPending))
      }
      j += 1
      r.dropped += 1
    }

    // Each iteration consumes a character or advances `i`; both are bounded.
    while j < input.count || tentativeStart != nil {
      if j >= input.count, let start = tentativeStart {
        // The text ended inside a run of matched literals: read them again as slot input.
        j = start
        tentativeStart = nil
      }
      record()
      if charStartJ != j {
        charStartJ = j
        charStartI = i
        charStartPending = pending.count
      }
      if behavior.shownTailTakesTypedLiterals, i >= elements.count, let k = eagerTail.firstIndex(of: input[j]) {
        // The mask is used up: a typed character equal to a literal shown after the last one
        // taken is taken (`3/4` + `3` shows `3/4`; `4` is then taken too).
        eagerTail.removeFirst(k + 1)
        r.placed += 1
        j += 1
        lastConsumedOut = r.text.count
        r.keyEnd = r.text.count - eagerTail.count
        continue
      }
      guard i < elements.count else {
        // The character skipped optional groups and found nothing that takes it: it is
        // dropped where it was tried.
        if behavior.optionalGroupsCommit && charStartI < elements.count {
          drop()
          continue
        }
        break
      }
      let c = input[j]
      if let expected = eagerTail.first {
        if expected == c || (behavior.shownTailTakesTypedLiterals && eagerTail.contains(c)) {
          // Inputmask offers a key a literal refuses to the literals up to the next slot
          // (`isValid`): `9 +9` shows `1 +` for `1+`.
          eagerTail.removeFirst(eagerTail.firstIndex(of: c)! + 1)
          r.placed += 1
          j += 1
          lastConsumedOut = r.text.count
          r.keyEnd = r.text.count - eagerTail.count
          continue
        }
        eagerTail.removeAll()
      }
      let element = elements[i]
      switch element.kind {
      case .literal(let l, let inValue):
        if behavior.tentativeLiteralMatch {
          if c == l {
            if tentativeStart == nil { tentativeStart = j }
            j += 1
          } else if let start = tentativeStart {
            j = start
            tentativeStart = nil
          }
          pending.append((i, l, inValue))
          i += 1
        } else if behavior.typedLiteralsMatch && c == l {
          place(l, fromSlot: false, inValue: inValue)
          i += 1
          if behavior.literalsFollowTypedLiterals { emitEagerLiterals(group: element.optionalGroup) }
        } else if behavior.literalsOnAnyCharacter {
          flushPending()
          r.text.append(l)
          r.fromSlot.append(false)
          if inValue { r.value.append(l) }
          i += 1
        } else {
          pending.append((i, l, inValue))
          i += 1
        }
      case .slot(let cls, let casing):
        tentativeStart = nil
        if cls.contains(c) {
          place(casing.apply(c), fromSlot: true, inValue: true)
          if behavior.optionalGroupsCommit {
            entered = element.optionalGroup
            lastFilled = i
          }
          i += 1
          emitEagerLiterals(group: element.optionalGroup)
        } else if behavior.optionalGroupsCommit, let group = element.optionalGroup, group == entered {
          drop()
        } else if let group = element.optionalGroup,
          group.lowerBound == i, let hidden = hiddenLiteral(elements[...], from: i),
          hidden.index == group.upperBound, hidden.character != c
        {
          // The group cannot be skipped but by the literal after it.
          drop()
        } else if let group = element.optionalGroup {
          pending.removeAll { $0.index >= group.lowerBound }
          i = max(group.upperBound, i + 1)
        } else {
          drop()
        }
      case .repeating(let cls, let casing):
        tentativeStart = nil
        if cls.contains(c) {
          place(casing.apply(c), fromSlot: true, inValue: true)
        } else if i + 1 < elements.count && accepts(elements[i + 1], c, behavior) {
          i += 1
        } else if let group = element.optionalGroup {
          pending.removeAll { $0.index >= group.lowerBound }
          i = max(group.upperBound, i + 1)
        } else {
          drop()
        }
      }
    }
    if j < input.count && r.firstDropped == Int.max { r.firstDropped = j }
    r.dropped += input.count - j
    j = input.count
    if behavior.appendsFinalLiteral && r.placed > 0
      && i == elements.count - 1, case .literal(let l, let inValue) = elements[i].kind
    {
      flushPending()
      r.text.append(l)
      r.fromSlot.append(false)
      if inValue { r.value.append(l) }
      i += 1
    }
    r.next = min(i, elements.count)
    r.entered = entered
    // Remaining elements: completeness.
    r.complete = !elements[min(i, elements.count)...].contains { $0.isMandatorySlot }
    // An optional group left half filled keeps the mask incomplete when the slot right after
    // the last filled one is of the group and of the same definition (Inputmask compares
    // `def`: `9 a *` share `*`, other definitions stand for themselves).
    if let group = entered, let last = lastFilled, last + 1 < group.upperBound,
      elements[last + 1].optionalGroup == group,
      case .slot(let nextClass, let nextCasing) = elements[last + 1].kind,
      case .slot(let lastClass, let lastCasing) = elements[last].kind,
      (nextCasing == .none && lastCasing == .none) || (nextClass == lastClass && nextCasing == lastCasing)
    {
      r.complete = false
    }
    // Carets for the characters dropped at the end: they add nothing.
    while recordedFor < input.count {
      recordedFor += 1
      r.forwardCaret.append(r.text.count)
      r.backwardCaret.append(lastConsumedOut)
    }
    if let last = r.forwardCaret.indices.last {
      r.forwardCaret[last] = r.text.count
    }
    if behavior.showsTemplate {
      flushPending()
      appendTemplate(elements[min(i, elements.count)...], to: &r)
    }
    return r
  }

  /// `showsTemplate`: the literals of the rest of the mask up to a repetition, optional groups
  /// left out (empty slots show nothing); with nothing placed, the caret at the first slot
  /// (optional or not), after the literals shown before it.
  static func appendTemplate(_ rest: ArraySlice<LinearElement>, to r: inout LinearFormatted) {
    var leading: Int? = nil
    var hidden: Set<Int> = []
    loop: for (index, element) in zip(rest.indices, rest) {
      if let h = hiddenLiteral(rest, from: index) { hidden.insert(h.index) }
      if hidden.contains(index) { continue }
      guard element.optionalGroup == nil else {
        if case .literal = element.kind {} else if leading == nil { leading = r.text.count }
        continue
      }
      switch element.kind {
      case .literal(let l, let inValue):
        r.text.append(l)
        r.fromSlot.append(false)
        if inValue { r.value.append(l) }
      case .slot:
        if leading == nil { leading = r.text.count }
      case .repeating:
        break loop
      }
    }
    if r.placed == 0 {
      let caret = leading ?? r.text.count
      r.forwardCaret = r.forwardCaret.map { _ in caret }
    }
  }

  /// When `elements[start]` opens an optional group whose first slot `hidesFollowingLiteral`:
  /// the literal right after that group and the optional groups next to it, with its index
  /// (hidden in the template; a character other than it cannot skip the group when it follows
  /// the group directly).
  /// Indices are the program's (a slice keeps them).
  static func hiddenLiteral(_ elements: ArraySlice<LinearElement>, from start: Int) -> (index: Int, character: Character)? {
    guard elements.indices.contains(start), elements[start].hidesFollowingLiteral,
      let group = elements[start].optionalGroup, group.lowerBound == start
    else { return nil }
    var k = group.upperBound
    while k < elements.endIndex, let next = elements[k].optionalGroup, next.lowerBound == k {
      k = max(next.upperBound, k + 1)
    }
    guard k < elements.endIndex, case .literal(let l, _) = elements[k].kind else { return nil }
    return (k, l)
  }

  static func accepts(_ element: LinearElement, _ c: Character, _ behavior: LinearBehavior) -> Bool {
    switch element.kind {
    case .literal(let l, _): return behavior.typedLiteralsMatch && l == c
    case .slot(let cls, _), .repeating(let cls, _): return cls.contains(c)
    }
  }

  /// The best of several programs (alternations): the one that takes the longest prefix of
  /// the text without dropping a character (the library drops an alternative as soon as a
  /// keystroke fails in it), then places the most characters, drops the fewest, is complete;
  /// the earliest on ties.
  static func best(
    _ programs: [LinearProgram], behavior: LinearBehavior, input: [Character]
  ) -> (program: Int, result: LinearFormatted) {
    var best: (Int, LinearFormatted)? = nil
    for (index, program) in programs.enumerated() {
      let r = format(program, behavior: behavior, input: input)
      guard let current = best else {
        best = (index, r)
        continue
      }
      let a = (r.firstDropped, r.placed, -r.dropped, r.complete ? 1 : 0)
      let b = (current.1.firstDropped, current.1.placed, -current.1.dropped, current.1.complete ? 1 : 0)
      if a > b { best = (index, r) }
    }
    return best ?? (0, format(LinearProgram([]), behavior: behavior, input: input))
  }
}
