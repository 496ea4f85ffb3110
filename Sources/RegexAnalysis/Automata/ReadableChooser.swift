/// Picks readable example characters deterministically: digits first (`1234567890` in turn),
/// then lowercase letters (`abc…` in turn), then uppercase, then the literal text (other
/// printable ASCII), then anything printable. Lower rank is better.
struct ReadableChooser {
  private var digits = 0
  private var lowers = 0
  private var uppers = 0
  /// Code-unit input: a surrogate half is a character; the halves of 😀 come first.
  var codeUnits = false

  init(codeUnits: Bool = false) { self.codeUnits = codeUnits }

  private static let printableASCII = ScalarSet([0x21...0x7E])
  private static let printableOther = ScalarSet([0xA1...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF])

  /// The best character of `set` now, with its rank; nil for an empty (or surrogate-only) set.
  func candidate(in set: ScalarSet) -> (scalar: UInt32, rank: Int)? {
    if let d = Self.cycled(set, base: 0x30, count: 10, offset: (digits + 1) % 10) { return (d.scalar, d.exact ? 0 : 1) }
    if let l = Self.cycled(set, base: 0x61, count: 26, offset: lowers % 26) { return (l.scalar, l.exact ? 2 : 3) }
    if let u = Self.cycled(set, base: 0x41, count: 26, offset: uppers % 26) { return (u.scalar, u.exact ? 4 : 5) }
    if let p = set.intersection(Self.printableASCII).first { return (p, 6) }
    if set.contains(0x20) { return (0x20, 7) }
    if let p = set.intersection(Self.printableOther).first { return (p, 8) }
    if let any = set.intersection(.all).first { return (any, 9) }
    if codeUnits {
      for half: UInt32 in [0xD83D, 0xDE00] where set.contains(half) { return (half, 9) }
      if let any = set.intersection(.allCodeUnits).first { return (any, 9) }
    }
    return nil
  }

  /// Records that `scalar` was used, so the next digit / letter differs.
  mutating func commit(_ scalar: UInt32) {
    switch scalar {
    case 0x30...0x39: digits += 1
    case 0x61...0x7A: lowers += 1
    case 0x41...0x5A: uppers += 1
    default: break
    }
  }

  /// The best of several sets: index into `sets` and the scalar; ties go to the first.
  func best(_ sets: [ScalarSet]) -> (index: Int, scalar: UInt32)? {
    var found: (index: Int, scalar: UInt32, rank: Int)? = nil
    for (i, s) in sets.enumerated() {
      guard let c = candidate(in: s) else { continue }
      if found == nil || c.rank < found!.rank { found = (i, c.scalar, c.rank) }
    }
    return found.map { ($0.index, $0.scalar) }
  }

  private static func cycled(_ set: ScalarSet, base: UInt32, count: UInt32, offset: Int) -> (scalar: UInt32, exact: Bool)? {
    for k in 0..<count {
      let s = base + (UInt32(offset) + k) % count
      if set.contains(s) { return (s, k == 0) }
    }
    return nil
  }
}

extension String {
  init(scalars: [UInt32]) {
    var view = String.UnicodeScalarView()
    for v in scalars { if let u = Unicode.Scalar(v) { view.append(u) } }
    self.init(view)
  }
}
