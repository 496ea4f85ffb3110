/// The product of a mask automaton and the regex's lazy DFA, explored completely (under the
/// budget) into an explicit graph. Nodes pair a mask state with a DFA state; an edge is one
/// raw character the mask takes.
final class MaskProduct {
  let nfa: NFA
  let dfa: LazyDFA
  let mask: MaskAutomaton
  let classSets: [ScalarSet]
  private(set) var graph = ExplicitGraph()
  private(set) var maskState: [Int32] = []
  private(set) var dfaState: [Int32] = []
  let start: Int32 = 0

  init(nfa: NFA, mask: MaskLanguage, budget: AnalysisBudget, meter: BudgetMeter) throws {
    self.nfa = nfa
    var extra: [ScalarSet] = []
    var extraIndex: [ScalarSet: Int] = [:]
    for e in mask.elements where extraIndex[e.set] == nil {
      extraIndex[e.set] = nfa.sets.count + extra.count
      extra.append(e.set)
    }
    let alphabet = Alphabet(sets: nfa.sets + extra)
    self.classSets = alphabet.classSets
    self.dfa = try LazyDFA(nfa: nfa, alphabet: alphabet, maxStates: budget.maxDFAStates)
    dfa.meter = meter
    self.mask = MaskAutomaton(mask, alphabet: alphabet) { extraIndex[$0] ?? 0 }
    try explore(meter: meter)
  }

  private func explore(meter: BudgetMeter) throws {
    let usable = classSets.indices.filter { !classSets[$0].intersection(.all).isEmpty }
    var index: [Int64: Int32] = [:]
    func node(_ m: Int32, _ q: Int32) throws -> Int32 {
      let key = Int64(m) << 32 | Int64(q)
      if let v = index[key] { return v }
      let v = Int32(maskState.count)
      try meter.checkSearchNodes(maskState.count + 1)
      index[key] = v
      maskState.append(m)
      dfaState.append(q)
      graph.edges.append([])
      return v
    }
    _ = try node(mask.start, dfa.start)
    var head = 0
    while head < maskState.count {
      let v = head
      head += 1
      for c in usable {
        try meter.tick()
        guard let m2 = mask.next(maskState[v], c) else { continue }
        let q2 = try dfa.next(dfaState[v], c)
        let u = try node(m2, q2)
        graph.edges[v].append(.init(cls: Int32(c), to: u))
      }
    }
  }

  func isComplete(_ v: Int32) -> Bool { mask.isComplete(maskState[Int(v)]) }

  /// The raw text read to reach `v` is a full match of the regex.
  func accepts(_ v: Int32) -> Bool { dfa.acceptsAtEnd[Int(dfaState[Int(v)])] }

  /// A complete mask input the regex accepts ends at `v`.
  func isGoal(_ v: Int32) -> Bool { isComplete(v) && accepts(v) }
}

/// Results of typing a value one character at a time with the regex checked on every edit.
public enum KeystrokeCheck: Sendable, Hashable {
  /// Some complete input can be typed with every intermediate raw text accepted.
  case typeable(example: String)
  /// No complete input can be typed: typing `prefix` is refused although `value` (which starts
  /// with it) is accepted.
  case blocked(prefix: String, value: String)
  /// The regex accepts no complete input of the mask at all.
  case noCompleteInput

  /// A sentence for the diagnostic, nil when typeable.
  public var message: String? {
    switch self {
    case .typeable: return nil
    case .blocked(let p, let v): return "typing `\(p)` is refused, so `\(v)` can never be entered"
    case .noCompleteInput: return "the regex accepts no complete input of the mask"
    }
  }
}

/// Whether every non-empty prefix of every accepted string is accepted.
public enum PrefixClosure: Sendable, Hashable {
  case closed
  /// `value` is accepted but its prefix `prefix` (the shortest refused one) is not.
  case blocked(prefix: String, value: String)

  public var message: String? {
    if case .blocked(let p, let v) = self { return "typing `\(p)` is refused, so `\(v)` can never be entered" }
    return nil
  }
}

/// Whether a regex accepts some complete raw input of a mask.
public enum MaskIntersection: Sendable, Hashable {
  case nonEmpty(example: String)
  /// `position` is the index of the mask element where every candidate input fails (the
  /// element count when the mask is complete but the regex wants more).
  case empty(reason: String, position: Int)
}

extension RegexLanguage {
  /// For a per-keystroke validator (applied to the whole raw text on every edit): the
  /// shortest refused prefix of an accepted string, with that string. Any text is allowed.
  public func prefixClosure() -> AnalysisOutcome<PrefixClosure> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: .anything, budget: budget, meter: meter)
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .closed
    }
  }

  /// Like `prefixClosure()`, restricted to the complete inputs of `mask`: a complete input
  /// the regex accepts that cannot be typed because one of its prefixes is refused, even when
  /// other complete inputs can be typed (`[a-z]{5}|\d{5}` blocks `12345` at `1`).
  public func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .closed
    }
  }

  /// Whether a complete input of `mask` can be typed one character at a time when every
  /// intermediate raw text must match the regex (the seed's per-edit check); if not, the
  /// shortest blocked prefix and a value it blocks.
  public func firstBlockedPrefix(of mask: MaskLanguage) -> AnalysisOutcome<KeystrokeCheck> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      if let ok = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter,
        edgeAllowed: { _, u in p.accepts(u) }, isGoal: p.isGoal)
      {
        return .typeable(example: String(scalars: ok.scalars))
      }
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .noCompleteInput
    }
  }

  /// Whether the regex accepts some complete raw input of `mask`; if none, where and why
  /// every input fails.
  public func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      if let ok = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter, isGoal: p.isGoal)
      {
        return .nonEmpty(example: String(scalars: ok.scalars))
      }
      return try p.emptyIntersectionReason(meter: meter)
    }
  }

  /// A complete raw input `mask` allows and the regex rejects (nil if there is none).
  public func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      let found = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter,
        isGoal: { p.isComplete($0) && !p.accepts($0) })
      return found.map { String(scalars: $0.scalars) }
    }
  }
}

extension MaskProduct {
  /// The shortest refused non-empty prefix (all shorter ones accepted) that still extends to
  /// a complete accepted input, and the shortest such input.
  func blockedPrefix(meter: BudgetMeter) throws -> (prefix: String, value: String)? {
    let finishes = try graph.canReach(isGoal, meter: meter)
    var chooser = ReadableChooser()
    guard
      let prefix = try graph.readablePath(
        from: start, classSets: classSets, allowEmpty: false, chooser: &chooser, meter: meter,
        edgeAllowed: { _, u in self.accepts(u) || finishes[Int(u)] },
        isGoal: { !self.accepts($0) && finishes[Int($0)] })
    else { return nil }
    guard
      let rest = try graph.readablePath(
        from: prefix.end, classSets: classSets, allowEmpty: true, chooser: &chooser, meter: meter, isGoal: isGoal)
    else { return nil }
    return (String(scalars: prefix.scalars), String(scalars: prefix.scalars + rest.scalars))
  }

  /// Explains an empty intersection: the furthest mask element some input can reach while
  /// the regex can still match, and what each side wants there.
  func emptyIntersectionReason(meter: BudgetMeter) throws -> MaskIntersection {
    let dist = try NFAPaths(nfa).distances(minLength: 0, meter: meter)
    func alive(_ q: Int32) -> Bool {
      dfa.acceptsAtEnd[Int(q)]
        || dfa.charNodes[Int(q)].contains { dist[Int(nfa.out1[Int($0)])] != NFAPaths.unreachable }
    }
    // Nodes are numbered in BFS order, so the first best node is also a nearest one.
    var best: Int32 = start
    var bestProgress = -1
    for v in 0..<graph.nodeCount where alive(dfaState[v]) {
      let progress = mask.progress(maskState[v])
      if progress > bestProgress {
        bestProgress = progress
        best = Int32(v)
      }
    }
    if bestProgress < 0 {
      return .empty(reason: "the regex accepts nothing at all", position: 0)
    }
    var chooser = ReadableChooser()
    let path = try graph.readablePath(
      from: start, classSets: classSets, allowEmpty: true, chooser: &chooser, meter: meter, isGoal: { $0 == best })
    let typed = String(scalars: path?.scalars ?? [])
    let q = dfaState[Int(best)]
    var wanted = ScalarSet.empty
    for c in classSets.indices where alive(try dfa.next(q, c)) { wanted = wanted.union(classSets[c]) }
    wanted = wanted.intersection(.all)
    let regexWants = wanted.isEmpty ? "the end of the input" : wanted.readableDescription
    let place = typed.isEmpty ? "at the first character" : "after `\(typed)`"
    let elements = mask.mask.elements
    if bestProgress >= elements.count {
      return .empty(reason: "\(place) the mask is complete, but the regex still expects \(regexWants)", position: elements.count)
    }
    let maskTakes = elements[bestProgress].set.readableDescription
    if wanted.isEmpty {
      return .empty(reason: "\(place) the regex expects the end of the input, but the mask still requires \(maskTakes)", position: bestProgress)
    }
    return .empty(reason: "\(place) the mask takes \(maskTakes) but the regex expects \(regexWants)", position: bestProgress)
  }
}
