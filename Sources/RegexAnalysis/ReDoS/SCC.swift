/// Strongly connected components (Tarjan, iterative: no recursion on user-sized graphs).
/// Returns the component id of every node; ids are in reverse topological order.
func stronglyConnectedComponents(count: Int, successors: (Int) -> [Int], meter: BudgetMeter) throws -> [Int] {
  var index = [Int](repeating: -1, count: count)
  var low = [Int](repeating: 0, count: count)
  var onStack = [Bool](repeating: false, count: count)
  var comp = [Int](repeating: -1, count: count)
  var stack: [Int] = []
  var nextIndex = 0
  var nextComp = 0
  for root in 0..<count where index[root] < 0 {
    var work: [(node: Int, succ: [Int], pos: Int)] = [(root, successors(root), 0)]
    index[root] = nextIndex
    low[root] = nextIndex
    nextIndex += 1
    stack.append(root)
    onStack[root] = true
    while !work.isEmpty {
      try meter.tick()
      let top = work.count - 1
      let v = work[top].node
      if work[top].pos < work[top].succ.count {
        let w = work[top].succ[work[top].pos]
        work[top].pos += 1
        if index[w] < 0 {
          index[w] = nextIndex
          low[w] = nextIndex
          nextIndex += 1
          stack.append(w)
          onStack[w] = true
          work.append((w, successors(w), 0))
        } else if onStack[w] {
          low[v] = min(low[v], index[w])
        }
      } else {
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent], low[v]) }
        if low[v] == index[v] {
          while let w = stack.popLast() {
            onStack[w] = false
            comp[w] = nextComp
            if w == v { break }
          }
          nextComp += 1
        }
      }
    }
  }
  return comp
}
