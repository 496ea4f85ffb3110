/// A partition of all scalars (0...0x10FFFF) into disjoint classes (minterms): two scalars are
/// in the same class when every given set contains both or neither. Automata then move on
/// class ids instead of scalars, so a DFA state has a handful of edges.
struct Alphabet: Sendable {
  /// Start of each elementary interval, sorted; interval `i` ends before `starts[i + 1]`.
  private var starts: [UInt32] = []
  private var classOfInterval: [Int32] = []
  /// The members of each class.
  private(set) var classSets: [ScalarSet] = []
  /// For every input set, the class ids it contains, as a bitset.
  private(set) var membership: [ClassBits] = []

  var classCount: Int { classSets.count }

  init(sets: [ScalarSet]) {
    var cuts = Set<UInt32>([0])
    for s in sets {
      for r in s.ranges {
        cuts.insert(r.lowerBound)
        if r.upperBound < 0x10FFFF { cuts.insert(r.upperBound + 1) }
      }
    }
    starts = cuts.filter { $0 <= 0x10FFFF }.sorted()
    var classIndex: [[UInt64]: Int32] = [:]
    var intervalsOfClass: [[ClosedRange<UInt32>]] = []
    let words = (sets.count + 63) / 64
    // Sweep intervals; each set's ranges are sorted, so keep a cursor per set.
    var cursor = [Int](repeating: 0, count: sets.count)
    for (i, lo) in starts.enumerated() {
      let hi = i + 1 < starts.count ? starts[i + 1] - 1 : 0x10FFFF
      var signature = [UInt64](repeating: 0, count: words)
      for (k, s) in sets.enumerated() {
        let rs = s.ranges
        while cursor[k] < rs.count && rs[cursor[k]].upperBound < lo { cursor[k] += 1 }
        if cursor[k] < rs.count && rs[cursor[k]].lowerBound <= lo { signature[k >> 6] |= 1 << UInt64(k & 63) }
      }
      let id: Int32
      if let existing = classIndex[signature] {
        id = existing
      } else {
        id = Int32(intervalsOfClass.count)
        classIndex[signature] = id
        intervalsOfClass.append([])
      }
      intervalsOfClass[Int(id)].append(lo...hi)
      classOfInterval.append(id)
    }
    classSets = intervalsOfClass.map { ScalarSet($0) }
    membership = sets.map { s in
      var bits = ClassBits(count: intervalsOfClass.count)
      for (c, members) in classSets.enumerated() {
        if let probe = members.first, s.contains(probe) { bits.insert(c) }
      }
      return bits
    }
  }

  /// The class of a scalar.
  func classOf(_ scalar: UInt32) -> Int {
    var lo = 0
    var hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= scalar { lo = mid } else { hi = mid - 1 }
    }
    return Int(classOfInterval[lo])
  }
}

/// A small fixed-size bitset over class ids.
struct ClassBits: Sendable, Hashable {
  private var words: [UInt64]

  init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

  mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }

  func contains(_ i: Int) -> Bool { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
}
