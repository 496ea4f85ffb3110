/// Finds a structural reason why a core accepts nothing. Only asked once the automaton has
/// proved the language empty; every reason it gives is sound on its own.
enum EmptinessExplainer {
  static let fallback = "no input satisfies every part of the regex at once"

  static func reason(_ core: RegexCore) -> String {
    emptyReason(core) ?? fallback
  }

  private static func emptyReason(_ core: RegexCore) -> String? {
    switch core {
    case .set(let s):
      return s.isEmpty ? "a character class matches no character (like `[^\\s\\S]`)" : nil
    case .empty, .startAnchor, .endAnchor, .unsupported:
      return nil
    case .repetition(let body, let lo, let hi):
      if let hi, hi < max(lo, 0) { return "the repetition `{\(lo),\(hi)}` has min > max" }
      return lo >= 1 ? emptyReason(body) : nil
    case .alternation(let alts):
      if alts.isEmpty { return "an empty alternation matches nothing" }
      var reasons: [String] = []
      for a in alts {
        guard let r = emptyReason(a) else { return nil }
        reasons.append(r)
      }
      return Set(reasons).count == 1 ? reasons[0] : "every alternative fails: " + reasons.joined(separator: "; ")
    case .concat(let parts):
      for p in parts { if let r = emptyReason(p) { return r } }
      var consumedBefore = 0
      for p in parts {
        if consumedBefore > 0 && leadingStart(p) { return "`^` after a character can never match" }
        consumedBefore = sat(consumedBefore + minLength(p))
      }
      var consumedAfter = 0
      for p in parts.reversed() {
        if consumedAfter > 0 && trailingEnd(p) { return "`$` followed by a character can never match" }
        consumedAfter = sat(consumedAfter + minLength(p))
      }
      return nil
    }
  }

  private static func sat(_ x: Int) -> Int { min(x, 1 << 40) }

  static func minLength(_ core: RegexCore) -> Int {
    switch core {
    case .empty, .startAnchor, .endAnchor, .unsupported: return 0
    case .set: return 1
    case .concat(let ps): return ps.reduce(0) { sat($0 + minLength($1)) }
    case .alternation(let alts): return alts.map(minLength).min() ?? 0
    case .repetition(let body, let lo, _): return sat(max(lo, 0) * min(minLength(body), 1 << 20))
    }
  }

  /// Never consumes a character.
  private static func zeroWidth(_ core: RegexCore) -> Bool {
    switch core {
    case .empty, .startAnchor, .endAnchor: return true
    case .set, .unsupported: return false
    case .concat(let ps), .alternation(let ps): return ps.allSatisfy(zeroWidth)
    case .repetition(let body, _, let hi): return hi == 0 || zeroWidth(body)
    }
  }

  /// Every path passes `^` before reading anything.
  private static func leadingStart(_ core: RegexCore) -> Bool {
    switch core {
    case .startAnchor: return true
    case .empty, .endAnchor, .set, .unsupported: return false
    case .concat(let ps):
      for p in ps {
        if leadingStart(p) { return true }
        if !zeroWidth(p) { return false }
      }
      return false
    case .alternation(let alts): return !alts.isEmpty && alts.allSatisfy(leadingStart)
    case .repetition(let body, let lo, _): return lo >= 1 && leadingStart(body)
    }
  }

  /// Every path passes `$` after reading its last character.
  private static func trailingEnd(_ core: RegexCore) -> Bool {
    switch core {
    case .endAnchor: return true
    case .empty, .startAnchor, .set, .unsupported: return false
    case .concat(let ps):
      for p in ps.reversed() {
        if trailingEnd(p) { return true }
        if !zeroWidth(p) { return false }
      }
      return false
    case .alternation(let alts): return !alts.isEmpty && alts.allSatisfy(trailingEnd)
    case .repetition(let body, let lo, _): return lo >= 1 && trailingEnd(body)
    }
  }
}
