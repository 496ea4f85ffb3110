/// Turns an Inputmask syntax tree into tokens and linear programs (one per combination of
/// alternatives, up to `maxPrograms`).
enum InputmaskCompiler {
  static let maxPrograms = 32
  /// Optional copies written out for an unbounded quantifier on more than one slot.
  static let unboundedCopies = 8
  /// Elements per program past which expansion stops.
  static let maxElements = 1024
  /// Token copies written out per quantifier, and tokens in all.
  static let maxTokenCopies = 64
  static let maxTokens = 4096

  typealias Alternatives = [[LinearElement]]

  static func programs(_ nodes: [InputmaskNode]) -> [LinearProgram] {
    sequence(nodes).map(LinearProgram.init)
  }

  static func sequence(_ nodes: [InputmaskNode]) -> Alternatives {
    var result: Alternatives = [[]]
    for node in nodes {
      result = concat(result, expand(node))
    }
    return result
  }

  /// Every prefix followed by every suffix, optional-group ranges shifted; capped.
  static func concat(_ prefixes: Alternatives, _ suffixes: Alternatives) -> Alternatives {
    var out: Alternatives = []
    for prefix in prefixes {
      for suffix in suffixes {
        guard out.count < maxPrograms else { return out }
        if prefix.count + suffix.count > maxElements {
          out.append(prefix)
          continue
        }
        let shift = prefix.count
        out.append(
          prefix
            + suffix.map { e in
              var e = e
              if let g = e.optionalGroup { e.optionalGroup = (g.lowerBound + shift)..<(g.upperBound + shift) }
              return e
            })
      }
    }
    return out
  }

  static func optional(_ alternatives: Alternatives) -> Alternatives {
    alternatives.map { elements in
      elements.map { e in
        var e = e
        if e.optionalGroup == nil { e.optionalGroup = 0..<elements.count }
        return e
      }
    }
  }

  static func expand(_ node: InputmaskNode) -> Alternatives {
    switch node {
    case .slot(let d, let range):
      var element = LinearElement(.slot(d.accepting, d.casing), range: range)
      element.hidesFollowingLiteral = d == InputmaskDefinition.builtIn["A"]
      return [[element]]
    case .literal(let c, let range):
      return [[LinearElement(.literal(c, inValue: false), range: range)]]
    case .group(let items, let isOptional, let open, let close):
      let inner = sequence(items)
      if isOptional { return optional(inner) }
      // A plain group is shown with its parentheses (`verifyGroupMarker`).
      var withParens = concat([[LinearElement(.literal("(", inValue: false), range: open)]], inner)
      if let close {
        withParens = concat(withParens, [[LinearElement(.literal(")", inValue: false), range: close)]])
      }
      return withParens
    case .quantified(let body, let min, let max, _):
      var inner: Alternatives
      if case .group(let items, false, _, _) = body { inner = sequence(items) } else { inner = expand(body) }
      // A quantifier's optional copies do not hide the literal after them (`9 A{1,3} 9` + `1`
      // shows `1  `, `9 A[A] 9` + `1` shows `1 `).
      inner = inner.map { $0.map { e in var e = e; e.hidesFollowingLiteral = false; return e } }
      if max == nil, inner.count == 1, inner[0].count == 1,
        case .slot(let cls, let casing) = inner[0][0].kind
      {
        var result: Alternatives = [[]]
        for _ in 0..<min { result = concat(result, inner) }
        let repeating = LinearElement(.repeating(cls, casing), range: inner[0][0].range)
        return concat(result, [[repeating]])
      }
      var result: Alternatives = [[]]
      for _ in 0..<Swift.min(min, maxElements) {
        result = concat(result, inner)
        if (result.first?.count ?? 0) >= maxElements { return result }
      }
      let extra = max.map { $0 - min } ?? unboundedCopies
      var tail: Alternatives = [[]]
      for _ in 0..<Swift.min(extra, maxElements) {
        tail = optional(concat(inner, tail))
        if (tail.first?.count ?? 0) >= maxElements { break }
      }
      return concat(result, tail)
    case .alternation(let options):
      var out: Alternatives = []
      for option in options {
        // The lexer clears `isGroup` on an alternator's groups: no parentheses shown.
        let expanded: Alternatives
        if case .group(let items, false, _, _) = option { expanded = sequence(items) } else { expanded = expand(option) }
        for alternative in expanded where out.count < maxPrograms {
          out.append(alternative)
        }
      }
      return out
    }
  }

  /// Tokens in mask order: every slot and literal of the tree, once per copy a quantifier makes
  /// (up to `maxTokenCopies`; copies share their body's range); slots in optional groups, in
  /// alternatives after the first, or in copies past a quantifier's minimum are optional.
  static func tokens(_ nodes: [InputmaskNode]) -> [MaskToken] {
    var tokens: [MaskToken] = []
    func walk(_ node: InputmaskNode, optional: Bool, quantified: Bool) {
      guard tokens.count < maxTokens else { return }
      switch node {
      case .slot(let d, let range):
        tokens.append(MaskToken(.slot(accepting: d.accepting, optional: optional), range: range))
      case .literal(let c, let range):
        tokens.append(MaskToken(.literal(c, inValue: false), range: range))
      case .group(let items, let isOptional, let open, let close):
        let showParens = !isOptional && !quantified && !open.isEmpty
        if showParens { tokens.append(MaskToken(.literal("(", inValue: false), range: open)) }
        for item in items { walk(item, optional: optional || isOptional, quantified: false) }
        if showParens, let close { tokens.append(MaskToken(.literal(")", inValue: false), range: close)) }
      case .quantified(let body, let min, let max, _):
        if max == nil, case .slot(let d, let range) = body {
          for _ in 0..<Swift.min(min, maxTokenCopies) {
            tokens.append(MaskToken(.slot(accepting: d.accepting, optional: optional), range: range))
          }
          tokens.append(MaskToken(.repeatingSlot(accepting: d.accepting), range: range))
        } else {
          // One set of tokens per copy (the copies share the body's range), up to a cap.
          let copies = Swift.max(1, Swift.min(max ?? Swift.max(min, 1), maxTokenCopies))
          for copy in 0..<copies {
            walk(body, optional: optional || copy >= min, quantified: true)
          }
        }
      case .alternation(let options):
        for (index, option) in options.enumerated() {
          walk(option, optional: optional || index > 0, quantified: true)
        }
      }
    }
    for node in nodes { walk(node, optional: false, quantified: false) }
    return tokens
  }
}
