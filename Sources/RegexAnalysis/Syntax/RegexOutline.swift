/// A short readable description of a pattern's structure, for hovers.
enum RegexOutline {
  static func describe(_ node: RegexNode, depth: Int = 0) -> String {
    guard depth < 12 else { return "…" }
    switch node.kind {
    case .empty: return "empty"
    case .literal(let v):
      guard let s = Unicode.Scalar(v) else { return "?" }
      return s.properties.isWhitespace || v < 0x20 ? "U+\(String(v, radix: 16, uppercase: true))" : "“\(s)”"
    case .quoted(let s): return "“\(s)”"
    case .dot: return "any character"
    case .classEscape(let e):
      switch e {
      case .digit: return "digit"
      case .notDigit: return "non-digit"
      case .word: return "word character"
      case .notWord: return "non-word character"
      case .space: return "whitespace"
      case .notSpace: return "non-whitespace"
      case .horizontalSpace: return "horizontal space"
      case .notHorizontalSpace: return "non-horizontal-space"
      case .verticalSpace: return "vertical space"
      case .notVerticalSpace: return "non-vertical-space"
      case .notNewline: return "non-newline"
      }
    case .property(let p): return (p.negated ? "not " : "") + "\\p{\(p.name)}"
    case .characterClass:
      return "one of " + RegexPrinter(flavor: .icu, flags: []).print(node)
    case .anchor(let a):
      switch a {
      case .lineStart, .inputStart: return "start anchor"
      case .lineEnd, .inputEnd, .inputEndBeforeNewline: return "end anchor"
      case .wordBoundary: return "word boundary"
      case .notWordBoundary: return "not a word boundary"
      case .previousMatchEnd: return "end of previous match"
      }
    case .group(let kind, let body):
      let inner = describe(body, depth: depth + 1)
      switch kind {
      case .lookahead: return "followed by (\(inner))"
      case .negativeLookahead: return "not followed by (\(inner))"
      case .lookbehind: return "preceded by (\(inner))"
      case .negativeLookbehind: return "not preceded by (\(inner))"
      case .namedCapture(let name, _): return "group “\(name)” (\(inner))"
      default: return "(\(inner))"
      }
    case .concatenation(let items):
      var parts: [String] = []
      var literalRun = ""
      for item in items {
        if case .literal(let v) = item.kind, let s = Unicode.Scalar(v), !s.properties.isWhitespace, v >= 0x20 {
          literalRun.unicodeScalars.append(s)
          continue
        }
        if !literalRun.isEmpty {
          parts.append("“\(literalRun)”")
          literalRun = ""
        }
        parts.append(describe(item, depth: depth + 1))
      }
      if !literalRun.isEmpty { parts.append("“\(literalRun)”") }
      return parts.joined(separator: ", ")
    case .alternation(let branches):
      return branches.map { describe($0, depth: depth + 1) }.joined(separator: " or ")
    case .quantified(let inner, let q):
      let body = describe(inner, depth: depth + 1)
      switch (q.min, q.max) {
      case (0, nil): return "any number of \(body)"
      case (1, nil): return "one or more \(body)"
      case (0, 1?): return "optional \(body)"
      case (let lo, nil): return "\(lo) or more × \(body)"
      case (let lo, let hi?) where lo == hi: return "\(lo) × \(body)"
      case (let lo, let hi?): return "\(lo)–\(hi) × \(body)"
      }
    case .backreference(.number(let n)): return "same text as group \(n)"
    case .backreference(.name(let n)): return "same text as group “\(n)”"
    case .optionChange(let o): return "options \(o.on)\(o.off.isEmpty ? "" : " off " + o.off)"
    case .opaque(let s): return s
    }
  }
}
