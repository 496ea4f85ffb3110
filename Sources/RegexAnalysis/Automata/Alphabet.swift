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
    var cuts: [UInt32] = [0]
    for s in sets {
      for r in s.ranges {
        cuts.append(r.lowerBound)
        if r.upperBound < 0x10FFFF { cuts.append(r.upperBound + 1) }
      }
    }
    cuts.sort()
    starts.reserveCapacity(cuts.count)
    for c in cuts where c <= 0x10FFFF && c != starts.last { starts.append(c) }
    let setRanges = sets.map(\.ranges)
    let words = max(1, (sets.count + 63) / 64)
    var classIndex: [[UInt64]: Int32] = [:]
    var smallIndex: [UInt64: Int32] = [:]
    var intervalsOfClass: [[ClosedRange<UInt32>]] = []
    // Sweep intervals; each set's ranges are sorted, so keep a cursor per set.
    var cursor = [Int](repeating: 0, count: sets.count)
    var signature = [UInt64](repeating: 0, count: words)
    classOfInterval.reserveCapacity(starts.count)
    for i in 0..<starts.count {
      let lo = starts[i]
      let hi = i + 1 < starts.count ? starts[i + 1] - 1 : 0x10FFFF
      for w in 0..<words { signature[w] = 0 }
      for k in 0..<setRanges.count {
        var at = cursor[k]
        let rs = setRanges[k]
        while at < rs.count && rs[at].upperBound < lo { at += 1 }
        cursor[k] = at
        if at < rs.count && rs[at].lowerBound <= lo { signature[k >> 6] |= 1 << UInt64(k & 63) }
      }
      let id: Int32
      if words == 1 {
        // Common case (at most 64 sets): a scalar key hashes much faster.
        if let existing = smallIndex[signature[0]] {
          id = existing
        } else {
          id = Int32(intervalsOfClass.count)
          smallIndex[signature[0]] = id
          intervalsOfClass.append([])
        }
      } else if let existing = classIndex[signature] {
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
    let classCount = intervalsOfClass.count
    membership = setRanges.map { _ in ClassBits(count: classCount) }
    // A set contains a class when it contains the class's first scalar.
    for (c, members) in classSets.enumerated() {
      guard let probe = members.first else { continue }
      for k in 0..<sets.count where sets[k].contains(probe) { membership[k].insert(c) }
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
