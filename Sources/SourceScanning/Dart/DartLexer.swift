/// Lexes Dart (`.dart`): tokens, `'…'` / `"…"` strings, triple-quoted `'''…'''` /
/// `"""…"""` (a first line of only blanks is dropped, as Dart does), raw strings `r'…'`,
/// `r"""…"""` (no escapes, no interpolation), adjacent literals concatenated into one
/// (`'+7 ' '(###)'`), interpolation `$name` / `${…}` making a literal non-constant, nested
/// block comments.
///
/// Escapes: `\n \r \f \b \t \v \xHH \uHHHH \u{…} \$`; any other `\c` silently means `c`
/// in Dart, recorded as a `HostEscape` (`'\d'` holds `d`; write `r'\d'`).
public enum DartLexer {
  public static func scan(_ text: SourceText) -> ScannedFile {
    DartScanner.scanFile(text)
  }
}

struct DartScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.dart

  mutating func run() {
    var i = 0
    let n = core.n
    let b = core.b
    while i < n {
      let c = b[i]
      switch c {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        i += 1
      case 0x61...0x7A, 0x41...0x5A, 0x5F, ASCII.dollar, 0x80...0xFF:
        if c == 0x72, core.at(i + 1) == ASCII.quote || core.at(i + 1) == ASCII.apostrophe {  // r'…'
          i = strings(at: i)
          continue
        }
        let end = identifierEnd(from: i + 1)
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
      case ASCII.quote, ASCII.apostrophe:
        i = strings(at: i)
      default:
        core.punctuation(at: i)
        i += 1
      }
    }
  }

  func identifierEnd(from i: Int) -> Int {
    var j = core.identifierEnd(from: i)
    while j < n && b[j] == ASCII.dollar { j = core.identifierEnd(from: j + 1) }
    return j
  }

  /// Whether a string (optionally `r`-prefixed) starts at `i`.
  private func stringStarts(at i: Int) -> Bool {
    let c = core.at(i)
    if c == ASCII.quote || c == ASCII.apostrophe { return true }
    let q = core.at(i + 1)
    return c == 0x72 && (q == ASCII.quote || q == ASCII.apostrophe)
  }

  /// A string at `start` and the literals adjacent to it (after blanks and comments), as
  /// one literal. Returns the index after the last one and the trivia after it (comments
  /// there are already read).
  private mutating func strings(at start: Int) -> Int {
    let lit = core.makeBuilder()
    var hostEscapes: [HostEscape] = []
    var constant = true
    var terminated = true
    var end = start
    var piece = start
    var firstContent = -1
    var resume = start
    while true {
      let result = string(at: piece, into: lit, hostEscapes: &hostEscapes)
      if firstContent < 0 { firstContent = result.contentStart }
      end = result.end
      resume = end
      if !result.constant {
        constant = false
        lit.discard()
      }
      guard result.terminated else {
        terminated = false
        break
      }
      let next = skipTrivia(from: end)
      resume = next
      guard next < n, stringStarts(at: next) else { break }
      piece = next
    }
    core.emit(
      lit.build(
        range: start..<end, contentStart: firstContent, isConstant: constant, isTerminated: terminated,
        hostEscapes: constant ? hostEscapes : []))
    return resume
  }

  private mutating func skipTrivia(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if LexerCore.isSpace(c) {
        j += 1
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.slash {
        j = core.lineComment(at: j)
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.star {
        j = core.blockComment(at: j, nested: true)
      } else {
        break
      }
    }
    return j
  }

  /// One string piece at `start` (`r` or the quote) into `lit`.
  private mutating func string(
    at start: Int, into lit: LiteralBuilder, hostEscapes: inout [HostEscape]
  ) -> (end: Int, contentStart: Int, constant: Bool, terminated: Bool) {
    let raw = b[start] == 0x72
    let q = raw ? start + 1 : start
    let quote = b[q]
    let triple = core.at(q + 1) == quote && core.at(q + 2) == quote
    var i = q + (triple ? 3 : 1)
    if triple {
      // A first line of only blanks (up to its line break) is not part of the value.
      var k = i
      while k < n && (b[k] == ASCII.space || b[k] == ASCII.tab) { k += 1 }
      if k < n && ASCII.isLineBreak(b[k]) {
        i = k + ((b[k] == ASCII.carriageReturn && core.at(k + 1) == ASCII.newline) ? 2 : 1)
      }
    }
    let contentStart = i
    var constant = true
    var runStart = i
    while i < n {
      let c = b[i]
      if c == quote && (!triple || (core.at(i + 1) == quote && core.at(i + 2) == quote)) {
        lit.verbatim(b, runStart..<i)
        return (i + (triple ? 3 : 1), contentStart, constant, true)
      }
      if !triple && ASCII.isLineBreak(c) { break }
      if raw {
        i += 1
        continue
      }
      if c == ASCII.backslash {
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, into: lit, hostEscapes: &hostEscapes)
        runStart = i
        continue
      }
      if c == ASCII.dollar {
        let next = core.at(i + 1)
        if next == ASCII.openBrace {
          constant = false
          lit.discard()
          i = core.skipHole(from: i + 2)
          runStart = i
          continue
        }
        if (next | 0x20) &- 0x61 < 26 || next == ASCII.underscore {
          constant = false
          lit.discard()
          i = core.identifierEnd(from: i + 1)
          runStart = i
          continue
        }
      }
      i += 1
    }
    i = min(i, n)
    lit.verbatim(b, runStart..<i)
    core.diagnose("unterminated string literal", start..<i)
    return (i, contentStart, constant, false)
  }

  private mutating func escape(at i: Int, into lit: LiteralBuilder, hostEscapes: inout [HostEscape]) -> Int {
    let e = i + 1
    guard e < n else {
      core.diagnose("incomplete escape sequence at the end of the file", i..<n)
      return n
    }
    let c = b[e]
    let simple: UInt32?
    switch c {
    case 0x6E: simple = 0x0A  // n
    case 0x72: simple = 0x0D  // r
    case 0x66: simple = 0x0C  // f
    case 0x62: simple = 0x08  // b
    case 0x74: simple = 0x09  // t
    case 0x76: simple = 0x0B  // v
    case ASCII.quote, ASCII.apostrophe, ASCII.backslash, ASCII.dollar: simple = UInt32(c)
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return e + 1
    }
    if c == 0x78 {  // x
      let (value, end) = core.hexDigits(from: e + 1, limit: 2)
      if end - (e + 1) != 2 { core.diagnose("an escape sequence starting with `\\x` needs two hex digits", i..<end) }
      lit.escaped(scalar: value, source: i..<end)
      return end
    }
    if c == 0x75 {  // u
      if core.at(e + 1) == ASCII.openBrace {
        let (value, digitsEnd) = core.hexDigits(from: e + 2, limit: 6)
        guard core.at(digitsEnd) == ASCII.closeBrace, digitsEnd > e + 2 else {
          core.diagnose("invalid Unicode escape sequence", i..<digitsEnd)
          lit.escaped(scalar: 0xFFFD, source: i..<digitsEnd)
          return digitsEnd
        }
        lit.escaped(scalar: value, source: i..<digitsEnd + 1)
        return digitsEnd + 1
      }
      let (value, end) = core.hexDigits(from: e + 1, limit: 4)
      if end - (e + 1) != 4 { core.diagnose("an escape sequence starting with `\\u` needs four hex digits", i..<end) }
      lit.escaped(scalar: value, source: i..<end)
      return end
    }
    if ASCII.isLineBreak(c) {
      // In a multiline string a backslash before a line break keeps the break.
      let end = e + ((c == ASCII.carriageReturn && core.at(e + 1) == ASCII.newline) ? 2 : 1)
      lit.escaped(scalar: 0x0A, source: i..<end)
      return end
    }
    let end = core.characterEnd(at: e)
    let char = core.text.string(in: e..<end)
    lit.escaped(copying: e..<end, from: b, source: i..<end)
    hostEscapes.append(
      HostEscape(
        range: i..<end,
        message: "`\\\(char)` is not a Dart escape: the string holds `\(char)`, not `\\\(char)`; "
          + "write `\\\\\(char)` or use a raw string `r'…'`",
        replacement: "\\\\\(char)"))
    return end
  }
}
