/// The language of a mask's raw inputs (the unmasked text), as a sequence of elements.
/// The analysis layer converts mask tokens into it; literals of the mask are not raw input.
public struct MaskLanguage: Sendable, Hashable {
  public enum Element: Sendable, Hashable {
    /// Exactly one character of the set (a mandatory slot).
    case required(ScalarSet)
    /// Zero or one character of the set (an optional slot).
    case optional(ScalarSet)
    /// Zero or more characters of the set.
    case repeating(ScalarSet)

    var set: ScalarSet {
      switch self {
      case .required(let s), .optional(let s), .repeating(let s): return s
      }
    }
  }

  public var elements: [Element]

  public init(_ elements: [Element]) { self.elements = elements }

  /// `count` required slots of `set` (the seed's `#` slots take any character).
  public static func slots(_ count: Int, of set: ScalarSet = .all) -> MaskLanguage {
    MaskLanguage(Array(repeating: .required(set), count: max(0, count)))
  }

  /// Any raw text at all.
  public static let anything = MaskLanguage([.repeating(.all)])
}

/// The mask as a deterministic automaton over alphabet classes: a state is the set of element
/// positions the raw input so far may have reached (`elements.count` = complete).
final class MaskAutomaton {
  let mask: MaskLanguage
  private let membership: [ClassBits]
  private var positions: [[Int32]] = []
  private var index: [[Int32]: Int32] = [:]

  init(_ mask: MaskLanguage, alphabet: Alphabet, setIndex: (ScalarSet) -> Int) {
    self.mask = mask
    self.membership = mask.elements.map { alphabet.membership[setIndex($0.set)] }
  }

  var start: Int32 { intern(closure([0])) }

  func isComplete(_ state: Int32) -> Bool { positions[Int(state)].last == Int32(mask.elements.count) }

  /// The furthest element position `state` may be at.
  func progress(_ state: Int32) -> Int { Int(positions[Int(state)].last ?? 0) }

  /// The state after a character of class `cls`, nil when the mask refuses it.
  func next(_ state: Int32, _ cls: Int) -> Int32? {
    var reached: [Int32] = []
    for p in positions[Int(state)] where Int(p) < mask.elements.count {
      guard membership[Int(p)].contains(cls) else { continue }
      if case .repeating = mask.elements[Int(p)] { reached.append(p) } else { reached.append(p + 1) }
    }
    if reached.isEmpty { return nil }
    return intern(closure(reached))
  }

  private func closure(_ from: [Int32]) -> [Int32] {
    var out = Set<Int32>()
    for var p in from {
      // A position already in `out` has had its optional run walked: stop there, so that a
      // mask of thousands of optional elements costs one walk, not one per position.
      guard out.insert(p).inserted else { continue }
      while Int(p) < mask.elements.count {
        if case .required = mask.elements[Int(p)] { break }
        p += 1
        guard out.insert(p).inserted else { break }
      }
    }
    return out.sorted()
  }

  /// Positions of `state` (the work `next` does from it).
  func width(_ state: Int32) -> Int { positions[Int(state)].count }

  private func intern(_ ps: [Int32]) -> Int32 {
    if let i = index[ps] { return i }
    let i = Int32(positions.count)
    positions.append(ps)
    index[ps] = i
    return i
  }
}
