/// Lexes C# (`.cs`): tokens, regular `"…"` strings, verbatim `@"…"` (`""` is a quote, no
/// escapes), interpolated `$"…{x}…"` / `$@"…"` / `@$"…"` (`{{` and `}}` are braces; any
/// hole makes the literal non-constant), raw strings `"""…"""` (C# 11: single-line, or
/// multi-line with the closing line's indentation removed from every line and the first and
/// last line breaks dropped), interpolated raw `$"""…{x}…"""` / `$$"""…{{x}}…"""`,
/// character literals, comments. Preprocessor lines (`#region …`) are skipped.
///
/// Escapes: `\' \" \\ \0 \a \b \e \f \n \r \t \v \uXXXX \UXXXXXXXX \xH…` (one to four hex
/// digits). Any other escape is a compile error in C#: a `ScanDiagnostic` over it.
public enum CSharpLexer {
  public static func scan(_ text: SourceText) -> ScannedFile {
    CSharpScanner.scanFile(text)
  }
}

struct CSharpScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.csharp
  var atLineStart = true


  mutating func run() {
    var i = 0
    let n = core.n
    let b = core.b
    while i < n {
      let c = b[i]
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C:
        i += 1
        continue
      case 0x0A, 0x0D:
        atLineStart = true
        i += 1
        continue
      case ASCII.hash where atLineStart:
        while i < n && !ASCII.isLineBreak(b[i]) { i += 1 }
        continue
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
          continue
        } else if next == ASCII.star {
          i = core.blockComment(at: i, nested: false)
          continue
        }
        core.punctuation(at: i)
        i += 1
      case ASCII.quote:
        i = string(at: i, quote: i, dollars: 0, verbatim: false)
      case ASCII.apostrophe:
        i = core.characterLiteral(at: i)
      case ASCII.at, ASCII.dollar:
        if let end = prefixedString(at: i) {
          i = end
        } else {
          core.punctuation(at: i)
          i += 1
        }
      default:
        core.punctuation(at: i)
        i += 1
      }
      atLineStart = false
    }
  }

  /// `@"`, `$"`, `$@"`, `@$"`, `$$…"""` at `i`; nil when no string starts here.
  private mutating func prefixedString(at i: Int) -> Int? {
    var j = i
    var dollars = 0
    var verbatim = false
    while j < n && j - i < 16 {
      if b[j] == ASCII.dollar {
        dollars += 1
      } else if b[j] == ASCII.at && !verbatim {
        verbatim = true
      } else {
        break
      }
      j += 1
    }
    guard core.at(j) == ASCII.quote, dollars > 0 || verbatim else { return nil }
    if verbatim && dollars > 1 { return nil }
    return string(at: i, quote: j, dollars: dollars, verbatim: verbatim)
  }

  /// A string starting at `start` whose first `"` is at `quote`.
  private mutating func string(at start: Int, quote: Int, dollars: Int, verbatim: Bool) -> Int {
    var quotes = 0
    while quote + quotes < n && b[quote + quotes] == ASCII.quote { quotes += 1 }
    if quotes >= 3 && !verbatim { return rawString(at: start, quote: quote, quotes: quotes, dollars: dollars) }
    let lit = core.makeBuilder()
    var constant = true
    var i = quote + 1
    var runStart = i
    while i < n {
      let c = b[i]
      if c == ASCII.quote {
        if verbatim && core.at(i + 1) == ASCII.quote {
          lit.verbatim(b, runStart..<i)
          lit.escaped(scalar: 0x22, source: i..<i + 2)
          i += 2
          runStart = i
          continue
        }
        lit.verbatim(b, runStart..<i)
        core.emit(lit.build(range: start..<i + 1, contentStart: quote + 1, isConstant: constant))
        return i + 1
      }
      if !verbatim && ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash && !verbatim {
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, into: lit)
        runStart = i
        continue
      }
      if dollars > 0 && (c == ASCII.openBrace || c == ASCII.closeBrace) {
        lit.verbatim(b, runStart..<i)
        if core.at(i + 1) == c {
          lit.escaped(scalar: UInt32(c), source: i..<i + 2)
          i += 2
        } else if c == ASCII.openBrace {
          constant = false
          lit.discard()
          i = core.skipHole(from: i + 1)
        } else {
          core.diagnose("a `}` in an interpolated string must be doubled", i..<i + 1)
          lit.verbatim(b, i..<i + 1)
          i += 1
        }
        runStart = i
        continue
      }
      i += 1
    }
    i = min(i, n)
    lit.verbatim(b, runStart..<i)
    core.diagnose("unterminated string literal", start..<i)
    core.emit(lit.build(range: start..<i, contentStart: quote + 1, isConstant: constant, isTerminated: false))
    return i
  }

  private mutating func escape(at i: Int, into lit: LiteralBuilder) -> Int {
    let e = i + 1
    guard e < n, !ASCII.isLineBreak(b[e]) else {
      core.diagnose("incomplete escape sequence", i..<min(n, e))
      return e
    }
    let c = b[e]
    let simple: UInt32?
    switch c {
    case ASCII.apostrophe, ASCII.quote, ASCII.backslash: simple = UInt32(c)
    case 0x30: simple = 0
    case 0x61: simple = 0x07  // a
    case 0x62: simple = 0x08  // b
    case 0x65: simple = 0x1B  // e
    case 0x66: simple = 0x0C  // f
    case 0x6E: simple = 0x0A  // n
    case 0x72: simple = 0x0D  // r
    case 0x74: simple = 0x09  // t
    case 0x76: simple = 0x0B  // v
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return e + 1
    }
    if c == 0x75 || c == 0x55 || c == 0x78 {  // u U x
      let limit = c == 0x55 ? 8 : 4
      let (value, end) = core.hexDigits(from: e + 1, limit: limit)
      if (c == 0x78 && end == e + 1) || (c != 0x78 && end - (e + 1) != limit) {
        core.diagnose("unrecognized escape sequence", i..<end)
      }
      lit.escaped(scalar: value, source: i..<end)
      return end
    }
    let end = core.characterEnd(at: e)
    let char = core.text.string(in: e..<end)
    core.diagnose("`\\\(char)` is not a C# escape (a compile error); write `\\\\\(char)` or use `@\"…\"`", i..<end)
    lit.escaped(copying: e..<end, from: b, source: i..<end)
    return end
  }

  /// A raw string: `quotes` (≥ 3) quotes at `quote`, `dollars` `$` before them.
  private mutating func rawString(at start: Int, quote: Int, quotes: Int, dollars: Int) -> Int {
    let contentStart = quote + quotes
    // The closing run: `quotes` quotes in a row.
    var close = -1
    var j = contentStart
    while j < n {
      if b[j] == ASCII.quote {
        var run = 0
        while j + run < n && b[j + run] == ASCII.quote { run += 1 }
        if run >= quotes {
          close = j
          break
        }
        j += run
        continue
      }
      j += 1
    }
    let contentEnd = close < 0 ? n : close
    let end = close < 0 ? n : close + quotes
    if close < 0 { core.diagnose("unterminated raw string literal", start..<contentStart) }
    let lit = core.makeBuilder()
    var constant = true
    // Multi-line when only blanks follow the opening quotes on their line.
    var k = contentStart
    while k < contentEnd && (b[k] == ASCII.space || b[k] == ASCII.tab) { k += 1 }
    let multiline = k < contentEnd && ASCII.isLineBreak(b[k])
    var lines: [Range<Int>] = []
    if multiline {
      var lineStart = k + ((b[k] == ASCII.carriageReturn && core.at(k + 1) == ASCII.newline) ? 2 : 1)
      var p = lineStart
      while p < contentEnd {
        if ASCII.isLineBreak(b[p]) {
          lines.append(lineStart..<p)
          p += (b[p] == ASCII.carriageReturn && p + 1 < contentEnd && b[p + 1] == ASCII.newline) ? 2 : 1
          lineStart = p
        } else {
          p += 1
        }
      }
      // The last line holds the closing quotes' indentation.
      let closing = lineStart..<contentEnd
      var indent = closing.count
      for q in closing where b[q] != ASCII.space && b[q] != ASCII.tab {
        core.diagnose("the closing quotes of a multi-line raw string must start their line", q..<q + 1)
        indent = 0
        break
      }
      for (index, line) in lines.enumerated() {
        if index > 0 { lit.escaped(scalar: 0x0A, source: lines[index - 1].upperBound..<line.lowerBound) }
        var s = line.lowerBound
        var w = 0
        while s < line.upperBound && w < indent && b[s] == b[closing.lowerBound + w] {
          s += 1
          w += 1
        }
        if w < indent && s < line.upperBound {
          core.diagnose("line does not start with the same whitespace as the closing line of the raw string", line.lowerBound..<s + 1)
        }
        constant = rawContent(s..<line.upperBound, dollars: dollars, into: lit) && constant
      }
    } else {
      constant = rawContent(contentStart..<contentEnd, dollars: dollars, into: lit)
    }
    if !constant { lit.discard() }
    core.emit(lit.build(range: start..<end, contentStart: contentStart, isConstant: constant, isTerminated: close >= 0))
    return end
  }

  /// Raw content into `lit`; with `dollars` > 0, that many braces open a hole (fewer are
  /// text). Returns false when there was a hole.
  private mutating func rawContent(_ range: Range<Int>, dollars: Int, into lit: LiteralBuilder) -> Bool {
    guard dollars > 0 else {
      lit.verbatim(b, range)
      return true
    }
    var i = range.lowerBound
    while i < range.upperBound {
      if b[i] == ASCII.openBrace {
        var run = 0
        while i + run < range.upperBound && b[i + run] == ASCII.openBrace { run += 1 }
        if run >= dollars {
          lit.discard()
          return false
        }
        i += run
        continue
      }
      i += 1
    }
    lit.verbatim(b, range)
    return true
  }
}

extension CSharpScanner {
  init(core: LexerCore) { self.core = core }
}
