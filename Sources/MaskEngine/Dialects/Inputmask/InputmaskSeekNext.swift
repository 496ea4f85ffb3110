/// Where Inputmask's caret stops after a key in a mask with one alternation: at the first
/// position after the key whose tests, for the alternatives still possible there, hold a slot
/// or more than one literal.
///
/// `keypressEvent` puts the caret at `seekNext(pos)` (lib/eventhandlers.js), which goes on
/// while `isMask(position, undefined, fuzzy)` is false (lib/positioning.js). `isMask` is true
/// when the test `getTestTemplate` picks is a slot, and for a literal it counts the tests
/// `getTests` returns for the position (lib/validation-tests.js), the end of the mask aside
/// (`tests.length > 1 + (last is the end ? 1 : 0)`). So the caret stops before an empty slot
/// of another alternative, which the field does not show: `99(/9|a9/)A.` + `33` shows `33/.`
/// with the caret before the `/` (the second alternative has its `a` there), `-9(9|99)+9` +
/// `55` shows `-55+` with the caret before the `+` (the second alternative has its `9`).
///
/// Which tests `getTests` returns at a position in the group (`handleAlternator`): it walks
/// each alternative still possible (those of the locator at the position before, in order)
/// one position on; an alternative that reaches the position adds its test (a test with the
/// `nativeDef` of one already there is merged into it). One that has left the group adds
/// nothing, except the first of them in that order: then, when the alternatives of the group
/// do not all have the same length (`isUnmatchedAlternation`), the group's match fails and the
/// first test after the group is added too, with the end (`insertStop`). And an alternative
/// that has left the group and is longer than the group's first alternative ends the walk
/// (`break`): the alternatives after it add nothing. The alternatives that reached the position
/// are the ones possible at the next (`mergeLocators`); when none did, the positions after go
/// on with what follows the group. So `99(a/|+|a) ` + `50b` (the first and third alternative
/// possible) shows `50b/ ` with the caret at the end: at the `/` the third alternative has
/// left the group and adds nothing. An alternative that has ended the mask adds only the end:
/// `(9 |9)` + `9` shows `9 |`.
extension InputmaskMask {
  /// The mask's one alternation, read from its flat programs: the positions before it, and
  /// each alternative's length (an alternative's elements come from its own part of the mask);
  /// nil when the programs do not have that shape (more than one alternation).
  private func alternationShape() -> (start: Int, lengths: [Int], after: [LinearElement])? {
    guard programs.count > 1 else { return nil }
    let ranges = programs.map { $0.elements.map(\.range) }
    let shortest = ranges.map(\.count).min() ?? 0
    var start = 0
    while start < shortest && ranges.allSatisfy({ $0[start] == ranges[0][start] }) { start += 1 }
    var suffix = 0
    while suffix < shortest - start
      && ranges.allSatisfy({ $0[$0.count - 1 - suffix] == ranges[0][ranges[0].count - 1 - suffix] })
    {
      suffix += 1
    }
    let middles = ranges.map { Set($0[start..<($0.count - suffix)]) }
    for i in middles.indices {
      for j in middles.indices where j > i && !middles[i].isDisjoint(with: middles[j]) { return nil }
    }
    let lengths = ranges.map { $0.count - start - suffix }
    let after = Array(programs[0].elements.suffix(suffix))
    return (start, lengths, after)
  }

  /// `seekNext(typed - 1)` after a key at `typed - 1`, among the programs `alive` (the
  /// alternatives the key left possible): the position where the caret stops. Nil when the
  /// mask's shape is not one alternation.
  func seekNextStop(from typed: Int, alive: [Int]) -> Int? {
    guard let (start, lengths, after) = alternationShape(), typed > 0, let first = alive.first else { return nil }
    let key = typed - 1
    let unmatched = Set(lengths).count > 1
    // Where the walk is: in the group with the alternatives possible, or past it (the index in
    // `after` of the position).
    var group: [Int]? = nil
    var past = 0
    if key < start {
      group = alive
    } else {
      let inside = alive.filter { key < start + lengths[$0] }
      if inside.isEmpty { past = key - start - lengths[first] + 1 } else { group = inside }
    }
    var p = typed
    while true {
      var tests: [LinearElement] = []
      if p < start {
        tests = [programs[first].elements[p]]
      } else if let possible = group {
        var reached: [Int] = []
        var extra: LinearElement? = nil
        for (n, k) in possible.enumerated() {
          if p < start + lengths[k] {
            reached.append(k)
            continue
          }
          if n == 0 && unmatched, let f = after.first { extra = f }
          if lengths[k] > lengths[0] && lengths[0] > 0 { break }
        }
        var seen: Set<LinearElement.Kind> = []
        for k in reached where seen.insert(programs[k].elements[p].kind).inserted {
          tests.append(programs[k].elements[p])
        }
        if reached.isEmpty {
          // Past the group: its first test after it.
          if let f = after.first { tests = [f] }
          group = nil
          past = 1
        } else {
          if let extra { tests.append(extra) }
          group = reached
        }
      } else {
        if past < after.count { tests = [after[past]] }
        past += 1
      }
      // The end of the mask: `getTest(position).match.def === ""` stops the walk.
      guard !tests.isEmpty else { return p }
      if tests.contains(where: { if case .literal = $0.kind { return false } else { return true } }) { return p }
      if tests.count > 1 { return p }
      p += 1
    }
  }

  /// `r`'s caret after the last key (the carets recorded after it) at `seekNextStop` among
  /// `alive`.
  func stopAtMaskPosition(_ r: inout LinearFormatted, alive: [Int]) {
    let typed = r.keyEnd
    guard typed > 0, let last = r.backwardCaret.last, r.forwardCaret.count == r.backwardCaret.count,
      let stop = seekNextStop(from: typed, alive: alive)
    else { return }
    for j in r.forwardCaret.indices where r.backwardCaret[j] == last && r.forwardCaret[j] >= typed {
      r.forwardCaret[j] = min(stop, r.text.count)
    }
  }
}

extension InputmaskMask {
  /// The alternatives a key taken at `position` leaves possible, as the library's merge of the
  /// tests there decides (`getTests`' fuzzy merge, lib/validation-tests.js): each alternative's
  /// test is compared with the tests merged so far, in order, and at the first one it relates
  /// to, the same `nativeDef` drops it into that one (which takes its alternatives), a
  /// definition the other covers (`isSubsetOf`) or a literal the other's slot takes
  /// (`staticCanMatchDefinition`) goes before that one with the alternatives of both, and the
  /// other way round the other takes its alternatives and it goes last. The key goes to the
  /// first test that takes it, and the alternatives of that test are left (its `mloc`). So
  /// in `9 9(* -|a+/|*. )-.` the `a` goes first with the alternatives of both `*`, which stay
  /// apart, and a digit taken by the first `*` leaves the first alternative only. Nil when a
  /// test is not a built-in definition or an alternative possible has left the group there.
  func alternativesTaking(_ key: Character, at position: Int, alive: [Int]) -> [Int]? {
    guard let (start, lengths, _) = alternationShape(), position >= start,
      alive.allSatisfy({ position < start + lengths[$0] })
    else { return nil }
    let symbols = Array(pattern)
    var merged: [(element: LinearElement, symbol: Character?, alternatives: Set<Int>)] = []
    for k in alive {
      let element = programs[k].elements[position]
      var symbol: Character? = nil
      if case .literal = element.kind {
      } else {
        guard symbols.indices.contains(element.range.lowerBound), Self.knownDefinition(symbols[element.range.lowerBound])
        else { return nil }
        symbol = symbols[element.range.lowerBound]
      }
      var test = (element: element, symbol: symbol, alternatives: Set([k]))
      var placed = false
      for (n, other) in merged.enumerated() {
        if Self.sameNativeDef(test.element, test.symbol, other.element, other.symbol) {
          merged[n].alternatives.formUnion(test.alternatives)
          placed = true
          break
        } else if let a = test.symbol, let b = other.symbol, Self.isSubset(a, of: b) {
          test.alternatives.formUnion(other.alternatives)
          merged.insert(test, at: n)
          placed = true
          break
        } else if let a = test.symbol, let b = other.symbol, Self.isSubset(b, of: a) {
          merged[n].alternatives.formUnion(test.alternatives)
          break
        } else if test.symbol == nil, other.symbol != nil, Self.testTakes(other.element, Self.literal(test.element)) {
          test.alternatives.formUnion(other.alternatives)
          merged.insert(test, at: n)
          placed = true
          break
        } else if test.symbol != nil, other.symbol == nil, Self.testTakes(test.element, Self.literal(other.element)) {
          merged[n].alternatives.formUnion(test.alternatives)
          break
        }
      }
      if !placed { merged.append(test) }
    }
    guard let taker = merged.first(where: { Self.testTakes($0.element, key) }) else { return nil }
    return alive.filter { taker.alternatives.contains($0) }
  }

  private static func knownDefinition(_ symbol: Character) -> Bool {
    ["9", "a", "*", "A", "&", "#"].contains(symbol)
  }

  private static func literal(_ element: LinearElement) -> Character {
    if case .literal(let l, _) = element.kind { return l }
    return "\u{0}"
  }

  private static func sameNativeDef(_ a: LinearElement, _ x: Character?, _ b: LinearElement, _ y: Character?) -> Bool {
    if let x, let y { return x == y }
    if x == nil, y == nil { return literal(a) == literal(b) }
    return false
  }
}
