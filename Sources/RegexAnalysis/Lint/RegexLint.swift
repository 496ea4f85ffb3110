/// AST checks that do not change validity: suspicious character classes, and constructs the
/// engine accepts with a meaning the author probably did not intend.
enum RegexLint {
  static func check(_ ast: RegexAST, flavor: RegexFlavor, flags: RegexFlags, pattern: String)
    -> [RegexDiagnostic]
  {
    var out: [RegexDiagnostic] = []
    let units = Array(pattern.utf16)
    visit(ast.root, depth: 0) { node in
      switch node.kind {
      case .characterClass(let c):
        checkClass(c, units: units, &out)
      case .literal(let v):
        checkLiteralEscape(node, v, flavor: flavor, flags: flags, units: units, &out)
      case .alternation(let items):
        checkEmptyAlternatives(items, units: units, &out)
      default:
        break
      }
    }
    return out
  }

  /// `a||b`: an alternative left empty between two written ones is almost always a doubled
  /// `|` (the habit of `||` in code); the second `|` is reported, and removing it is the fix.
  /// An empty first or last alternative (`(|a)`, `(a|)`) is the usual way to write an
  /// optional part and is left alone.
  static func checkEmptyAlternatives(_ items: [RegexNode], units: [UInt16], _ out: inout [RegexDiagnostic]) {
    guard items.count >= 3 else { return }
    for i in 1..<(items.count - 1) {
      guard case .empty = items[i].kind else { continue }
      // `a|||b`: once, at the first empty alternative.
      if case .empty = items[i - 1].kind { continue }
      let bar = items[i].range.lowerBound
      // The second `|` (0x7C).
      guard bar < units.count, units[bar] == 0x7C else { continue }
      out.append(
        RegexDiagnostic(
          kind: .emptyAlternative, severity: .warning,
          message: "`||` leaves an empty alternative between two others, so this part may also match nothing",
          range: bar..<(bar + 1), replacement: ""))
    }
  }

  /// Visits every node (bounded by the parser's depth limit).
  static func visit(_ node: RegexNode, depth: Int, _ body: (RegexNode) -> Void) {
    body(node)
    guard depth < 400 else { return }
    switch node.kind {
    case .group(_, let inner), .quantified(let inner, _): visit(inner, depth: depth + 1, body)
    case .concatenation(let items), .alternation(let items):
      for item in items { visit(item, depth: depth + 1, body) }
    default: break
    }
  }

  /// The same letters in both cases: `A-f` → `A-Fa-f`, `A-z` → `A-Za-z`; a case whose
  /// letters an earlier member of the class already takes is left out (`a-zA-z` → `A-Z`).
  static func caseSplit(_ lo: UInt32, _ hi: UInt32, coveredBy earlier: [ClosedRange<UInt32>] = []) -> String {
    let upperHi = hi - 0x20, lowerLo = lo + 0x20
    guard upperHi >= lo else { return "A-Za-z" }
    let upper = "\(show(lo))-\(show(upperHi))", lower = "\(show(lowerLo))-\(show(hi))"
    func covered(_ part: ClosedRange<UInt32>) -> Bool {
      earlier.contains { $0.lowerBound <= part.lowerBound && part.upperBound <= $0.upperBound }
    }
    if covered(lowerLo...hi) { return upper }
    if covered(lo...upperHi) { return lower }
    return upper + lower
  }

  static func checkClass(_ c: CharacterClass, units: [UInt16] = [], _ out: inout [RegexDiagnostic]) {
    checkSeparatedList(c, units: units, &out)
    var seen: [(ClosedRange<UInt32>, Range<Int>)] = []
    var duplicates = 0
    /// For a character repeated exactly: its diagnostic in `out` and how often it is written.
    var repeats: [UInt32: (diagnostic: Int, count: Int)] = [:]
    let hasOperation = c.members.contains { if case .operation = $0.kind { return true } else { return false } }
    for (index, m) in c.members.enumerated() {
      let span: ClosedRange<UInt32>
      switch m.kind {
      case .literal(let v): span = v...v
      case .range(let lo, let hi):
        span = lo...hi
        let crossesCase = (0x41...0x5A).contains(lo) && (0x61...0x7A).contains(hi)
        if crossesCase && seen.contains(where: { $0.0.lowerBound <= lo && hi <= $0.0.upperBound }) {
          // Wholly an earlier member's: a duplicate, reported below.
        } else if crossesCase {
          // One finding for the typo: its overlap with an earlier member (`a-zA-z`) is the
          // same mistake, and the fix leaves out the letters that member already takes. (A
          // range an earlier member wholly takes is a duplicate, reported below.)
          let meant = caseSplit(lo, hi, coveredBy: seen.map(\.0))
          out.append(RegexDiagnostic(
            kind: .suspiciousClass, severity: .warning,
            message: "range `\(show(lo))-\(show(hi))` crosses from upper to lower case and also takes `[\\]^_` and backtick; did you mean `\(meant)`?",
            range: m.range, replacement: meant))
          if seen.count < duplicateCheckLimit { seen.append((span, m.range)) }
          continue
        } else if lo == hi {
          out.append(RegexDiagnostic(
            kind: .suspiciousClass, severity: .warning,
            message: "range `\(show(lo))-\(show(hi))` has a single member", range: m.range))
        } else if isDigit(lo) != isDigit(hi) || isUpper(lo) != isUpper(hi) || isLower(lo) != isLower(hi),
          lo < 0x80, hi < 0x80, isAlnum(lo) || isAlnum(hi),
          // `[\x30-\x3F]`: a range of code points written as escapes is deliberate.
          !(m.range.lowerBound < units.count && units[m.range.lowerBound] == 0x5C)
        {
          out.append(RegexDiagnostic(
            kind: .suspiciousClass, severity: .warning,
            message: "range `\(show(lo))-\(show(hi))` mixes digits, letters or punctuation",
            range: m.range))
        }
      case .nested(let inner):
        checkClass(inner, units: units, &out)
        continue
      default:
        continue
      }
      // Each member is compared with at most the first `duplicateCheckLimit` ones, and a
      // class reports at most `duplicateReportLimit` duplicates: a class of tens of thousands
      // of members (generated or pasted) took minutes, pairwise.
      guard duplicates < duplicateReportLimit else { continue }
      if case .range(let lo, let hi) = m.kind, !isAlnum(lo), !isAlnum(hi), lo <= 0x30, hi >= 0x7A {
        // `[!#$%&\\*-~]`: a band of printable ASCII between two punctuation marks (digits and
        // letters inside) is deliberate; an earlier member inside it is only redundant.
        if seen.count < duplicateCheckLimit { seen.append((span, m.range)) }
        continue
      }
      if let previous = seen.first(where: { $0.0.overlaps(span) }) {
        // Chinese writes the ellipsis and the dash doubled (`……`, `——`): typed as one mark.
        if span.count == 1, previous.0 == span, span.lowerBound == 0x2026 || span.lowerBound == 0x2014,
          previous.1.upperBound == m.range.lowerBound
        {
          continue
        }
        // One character written again and again (`[3|4|5|6]`, eight spaces): one finding, at
        // its first repeat, that says how often.
        if span.count == 1, previous.0 == span, let first = repeats[span.lowerBound] {
          repeats[span.lowerBound] = (first.diagnostic, first.count + 1)
          continue
        }
        duplicates += 1
        let what = span.count == 1 ? "`\(show(span.lowerBound))`" : "`\(show(span.lowerBound))-\(show(span.upperBound))`"
        // Removing a member that an earlier one covers leaves the class's set unchanged,
        // unless a neighbouring `-` would then make a new range.
        let covered = previous.0.lowerBound <= span.lowerBound && span.upperBound <= previous.0.upperBound
        let removable = covered && !hasOperation && !isHyphen(c.members, index - 1) && !isHyphen(c.members, index)
          && !isHyphen(c.members, index + 1)
        var message = "duplicate member \(what) in a character class"
          + (previous.0 == span ? "" : " (overlaps an earlier range)")
        // `[a-zA-Zs]`: a bare `s` beside letter ranges is a shorthand that lost its backslash;
        // the fix offered writes the shorthand (it changes what the class takes).
        var replacement: String? = removable ? "" : nil
        var keepsMeaning = removable
        if span.count == 1, m.range.count == 1, let meant = lostShorthand[span.lowerBound] {
          message += "; if `\\\(show(span.lowerBound))` (\(meant)) was meant, its backslash is missing"
          replacement = "\\\(show(span.lowerBound))"
          keepsMeaning = false
        }
        if case .range(let lo, let hi) = m.kind, !covered, lo < 0x80, hi < 0x80, !isAlnum(lo), !isAlnum(hi) {
          // `+-/` next to `.`: a range between two punctuation marks, most likely meant as
          // the three characters.
          message = "`\(show(lo))-\(show(hi))` is a range: it takes every character from `\(show(lo))` to `\(show(hi))`, "
            + "which overlaps an earlier member; to take only `\(show(lo))`, `-` and `\(show(hi))`, escape the `-` or put it last"
        }
        if span.count == 1, previous.0 == span { repeats[span.lowerBound] = (out.count, 2) }
        out.append(RegexDiagnostic(
          kind: .suspiciousClass, severity: .warning, message: message,
          range: m.range, replacement: replacement, replacementKeepsMeaning: keepsMeaning))
      }
      if seen.count < duplicateCheckLimit { seen.append((span, m.range)) }
    }
    for (_, repeated) in repeats where repeated.count > 2 {
      out[repeated.diagnostic].message += " (written \(repeated.count) times)"
    }
  }

  /// `[5|7]`, `[0,5-9]`: letters, digits or their ranges with one `|` or `,` between each —
  /// a list written as an alternation or with commas, where the separator is a member too
  /// (`14|12345678` passes `1[5|7]…`). A separator used twice or more is already reported as
  /// a duplicate member; this reports the single one.
  static func checkSeparatedList(_ c: CharacterClass, units: [UInt16], _ out: inout [RegexDiagnostic]) {
    let members = c.members
    guard !c.negated, members.count == 3, case .literal(let separator) = members[1].kind,
      separator == 0x7C || separator == 0x2C
    else { return }
    func isAlnumItem(_ m: ClassMember) -> Bool {
      switch m.kind {
      case .literal(let v): return v < 0x80 && isAlnum(v)
      case .range(let lo, let hi): return lo < 0x80 && hi < 0x80 && isAlnum(lo) && isAlnum(hi)
      default: return false
      }
    }
    guard isAlnumItem(members[0]), isAlnumItem(members[2]), members[2].range.upperBound <= units.count else { return }
    // A class that picks one character (`14[5|7]`, `[0,5-9]?`) is a choice written as a list;
    // a repeated one (`[0,1]+`, `[1,2]{3}`) may mean digits written with their separators,
    // unless its two characters are far apart (`[0,9]{1,3}`: the range `0-9` mistyped).
    let close = members[2].range.upperBound
    if close < units.count, units[close] == 0x5D, close + 1 < units.count {
      let next = units[close + 1]
      let once = Array(units[(close + 1)...].prefix(3)) == Array("{1}".utf16)
      if next == 0x2B || next == 0x2A || (next == 0x7B && !once) {
        guard separator == 0x2C, case .literal(let lo) = members[0].kind, case .literal(let hi) = members[2].kind,
          hi > lo + 1, (isDigit(lo) && isDigit(hi)) || (isLower(lo) && isLower(hi)) || (isUpper(lo) && isUpper(hi))
        else { return }
        let range = "\(show(lo))-\(show(hi))"
        out.append(RegexDiagnostic(
          kind: .suspiciousClass, severity: .warning,
          message: "`[\(show(lo)),\(show(hi))]` takes `\(show(lo))`, `,` and `\(show(hi))` only; did you mean the range `[\(range)]`?",
          range: members[0].range.lowerBound..<members[2].range.upperBound, replacement: range))
        return
      }
    }
    let listed = String(decoding: units[members[0].range] + units[members[2].range], as: UTF16.self)
    let sep = show(separator)
    out.append(RegexDiagnostic(
      kind: .suspiciousClass, severity: .warning,
      message: "`\(sep)` in a character class is a member, not a separator: `[\(String(decoding: units[members[0].range.lowerBound..<members[2].range.upperBound], as: UTF16.self))]` also takes `\(sep)`; "
        + "a class lists its characters side by side: `[\(listed)]`",
      range: members[0].range.lowerBound..<members[2].range.upperBound, replacement: listed))
  }

  /// Whether `members[index]` is a literal `-` (false outside the list).
  static func isHyphen(_ members: [ClassMember], _ index: Int) -> Bool {
    guard members.indices.contains(index) else { return false }
    if case .literal(0x2D) = members[index].kind { return true }
    return false
  }

  /// The class shorthands whose letter, written bare, is a duplicate that hints at a lost
  /// backslash, with what the shorthand takes.
  static let lostShorthand: [UInt32: String] = [
    0x73: "a blank", 0x64: "a digit", 0x77: "a word character",
    0x53: "a non-blank", 0x44: "a non-digit", 0x57: "a non-word character",
  ]

  /// How many members of one class the duplicate check remembers.
  static let duplicateCheckLimit = 256
  /// How many duplicate members of one class are reported.
  static let duplicateReportLimit = 16

  static func checkLiteralEscape(
    _ node: RegexNode, _ v: UInt32, flavor: RegexFlavor, flags: RegexFlags, units: [UInt16],
    _ out: inout [RegexDiagnostic]
  ) {
    guard node.range.count == 2, node.range.upperBound <= units.count,
      units[node.range.lowerBound] == 0x5C, UInt32(units[node.range.lowerBound + 1]) == v,
      let scalar = Unicode.Scalar(v),
      (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    else { return }
    let annexB = flavor == .ecmascript && !flags.contains(.unicode) && !flags.contains(.unicodeSets)
    guard flavor == .icu || annexB else { return }
    let message: String
    let next = node.range.upperBound < units.count ? units[node.range.upperBound] : 0
    if annexB && (scalar == "p" || scalar == "P") {
      // `\pL` is PCRE's one-letter property and `\p{L}` a property with the `u` flag; any
      // other `\p` (`\/\pages`) is the letter `p`, as its author meant.
      guard next == 0x7B || [0x43, 0x4C, 0x4D, 0x4E, 0x50, 0x53, 0x5A].contains(next) else { return }
      if next == 0x7B {
        message = "`\\\(scalar){…}` needs the `u` or `v` flag; without it, it matches the letter `\(scalar)`"
      } else {
        let letter = Character(Unicode.Scalar(UInt8(next)))
        message = "`\\\(scalar)\(letter)` is a Unicode property in PCRE only; here it matches the text `\(scalar)\(letter)` (write `\\\(scalar){\(letter)}` with the `u` flag)"
      }
    } else if annexB && scalar == "k" {
      message = "`\\k` without named groups is just the letter `k`"
    } else {
      message = "unknown escape `\\\(scalar)` is just the letter `\(scalar)` in \(annexB ? "ECMAScript without the `u` flag" : flavor.displayName)"
    }
    out.append(RegexDiagnostic(kind: .flavor, severity: .warning, message: message, range: node.range))
  }

  static func show(_ v: UInt32) -> String {
    guard let s = Unicode.Scalar(v), v >= 0x20, v != 0x7F else {
      return "U+" + String(v, radix: 16, uppercase: true)
    }
    return String(s)
  }

  static func isDigit(_ v: UInt32) -> Bool { (0x30...0x39).contains(v) }
  static func isUpper(_ v: UInt32) -> Bool { (0x41...0x5A).contains(v) }
  static func isLower(_ v: UInt32) -> Bool { (0x61...0x7A).contains(v) }
  static func isAlnum(_ v: UInt32) -> Bool { isDigit(v) || isUpper(v) || isLower(v) }
}
