/// The NFA without epsilon moves, as a backtracking engine walks it: nodes are the NFA's
/// `char` nodes; an edge `s -> t` means "read a character of `s`'s set, then reach `t` through
/// epsilon moves", with `multiplicity` = the number of distinct epsilon walks (capped at 2).
/// Two walks are distinct routes a backtracking engine tries, e.g. in `(x*)*` after an `x`
/// the inner loop may continue, or the outer loop may start a new iteration.
struct CharGraph {
  struct Edge: Hashable {
    var to: Int
    var multiplicity: Int
  }

  let nfa: NFA
  /// NFA node of each graph node.
  var nodes: [Int32] = []
  var sets: [ScalarSet] = []
  var edges: [[Edge]] = []
  /// Graph nodes the match may start at (epsilon closure of the NFA start, `^` open).
  var starts: [Int] = []

  init(_ nfa: NFA, meter: BudgetMeter) throws {
    self.nfa = nfa
    var graphIndex = [Int](repeating: -1, count: nfa.count)
    for i in 0..<nfa.count where nfa.kind[i] == .char {
      graphIndex[i] = nodes.count
      nodes.append(Int32(i))
      sets.append(nfa.sets[Int(nfa.setIndex[i])])
    }
    var budget = 50 * nfa.count + 10_000
    for n in nodes {
      let counts = try Self.walks(from: nfa.out1[Int(n)], nfa: nfa, atStart: false, steps: &budget, meter: meter)
      edges.append(counts.map { Edge(to: graphIndex[Int($0.key)], multiplicity: $0.value) }.sorted { $0.to < $1.to })
    }
    let startCounts = try Self.walks(from: nfa.start, nfa: nfa, atStart: true, steps: &budget, meter: meter)
    starts = startCounts.keys.map { graphIndex[Int($0)] }.sorted()
  }

  /// Char nodes reached from `from` by epsilon walks, with the walk count capped at 2. A walk
  /// passes each node at most twice and an empty-iteration guard at most once.
  private static func walks(from: Int32, nfa: NFA, atStart: Bool, steps: inout Int, meter: BudgetMeter) throws -> [Int32: Int] {
    var counts: [Int32: Int] = [:]
    var visits: [Int32: Int] = [:]
    // Explicit DFS stack of (node, next successor index).
    var stack: [(node: Int32, next: Int)] = []
    func enter(_ n: Int32) -> Bool {
      let v = visits[n, default: 0]
      let limit = nfa.emptyIterationGuards.contains(n) ? 1 : 2
      if v >= limit { return false }
      visits[n] = v + 1
      return true
    }
    func successors(_ n: Int32) -> [Int32] {
      let i = Int(n)
      switch nfa.kind[i] {
      case .split: return nfa.out2[i] >= 0 ? [nfa.out1[i], nfa.out2[i]] : [nfa.out1[i]]
      case .startAssert: return atStart ? [nfa.out1[i]] : []
      case .endAssert, .accept, .char: return []
      }
    }
    if enter(from) { stack.append((from, 0)) }
    while let top = stack.last {
      steps -= 1
      if steps < 0 { throw BudgetExceeded.searchNodes(50 * nfa.count + 10_000) }
      // A step here is a few dictionary updates: several elementary steps.
      try meter.tick(4)
      let n = top.node
      if nfa.kind[Int(n)] == .char {
        counts[n] = min(2, counts[n, default: 0] + 1)
        stack.removeLast()
        visits[n, default: 1] -= 1
        continue
      }
      let succ = successors(n)
      if top.next < succ.count {
        stack[stack.count - 1].next += 1
        let m = succ[top.next]
        if enter(m) { stack.append((m, 0)) }
      } else {
        stack.removeLast()
        visits[n, default: 1] -= 1
      }
    }
    return counts
  }
}
