/// A unified diff of one file's text (`--- a/path`, `+++ b/path`, hunks with context lines), as
/// `diff -u` and `git diff` print it and `git apply` or `patch -p1` read it.
enum UnifiedDiff {
  private enum Op {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The diff of `old` to `new` (UTF-8 text), empty when they are equal.
  static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
    guard old != new else { return "" }
    let a = lines(old), b = lines(new)
    let ops = script(a, b)
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    // Changed ops, grouped when fewer than 2 × context unchanged lines lie between them.
    let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
    var groups: [(Int, Int)] = []
    for i in changed {
      if let last = groups.last, i - last.1 <= 2 * context + 1 {
        groups[groups.count - 1].1 = i
      } else {
        groups.append((i, i))
      }
    }
    for (first, last) in groups {
      let lower = max(0, first - context), upper = min(ops.count - 1, last + context)
      let slice = ops[lower...upper]
      var aStart = 0, bStart = 0
      // Where the hunk starts in each text: the position of its first op.
      switch ops[lower] {
      case .same(let i, let j): (aStart, bStart) = (i, j)
      case .removed(let i): (aStart, bStart) = (i, position(in: ops, before: lower, old: false))
      case .added(let j): (aStart, bStart) = (position(in: ops, before: lower, old: true), j)
      }
      let aCount = slice.filter { if case .added = $0 { return false } else { return true } }.count
      let bCount = slice.filter { if case .removed = $0 { return false } else { return true } }.count
      out += "@@ -\(range(aStart, aCount)) +\(range(bStart, bCount)) @@\n"
      for op in slice {
        switch op {
        case .same(let i, _): out += line(" ", a[i])
        case .removed(let i): out += line("-", a[i])
        case .added(let j): out += line("+", b[j])
        }
      }
    }
    return out
  }

  /// `start,count` (1-based; an empty range names the line before it).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.last == 0x0A ? marker + text : marker + text + "\n\\ No newline at end of file\n"
  }

  /// The index in one text where op `index` stands: one past the last line of that text
  /// before it.
  private static func position(in ops: [Op], before index: Int, old: Bool) -> Int {
    for op in ops[..<index].reversed() {
      switch op {
      case .same(let i, let j): return (old ? i : j) + 1
      case .removed(let i): if old { return i + 1 }
      case .added(let j): if !old { return j + 1 }
      }
    }
    return 0
  }

  /// Lines with their terminators (the last may have none).
  private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var out: [ArraySlice<UInt8>] = []
    var start = 0
    for (i, byte) in bytes.enumerated() where byte == 0x0A {
      out.append(bytes[start...i])
      start = i + 1
    }
    if start < bytes.count { out.append(bytes[start...]) }
    return out
  }

  /// A shortest edit script (Myers' O(ND) algorithm) after the common head and tail.
  private static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    var ids: [ArraySlice<UInt8>: Int] = [:]
    func id(_ line: ArraySlice<UInt8>) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    let x = a[head..<(a.count - tail)].map(id)
    let y = b[head..<(b.count - tail)].map(id)
    let middle = myers(x, y)
    var ops: [Op] = (0..<head).map { .same($0, $0) }
    for op in middle {
      switch op {
      case .same(let i, let j): ops.append(.same(i + head, j + head))
      case .removed(let i): ops.append(.removed(i + head))
      case .added(let j): ops.append(.added(j + head))
      }
    }
    for k in 0..<tail { ops.append(.same(a.count - tail + k, b.count - tail + k)) }
    return ops
  }

  private static func myers(_ a: [Int], _ b: [Int]) -> [Op] {
    let n = a.count, m = b.count
    if n == 0 { return (0..<m).map { .added($0) } }
    if m == 0 { return (0..<n).map { .removed($0) } }
    let offset = n + m + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    // trace[d]: v over k in -(d+1)...(d+1) before step d.
    var trace: [[Int]] = []
    var found = false
    for d in 0...(n + m) {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
        v[offset + k] = x
        if x >= n, y >= m { found = true; break }
      }
      if found { break }
    }
    var ops: [Op] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      func at(_ k: Int) -> Int { saved[k + d + 1] }
      let k = x - y
      let prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      let prevX = d == 0 ? 0 : at(prevK)
      let prevY = d == 0 ? 0 : prevX - prevK
      while x > prevX, y > prevY {
        x -= 1; y -= 1
        ops.append(.same(x, y))
      }
      if d > 0 {
        if x == prevX { ops.append(.added(prevY)) } else { ops.append(.removed(prevX)) }
      }
      x = prevX; y = prevY
    }
    return ops.reversed()
  }
}
