extension RegexSyntaxParser {
  mutating func parseGroup(depth: Int) throws(Failure) -> RegexNode? {
    let open = pos
    pos += 1  // (
    var kind: GroupKind = .capture
    let savedExtended = extended
    if eat("?") {
      if flavor == .icu || flavor == .java { skipExtended() }
      guard let c = peek() else {
        throw failure("unterminated group: expected a group kind after `(?`", open, pos)
      }
      switch c {
      case ":":
        pos += 1
        kind = .nonCapture
      case "=":
        pos += 1
        kind = .lookahead
      case "!":
        pos += 1
        kind = .negativeLookahead
      case "<" where peekIs("=", 1) || peekIs("!", 1):
        kind = peekIs("=", 1) ? .lookbehind : .negativeLookbehind
        pos += 2
        if flavor == .swift {
          flavorError("lookbehind is not supported in Swift Regex", open, pos)
        }
      case "<":
        pos += 1
        let name = try parseGroupName(close: ">", open: open)
        kind = .namedCapture(name, .angle)
      case "'":
        pos += 1
        if flavor != .swift {
          flavorError("`(?'name'…)` groups are Swift Regex syntax, not \(flavorName)", open, pos)
        }
        let name = try parseGroupName(close: "'", open: open)
        kind = .namedCapture(name, .quote)
      case "P" where flavor != .swift || peekIs("<", 1) || peekIs("=", 1) || peekIs(">", 1):
        if peekIs("<", 1) {
          pos += 2
          if flavor != .swift {
            flavorError(
              "`(?P<name>…)` groups are Swift Regex syntax, not \(flavorName); write `(?<name>…)`", open, pos,
              replacement: "(?<")
          }
          let name = try parseGroupName(close: ">", open: open)
          kind = .namedCapture(name, .python)
        } else if peekIs("=", 1) {
          pos += 2
          if flavor != .swift {
            flavorError("`(?P=name)` is Swift Regex syntax, not \(flavorName)", open, pos)
          }
          let nameStart = pos
          while let d = peek(), d != ")" { pos += 1 }
          let name = text(nameStart, pos)
          guard eat(")") else { throw failure("unterminated group opened here", open, open + 1) }
          namedReferences.append((name, utf16(open, pos)))
          return RegexNode(.backreference(.name(name)), utf16(open, pos))
        } else {
          throw failure("unknown group kind `(?P`", open, pos + 1)
        }
      case ">":
        pos += 1
        kind = .atomic
        if flavor == .ecmascript {
          flavorError("atomic groups `(?>…)` are not supported in ECMAScript", open, pos)
        }
      case "#":
        if flavor == .java || flavor == .ecmascript {
          flavorError("`(?#…)` comments are not supported in \(flavorName)", open, pos + 1)
        }
        while let d = peek(), d != ")" { pos += 1 }
        guard eat(")") else { throw failure("unterminated comment group opened here", open, open + 2) }
        return nil
      case ")" where flavor == .java || flavor == .swift:
        pos += 1
        return RegexNode(.optionChange(OptionChange(on: "", off: "", caret: false)), utf16(open, pos))
      case "|":
        throw failure("branch-reset groups `(?|…)` are not supported in \(flavorName)", open, pos + 1,
          kind: .flavor)
      default:
        if isASCIILetter(c) || c == "-" || c == "^" {
          let options = try parseOptionLetters(open: open)
          if eat(")") {
            if options.on.contains("x") { extended = true }
            if options.off.contains("x") || options.caret { extended = options.on.contains("x") }
            return RegexNode(.optionChange(options), utf16(open, pos))
          }
          guard eat(":") else {
            throw failure("unknown group kind `\(text(open, pos + 1))`", open, pos + 1)
          }
          if options.on.contains("x") { extended = true }
          if options.off.contains("x") || options.caret { extended = options.on.contains("x") }
          kind = .options(options)
        } else {
          throw failure("unknown group kind `(?\(c)`", open, pos + 1)
        }
      }
    } else {
      capturesSoFar += 1
    }
    let headerEnd = pos
    let body = try parseAlternation(depth: depth + 1)
    guard eat(")") else {
      throw failure("unterminated group opened here", open, headerEnd)
    }
    extended = savedExtended
    if kind == .lookbehind || kind == .negativeLookbehind {
      if flavor == .icu, RegexSyntaxParser.maxLength(body) == nil {
        flavorError(
          "lookbehind needs a bounded maximum length in ICU (no `*`, `+`, `{n,}`, `\\X` or backreference inside)",
          open, pos)
      } else if flavor == .java, !RegexSyntaxParser.javaLookbehindHasObviousMaximum(body) {
        flavorError("Java lookbehind does not have an obvious maximum length", open, pos)
      }
    }
    return RegexNode(.group(kind, body), utf16(open, pos))
  }

  /// Parses letters like `i-sm` after `(?`; stops before `)` or `:`.
  mutating func parseOptionLetters(open: Int) throws(Failure) -> OptionChange {
    var on = ""
    var off = ""
    var caret = false
    var negative = false
    if flavor == .ecmascript {
      flavorError("inline modifiers `(?i)` are not supported by this ECMAScript engine", open, pos)
    }
    if eat("^") {
      caret = true
      if flavor != .swift {
        throw failure("`(?^…)` is Swift Regex syntax, not \(flavorName)", open, pos, kind: .flavor)
      }
    }
    let allowed: String
    switch flavor {
    case .icu: allowed = "idmsuwx"
    case .java: allowed = "cidmsuxU"
    case .swift: allowed = "imnsxUDSWP"
    case .ecmascript: allowed = "ims"
    }
    while let c = peek(), c != ")", c != ":" {
      let letterStart = pos
      pos += 1
      if c == "-" {
        if negative || caret {
          throw failure("unexpected `-` in option letters", letterStart, pos)
        }
        negative = true
        continue
      }
      guard isASCIILetter(c) else {
        throw failure("unexpected `\(c)` in option letters", letterStart, pos)
      }
      if !allowed.unicodeScalars.contains(c) {
        let others = (["icu": "idmsuwx", "java": "idmsuxU", "swift": "imnsxUDSWP"] as [String: String])
          .filter { $0.value.unicodeScalars.contains(c) }
        if others.isEmpty || flavor == .ecmascript {
          throw failure("unknown option `\(c)`", letterStart, pos)
        }
        throw failure("option `\(c)` is not supported in \(flavorName)", letterStart, pos, kind: .flavor)
      }
      if negative { off.unicodeScalars.append(c) } else { on.unicodeScalars.append(c) }
    }
    if flavor == .swift, caret, !off.isEmpty {
      throw failure("`(?^…)` cannot turn options off", open, pos)
    }
    return OptionChange(on: on, off: off, caret: caret)
  }

  /// Reads a group name up to `close` (consumed) and validates it for the flavour.
  mutating func parseGroupName(close: Unicode.Scalar, open: Int) throws(Failure) -> String {
    let start = pos
    while let c = peek(), c != close, c != ")" { pos += 1 }
    let name = text(start, pos)
    guard eat(close) else {
      throw failure("group name is missing its closing `\(close)`", open, pos)
    }
    guard !name.isEmpty else { throw failure("expected a group name", open, pos) }
    if let problem = RegexSyntaxParser.groupNameProblem(name, flavor: flavor) {
      throw failure("invalid group name `\(name)`: \(problem)", start, pos - 1)
    }
    if namesSoFar.contains(name) {
      // ES2025 allows one name in different alternatives (`(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4})`);
      // which alternatives is not tracked here, so a pattern with a `|` is given the benefit.
      let allowed = flavor == .ecmascript && scalars.contains("|")
      if !allowed { throw failure("duplicate group name `\(name)`", start, pos - 1) }
    }
    namesSoFar.append(name)
    capturesSoFar += 1
    return name
  }

  static func groupNameProblem(_ name: String, flavor: RegexFlavor) -> String? {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first else { return "empty" }
    switch flavor {
    case .icu, .java:
      let isLetter = { (c: Unicode.Scalar) in
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
      }
      if !isLetter(first) { return "must start with an ASCII letter" }
      if !scalars.allSatisfy({ isLetter($0) || ($0.value >= 0x30 && $0.value <= 0x39) }) {
        return "only ASCII letters and digits are allowed"
      }
    case .swift:
      if first.value >= 0x30 && first.value <= 0x39 { return "must not start with a digit" }
      if !scalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }) {
        return "only letters, digits and `_` are allowed"
      }
    case .ecmascript:
      let start = { (c: Unicode.Scalar) in c == "$" || c == "_" || c.properties.isIDStart }
      let cont = { (c: Unicode.Scalar) in
        c == "$" || c.properties.isIDContinue || c.value == 0x200C || c.value == 0x200D
      }
      if !start(first) { return "must start with a letter, `$` or `_`" }
      if !scalars.dropFirst().allSatisfy(cont) { return "not an identifier" }
    }
    return nil
  }

  /// Mirrors java.util.regex's lookbehind length study: 32-bit maximum lengths where `x*`/`x+`
  /// on a single character add "a lot" without an overflow check, while other repetitions
  /// (bounded, lazy, possessive, or of longer items) multiply and add with one; an overflow or
  /// a backreference means "no obvious maximum length".
  static func javaLookbehindHasObviousMaximum(_ node: RegexNode) -> Bool {
    var info = JavaLengthInfo()
    javaStudy(node, &info, depth: 0)
    return info.valid
  }

  struct JavaLengthInfo {
    var max: Int32 = 0
    var valid = true
  }

  static func isSingleCharacter(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .literal, .dot, .classEscape, .property, .characterClass: return true
    default: return false
    }
  }

  static func javaStudy(_ node: RegexNode, _ info: inout JavaLengthInfo, depth: Int) {
    guard depth < 300 else { return }
    switch node.kind {
    case .literal, .dot, .classEscape, .property, .characterClass: info.max &+= 1
    case .quoted(let s): info.max &+= Int32(clamping: s.unicodeScalars.count)
    case .empty, .anchor, .optionChange: break
    case .group(let kind, let body):
      if !kind.isLookaround { javaStudy(body, &info, depth: depth + 1) }
    case .concatenation(let items):
      for item in items { javaStudy(item, &info, depth: depth + 1) }
    case .alternation(let branches):
      var best: Int32 = 0
      for b in branches {
        var sub = JavaLengthInfo()
        javaStudy(b, &sub, depth: depth + 1)
        best = Swift.max(best, sub.max)
        if !sub.valid { info.valid = false }
      }
      info.max &+= best
    case .backreference: info.valid = false
    case .opaque(let s):
      if s == "\\R" { info.max &+= 2 } else if s == "\\X" { info.valid = false }
    case .quantified(let inner, let q):
      var atom = inner
      if case .quoted(let s) = inner.kind {
        // Java repeats only the last quoted character.
        info.max &+= Int32(clamping: Swift.max(s.unicodeScalars.count - 1, 0))
        atom = RegexNode(.literal(0x61), inner.range)
      }
      if q.spelling == .question {
        javaStudy(atom, &info, depth: depth + 1)
        return
      }
      if isSingleCharacter(atom), q.mode == .greedy, q.max == nil {
        info.max &+= Int32.max
        return
      }
      var sub = JavaLengthInfo()
      javaStudy(atom, &sub, depth: depth + 1)
      guard info.valid, sub.valid else {
        info.valid = false
        return
      }
      let cmax = Int32(clamping: q.max ?? Int(Int32.max))
      let (product, o1) = sub.max.multipliedReportingOverflow(by: cmax)
      let (sum, o2) = info.max.addingReportingOverflow(product)
      if o1 || o2 { info.valid = false } else { info.max = sum }
    }
  }

  /// The longest string a node can match, or nil if unbounded (or unknown).
  static func maxLength(_ node: RegexNode) -> Int? {
    switch node.kind {
    case .empty, .anchor, .optionChange: return 0
    case .literal, .dot, .classEscape, .property, .characterClass: return 1
    case .quoted(let s): return s.unicodeScalars.count
    case .group(let kind, let body): return kind.isLookaround ? 0 : maxLength(body)
    case .concatenation(let items):
      var total = 0
      for item in items {
        guard let n = maxLength(item) else { return nil }
        total += n
      }
      return total
    case .alternation(let branches):
      var best = 0
      for b in branches {
        guard let n = maxLength(b) else { return nil }
        best = max(best, n)
      }
      return best
    case .quantified(let inner, let q):
      guard let m = q.max, let n = maxLength(inner) else { return maxLength(inner) == 0 ? 0 : nil }
      return m * n
    case .backreference: return nil
    case .opaque(let s): return s == "\\R" ? 2 : (s == "\\X" ? nil : 0)
    }
  }
}
