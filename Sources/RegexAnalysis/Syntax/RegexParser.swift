/// Recursive-descent parser for the four flavours. One parser, flavour rules consulted at the
/// points where the dialects differ. The first syntax error stops the parse; flavour findings
/// that do not derail the parse are collected and parsing continues.
struct RegexSyntaxParser {
  struct Failure: Error {
    var diagnostic: RegexDiagnostic
  }

  static let maxDepth = 200

  let scalars: [Unicode.Scalar]
  /// UTF-16 offset of each scalar index; one extra entry for the end.
  let offsets: [Int]
  let flavor: RegexFlavor
  let flags: RegexFlags
  /// ECMAScript `u` or `v`.
  let unicodeMode: Bool
  let vMode: Bool
  /// ECMAScript without `u`/`v`: Annex B leniencies.
  var annexB: Bool { flavor == .ecmascript && !unicodeMode }

  var pos = 0
  var extended: Bool
  var diagnostics: [RegexDiagnostic] = []
  /// From a pre-scan: total capturing groups and the group names.
  let totalCaptures: Int
  let prescannedNames: Set<String>
  var capturesSoFar = 0
  var namesSoFar: [String] = []
  var namedReferences: [(String, Range<Int>)] = []
  var numberedReferences: [(Int, Range<Int>)] = []

  init(pattern: String, flavor: RegexFlavor, flags: RegexFlags) {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []
    var offset = 0
    for scalar in pattern.unicodeScalars {
      scalars.append(scalar)
      offsets.append(offset)
      offset += scalar.utf16.count
    }
    offsets.append(offset)
    self.scalars = scalars
    self.offsets = offsets
    self.flavor = flavor
    self.flags = flags
    self.unicodeMode = flavor == .ecmascript && (flags.contains(.unicode) || flags.contains(.unicodeSets))
    self.vMode = flavor == .ecmascript && flags.contains(.unicodeSets)
    self.extended = flavor != .ecmascript && flags.contains(.extended)
    let scan = RegexSyntaxParser.prescan(
      scalars, nestedClasses: flavor != .ecmascript || flags.contains(.unicodeSets),
      leadingBracketIsLiteral: flavor == .java || flavor == .icu)
    self.totalCaptures = scan.captures
    self.prescannedNames = scan.names
  }

  // MARK: Entry

  mutating func parse() throws(Failure) -> RegexAST {
    if flavor == .icu && scalars.isEmpty {
      throw failure("NSRegularExpression rejects an empty pattern", 0, 0)
    }
    let root = try parseAlternation(depth: 0)
    if pos < scalars.count {
      // Only `)` can stop the top-level alternation early.
      throw failure("unmatched `)`", pos, pos + 1)
    }
    for (name, range) in namedReferences where !namesSoFar.contains(name) {
      throw Failure(diagnostic: RegexDiagnostic(
        kind: .syntax, severity: .error, message: "no group named `\(name)`", range: range))
    }
    if flavor == .swift {
      for (number, range) in numberedReferences where number > capturesSoFar {
        throw Failure(diagnostic: RegexDiagnostic(
          kind: .syntax, severity: .error, message: "no group numbered \(number)", range: range))
      }
    }
    return RegexAST(root: root, captureCount: capturesSoFar, groupNames: namesSoFar)
  }

  // MARK: Helpers

  var atEnd: Bool { pos >= scalars.count }

  func asciiDigit(_ c: Unicode.Scalar) -> Int? {
    c.value >= 0x30 && c.value <= 0x39 ? Int(c.value - 0x30) : nil
  }

  func hexDigit(_ c: Unicode.Scalar) -> UInt32? {
    switch c.value {
    case 0x30...0x39: return c.value - 0x30
    case 0x41...0x46: return c.value - 0x41 + 10
    case 0x61...0x66: return c.value - 0x61 + 10
    default: return nil
    }
  }

  func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
    (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
  }

  func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    let i = pos + ahead
    return i < scalars.count ? scalars[i] : nil
  }

  func peekIs(_ c: Unicode.Scalar, _ ahead: Int = 0) -> Bool { peek(ahead) == c }

  mutating func eat(_ c: Unicode.Scalar) -> Bool {
    if peek() == c {
      pos += 1
      return true
    }
    return false
  }

  func utf16(_ from: Int, _ to: Int) -> Range<Int> {
    let a = offsets[min(max(from, 0), scalars.count)]
    let b = offsets[min(max(to, from), scalars.count)]
    return a..<b
  }

  func text(_ from: Int, _ to: Int) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars[min(from, scalars.count)..<min(to, scalars.count)])
    return String(s)
  }

  func failure(_ message: String, _ from: Int, _ to: Int, kind: RegexDiagnostic.Kind = .syntax)
    -> Failure
  {
    Failure(diagnostic: RegexDiagnostic(
      kind: kind, severity: .error, message: message, range: utf16(from, to)))
  }

  /// A construct the flavour rejects but that another accepts; parsing continues.
  mutating func flavorError(_ message: String, _ from: Int, _ to: Int, replacement: String? = nil) {
    diagnostics.append(RegexDiagnostic(
      kind: .flavor, severity: .error, message: message, range: utf16(from, to), replacement: replacement,
      replacementKeepsMeaning: replacement != nil))
  }

  /// Accepted by the engine, but probably not what the author meant.
  mutating func flavorWarning(_ message: String, _ from: Int, _ to: Int, replacement: String? = nil) {
    diagnostics.append(RegexDiagnostic(
      kind: .flavor, severity: .warning, message: message, range: utf16(from, to), replacement: replacement,
      replacementKeepsMeaning: replacement != nil))
  }

  var flavorName: String {
    if flavor == .ecmascript {
      return vMode ? "ECMAScript (v flag)" : unicodeMode ? "ECMAScript (u flag)" : "ECMAScript"
    }
    return flavor.displayName
  }

  /// In extended mode, skips whitespace and `#` comments.
  mutating func skipExtended() {
    guard extended else { return }
    while let c = peek() {
      if c.properties.isWhitespace {
        pos += 1
      } else if c == "#" {
        while let d = peek(), d != "\n" { pos += 1 }
      } else {
        return
      }
    }
  }

  // MARK: Pre-scan

  /// Counts capturing groups and collects names, skipping escapes, classes and `\Q…\E`, so that
  /// forward references and ECMAScript's `\k` rule can be decided while parsing.
  /// Counts capturing groups and collects group names before parsing (a backreference may come
  /// before its group). Follows the flavour's class syntax, since a `(` inside a class is
  /// literal: `nestedClasses` (ICU, Java, Swift, ECMAScript `v`) makes a `[` inside a class open
  /// a nested one, otherwise it is literal (`/[^[\]]*(x)\1/` has one group);
  /// `leadingBracketIsLiteral` (ICU, Java) makes a `]` right after `[` or `[^` a member
  /// (ECMAScript's `[]` is the empty class).
  static func prescan(
    _ s: [Unicode.Scalar], nestedClasses: Bool, leadingBracketIsLiteral: Bool
  ) -> (captures: Int, names: Set<String>) {
    var captures = 0
    var names = Set<String>()
    var i = 0
    var classDepth = 0
    while i < s.count {
      let c = s[i]
      if c == "\\" {
        if i + 1 < s.count, s[i + 1] == "Q" {
          i += 2
          while i + 1 < s.count, !(s[i] == "\\" && s[i + 1] == "E") { i += 1 }
        }
        i += 2
        continue
      }
      if c == "[", classDepth == 0 || nestedClasses {
        classDepth += 1
        if leadingBracketIsLiteral {
          var j = i + 1
          if j < s.count, s[j] == "^" { j += 1 }
          if j < s.count, s[j] == "]" { i = j }
        }
      } else if c == "]", classDepth > 0 {
        classDepth -= 1
      } else if c == "(", classDepth == 0 {
        if i + 1 < s.count, s[i + 1] == "?" {
          var j = i + 2
          if j < s.count, s[j] == "P" { j += 1 }
          if j < s.count, s[j] == "<" || s[j] == "'", j + 1 < s.count, s[j + 1] != "=",
            s[j + 1] != "!"
          {
            let close: Unicode.Scalar = s[j] == "<" ? ">" : "'"
            var k = j + 1
            var name = String.UnicodeScalarView()
            while k < s.count, s[k] != close, s[k] != ")" {
              name.append(s[k])
              k += 1
            }
            captures += 1
            names.insert(String(name))
          }
        } else {
          captures += 1
        }
      }
      i += 1
    }
    return (captures, names)
  }

  // MARK: Alternation and sequence

  mutating func parseAlternation(depth: Int) throws(Failure) -> RegexNode {
    guard depth < Self.maxDepth else {
      throw failure("groups nested too deeply (limit \(Self.maxDepth))", pos, pos + 1)
    }
    let start = pos
    var branches = [try parseSequence(depth: depth)]
    while eat("|") {
      branches.append(try parseSequence(depth: depth))
    }
    if branches.count == 1 { return branches[0] }
    return RegexNode(.alternation(branches), utf16(start, pos))
  }

  mutating func parseSequence(depth: Int) throws(Failure) -> RegexNode {
    let start = pos
    var items: [RegexNode] = []
    while true {
      skipExtended()
      guard let c = peek(), c != "|", c != ")" else { break }
      guard var atom = try parseAtom(depth: depth) else { continue }
      if flavor == .icu || flavor == .java, case .quoted(let s) = atom.kind, s.unicodeScalars.count > 1,
        let last = s.unicodeScalars.last
      {
        // A quantifier after `\Q…\E` repeats only its last character.
        var prefix = String.UnicodeScalarView(s.unicodeScalars)
        prefix.removeLast()
        items.append(RegexNode(.quoted(String(prefix)), atom.range))
        atom = RegexNode(.literal(last.value), atom.range)
      }
      items.append(try parseQuantifiers(atom))
    }
    if items.isEmpty { return RegexNode(.empty, utf16(start, start)) }
    if items.count == 1 { return items[0] }
    return RegexNode(.concatenation(items), utf16(start, pos))
  }

  // MARK: Atoms

  mutating func parseAtom(depth: Int) throws(Failure) -> RegexNode? {
    let start = pos
    guard let c = peek() else { return nil }
    switch c {
    case "(":
      return try parseGroup(depth: depth)
    case "[":
      if flavor == .swift, peekIs(":", 1), let posix = try parsePosix() {
        return RegexNode(.characterClass(CharacterClass(negated: false, members: [ClassMember(posix, utf16(start, pos))])), utf16(start, pos))
      }
      let cls = try parseClass(depth: depth)
      return RegexNode(.characterClass(cls), utf16(start, pos))
    case ".":
      pos += 1
      return RegexNode(.dot, utf16(start, pos))
    case "^":
      pos += 1
      return RegexNode(.anchor(.lineStart), utf16(start, pos))
    case "$":
      pos += 1
      return RegexNode(.anchor(.lineEnd), utf16(start, pos))
    case "\\":
      return try parseEscapeAtom()
    case "*", "+", "?":
      throw failure("nothing to repeat before `\(c)`", start, start + 1)
    case "{":
      if let (q, end) = bracedQuantifier(at: pos) {
        if flavor == .java {
          // Java repeats the empty string; the quantifier is parsed (and checked) next.
          _ = q
          return RegexNode(.empty, utf16(start, start))
        }
        throw failure("nothing to repeat before `\(text(start, end))`", start, end)
      }
      if flavor == .icu || flavor == .java {
        throw failure("`{` does not start a valid quantifier such as `{2}` or `{2,5}`", start, start + 1)
      }
      if unicodeMode {
        throw failure("lone `{` must be escaped with the \(flavorName == "ECMAScript (v flag)" ? "v" : "u") flag", start, start + 1)
      }
      pos += 1
      return RegexNode(.literal(c.value), utf16(start, pos))
    case "}":
      if flavor == .icu {
        throw failure("unmatched `}`", start, start + 1)
      }
      if unicodeMode {
        throw failure("lone `}` must be escaped in \(flavorName)", start, start + 1)
      }
      pos += 1
      return RegexNode(.literal(c.value), utf16(start, pos))
    case "]":
      if unicodeMode {
        throw failure("lone `]` must be escaped in \(flavorName)", start, start + 1)
      }
      pos += 1
      return RegexNode(.literal(c.value), utf16(start, pos))
    default:
      pos += 1
      return RegexNode(.literal(c.value), utf16(start, pos))
    }
  }

  // MARK: Quantifiers

  /// Parses `{n}`, `{n,}`, `{n,m}` (and Swift's `{,m}`, with spaces) at `index`, without
  /// consuming. Returns nil when the text is not a quantifier in this flavour.
  func bracedQuantifier(at index: Int) -> (Quantifier, Int)? {
    var i = index
    guard i < scalars.count, scalars[i] == "{" else { return nil }
    i += 1
    let lenientSpaces = flavor == .swift || (extended && (flavor == .icu || flavor == .java))
    func skipSpaces() {
      while lenientSpaces, i < scalars.count, scalars[i] == " " { i += 1 }
    }
    func number() -> Int? {
      var value: Int?
      while i < scalars.count, let d = asciiDigit(scalars[i]) {
        value = min((value ?? 0) * 10 + d, Int(Int32.max) * 16)
        i += 1
      }
      return value
    }
    skipSpaces()
    let low = number()
    skipSpaces()
    var high: Int?
    var unbounded = false
    if i < scalars.count, scalars[i] == "," {
      i += 1
      skipSpaces()
      high = number()
      skipSpaces()
      if high == nil { unbounded = true }
    } else {
      high = low
    }
    guard i < scalars.count, scalars[i] == "}" else { return nil }
    i += 1
    if low == nil {
      // `{,m}` only in Swift.
      guard flavor == .swift, let high else { return nil }
      return (Quantifier(min: 0, max: high, mode: .greedy, spelling: .braces), i)
    }
    guard let low else { return nil }
    return (Quantifier(min: low, max: unbounded ? nil : high, mode: .greedy, spelling: .braces), i)
  }

  /// Parses one quantifier at `pos` (without the lazy/possessive suffix).
  mutating func quantifierHere() -> Quantifier? {
    switch peek() {
    case "*":
      pos += 1
      return Quantifier(min: 0, max: nil, mode: .greedy, spelling: .star)
    case "+":
      pos += 1
      return Quantifier(min: 1, max: nil, mode: .greedy, spelling: .plus)
    case "?":
      pos += 1
      return Quantifier(min: 0, max: 1, mode: .greedy, spelling: .question)
    case "{":
      guard let (q, end) = bracedQuantifier(at: pos) else { return nil }
      pos = end
      return q
    default:
      return nil
    }
  }

  mutating func parseQuantifiers(_ atom: RegexNode) throws(Failure) -> RegexNode {
    var node = atom
    var count = 0
    while true {
      skipExtended()
      if flavor == .icu, peekIs("("), peekIs("?", 1), peekIs("#", 2) {
        // ICU comments are transparent: a quantifier after one applies to the atom before it.
        let open = pos
        while let d = peek(), d != ")" { pos += 1 }
        guard eat(")") else { throw failure("unterminated comment group opened here", open, open + 2) }
        continue
      }
      let qStart = pos
      if peek() == "{", bracedQuantifier(at: pos) == nil {
        if flavor == .icu || flavor == .java {
          throw failure("`{` does not start a valid quantifier such as `{2}` or `{2,5}`", pos, pos + 1)
        }
        if unicodeMode {
          throw failure("incomplete quantifier `{` (escape it as `\\{`)", pos, pos + 1)
        }
        return node
      }
      guard var q = quantifierHere() else { return node }
      let spelled = text(qStart, pos)
      if count > 0 {
        let javaStack = flavor == .java && q.spelling == .braces
        if !javaStack {
          throw failure("nothing to repeat before `\(spelled)` (it follows another quantifier)", qStart, pos)
        }
      } else {
        try checkQuantifiable(atom, qStart: qStart)
      }
      if let max = q.max, q.min > max {
        throw failure("quantifier `\(spelled)` has min > max", qStart, pos)
      }
      if flavor == .swift, q.min > 65535 || (q.max ?? 0) > 65535 {
        throw failure("quantifier bound in `\(spelled)` is too large for Swift Regex (limit 65535)", qStart, pos)
      }
      if flavor == .icu, q.min >= Int(Int32.max) || (q.max ?? 0) >= Int(Int32.max) {
        throw failure("quantifier bound in `\(spelled)` is too large", qStart, pos)
      }
      if flavor != .ecmascript, q.min > Int(Int32.max) || (q.max ?? 0) > Int(Int32.max) {
        throw failure("quantifier bound in `\(spelled)` is too large", qStart, pos)
      }
      if flavor == .ecmascript, q.min > Int(Int32.max) * 8 {
        q.min = Int(Int32.max) * 8
      }
      skipExtended()
      if eat("?") {
        q.mode = .lazy
      } else if peek() == "+" {
        if flavor == .ecmascript {
          flavorError("possessive quantifier `\(spelled)+` is not supported in \(flavorName)", qStart, pos + 1)
        }
        pos += 1
        q.mode = .possessive
      }
      node = RegexNode(.quantified(node, q), node.range.lowerBound..<offsets[pos])
      count += 1
    }
  }

  mutating func checkQuantifiable(_ atom: RegexNode, qStart: Int) throws(Failure) {
    let here = (qStart, pos)
    switch atom.kind {
    case .anchor(let a):
      switch flavor {
      case .java: return
      case .icu:
        if a != .lineStart && a != .lineEnd {
          throw failure("`\(a.rawValue)` cannot be repeated in ICU", here.0, here.1)
        }
      case .swift, .ecmascript:
        throw failure("an anchor cannot be repeated", here.0, here.1)
      }
    case .group(let kind, _) where kind.isLookaround:
      switch flavor {
      case .java: return
      case .ecmascript where annexB && (kind == .lookahead || kind == .negativeLookahead): return
      default:
        throw failure("a lookaround cannot be repeated in \(flavorName)", here.0, here.1)
      }
    case .optionChange:
      if flavor == .java, scalars[qStart] == "{" { return }
      throw failure("an option setting cannot be repeated", here.0, here.1)
    case .opaque(let spelling) where flavor == .swift && (spelling == "\\y" || spelling == "\\Y"):
      throw failure("`\(spelling)` cannot be repeated", here.0, here.1)
    case .quoted where flavor == .swift:
      throw failure("a `\\Q…\\E` quote cannot be repeated in Swift Regex", here.0, here.1)
    default:
      return
    }
  }
}
