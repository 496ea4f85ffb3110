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
        // `next` costs the state's positions: counted against the step budget.
        try meter.tick(1 + mask.width(maskState[v]))
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
