/// A set of Unicode scalar values as sorted, disjoint, non-adjacent closed ranges.
/// The alphabet of every automaton; character classes of every flavour lower to it.
public struct ScalarSet: Sendable, Hashable {
  /// Sorted, disjoint, non-adjacent.
  public private(set) var ranges: [ClosedRange<UInt32>]

  public init() { ranges = [] }

  /// Normalises arbitrary ranges (sorts and merges).
  public init(_ ranges: [ClosedRange<UInt32>]) {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt32>] = []
    for r in sorted {
      if let last = merged.last, UInt64(r.lowerBound) <= UInt64(last.upperBound) + 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
      } else {
        merged.append(r)
      }
    }
    self.ranges = merged
  }

  public init(scalar: UInt32) { self.init([scalar...scalar]) }

  /// All Unicode scalar values (surrogates excluded).
  public static let all = ScalarSet([0...0xD7FF, 0xE000...0x10FFFF])
  public static let empty = ScalarSet()

  public var isEmpty: Bool { ranges.isEmpty }

  public func contains(_ scalar: UInt32) -> Bool {
    var lo = 0
    var hi = ranges.count - 1
    while lo <= hi {
      let mid = (lo + hi) / 2
      let r = ranges[mid]
      if scalar < r.lowerBound { hi = mid - 1 } else if scalar > r.upperBound { lo = mid + 1 } else { return true }
    }
    return false
  }

  public func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

  /// Complement within `ScalarSet.all`.
  public var inverted: ScalarSet { complement(in: .all) }

  /// Every UTF-16 code unit, surrogate halves included: the alphabet of ECMAScript without
  /// `u`/`v`.
  public static let allCodeUnits = ScalarSet([0...0xFFFF])

  /// Complement within `universe`; unlike `inverted`, keeps any surrogate values `universe`
  /// holds (code units).
  public func complement(in universe: ScalarSet) -> ScalarSet {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    for r in ranges {
      if r.lowerBound > next { result.append(next...(r.lowerBound - 1)) }
      if r.upperBound >= 0x10FFFF { next = 0x110000; break }
      next = r.upperBound + 1
    }
    if next <= 0x10FFFF { result.append(next...0x10FFFF) }
    return ScalarSet(result).intersection(universe)
  }

  public func intersection(_ other: ScalarSet) -> ScalarSet {
    var result: [ClosedRange<UInt32>] = []
    var i = 0
    var j = 0
    while i < ranges.count && j < other.ranges.count {
      let a = ranges[i]
      let b = other.ranges[j]
      let lo = max(a.lowerBound, b.lowerBound)
      let hi = min(a.upperBound, b.upperBound)
      if lo <= hi { result.append(lo...hi) }
      if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
    }
    return ScalarSet(result)
  }

  public func subtracting(_ other: ScalarSet) -> ScalarSet { intersection(other.inverted) }

  /// The smallest member, if any.
  public var first: UInt32? { ranges.first?.lowerBound }
}
