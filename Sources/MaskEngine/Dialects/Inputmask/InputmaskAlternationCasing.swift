/// Which test of an alternation takes a key, and so how it is cased: `getTests` merges the
/// tests of the alternatives at a position in order, putting a test before the first one whose
/// definition covers it (`isSubsetOf`: the same `def`, or a regex holding its regex), and
/// dropping one with the same `nativeDef`; the tests of a position after the alternation come
/// after those; the key goes to the first test that takes it. `a` and `A` hold the same
/// letters, so the later of them comes first: `-(a9|A|A/9)9` shows `-A` for `a`, `+9a|A/`
/// (`+9(a|A)/`) shows `+0b/` for `0b`; ` / (*aA|9|-99)A` shows ` / 8b` for `8b` (the `A`
/// after the group comes after the `a`).
extension InputmaskMask {
  /// `key` cased by the first of `tests` (the tests of the alternatives left at the position,
  /// in order) that takes it after the library's merge; nil when a test is not one of the
  /// built-in definitions or a literal there is one a slot takes.
  func casedByMergedTests(_ key: Character, _ tests: [LinearElement]) -> Character? {
    let symbols = Array(pattern)
    var merged: [(symbol: Character, element: LinearElement)] = []
    var after: [(symbol: Character, element: LinearElement)] = []
    let shared = sharedRanges()
    for element in tests {
      guard case .slot = element.kind else {
        if tests.contains(where: { LinearFormatter.accepts($0, Self.literalCharacter($0) ?? "\u{0}", behavior) && !Self.isLiteral($0) }) {
          return nil
        }
        continue
      }
      guard symbols.indices.contains(element.range.lowerBound), Self.regexes[symbols[element.range.lowerBound]] != nil else {
        return nil
      }
      let x = symbols[element.range.lowerBound]
      if shared.contains(element.range) {
        after.append((x, element))
        continue
      }
      var insertAt = merged.count
      var dropped = false
      for (k, y) in merged.enumerated() {
        if x == y.symbol {
          dropped = true
          break
        } else if Self.isSubset(x, of: y.symbol) {
          insertAt = k
          break
        } else if Self.isSubset(y.symbol, of: x) {
          break
        }
      }
      if !dropped { merged.insert((x, element), at: insertAt) }
    }
    guard let test = (merged + after).first(where: { LinearFormatter.accepts($0.element, key, behavior) }),
      case .slot(_, let casing) = test.element.kind
    else { return nil }
    return casing.apply(key)
  }

  /// The mask ranges of the elements every program has (before and after the alternation).
  func sharedRanges() -> Set<Range<Int>> {
    var shared = Set(programs[0].elements.map(\.range))
    for program in programs.dropFirst() { shared.formIntersection(program.elements.map(\.range)) }
    return shared
  }

  /// Whether the library merges the tests `a` and `b` of two alternatives at a position into
  /// one path (the same literal, the same definition, or definitions one of which covers the
  /// other: `isSubsetOf` merges their locators).
  func testsMerge(_ a: LinearElement, _ b: LinearElement) -> Bool {
    if a.kind == b.kind { return true }
    guard case .slot = a.kind, case .slot = b.kind else { return false }
    let symbols = Array(pattern)
    guard symbols.indices.contains(a.range.lowerBound), symbols.indices.contains(b.range.lowerBound) else { return false }
    let x = symbols[a.range.lowerBound]
    let y = symbols[b.range.lowerBound]
    return x == y || Self.isSubset(x, of: y) || Self.isSubset(y, of: x)
  }

  private static func isLiteral(_ e: LinearElement) -> Bool {
    if case .literal = e.kind { return true }
    return false
  }

  private static func literalCharacter(_ e: LinearElement) -> Character? {
    if case .literal(let l, _) = e.kind { return l }
    return nil
  }

  /// The built-in definitions' `def` (`definitionSymbol`) and regex, expanded
  /// (lib/definitions.js, lib/extensions/inputmask.extensions.js): `D` the digits (with the
  /// full-width ones), `d` the ASCII digits, `L` the letters, `H` `A-Fa-f`.
  private static let regexes: [Character: (def: Character, expanded: String)] = [
    "9": ("*", "D"), "a": ("*", "L"), "*": ("*", "DL"), "A": ("A", "L"), "&": ("&", "dL"), "#": ("#", "dH"),
  ]

  /// `isSubsetOf(x, y)`: `x`'s `def` is `y`'s symbol, or `y`'s expanded regex holds `x`'s.
  static func isSubset(_ x: Character, of y: Character) -> Bool {
    guard let a = regexes[x], let b = regexes[y] else { return false }
    return a.def == y || b.expanded.contains(a.expanded)
  }
}
