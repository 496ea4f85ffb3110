/// Epsilon closures over an NFA, with reusable scratch space (one per analysis, not shared).
final class EpsilonWalker {
  let nfa: NFA
  private var mark: [UInt32]
  private var generation: UInt32 = 0
  private var stack: [Int32] = []
  /// Nodes visited since the last `takeWork()` (for budget accounting).
  private var work = 0

  func takeWork() -> Int {
    defer { work = 0 }
    return work
  }

  init(_ nfa: NFA) {
    self.nfa = nfa
    mark = [UInt32](repeating: 0, count: nfa.count)
  }

  /// Depth-first walk over epsilon moves from `from`, calling `body` once per node reached.
  /// `^` is followed when `atStart`, `$` when `followEnd`.
  func visit(_ from: [Int32], atStart: Bool, followEnd: Bool, _ body: (Int32) -> Void) {
    generation &+= 1
    if generation == 0 {
      for i in mark.indices { mark[i] = 0 }
      generation = 1
    }
    stack.removeAll(keepingCapacity: true)
    for n in from where mark[Int(n)] != generation {
      mark[Int(n)] = generation
      stack.append(n)
    }
    while let n = stack.popLast() {
      work += 1
      body(n)
      let i = Int(n)
      switch nfa.kind[i] {
      case .split:
        push(nfa.out1[i])
        if nfa.out2[i] >= 0 { push(nfa.out2[i]) }
      case .startAssert:
        if atStart { push(nfa.out1[i]) }
      case .endAssert:
        if followEnd { push(nfa.out1[i]) }
      case .char, .accept:
        break
      }
    }
  }

  @inline(__always) private func push(_ m: Int32) {
    if mark[Int(m)] != generation {
      mark[Int(m)] = generation
      stack.append(m)
    }
  }

  /// The `char` nodes of the closure, sorted.
  func charClosure(_ from: [Int32], atStart: Bool) -> [Int32] {
    var nodes: [Int32] = []
    visit(from, atStart: atStart, followEnd: false) { n in
      if nfa.kind[Int(n)] == .char { nodes.append(n) }
    }
    return nodes.sorted()
  }

  /// Whether the input may end here: accept reachable through epsilon moves and `$`.
  func acceptsAtEnd(_ from: [Int32], atStart: Bool) -> Bool {
    var found = false
    visit(from, atStart: atStart, followEnd: true) { n in
      if nfa.kind[Int(n)] == .accept { found = true }
    }
    return found
  }
}
