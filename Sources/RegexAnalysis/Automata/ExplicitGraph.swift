/// A finite graph explored from some automaton, edges labelled by alphabet classes.
struct ExplicitGraph {
  struct Edge {
    var cls: Int32
    var to: Int32
  }

  var edges: [[Edge]] = []

  var nodeCount: Int { edges.count }

  private func reversed() -> [[Int32]] {
    var rev = [[Int32]](repeating: [], count: edges.count)
    for (v, out) in edges.enumerated() {
      for e in out { rev[Int(e.to)].append(Int32(v)) }
    }
    return rev
  }

  /// Nodes from which some goal is reachable (through allowed edges).
  func canReach(_ isGoal: (Int32) -> Bool, meter: BudgetMeter) throws -> [Bool] {
    try distances(isGoal, edgeAllowed: { _, _ in true }, meter: meter).map { $0 != Int32.max }
  }

  /// Fewest edges from each node to a goal, `Int32.max` if none.
  func distances(_ isGoal: (Int32) -> Bool, edgeAllowed: (Int32, Int32) -> Bool, meter: BudgetMeter) throws -> [Int32] {
    let rev = reversed()
    var dist = [Int32](repeating: .max, count: edges.count)
    var queue: [Int32] = []
    for v in 0..<edges.count where isGoal(Int32(v)) {
      dist[v] = 0
      queue.append(Int32(v))
    }
    var head = 0
    while head < queue.count {
      try meter.tick()
      let u = queue[head]
      head += 1
      for v in rev[Int(u)] where dist[Int(v)] == .max && edgeAllowed(v, u) {
        dist[Int(v)] = dist[Int(u)] + 1
        queue.append(v)
      }
    }
    return dist
  }

  /// The shortest path from `from` to a goal through allowed edges, choosing readable
  /// characters; `allowEmpty` lets `from` itself count as a goal.
  func readablePath(
    from: Int32, classSets: [ScalarSet], allowEmpty: Bool, chooser: inout ReadableChooser,
    meter: BudgetMeter, edgeAllowed: (Int32, Int32) -> Bool = { _, _ in true }, isGoal: (Int32) -> Bool
  ) throws -> (scalars: [UInt32], end: Int32)? {
    if allowEmpty && isGoal(from) { return ([], from) }
    let dist = try distances(isGoal, edgeAllowed: edgeAllowed, meter: meter)
    var v = from
    var left = Int32.max
    for e in edges[Int(v)] where edgeAllowed(v, e.to) && dist[Int(e.to)] != .max {
      left = min(left, dist[Int(e.to)] + 1)
    }
    if left == .max { return nil }
    var out: [UInt32] = []
    while left > 0 {
      try meter.tick()
      let viable = edges[Int(v)].filter { edgeAllowed(v, $0.to) && dist[Int($0.to)] == left - 1 }
      guard let pick = chooser.best(viable.map { classSets[Int($0.cls)] }) else { return nil }
      chooser.commit(pick.scalar)
      out.append(pick.scalar)
      v = viable[pick.index].to
      left -= 1
    }
    return (out, v)
  }
}

extension ScalarSet {
  /// A short human description for messages: "`x`", "a digit", "`[a-fA-F]`".
  var readableDescription: String {
    if self == .all { return "any character" }
    if isEmpty { return "no character" }
    if ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound {
      return "`\(Self.show(ranges[0].lowerBound))`"
    }
    if self == ScalarSet([0x30...0x39]) { return "a digit" }
    if self == ScalarSet([0x61...0x7A]) { return "a lowercase letter" }
    if self == ScalarSet([0x41...0x5A]) { return "an uppercase letter" }
    if self == ScalarSet([0x41...0x5A, 0x61...0x7A]) { return "a letter" }
    var parts = ranges.prefix(6).map { r in
      r.lowerBound == r.upperBound ? Self.show(r.lowerBound)
        : r.upperBound == r.lowerBound + 1 ? Self.show(r.lowerBound) + Self.show(r.upperBound)
        : "\(Self.show(r.lowerBound))-\(Self.show(r.upperBound))"
    }
    if ranges.count > 6 { parts.append("…") }
    return "`[\(parts.joined())]`"
  }

  private static func show(_ v: UInt32) -> String {
    switch v {
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x5C, 0x5D, 0x5B, 0x2D, 0x5E: return "\\" + String(scalars: [v])
    case 0x21...0x7E, 0x20: return String(scalars: [v])
    default: return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
    }
  }
}
