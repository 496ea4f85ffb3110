/// Shortest-path questions answered on the NFA itself (no determinisation, so no state
/// explosion): emptiness, shortest and readable accepted strings of at least a given length.
struct NFAPaths {
  let nfa: NFA
  private let revSplit: [[Int32]]
  private let revChar: [[Int32]]
  /// Nodes that reach accept through epsilon moves and `$` only (the input may end there).
  private let endsHere: [Bool]

  init(_ nfa: NFA) {
    self.nfa = nfa
    var revSplit = [[Int32]](repeating: [], count: nfa.count)
    var revChar = [[Int32]](repeating: [], count: nfa.count)
    var revEnd = [[Int32]](repeating: [], count: nfa.count)
    for i in 0..<nfa.count {
      let n = Int32(i)
      switch nfa.kind[i] {
      case .split:
        revSplit[Int(nfa.out1[i])].append(n)
        if nfa.out2[i] >= 0 { revSplit[Int(nfa.out2[i])].append(n) }
      case .char: revChar[Int(nfa.out1[i])].append(n)
      case .endAssert: revEnd[Int(nfa.out1[i])].append(n)
      case .startAssert, .accept: break
      }
    }
    var ends = [Bool](repeating: false, count: nfa.count)
    var stack = [nfa.accept]
    ends[Int(nfa.accept)] = true
    while let n = stack.popLast() {
      for m in revSplit[Int(n)] + revEnd[Int(n)] where !ends[Int(m)] {
        ends[Int(m)] = true
        stack.append(m)
      }
    }
    self.revSplit = revSplit
    self.revChar = revChar
    self.endsHere = ends
  }

  static let unreachable = Int32.max

  /// `dist[c * n + node]`: fewest characters still to read from `node` (past the start, so `^`
  /// is closed) to reach accept having read at least `minLength` in all, when `c` (capped at
  /// `minLength`) have been read so far.
  func distances(minLength: Int, meter: BudgetMeter) throws -> [Int32] {
    let n = nfa.count
    let layers = minLength + 1
    try meter.checkSearchNodes(n * layers)
    var dist = [Int32](repeating: Self.unreachable, count: n * layers)
    var deque = Deque()
    for node in 0..<n where endsHere[node] {
      dist[minLength * n + node] = 0
      deque.pushFront(minLength * n + node)
    }
    while let v = deque.popFront() {
      try meter.tick()
      let c = v / n
      let node = v % n
      let d = dist[v]
      for m in revSplit[node] where dist[c * n + Int(m)] > d {
        dist[c * n + Int(m)] = d
        deque.pushFront(c * n + Int(m))
      }
      var prevLayers: [Int] = []
      if c > 0 { prevLayers.append(c - 1) }
      if c == minLength { prevLayers.append(c) }
      for pc in prevLayers {
        for m in revChar[node] where dist[pc * n + Int(m)] > d + 1 {
          dist[pc * n + Int(m)] = d + 1
          deque.pushBack(pc * n + Int(m))
        }
      }
    }
    return dist
  }

  /// A readable accepted string of at least `minLength` scalars, as short as possible; nil if
  /// there is none.
  func readableMatch(minLength: Int, meter: BudgetMeter) throws -> [UInt32]? {
    let dist = try distances(minLength: minLength, meter: meter)
    let n = nfa.count
    let walker = EpsilonWalker(nfa)
    var frontier: [Int32] = [nfa.start]
    var atStart = true
    var read = 0
    var chooser = ReadableChooser(codeUnits: nfa.readsCodeUnits)
    var out: [UInt32] = []
    func layer(_ r: Int) -> Int { min(r, minLength) }
    // Remaining characters from the current frontier.
    func remaining(_ nodes: [Int32]) -> Int32 {
      var best = Self.unreachable
      if read >= minLength && walker.acceptsAtEnd(frontier, atStart: atStart) { best = 0 }
      for m in nodes {
        let d = dist[layer(read + 1) * n + Int(nfa.out1[Int(m)])]
        if d != Self.unreachable { best = min(best, d + 1) }
      }
      return best
    }
    var nodes = walker.charClosure(frontier, atStart: true)
    var left = remaining(nodes)
    if left == Self.unreachable { return nil }
    while left > 0 {
      try meter.tick()
      let viable = nodes.filter { dist[layer(read + 1) * n + Int(nfa.out1[Int($0)])] == left - 1 }
      // Choosing a readable character probes each viable set for up to 62 characters.
      try meter.tick(nodes.count * 2 + viable.count * 64)
      guard let pick = chooser.best(viable.map { nfa.sets[Int(nfa.setIndex[Int($0)])] }) else { return nil }
      chooser.commit(pick.scalar)
      out.append(pick.scalar)
      frontier = nodes.filter { nfa.sets[Int(nfa.setIndex[Int($0)])].contains(pick.scalar) }.map { nfa.out1[Int($0)] }
      atStart = false
      read += 1
      nodes = walker.charClosure(frontier, atStart: false)
      try meter.tick(walker.takeWork() + nodes.count)
      left -= 1
    }
    return out
  }
}

/// A minimal double-ended queue of Ints for 0-1 BFS.
struct Deque {
  private var front: [Int] = []
  private var back: [Int] = []
  private var backHead = 0

  mutating func pushFront(_ x: Int) { front.append(x) }
  mutating func pushBack(_ x: Int) { back.append(x) }

  mutating func popFront() -> Int? {
    if let x = front.popLast() { return x }
    if backHead < back.count {
      backHead += 1
      if backHead == back.count {
        let x = back[backHead - 1]
        back.removeAll(keepingCapacity: true)
        backHead = 0
        return x
      }
      return back[backHead - 1]
    }
    return nil
  }
}
