extension RegexCore {
  /// The core of the reversed language: sequences reversed, `^` and `$` swapped. Nil when
  /// nested deeper than `maxDepth`. Used to find where the leftmost match starts.
  func reversed(maxDepth: Int) -> RegexCore? {
    reversed(depth: 0, maxDepth: maxDepth)
  }

  private func reversed(depth: Int, maxDepth: Int) -> RegexCore? {
    if depth > maxDepth { return nil }
    switch self {
    case .empty, .set, .unsupported: return self
    case .startAnchor: return .endAnchor
    case .endAnchor: return .startAnchor
    case .concat(let parts):
      var out: [RegexCore] = []
      for p in parts.reversed() {
        guard let r = p.reversed(depth: depth + 1, maxDepth: maxDepth) else { return nil }
        out.append(r)
      }
      return .concat(out)
    case .alternation(let alts):
      var out: [RegexCore] = []
      for a in alts {
        guard let r = a.reversed(depth: depth + 1, maxDepth: maxDepth) else { return nil }
        out.append(r)
      }
      return .alternation(out)
    case .repetition(let body, let lo, let hi):
      guard let r = body.reversed(depth: depth + 1, maxDepth: maxDepth) else { return nil }
      return .repetition(r, min: lo, max: hi)
    }
  }
}
