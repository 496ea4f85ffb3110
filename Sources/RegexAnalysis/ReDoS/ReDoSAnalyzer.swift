extension RegexLanguage {
  /// Exponential (EDA: a state with two distinct loops on one string) or polynomial (IDA: two
  /// loops in sequence on a common string) backtracking, with an attack string.
  ///
  /// With `searching == false` the regex is applied to the whole input (`MATCHES`, or fully
  /// anchored); with `searching == true` it is searched for (`firstMatch`, `range(of:)`), where
  /// the engine retries at every start: `a+b` is then quadratic on `aaaa…`.
  public func redos(searching: Bool = false) -> AnalysisOutcome<ReDoSVerdict> {
    guard searching else {
      return run { nfa, meter in try ReDoSAnalyzer(nfa: nfa, budget: budget, meter: meter).verdict() }
    }
    let anywhere = RegexCore.repetition(.set(readsCodeUnits ? .allCodeUnits : .all), min: 0, max: nil)
    let searched = RegexLanguage(.concat([anywhere, core, anywhere]), budget: budget, readsCodeUnits: readsCodeUnits)
    return searched.run { nfa, meter in try ReDoSAnalyzer(nfa: nfa, budget: budget, meter: meter).verdict() }
  }
}

struct ReDoSAnalyzer {
  let nfa: NFA
  let budget: AnalysisBudget
  let meter: BudgetMeter
  let graph: CharGraph
  let component: [Int]
  /// Components with a cycle.
  let cyclic: Set<Int>
  let labels: LabelCache

  init(nfa: NFA, budget: AnalysisBudget, meter: BudgetMeter) throws {
    self.nfa = nfa
    self.budget = budget
    self.meter = meter
    let g = try CharGraph(nfa, meter: meter)
    graph = g
    let comp = try stronglyConnectedComponents(count: g.nodes.count, successors: { g.edges[$0].map(\.to) }, meter: meter)
    component = comp
    // Only loops a match can reach count (`$(a|a)*` never runs its loop on input).
    var reachable = [Bool](repeating: false, count: g.nodes.count)
    var stack = g.starts
    for s in stack { reachable[s] = true }
    while let v = stack.popLast() {
      for e in g.edges[v] where !reachable[e.to] {
        reachable[e.to] = true
        stack.append(e.to)
      }
    }
    var cyc = Set<Int>()
    for (s, out) in g.edges.enumerated() where reachable[s] {
      for e in out where comp[e.to] == comp[s] { cyc.insert(comp[s]) }
    }
    cyclic = cyc
    labels = LabelCache(g)
  }

  func verdict() throws -> ReDoSVerdict {
    if let eda = try exponentialWitness(), let r = try report(.exponential, at: eda.node, pump: eda.pump) {
      return .vulnerable(r)
    }
    // Highest degree first; a witness whose attack cannot fail (every such input matches) is
    // no attack, so try the next one.
    for ida in try polynomialWitnesses() {
      if let r = try report(.polynomial(degree: ida.degree), at: ida.node, pump: ida.pump) { return .vulnerable(r) }
    }
    return .safe
  }

  // MARK: exponential

  private func exponentialWitness() throws -> (node: Int, pump: [UInt32])? {
    for c in cyclic.sorted() {
      try meter.tick(graph.nodes.count)
      let members = (0..<graph.nodes.count).filter { component[$0] == c }
      // A doubled edge inside the loop: two epsilon routes between the same reads.
      for s in members {
        for e in graph.edges[s] where e.multiplicity > 1 && component[e.to] == c {
          var chooser = ReadableChooser(codeUnits: nfa.readsCodeUnits)
          guard let first = chooser.best([graph.sets[s]]) else { continue }
          chooser.commit(first.scalar)
          guard let back = try pathInside(from: e.to, to: s, component: c, chooser: &chooser) else { continue }
          return (s, [first.scalar] + back)
        }
      }
      if let w = try productWitness(members: members) { return w }
    }
    return nil
  }

  /// In the square of one component: a diagonal pair and an off-diagonal pair on one cycle.
  private func productWitness(members: [Int]) throws -> (node: Int, pump: [UInt32])? {
    let local = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
    let k = members.count
    try meter.checkSearchNodes(k * k)
    func succ(_ pair: Int) -> [(to: Int, label: ScalarSet)] {
      let a = members[pair / k]
      let b = members[pair % k]
      let label = labels.of([a, b])
      if label.isEmpty { return [] }
      try? meter.tick(graph.edges[a].count * graph.edges[b].count)
      var out: [(Int, ScalarSet)] = []
      for ea in graph.edges[a] {
        guard let la = local[ea.to] else { continue }
        for eb in graph.edges[b] {
          guard let lb = local[eb.to] else { continue }
          out.append((la * k + lb, label))
        }
      }
      return out
    }
    let comp = try stronglyConnectedComponents(count: k * k, successors: { succ($0).map(\.to) }, meter: meter)
    var diagonalOf: [Int: Int] = [:]
    for i in 0..<k { diagonalOf[comp[i * k + i]] = diagonalOf[comp[i * k + i]] ?? i }
    for pair in 0..<(k * k) where pair / k != pair % k {
      guard let d = diagonalOf[comp[pair]] else { continue }
      // A cycle diagonal -> pair -> diagonal inside the product component.
      let start = d * k + d
      var chooser = ReadableChooser(codeUnits: nfa.readsCodeUnits)
      guard let there = try productPath(from: start, to: pair, k: k, comp: comp, succ: succ, chooser: &chooser),
        let back = try productPath(from: pair, to: start, k: k, comp: comp, succ: succ, chooser: &chooser)
      else { continue }
      return (members[d], there + back)
    }
    return nil
  }

  /// BFS in the product, staying inside one of its components.
  private func productPath(
    from: Int, to: Int, k: Int, comp: [Int], succ: (Int) -> [(to: Int, label: ScalarSet)], chooser: inout ReadableChooser
  ) throws -> [UInt32]? {
    var parent: [Int: (Int, ScalarSet)] = [from: (-1, .empty)]
    var queue = [from]
    var head = 0
    var reached = from == to && false
    while head < queue.count && !reached {
      let v = queue[head]
      head += 1
      for (u, label) in succ(v) where comp[u] == comp[from] && parent[u] == nil {
        try meter.tick()
        parent[u] = (v, label)
        queue.append(u)
        if u == to { reached = true }
      }
    }
    guard parent[to] != nil, to != from || reached else { return nil }
    var labels: [ScalarSet] = []
    var v = to
    repeat {
      guard let (p, l) = parent[v] else { return nil }
      labels.append(l)
      v = p
    } while v != from
    return pick(labels.reversed(), &chooser)
  }

  private func pick(_ labels: [ScalarSet], _ chooser: inout ReadableChooser) -> [UInt32]? {
    var out: [UInt32] = []
    for l in labels {
      guard let c = chooser.best([l]) else { return nil }
      chooser.commit(c.scalar)
      out.append(c.scalar)
    }
    return out
  }

  /// Characters read going from `from` to `to` (at least one edge when `from == to`'s loop
  /// has been closed by the caller) inside a component.
  private func pathInside(from: Int, to: Int, component c: Int, chooser: inout ReadableChooser) throws -> [UInt32]? {
    if from == to { return [] }
    var parent: [Int: Int] = [from: -1]
    var queue = [from]
    var head = 0
    while head < queue.count {
      let v = queue[head]
      head += 1
      for e in graph.edges[v] where component[e.to] == c && parent[e.to] == nil {
        try meter.tick()
        parent[e.to] = v
        queue.append(e.to)
      }
    }
    guard parent[to] != nil else { return nil }
    var labels: [ScalarSet] = []
    var v = to
    while let p = parent[v], p >= 0 {
      labels.append(graph.sets[p])
      v = p
    }
    return pick(labels.reversed(), &chooser)
  }

  // MARK: polynomial

  private func polynomialWitnesses() throws -> [(node: Int, pump: [UInt32], degree: Int)] {
    let comps = cyclic.sorted()
    guard comps.count >= 2 else { return [] }
    let membersOf = Dictionary(grouping: 0..<graph.nodes.count, by: { component[$0] })
    // Reachability between components.
    let reach = try componentReachability()
    var ida: [Int: [(to: Int, p: Int, pump: [UInt32])]] = [:]
    for c1 in comps {
      for c2 in comps where c2 != c1 && reach[c1]?.contains(c2) == true {
        if let w = try idaWitness(from: membersOf[c1] ?? [], to: membersOf[c2] ?? []) {
          ida[c1, default: []].append((c2, w.p, w.pump))
        }
      }
    }
    if ida.isEmpty { return [] }
    // Longest chain of IDA-related components (DAG: ids follow reverse topological order):
    // the order the witnesses are tried in.
    var longest: [Int: Int] = [:]
    for c in comps {  // reverse topological: successors have smaller ids, so already done
      longest[c] = 1 + (ida[c]?.map { longest[$0.to] ?? 1 }.max() ?? 0)
    }
    var witnesses: [(node: Int, pump: [UInt32], chain: Int)] = []
    for c in comps {
      for w in ida[c] ?? [] { witnesses.append((w.p, w.pump, longest[c] ?? 2)) }
    }
    // Stable: longest chain first, then by component order.
    witnesses = witnesses.enumerated().sorted { ($0.element.chain, -$0.offset) > ($1.element.chain, -$1.offset) }.map(\.element)
    // The degree claimed is that of the witness's own pump: the loops of a chain that all read
    // it. `.*[A-Z]+.*` has a chain of three, but its witness `1A` for the two `.*` passes
    // through `[A-Z]+` once per copy: the square, not the cube. The check has its own step
    // count, so it never costs a verdict: past it the pair's degree, 2, is claimed.
    return witnesses.map { w in
      guard w.chain > 2 else { return (w.node, w.pump, 2) }
      var steps = ChainSteps()
      do {
        // From the witness's node, which loops on the pump, through every chain that reads it.
        let degree = try chainLength(from: component[w.node], nodes: [w.node], pump: w.pump, ida: ida, steps: &steps)
        return (w.node, w.pump, min(max(2, degree), w.chain))
      } catch {
        return (w.node, w.pump, 2)
      }
    }
  }

  /// The work of checking one witness's chain: node visits, bounded.
  private struct ChainSteps {
    struct Exhausted: Error {}
    static let limit = 20_000
    var count = 0
    mutating func tick(_ n: Int = 1) throws {
      count += n
      if count > Self.limit { throw Exhausted() }
    }
  }

  /// How many components, from `component` (whose looping nodes `nodes` the pump has reached)
  /// on through IDA-related ones, each take the pump into their next one and loop on it.
  private func chainLength(
    from component: Int, nodes: Set<Int>, pump: [UInt32], ida: [Int: [(to: Int, p: Int, pump: [UInt32])]],
    steps: inout ChainSteps
  ) throws -> Int {
    guard !nodes.isEmpty else { return 0 }
    let reached = try read(pump, from: nodes, within: nil, steps: &steps)
    var longest = 0
    for next in Set((ida[component] ?? []).map(\.to)).sorted() {
      let entered = try loopingNodes(of: next, reached: reached, pump: pump, steps: &steps)
      longest = max(longest, try chainLength(from: next, nodes: entered, pump: pump, ida: ida, steps: &steps))
    }
    return 1 + longest
  }

  /// The nodes of `reached` in `component` that read `pump` back to themselves inside it.
  private func loopingNodes(of component: Int, reached: Set<Int>, pump: [UInt32], steps: inout ChainSteps) throws -> Set<Int> {
    var result: Set<Int> = []
    for q in reached.sorted() where self.component[q] == component {
      if try read(pump, from: [q], within: component, steps: &steps).contains(q) { result.insert(q) }
    }
    return result
  }

  /// The nodes reached from `nodes` by reading `word` (a node reads a scalar of its set, then
  /// moves along an edge), staying inside `within` when given.
  private func read(_ word: [UInt32], from nodes: Set<Int>, within: Int?, steps: inout ChainSteps) throws -> Set<Int> {
    var current = nodes
    for scalar in word {
      var next: Set<Int> = []
      for v in current where graph.sets[v].contains(scalar) {
        try steps.tick(1 + graph.edges[v].count)
        for e in graph.edges[v] where within == nil || component[e.to] == within { next.insert(e.to) }
      }
      if next.isEmpty { return [] }
      current = next
    }
    return current
  }

  private func componentReachability() throws -> [Int: Set<Int>] {
    var result: [Int: Set<Int>] = [:]
    for c in cyclic {
      var seen = Set<Int>()
      try meter.tick(graph.nodes.count)
      var stack = (0..<graph.nodes.count).filter { component[$0] == c }
      var visited = Set(stack)
      while let v = stack.popLast() {
        try meter.tick()
        seen.insert(component[v])
        for e in graph.edges[v] where !visited.contains(e.to) {
          visited.insert(e.to)
          stack.append(e.to)
        }
      }
      result[c] = seen
    }
    return result
  }

  /// `p` in the first component, `q` in the second, and `w` with `p -w-> p`, `p -w-> q`,
  /// `q -w-> q`: a BFS in the cube from `(p, p, q)` to `(p, q, q)`.
  private func idaWitness(from c1: [Int], to c2: [Int]) throws -> (p: Int, pump: [UInt32])? {
    for p in c1 {
      for q in c2 {
        let start = [p, p, q]
        let goal = [p, q, q]
        var parent: [[Int]: ([Int], ScalarSet)] = [start: ([], .empty)]
        var queue = [start]
        var head = 0
        var found = false
        while head < queue.count && !found {
          let v = queue[head]
          head += 1
          let label = labels.of(v)
          try meter.tick(1 + label.ranges.count / 8)
          if label.isEmpty { continue }
          for e0 in graph.edges[v[0]] where component[e0.to] == component[p] {
            for e1 in graph.edges[v[1]] {
              for e2 in graph.edges[v[2]] where component[e2.to] == component[q] {
                let u = [e0.to, e1.to, e2.to]
                try meter.tick()
                if parent[u] != nil { continue }
                parent[u] = (v, label)
                queue.append(u)
                try meter.checkSearchNodes(queue.count)
                if u == goal { found = true }
              }
            }
          }
        }
        guard found else { continue }
        var labels: [ScalarSet] = []
        var v = goal
        while v != start, let (prev, l) = parent[v] {
          labels.append(l)
          v = prev
        }
        var chooser = ReadableChooser(codeUnits: nfa.readsCodeUnits)
        if let pump = pick(labels.reversed(), &chooser) { return (p, pump) }
      }
    }
    return nil
  }

  // MARK: attack string

  /// Nil when no suffix makes the attack fail (every route then ends in a quick match).
  private func report(_ growth: ReDoSGrowth, at node: Int, pump: [UInt32]) throws -> ReDoSReport? {
    var chooser = ReadableChooser(codeUnits: nfa.readsCodeUnits)
    let prefix = try prefixReaching(node, chooser: &chooser)
    guard let suffix = try failingSuffix(prefix: prefix, pump: pump) else { return nil }
    return ReDoSReport(growth: growth, prefix: nfa.text(prefix), pump: nfa.text(pump), suffix: nfa.text(suffix))
  }

  /// A readable string after which the match can be at `node`.
  private func prefixReaching(_ node: Int, chooser: inout ReadableChooser) throws -> [UInt32] {
    var parent: [Int: Int] = [:]
    var queue: [Int] = []
    for s in graph.starts where parent[s] == nil {
      parent[s] = -1
      queue.append(s)
    }
    var head = 0
    while head < queue.count && parent[node] == nil {
      let v = queue[head]
      head += 1
      for e in graph.edges[v] where parent[e.to] == nil {
        try meter.tick()
        parent[e.to] = v
        queue.append(e.to)
      }
    }
    var labels: [ScalarSet] = []
    var v = node
    while let p = parent[v], p >= 0 {
      labels.append(graph.sets[p])
      v = p
    }
    return pick(labels.reversed(), &chooser) ?? []
  }

  /// A short suffix that makes `prefix + pump^n + suffix` fail for the pumped counts tried
  /// (n = 1, 2, 3): empty when possible, else the shortest found (punctuation preferred).
  /// Nil when every continuation is accepted: then the match succeeds and nothing is slow.
  private func failingSuffix(prefix: [UInt32], pump: [UInt32]) throws -> [UInt32]? {
    let dfa = try LazyDFA(nfa: nfa, budget: budget)
    dfa.meter = meter
    func run(_ q0: Int32, _ s: [UInt32]) throws -> Int32 {
      var q = q0
      for v in s { q = try dfa.next(q, scalar: v) }
      return q
    }
    var states: [Int32] = []
    var q = try run(dfa.start, prefix)
    for _ in 0..<3 {
      q = try run(q, pump)
      states.append(q)
    }
    let preferred: [UInt32] = [0x21, 0x23, 0x5F, 0x20, 0x7E, 0x2E, 0x41, 0x61, 0x30]
    let readable: ScalarSet = nfa.readsCodeUnits ? .allCodeUnits : .all
    let letters = preferred + dfa.alphabet.classSets.compactMap { $0.intersection(readable).first }
    // Breadth-first over the tuple of pumped states, up to four characters.
    var seen: Set<[Int32]> = [states]
    var layer: [([Int32], [UInt32])] = [(states, [])]
    for _ in 0...4 {
      var nextLayer: [([Int32], [UInt32])] = []
      for (tuple, suffix) in layer {
        if tuple.allSatisfy({ !dfa.acceptsAtEnd[Int($0)] }) { return suffix }
        for c in letters {
          try meter.tick()
          var moved: [Int32] = []
          for st in tuple { moved.append(try dfa.next(st, scalar: c)) }
          if seen.insert(moved).inserted { nextLayer.append((moved, suffix + [c])) }
        }
      }
      layer = nextLayer
    }
    return nil
  }
}

/// Intersections of node sets, memoised by the NFA set indices (large Unicode classes make
/// each intersection costly, and the product searches ask for the same ones again and again).
final class LabelCache {
  private let graph: CharGraph
  private var memo: [[Int32]: ScalarSet] = [:]

  init(_ graph: CharGraph) { self.graph = graph }

  func of(_ nodes: [Int]) -> ScalarSet {
    let key = nodes.map { graph.nfa.setIndex[Int(graph.nodes[$0])] }.sorted()
    if let hit = memo[key] { return hit }
    var s = graph.sets[nodes[0]]
    for n in nodes.dropFirst() { s = s.intersection(graph.sets[n]) }
    memo[key] = s
    return s
  }
}
