import RegexAnalysis

/// Rewrites a simple pattern (a sequence of single-character atoms, each optionally
/// quantified, between optional anchors) into one that accepts every prefix of what it
/// accepts: `^\d{10}$` → `^\d{0,10}$`, `^\d{3}-\d{4}$` → `^(?:\d{3}(?:-\d{0,4})?|\d{0,2})$`.
///
/// The rewrite is checked by the automata before it is suggested: it must compile, be
/// prefix-closed and accept `value`; otherwise there is no suggestion.
enum PrefixTolerantForm {
  static func suggestion(for analysis: RegexPatternAnalysis, accepting value: String) -> String? {
    guard let root = analysis.parsed.ast?.root, let candidate = rewrite(root, pattern: analysis.key.pattern) else { return nil }
    let check = RegexChecks.analysis(candidate, flavor: analysis.key.flavor, flags: analysis.key.flags)
    guard check.isValid, case .answered(.closed)? = check.prefixClosure(),
      check.matcher?.fullMatch(value) == true
    else { return nil }
    return candidate
  }

  private struct Item {
    var atom: String
    var min: Int
    var max: Int?
  }

  static func rewrite(_ root: RegexNode, pattern: String) -> String? {
    let units = Array(pattern.utf16)
    func text(_ r: Range<Int>) -> String? {
      guard r.lowerBound >= 0, r.upperBound <= units.count else { return nil }
      return String(decoding: units[r], as: UTF16.self)
    }
    var nodes: [RegexNode]
    if case .concatenation(let items) = root.kind { nodes = items } else { nodes = [root] }
    var head = ""
    var tail = ""
    while let first = nodes.first, case .anchor(let a) = first.kind, a == .lineStart || a == .inputStart {
      head += text(first.range) ?? ""
      nodes.removeFirst()
    }
    while let last = nodes.last, case .anchor(let a) = last.kind, a == .lineEnd || a == .inputEnd || a == .inputEndBeforeNewline {
      tail = (text(last.range) ?? "") + tail
      nodes.removeLast()
    }
    var items: [Item] = []
    for node in nodes {
      switch node.kind {
      case .quantified(let inner, let q):
        guard isAtom(inner), let atom = text(inner.range) else { return nil }
        items.append(Item(atom: atom, min: q.min, max: q.max))
      default:
        guard isAtom(node), let atom = text(node.range) else { return nil }
        items.append(Item(atom: atom, min: 1, max: 1))
      }
    }
    guard !items.isEmpty, items.count <= 40 else { return nil }
    return head + prefixes(items[...]) + tail
  }

  /// A pattern accepting every prefix (including the empty one) of the sequence `items`.
  private static func prefixes(_ items: ArraySlice<Item>) -> String {
    guard let x = items.first else { return "" }
    let rest = items.dropFirst()
    if rest.isEmpty { return quantified(x.atom, 0, x.max) }
    let after = prefixes(rest)
    if x.min == 0 { return quantified(x.atom, 0, x.max) + after }
    let full = quantified(x.atom, x.min, x.max) + after
    if x.min == 1 { return "(?:\(full))?" }
    return "(?:\(full)|\(quantified(x.atom, 0, x.min - 1)))"
  }

  private static func quantified(_ atom: String, _ lo: Int, _ hi: Int?) -> String {
    switch (lo, hi) {
    case (0, 1?): return atom + "?"
    case (0, nil): return atom + "*"
    case (1, nil): return atom + "+"
    case (1, 1?): return atom
    case (_, nil): return atom + "{\(lo),}"
    case (_, let h?) where h == lo: return atom + "{\(lo)}"
    case (_, let h?): return atom + "{\(lo),\(h)}"
    }
  }

  private static func isAtom(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .literal, .dot, .classEscape, .property, .characterClass: return true
    default: return false
    }
  }
}
