/// Lexes Kotlin (`.kt`, `.kts`): tokens, `"…"` strings with Kotlin escapes, raw `"""…"""`
/// strings (verbatim; `trimIndent()`/`trimMargin()` calls are NOT applied: the value is
/// what is between the quotes, so recognisers should treat a raw string followed by
/// `.trimIndent()` with care), string templates (`$name`, `${…}`) making the literal
/// non-constant (except `${'$'}`, a literal `$`), character literals, nested block comments.
///
/// An unknown escape (`\d`) is a compile error in Kotlin: it is reported as a
/// `ScanDiagnostic` over the escape, and the value holds the escaped character.
/// Backticked identifiers (`` `is` ``) give an identifier token without the backticks.
public enum KotlinLexer {
  /// With `keepingUnfolded`, the scan keeps the way back to its tokens as lexed (`CodeEdit`).
  public static func scan(_ text: SourceText, keepingUnfolded: Bool = false) -> ScannedFile {
    KotlinScanner.scanFile(text, keepingUnfolded: keepingUnfolded)
  }
}

struct KotlinScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.kotlin

  mutating func run() {
    var i = core.start
    let n = core.n
    let b = core.b
    while i < n {
      if i >= core.resyncFrom && core.resynchronized(at: i) { break }
      let c = b[i]
      switch c {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        i += 1
      case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x80...0xFF:
        let end = core.identifierEnd(from: i + 1)
        core.token(.identifier, i..<end)
        i = end
      case 0x30...0x39:
        let end = core.numberEnd(from: i)
        core.token(.number, i..<end)
        i = end
      case ASCII.slash:
        let next = core.at(i + 1)
        if next == ASCII.slash {
          i = core.lineComment(at: i)
        } else if next == ASCII.star {
          i = core.blockComment(at: i, nested: true)
        } else {
          core.punctuation(at: i)
          i += 1
        }
      case ASCII.quote:
        i = string(at: i)
      case ASCII.apostrophe:
        i = core.characterLiteral(at: i)
      case ASCII.backtick:
        var j = i + 1
        while j < n && b[j] != ASCII.backtick && !ASCII.isLineBreak(b[j]) { j += 1 }
        if j < n && b[j] == ASCII.backtick {
          core.token(.identifier, i + 1..<j)
          i = j + 1
        } else {
          core.punctuation(at: i)
          i += 1
        }
      default:
        core.punctuation(at: i)
        i += 1
      }
    }
  }

  /// `${'$'}` at `i`: Kotlin's way to write a literal `$` in raw strings.
  private func isDollarTemplate(_ i: Int) -> Bool {
    i + 6 <= n && b[i + 1] == ASCII.openBrace && b[i + 2] == ASCII.apostrophe && b[i + 3] == ASCII.dollar
      && b[i + 4] == ASCII.apostrophe && b[i + 5] == ASCII.closeBrace
  }

  /// A template at `i` (a `$`): returns the index after it, or nil when `$` is plain text.
  private func template(at i: Int) -> Int? {
    let next = core.at(i + 1)
    if next == ASCII.openBrace { return core.skipHole(from: i + 2) }
    if ASCII.isIdentifierStart(next) { return core.identifierEnd(from: i + 1) }
    if next == ASCII.backtick {
      var j = i + 2
      while j < n && b[j] != ASCII.backtick && !ASCII.isLineBreak(b[j]) { j += 1 }
      return min(n, j + 1)
    }
    return nil
  }

  /// A string from its first `"` at `start`; returns the index after it.
  private mutating func string(at start: Int) -> Int {
    if core.at(start + 1) == ASCII.quote && core.at(start + 2) == ASCII.quote { return rawString(at: start) }
    let lit = core.makeBuilder()
    var constant = true
    var i = start + 1
    var runStart = i
    while i < n {
      let c = b[i]
      if c == ASCII.quote {
        lit.verbatim(b, runStart..<i)
        core.emit(lit.build(range: start..<i + 1, contentStart: start + 1, isConstant: constant))
        return i + 1
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash {
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, into: lit)
        runStart = i
        continue
      }
      if c == ASCII.dollar {
        if isDollarTemplate(i) {
          lit.verbatim(b, runStart..<i)
          lit.escaped(scalar: 0x24, source: i..<i + 6)
          i += 6
          runStart = i
          continue
        }
        if let end = template(at: i) {
          constant = false
          lit.discard()
          i = end
          runStart = i
          continue
        }
      }
      i += 1
    }
    lit.verbatim(b, runStart..<i)
    core.diagnose("unterminated string literal", start..<i)
    core.emit(lit.build(range: start..<i, contentStart: start + 1, isConstant: constant, isTerminated: false))
    return i
  }

  /// A Kotlin escape at `i` (a backslash); returns the index after it.
  private mutating func escape(at i: Int, into lit: LiteralBuilder) -> Int {
    let e = i + 1
    guard e < n, !ASCII.isLineBreak(b[e]) else {
      core.diagnose("incomplete escape sequence", i..<min(n, e))
      return e
    }
    let c = b[e]
    let simple: UInt32?
    switch c {
    case 0x74: simple = 0x09  // t
    case 0x62: simple = 0x08  // b
    case 0x6E: simple = 0x0A  // n
    case 0x72: simple = 0x0D  // r
    case ASCII.apostrophe, ASCII.quote, ASCII.backslash, ASCII.dollar: simple = UInt32(c)
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return e + 1
    }
    if c == 0x75 {  // u
      var (value, end) = core.hexDigits(from: e + 1, limit: 4)
      if end - (e + 1) != 4 { core.diagnose("`\\u` needs four hex digits in Kotlin", i..<end) }
      // A surrogate pair written as two escapes is one character (a JVM regex reads the
      // pattern by code point).
      if let pair = core.surrogatePair(high: value, escapeEnd: end) { (value, end) = pair }
      lit.escaped(scalar: value, source: i..<end)
      return end
    }
    let end = core.characterEnd(at: e)
    let char = core.text.string(in: e..<end)
    core.diagnose("`\\\(char)` is not a Kotlin escape (a compile error); write `\\\\\(char)`", i..<end)
    lit.escaped(copying: e..<end, from: b, source: i..<end)
    return end
  }

  /// A raw string `"""…"""` from `start`: no escapes; the closing delimiter is the last
  /// three quotes of a run (`"""a""""` holds `a"`).
  private mutating func rawString(at start: Int) -> Int {
    let lit = core.makeBuilder()
    var constant = true
    let contentStart = start + 3
    var i = contentStart
    var runStart = i
    while i < n {
      let c = b[i]
      if c == ASCII.quote && core.at(i + 1) == ASCII.quote && core.at(i + 2) == ASCII.quote {
        var run = i + 3
        while run < n && b[run] == ASCII.quote { run += 1 }
        lit.verbatim(b, runStart..<run - 3)
        core.emit(lit.build(range: start..<run, contentStart: contentStart, isConstant: constant))
        return run
      }
      if c == ASCII.dollar {
        if isDollarTemplate(i) {
          lit.verbatim(b, runStart..<i)
          lit.escaped(scalar: 0x24, source: i..<i + 6)
          i += 6
          runStart = i
          continue
        }
        if let end = template(at: i) {
          constant = false
          lit.discard()
          i = end
          runStart = i
          continue
        }
      }
      i += 1
    }
    lit.verbatim(b, runStart..<n)
    core.diagnose("unterminated raw string literal", start..<contentStart)
    core.emit(lit.build(range: start..<n, contentStart: contentStart, isConstant: constant, isTerminated: false))
    return n
  }
}
