/// What the library shows of an alternation after the alternatives left are known: each slot
/// character cased by the test that took it, and the template after the typed text along the
/// path `getTestTemplate` walks.
extension InputmaskMask {
  /// The slot characters of `r` cased by the test the library validates each key with
  /// (`casedByMergedTests`), where that is known; the value with them.
  func recase(_ r: inout LinearFormatted, _ input: [Character]) {
    guard let walk = walkedKeys(input), !walk.cased.isEmpty else { return }
    let slotText = String(r.text.indices.filter { r.fromSlot[$0] }.map { r.text[$0] })
    guard slotText == r.value else { return }
    for (position, c) in walk.cased where position < r.text.count && r.fromSlot[position] {
      if r.text[position] != c && r.text[position].lowercased() == c.lowercased() { r.text[position] = c }
    }
    r.value = String(r.text.indices.filter { r.fromSlot[$0] }.map { r.text[$0] })
  }

  /// The template after the typed text, as the library's `getTestTemplate` walks it: at each
  /// position the test of the first alternative on its path that is still in its group (the
  /// end of an alternative, or what follows the group, only when none is), and the path goes
  /// on with the alternatives whose test there merges with it (the same test, or definitions
  /// one of which covers the other). So the template goes on with a longer alternative where
  /// the first one has left its group: `9(A|a+)` + `1` shows `1+`, `9(9|9.)9` shows `1.`, but
  /// `a9.( |-+|/)9` + `b` shows `b. ` (the ` ` took the path). Literals are shown, empty slots
  /// show nothing, and a literal the tests differ on is left out when `getPlaceholder` hides it.
  /// Applied only where the path leaves the first alternative, and when the mask does not start
  /// with the alternation.
  func continueTemplate(_ r: inout LinearFormatted, alive: [Int]) {
    guard alive.count > 1 else { return }
    let start = r.placedEnd
    let shared = sharedRanges()
    // Measured: with the alternation at the start of the mask the template stops where the
    // first alternative left its group (`(*9|**/)*9` + `X` shows `X`).
    guard let head = programs[alive[0]].elements.first, shared.contains(head.range) else { return }
    func element(_ k: Int, _ p: Int) -> LinearElement? {
      programs[k].elements.indices.contains(p) ? programs[k].elements[p] : nil
    }
    func inside(_ k: Int, _ p: Int) -> Bool { element(k, p).map { !shared.contains($0.range) } ?? false }
    let length = alive.map { programs[$0].elements.count }.max() ?? 0
    guard start <= r.text.count else { return }
    var path = alive
    var text = Array(r.text[..<start])
    var fromSlot = Array(r.fromSlot[..<start])
    var switched = false
    for p in start..<length {
      // The end of the first alternative on the path ends the template.
      guard let first = path.first, element(first, p) != nil,
        let k = path.first(where: { inside($0, p) }) ?? path.first(where: { element($0, p) != nil }),
        let e = element(k, p)
      else { break }
      if k != alive[0] { switched = true }
      let tests = path.compactMap { element($0, p) }
      path = path.filter { element($0, p).map { testsMerge($0, e) } ?? false }
      switch e.kind {
      case .literal(let l, _):
        if Set(tests.map(\.kind)).count > 1 && Self.placeholderHides(l) { continue }
        text.append(l)
        fromSlot.append(false)
      case .slot:
        continue
      case .repeating:
        break
      }
    }
    guard switched else { return }
    r.text = text
    r.fromSlot = fromSlot
    r.forwardCaret = r.forwardCaret.map { min($0, text.count) }
    r.backwardCaret = r.backwardCaret.map { min($0, text.count) }
  }
}
