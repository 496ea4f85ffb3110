/// Lexes Java (`.java`): tokens, `"…"` strings with Java escapes (`\b \s \t \n \f \r \" \'
/// \\`, octal `\0`–`\377`, `\uXXXX` with any number of `u`), text blocks `"""…"""` with
/// incidental whitespace stripped as JLS §3.10.6 says, character literals, comments.
///
/// Java's Unicode escapes are translated before lexing; here they are decoded inside
/// string literals only (a `\u0022` in a string is a `"` in the value, not its end).
/// An unknown escape (`\d`) is a compile error in Java: reported as a `ScanDiagnostic`
/// over the escape; the value holds the escaped character.
public enum JavaLexer {
  /// With `keepingUnfolded`, the scan keeps the way back to its tokens as lexed (`CodeEdit`).
  public static func scan(_ text: SourceText, keepingUnfolded: Bool = false) -> ScannedFile {
    JavaScanner.scanFile(text, keepingUnfolded: keepingUnfolded)
  }
}

struct JavaScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.java

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
      case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x24, 0x80...0xFF:
        var end = core.identifierEnd(from: i + 1)
        while end < n && b[end] == ASCII.dollar { end = core.identifierEnd(from: end + 1) }
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
          i = core.blockComment(at: i, nested: false)
        } else {
          core.punctuation(at: i)
          i += 1
        }
      case ASCII.quote:
        if core.at(i + 1) == ASCII.quote && core.at(i + 2) == ASCII.quote {
          i = textBlock(at: i)
        } else {
          i = string(at: i)
        }
      case ASCII.apostrophe:
        i = core.characterLiteral(at: i)
      default:
        core.punctuation(at: i)
        i += 1
      }
    }
  }

  /// A `"…"` string from `start`; returns the index after it.
  private mutating func string(at start: Int) -> Int {
    let lit = core.makeBuilder()
    var i = start + 1
    var runStart = i
    while i < n {
      i = core.firstStringSpecialByte(from: i)
      guard i < n else { break }
      let c = b[i]
      if c == ASCII.quote {
        lit.verbatim(b, runStart..<i)
        core.emit(lit.build(range: start..<i + 1, contentStart: start + 1))
        return i + 1
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash {
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, limit: n, into: lit).end
        runStart = i
        continue
      }
      i += 1
    }
    lit.verbatim(b, runStart..<i)
    core.diagnose("unterminated string literal", start..<i)
    core.emit(lit.build(range: start..<i, contentStart: start + 1, isTerminated: false))
    return i
  }

  /// A Java escape at `i` (a backslash) ending before `limit`. Returns the index after it and
  /// whether it was a line continuation (`\` at the end of a text block line).
  private mutating func escape(at i: Int, limit: Int, into lit: LiteralBuilder) -> (end: Int, continuation: Bool) {
    let e = i + 1
    guard e < limit else { return (e, true) }
    let c = b[e]
    let simple: UInt32?
    switch c {
    case 0x62: simple = 0x08  // b
    case 0x73: simple = 0x20  // s
    case 0x74: simple = 0x09  // t
    case 0x6E: simple = 0x0A  // n
    case 0x66: simple = 0x0C  // f
    case 0x72: simple = 0x0D  // r
    case ASCII.quote, ASCII.apostrophe, ASCII.backslash: simple = UInt32(c)
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return (e + 1, false)
    }
    switch c {
    case 0x30...0x37:
      // Up to three octal digits when the first is 0–3, else up to two.
      let maxDigits = c <= 0x33 ? 3 : 2
      var j = e
      var value: UInt32 = 0
      while j < limit && j - e < maxDigits && b[j] &- 0x30 < 8 {
        value = value * 8 + UInt32(b[j] - 0x30)
        j += 1
      }
      lit.escaped(scalar: value, source: i..<j)
      return (j, false)
    case 0x75:  // u, uu, uuu…
      var j = e
      while j < limit && b[j] == 0x75 { j += 1 }
      var (value, end) = core.hexDigits(from: j, limit: 4)
      if end - j != 4 { core.diagnose("illegal Unicode escape: `\\u` needs four hex digits", i..<end) }
      // A surrogate pair written as two escapes is one character (java.util.regex reads
      // the pattern by code point).
      if end <= limit, let pair = core.surrogatePair(high: value, escapeEnd: end, repeatedU: true), pair.end <= limit {
        (value, end) = pair
      }
      lit.escaped(scalar: value, source: i..<end)
      return (end, false)
    case ASCII.newline, ASCII.carriageReturn:
      core.diagnose("illegal line end in string literal", i..<e)
      return (e, true)
    default:
      let end = core.characterEnd(at: e)
      let char = core.text.string(in: e..<end)
      core.diagnose("`\\\(char)` is not a Java escape (a compile error); write `\\\\\(char)`", i..<end)
      lit.escaped(copying: e..<end, from: b, source: i..<end)
      return (end, false)
    }
  }

  /// A text block from its `"""` at `start`: the opening line must end after the quotes;
  /// the content's incidental indentation (the smallest indentation of non-blank lines and
  /// of the closing line) and every line's trailing blanks are removed, line ends become
  /// `\n`, then escapes are decoded (`\<line end>` joins lines, `\s` is a space).
  private mutating func textBlock(at start: Int) -> Int {
    var i = start + 3
    while i < n && (b[i] == ASCII.space || b[i] == ASCII.tab || b[i] == 0x0C) { i += 1 }
    guard i < n, ASCII.isLineBreak(b[i]) else {
      core.diagnose("text block must start with a line break after `\"\"\"`", start..<i)
      return string(at: start)
    }
    i += (b[i] == ASCII.carriageReturn && core.at(i + 1) == ASCII.newline) ? 2 : 1
    let contentStart = i
    // Find the closing `"""`, skipping escapes.
    var close = -1
    var j = contentStart
    while j < n {
      let c = b[j]
      if c == ASCII.backslash {
        j += 2
        continue
      }
      if c == ASCII.quote && core.at(j + 1) == ASCII.quote && core.at(j + 2) == ASCII.quote {
        close = j
        break
      }
      j += 1
    }
    let contentEnd = close < 0 ? n : close
    let end = close < 0 ? n : close + 3
    // Lines: [start, end of text) pairs plus the line break length after each.
    var lines: [(start: Int, end: Int, breakLength: Int)] = []
    var lineStart = contentStart
    var k = contentStart
    while k < contentEnd {
      let c = b[k]
      if ASCII.isLineBreak(c) {
        let length = (c == ASCII.carriageReturn && k + 1 < contentEnd && b[k + 1] == ASCII.newline) ? 2 : 1
        lines.append((lineStart, k, length))
        k += length
        lineStart = k
      } else {
        k += 1
      }
    }
    lines.append((lineStart, contentEnd, 0))
    func isWhite(_ c: UInt8) -> Bool { c == ASCII.space || c == ASCII.tab || c == 0x0C }
    func indentation(_ line: (start: Int, end: Int, breakLength: Int)) -> Int {
      var p = line.start
      while p < line.end && isWhite(b[p]) { p += 1 }
      return p - line.start
    }
    let closingLineIsBlank = close >= 0 && indentation(lines[lines.count - 1]) == lines[lines.count - 1].end - lines[lines.count - 1].start
    var minimum = Int.max
    for (index, line) in lines.enumerated() {
      let indent = indentation(line)
      let blank = indent == line.end - line.start
      if !blank || (index == lines.count - 1 && closingLineIsBlank) { minimum = min(minimum, indent) }
    }
    if minimum == Int.max { minimum = 0 }
    let lit = core.makeBuilder()
    for (index, line) in lines.enumerated() {
      let isLast = index == lines.count - 1
      if isLast && closingLineIsBlank { break }
      var textEnd = line.end
      while textEnd > line.start && isWhite(b[textEnd - 1]) { textEnd -= 1 }
      let textStart = min(line.start + minimum, textEnd)
      var p = textStart
      var runStart = p
      var joined = false
      while p < textEnd {
        if b[p] == ASCII.backslash {
          lit.verbatim(b, runStart..<p)
          if p + 1 >= textEnd {
            joined = true
            p = textEnd
          } else {
            p = escape(at: p, limit: textEnd, into: lit).end
          }
          runStart = p
          continue
        }
        p += 1
      }
      lit.verbatim(b, runStart..<p)
      if !isLast && !joined { lit.escaped(scalar: 0x0A, source: line.end..<line.end + line.breakLength) }
    }
    if close < 0 { core.diagnose("unterminated text block", start..<contentStart) }
    core.emit(lit.build(range: start..<end, contentStart: contentStart, isTerminated: close >= 0))
    return end
  }
}
