/// Where Inputmask validates a key in an alternation, and when it refuses it although a later
/// position of some alternative would take it.
///
/// The library validates a key at the first position after the last one filled where the
/// alternatives still possible do not all show the same literal (`seekNext`: a position with
/// more than one test is a mask position). When no test there takes the key, it looks at the
/// following positions only when the test its template shows there (`determineTestTemplate`:
/// the first alternative left) is a literal that `getPlaceholder` shows as itself (`isMask`
/// false); a slot there, or a literal hidden because the alternatives differ on it, makes the
/// key refused: `9(a-|+*)` showing `6-` refuses `9` (the `+*` alternative would take it after
/// its `+`), `9(9|/+).` showing `4.` refuses `.`.
extension InputmaskMask {
  /// Whether every program is a flat run of slots and literals (no optional group, no
  /// repetition), so that an element index is the library's position.
  var alternativesAreFlat: Bool {
    programs.allSatisfy { program in
      program.elements.allSatisfy { element in
        guard element.optionalGroup == nil else { return false }
        if case .repeating = element.kind { return false }
        return true
      }
    }
  }

  /// Whether the library takes the last key of `trial` after the keys before it: some
  /// alternative takes the whole of `trial`, and the key is not refused at the position the
  /// library validates it (see the type's note).
  func alternationTakesLastKey(_ trial: [Character]) -> Bool {
    guard let key = trial.last,
      programs.contains(where: { LinearFormatter.format($0, behavior: behavior, input: trial).firstDropped == Int.max })
    else { return false }
    guard let (alive, position) = walkedPositions(Array(trial.dropLast())) else { return true }
    if case .refused = validates(key, at: position, alive: alive) { return false }
    return true
  }

  /// What the library does with a key in an alternation.
  private enum Validation {
    /// A test at `position` took it, cased by that test (nil when unknown); the alternatives
    /// `alive` are left.
    case taken(alive: [Int], position: Int, character: Character?)
    /// A literal all the alternatives show at `position` takes it (the field shows it already).
    case shown(position: Int)
    /// A literal further on takes it (the formatter places it).
    case further
    case refused
  }

  /// The element at `position` of each alternative of `alive` (nil past its end).
  private func tests(at position: Int, _ alive: [Int]) -> [LinearElement?] {
    alive.map { programs[$0].elements.indices.contains(position) ? programs[$0].elements[position] : nil }
  }

  /// How the library validates `key` after the positions before `start` are filled, in the
  /// alternatives `alive` (a literal the template shows lets the key go to the next
  /// positions).
  private func validates(_ key: Character, at start: Int, alive: [Int]) -> Validation {
    var q = start
    while true {
      let elements = tests(at: q, alive)
      guard let first = elements[0], case .literal(let l, _) = first.kind,
        elements.allSatisfy({ $0?.kind == first.kind })
      else { break }
      // A literal all of them show: typing it is taken (the field shows it already).
      if l == key { return .shown(position: q + 1) }
      q += 1
    }
    let elements = tests(at: q, alive)
    let takers = alive.indices.filter { elements[$0].map { Self.testTakes($0, key) } ?? false }
    if !takers.isEmpty {
      // A static that matches the key comes before a slot (the library's merge puts it first);
      // the alternatives whose test took it stay (the library merges a test into one whose
      // definition covers it).
      let statics = takers.filter { if case .literal = elements[$0]!.kind { return true } else { return false } }
      // Where the library's merge of the tests is known, the alternatives of the test that
      // took the key (`alternativesTaking`).
      let left = alternativesTaking(key, at: q, alive: alive) ?? (statics.isEmpty ? takers : statics).map { alive[$0] }
      return .taken(
        alive: left, position: q + 1,
        character: statics.isEmpty ? casedByMergedTests(key, elements.compactMap { $0 }) : key)
    }
    guard let template = elements[0] else { return .further }
    guard case .literal(let l, _) = template.kind else { return .refused }
    // `getPlaceholder`: a literal among other tests is hidden (so the position is a mask
    // position) when it is a digit, `a`, `b` or an upper-case letter.
    if Self.placeholderHides(l) && Set(elements.compactMap { $0?.kind }).count > 1 { return .refused }
    return .further
  }

  /// The alternatives still possible after the keys `input`, in order, and the position after
  /// the last one filled, replayed key by key as the library validates them; nil when a key
  /// went past the position it was validated at (the formatter's reading is kept then).
  private func walkedPositions(_ input: [Character]) -> ([Int], Int)? {
    walkedKeys(input).map { ($0.alive, $0.position) }
  }

  /// `walkedPositions`, with the character each key became where a test took it, by position.
  func walkedKeys(_ input: [Character]) -> (alive: [Int], position: Int, cased: [Int: Character])? {
    var alive = Array(programs.indices)
    var position = 0
    var cased: [Int: Character] = [:]
    for c in input {
      switch validates(c, at: position, alive: alive) {
      case .taken(let left, let next, let character):
        alive = left
        position = next
        cased[next - 1] = character
      case .shown(let next):
        position = next
      case .further:
        // A key taken further on is not followed.
        return nil
      case .refused:
        return nil
      }
    }
    return (alive, position, cased)
  }

  /// Whether the test `element` takes the key `c` where it stands: a slot that accepts it, a
  /// literal equal to it.
  static func testTakes(_ element: LinearElement, _ c: Character) -> Bool {
    switch element.kind {
    case .literal(let l, _): return l == c
    case .slot(let cls, _), .repeating(let cls, _): return cls.contains(c)
    }
  }
}
