/// Prints an AST back as a pattern of the same flavour in a canonical spelling: parsing the
/// printed form gives the same printed form again.
struct RegexPrinter {
  let flavor: RegexFlavor
  let flags: RegexFlags
  var unicodeMode: Bool { flavor == .ecmascript && (flags.contains(.unicode) || flags.contains(.unicodeSets)) }
  var vMode: Bool { flavor == .ecmascript && flags.contains(.unicodeSets) }

  /// The whole pattern: never empty for ICU, which rejects an empty pattern.
  func printPattern(_ root: RegexNode) -> String {
    let text = print(root)
    return text.isEmpty && flavor == .icu ? "(?:)" : text
  }

  func print(_ node: RegexNode) -> String {
    switch node.kind {
    case .empty: return ""
    case .literal(let v): return literal(v, inClass: false)
    case .quoted(let s):
      // Canonical form: quoted text is spelled as escaped literals.
      return s.unicodeScalars.map { literal($0.value, inClass: false) }.joined()
    case .dot: return "."
    case .classEscape(let e): return "\\" + e.rawValue
    case .property(let p): return property(p)
    case .characterClass(let c): return characterClass(c)
    case .anchor(let a): return a.rawValue
    case .group(let kind, let body): return group(kind, print(body))
    case .concatenation(let items):
      var out = ""
      for item in items {
        let piece = print(item)
        // Keep `\1` followed by a digit, `\0` octal and similar from merging.
        if let first = piece.unicodeScalars.first, ("0"..."9").contains(first),
          out.hasSuffix(lastEscapeWithDigits(out))
        {
          out += "(?:)"
        }
        out += piece
      }
      return out
    case .alternation(let branches): return branches.map(print).joined(separator: "|")
    case .quantified(let inner, let q):
      var body = print(inner)
      if needsGroup(inner) { body = "(?:\(body))" }
      if flavor == .java, case .empty = inner.kind {
        // Java repeats nothing only with braces (`{1,}` is accepted, `+` is not).
        let braces: String
        switch q.max {
        case nil: braces = "{\(q.min),}"
        case let hi? where hi == q.min: braces = "{\(q.min)}"
        case let hi?: braces = "{\(q.min),\(hi)}"
        }
        return body + braces + q.mode.rawValue
      }
      return body + quantifier(q)
    case .backreference(.number(let n)): return "\\\(n)"
    case .backreference(.name(let n)): return "\\k<\(n)>"
    case .optionChange(let o): return "(?\(optionLetters(o)))"
    case .opaque(let s): return s
    }
  }

  /// The piece of `out` that would change meaning if a digit followed (a numeric escape).
  private func lastEscapeWithDigits(_ out: String) -> String {
    let scalars = Array(out.unicodeScalars)
    var i = scalars.count - 1
    while i >= 0, ("0"..."9").contains(scalars[i]) { i -= 1 }
    if i >= 0, i < scalars.count - 1, scalars[i] == "\\" { return String(String.UnicodeScalarView(scalars[i...])) }
    // `{2` + digit, `\x4` + digit: quantifier braces and hex are closed, so nothing else.
    return "\u{0}never"
  }

  private func needsGroup(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .concatenation, .alternation, .quantified: return true
    case .quoted(let s): return s.unicodeScalars.count != 1
    case .empty: return flavor != .java
    case .optionChange: return true
    default: return false
    }
  }

  private func quantifier(_ q: Quantifier) -> String {
    let base: String
    switch (q.min, q.max) {
    case (0, nil): base = "*"
    case (1, nil): base = "+"
    case (0, 1?): base = "?"
    case (let lo, nil): base = "{\(lo),}"
    case (let lo, let hi?) where lo == hi: base = "{\(lo)}"
    case (let lo, let hi?): base = "{\(lo),\(hi)}"
    }
    return base + q.mode.rawValue
  }

  private func group(_ kind: GroupKind, _ body: String) -> String {
    switch kind {
    case .capture: return "(\(body))"
    case .namedCapture(let name, let syntax):
      switch syntax {
      case .angle: return "(?<\(name)>\(body))"
      case .quote: return "(?'\(name)'\(body))"
      case .python: return "(?P<\(name)>\(body))"
      }
    case .nonCapture: return "(?:\(body))"
    case .lookahead: return "(?=\(body))"
    case .negativeLookahead: return "(?!\(body))"
    case .lookbehind: return "(?<=\(body))"
    case .negativeLookbehind: return "(?<!\(body))"
    case .atomic: return "(?>\(body))"
    case .options(let o):
      return "(?\(optionLetters(o)):\(body))"
    }
  }

  private func optionLetters(_ o: OptionChange) -> String {
    if o.on.isEmpty && o.off.isEmpty && !o.caret { return flavor == .java || flavor == .swift ? "" : "-" }
    return (o.caret ? "^" : "") + o.on + (o.off.isEmpty ? "" : "-" + o.off)
  }

  private func property(_ p: PropertyReference) -> String {
    let letter = p.negated ? "P" : "p"
    return p.singleLetter ? "\\\(letter)\(p.name)" : "\\\(letter){\(p.name)}"
  }

  private func characterClass(_ c: CharacterClass) -> String {
    var out = c.negated ? "[^" : "["
    if c.members.isEmpty && flavor != .ecmascript {
      // Only reachable for Java `[&&]`-like leftovers; print something equivalent.
      return c.negated ? "[\\s\\S]" : "[^\\s\\S]"
    }
    out += members(c.members)
    return out + "]"
  }

  private func members(_ list: [ClassMember]) -> String {
    list.map(member).joined()
  }

  private func member(_ m: ClassMember) -> String {
    switch m.kind {
    case .literal(let v): return literal(v, inClass: true)
    case .range(let lo, let hi): return literal(lo, inClass: true) + "-" + literal(hi, inClass: true)
    case .classEscape(let e): return "\\" + e.rawValue
    case .property(let p): return property(p)
    case .posix(let name, let negated): return "[:\(negated ? "^" : "")\(name):]"
    case .nested(let c): return characterClass(c)
    case .quoted(let s): return s.unicodeScalars.map { literal($0.value, inClass: true) }.joined()
    case .strings(let s):
      return "\\q{" + s.map { $0.unicodeScalars.map { literal($0.value, inClass: true) }.joined() }.joined(separator: "|") + "}"
    case .operation(let op, let lhs, let rhs):
      return members(lhs) + op.rawValue + members(rhs)
    }
  }

  /// A literal scalar, escaped where the flavour needs it.
  func literal(_ v: UInt32, inClass: Bool) -> String {
    guard let scalar = Unicode.Scalar(v) else { return hex(v) }
    let syntax = inClass ? (vMode ? "()[]{}/-\\|&!#$%*+,.:;<=>?@^`~" : "\\]^-[&~") : "^$\\.*+?()[]{}|/"
    if v < 0x80, syntax.unicodeScalars.contains(scalar) {
      if flavor == .ecmascript && unicodeMode && inClass && !vMode && !"\\]^-[".unicodeScalars.contains(scalar) {
        return String(scalar)
      }
      if flavor == .ecmascript && !unicodeMode && inClass && (scalar == "&" || scalar == "~") { return String(scalar) }
      return "\\" + String(scalar)
    }
    if v < 0x21 || v == 0x7F || v == 0x23 || scalar.properties.isWhitespace
      || (0x80...0x9F).contains(v) || scalar.properties.generalCategory == .format
      || (0xD800...0xDFFF).contains(v)
    {
      return hex(v)
    }
    return String(scalar)
  }

  private func hex(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    if v < 0x100 { return "\\x" + String(repeating: "0", count: 2 - h.count) + h }
    if v < 0x10000 { return "\\u" + String(repeating: "0", count: 4 - h.count) + h }
    if flavor == .ecmascript {
      if unicodeMode { return "\\u{\(h)}" }
      let u = v - 0x10000
      let hi = String(0xD800 + (u >> 10), radix: 16, uppercase: true)
      let lo = String(0xDC00 + (u & 0x3FF), radix: 16, uppercase: true)
      return "\\u\(hi)\\u\(lo)"
    }
    if flavor == .swift { return "\\u{\(h)}" }
    return "\\x{\(h)}"
  }
}
