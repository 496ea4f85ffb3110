@testable import RegexAnalysis

// Builders for hand-made cores in tests.

func set(_ chars: String) -> ScalarSet {
  ScalarSet(chars.unicodeScalars.map { $0.value...$0.value })
}

func range(_ a: Character, _ b: Character) -> ScalarSet {
  ScalarSet([a.unicodeScalars.first!.value...b.unicodeScalars.first!.value])
}

func lit(_ s: String) -> RegexCore {
  let parts = s.unicodeScalars.map { RegexCore.set(ScalarSet(scalar: $0.value)) }
  return parts.count == 1 ? parts[0] : .concat(parts)
}

func cls(_ s: ScalarSet) -> RegexCore { .set(s) }
func oneOf(_ chars: String) -> RegexCore { .set(set(chars)) }

let digitSet = range("0", "9")
let lowerSet = range("a", "z")
let spaceSet = set(" \t\n\r\u{0B}\u{0C}")
let digit = RegexCore.set(digitSet)
let lower = RegexCore.set(lowerSet)
let anyChar = RegexCore.set(.all)

func cat(_ parts: RegexCore...) -> RegexCore { .concat(parts) }
func alt(_ parts: RegexCore...) -> RegexCore { .alternation(parts) }
func rep(_ x: RegexCore, _ lo: Int, _ hi: Int?) -> RegexCore { .repetition(x, min: lo, max: hi) }
func star(_ x: RegexCore) -> RegexCore { rep(x, 0, nil) }
func plus(_ x: RegexCore) -> RegexCore { rep(x, 1, nil) }
func opt(_ x: RegexCore) -> RegexCore { rep(x, 0, 1) }
let bol = RegexCore.startAnchor
let eol = RegexCore.endAnchor

/// A plain backtracking matcher on the core, as the reference semantics in property tests.
/// Exponential in the worst case: use on tiny cores and inputs only.
struct ReferenceMatcher {
  let input: [UInt32]

  init(_ s: String) { input = s.unicodeScalars.map(\.value) }

  /// Whether `core` matches `input[from..<end]` for some `end` satisfying `k`.
  func match(_ core: RegexCore, _ pos: Int, _ k: (Int) -> Bool) -> Bool {
    switch core {
    case .empty: return k(pos)
    case .set(let s): return pos < input.count && s.contains(input[pos]) && k(pos + 1)
    case .startAnchor: return pos == 0 && k(pos)
    case .endAnchor: return pos == input.count && k(pos)
    case .unsupported: return false
    case .concat(let parts): return matchSeq(parts[...], pos, k)
    case .alternation(let alts): return alts.contains { match($0, pos, k) }
    case .repetition(let x, let lo, let hi): return matchRep(x, lo, hi, 0, pos, k)
    }
  }

  private func matchSeq(_ parts: ArraySlice<RegexCore>, _ pos: Int, _ k: (Int) -> Bool) -> Bool {
    guard let first = parts.first else { return k(pos) }
    return match(first, pos) { matchSeq(parts.dropFirst(), $0, k) }
  }

  private func matchRep(_ x: RegexCore, _ lo: Int, _ hi: Int?, _ done: Int, _ pos: Int, _ k: (Int) -> Bool) -> Bool {
    if let hi, lo > hi { return false }
    if done >= lo && k(pos) { return true }
    if let hi, done >= hi { return false }
    // Iterations after the minimum must consume something (the language is unchanged).
    return match(x, pos) { next in
      (next > pos || done < lo) && matchRep(x, lo, hi, done + 1, next, k)
    }
  }

  func fullMatch(_ core: RegexCore) -> Bool { match(core, 0) { $0 == input.count } }

  /// Leftmost start, longest end.
  func firstMatch(_ core: RegexCore) -> Range<Int>? {
    for start in 0...input.count {
      var longest: Int? = nil
      _ = match(core, start) { end in
        longest = max(longest ?? end, end)
        return false
      }
      if let longest { return start..<longest }
    }
    return nil
  }

  func contains(_ core: RegexCore) -> Bool {
    (0...input.count).contains { start in match(core, start) { _ in true } }
  }
}

/// A deterministic pseudo-random generator for property tests.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random small core over the alphabet `abc` (plus anchors and odd classes).
func randomCore(_ rng: inout SplitMix, depth: Int = 0) -> RegexCore {
  let leafOnly = depth >= 3
  switch Int.random(in: 0..<(leafOnly ? 4 : 9), using: &rng) {
  case 0: return lit(["a", "b", "c"].randomElement(using: &rng)!)
  case 1: return oneOf(["ab", "bc", "ac"].randomElement(using: &rng)!)
  case 2: return [RegexCore.set(set("a").inverted), .empty, .set(.all)].randomElement(using: &rng)!
  case 3: return Int.random(in: 0..<6, using: &rng) == 0 ? [bol, eol, .set(.empty)].randomElement(using: &rng)! : lit("a")
  case 4, 5:
    return .concat((0..<Int.random(in: 2...3, using: &rng)).map { _ in randomCore(&rng, depth: depth + 1) })
  case 6:
    return .alternation((0..<Int.random(in: 2...3, using: &rng)).map { _ in randomCore(&rng, depth: depth + 1) })
  default:
    let lo = Int.random(in: 0...2, using: &rng)
    let hi: Int? = Bool.random(using: &rng) ? nil : lo + Int.random(in: 0...2, using: &rng)
    return rep(randomCore(&rng, depth: depth + 1), lo, hi)
  }
}
