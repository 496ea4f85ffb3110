/// Lexes Objective-C (`.m`, `.mm`, `.h`): `@"..."` and C strings with adjacent
/// concatenation, C escapes (unknown ones reported as host escapes), tokens, directives.
///
/// Preprocessor lines are skipped (`#import <Foo/Bar.h>` paths are not strings), except
/// `#define`, whose body is lexed like code. `@` is a punctuation token (`@interface` is `@`
/// then the identifier `interface`), except in `@"..."`, which is one string token.
public enum ObjectiveCLexer {
  public static func scan(_ text: SourceText) -> ScannedFile {
    ObjectiveCScanner.scanFile(text)
  }
}

struct ObjectiveCScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.objectiveC
  /// Only blanks since the last line break: a `#` here starts a preprocessor line.
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
        while i < n && b[i] == ASCII.space { i += 1 }
        continue
      case 0x0A, 0x0D:
        atLineStart = true
        i += 1
        continue
      case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x80...0xFF:
        let end = core.identifierEnd(from: i + 1)
        if core.at(end) == ASCII.quote && isRawStringPrefix(i..<end), let after = rawString(start: i, quote: end) {
          i = after
          atLineStart = false
          continue
        } else if core.at(end) == ASCII.quote && isStringPrefix(i..<end) {
          i = stringLiteral(start: i, quote: end)
          continue
        } else if core.at(end) == ASCII.apostrophe && isStringPrefix(i..<end) {
          i = characterLiteral(start: i, quote: end)
        } else {
          core.token(.identifier, i..<end)
          i = end
        }
      case 0x30...0x39:
        let end = core.numberEnd(from: i, allowQuoteSeparator: true)
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
      case ASCII.at:
        if core.at(i + 1) == ASCII.quote {
          i = stringLiteral(start: i, quote: i + 1)
          continue
        } else {
          core.punctuation(at: i)
          i += 1
        }
      case ASCII.quote:
        i = stringLiteral(start: i, quote: i)
        continue
      case ASCII.apostrophe:
        i = characterLiteral(start: i, quote: i)
      case ASCII.hash where atLineStart:
        i = preprocessorLine(at: i)
        continue
      default:
        core.punctuation(at: i)
        i += 1
      }
      atLineStart = false
    }
  }

  /// `L`, `u`, `U`, `u8` before a quote make a wide/Unicode literal.
  private func isStringPrefix(_ range: Range<Int>) -> Bool {
    let count = range.count
    let first = b[range.lowerBound]
    if count == 1 { return first == 0x4C || first == 0x75 || first == 0x55 }
    return count == 2 && first == 0x75 && b[range.lowerBound + 1] == 0x38
  }

  /// `R`, `LR`, `uR`, `UR`, `u8R` before a quote start a C++ raw string (`.mm`).
  private func isRawStringPrefix(_ range: Range<Int>) -> Bool {
    guard b[range.upperBound - 1] == 0x52 else { return false }  // R
    let prefix = range.lowerBound..<range.upperBound - 1
    return prefix.isEmpty || isStringPrefix(prefix)
  }

  /// A C++ raw string `R"delim(…)delim"` (delimiter up to 16 characters); the value is the
  /// text between the parentheses, verbatim. Nil when the opening is not well formed.
  private mutating func rawString(start: Int, quote: Int) -> Int? {
    var open = quote + 1
    while open < n && open - quote <= 17 && b[open] != ASCII.openParen {
      let c = b[open]
      if c == ASCII.space || c == ASCII.backslash || c == ASCII.closeParen || c < 0x20 || c == ASCII.quote { return nil }
      open += 1
    }
    guard open < n, b[open] == ASCII.openParen else { return nil }
    let delimiter = quote + 1..<open
    let contentStart = open + 1
    var j = contentStart
    var closeAt: Int?
    while j < n {
      if b[j] == ASCII.closeParen && j + 1 + delimiter.count < n
        && b[j + 1 + delimiter.count] == ASCII.quote
      {
        var same = true
        for k in 0..<delimiter.count where b[j + 1 + k] != b[delimiter.lowerBound + k] {
          same = false
          break
        }
        if same {
          closeAt = j
          break
        }
      }
      j += 1
    }
    let lit = core.makeBuilder()
    let contentEnd = closeAt ?? n
    lit.verbatim(b, contentStart..<contentEnd)
    let end = closeAt.map { $0 + delimiter.count + 2 } ?? n
    if closeAt == nil { core.diagnose("unterminated raw string literal", start..<min(n, contentStart)) }
    let literal = lit.build(range: start..<end, contentStart: contentStart, isTerminated: closeAt != nil)
    core.token(.string, start..<end, literal: core.literals.count)
    core.literals.append(literal)
    return end
  }

  // MARK: Preprocessor

  /// A `#` line: `#define` is lexed (its `#` and name become tokens); anything else is
  /// skipped to the end of the line, following `\` continuations and block comments.
  mutating func preprocessorLine(at i: Int) -> Int {
    var j = i + 1
    while j < n && ASCII.isBlank(b[j]) { j += 1 }
    let nameEnd = core.identifierEnd(from: j)
    if nameEnd - j == 6 && core.text.bytes[j..<nameEnd].elementsEqual("define".utf8) {
      core.punctuation(at: i)
      core.token(.identifier, j..<nameEnd)
      atLineStart = false
      return nameEnd
    }
    while j < n {
      let c = b[j]
      if ASCII.isLineBreak(c) { return j }
      if c == ASCII.backslash {
        var k = j + 1
        while k < n && ASCII.isBlank(b[k]) { k += 1 }
        if k < n && ASCII.isLineBreak(b[k]) {
          j = k + ((b[k] == ASCII.carriageReturn && core.at(k + 1) == ASCII.newline) ? 2 : 1)
          continue
        }
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.star {
        j = core.blockComment(at: j, nested: false)
        continue
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.slash {
        return core.lineComment(at: j)
      }
      j += 1
    }
    return n
  }

  // MARK: Literals

  /// A string literal at `start` (`@`, a prefix, or the quote itself) with its `"` at
  /// `quote`, plus every adjacent literal after blanks, line breaks and comments. Returns
  /// the index after the trivia that follows the literal (already consumed).
  mutating func stringLiteral(start: Int, quote: Int) -> Int {
    atLineStart = false
    var resume = start
    let lit = core.makeBuilder()
    var hostEscapes: [HostEscape] = []
    var q = quote
    var end = start
    var terminated = true
    while true {
      let (pieceEnd, closed) = cString(quote: q, into: lit, hostEscapes: &hostEscapes)
      end = pieceEnd
      resume = pieceEnd
      guard closed else {
        terminated = false
        core.diagnose("unterminated string literal", q..<pieceEnd)
        break
      }
      atLineStart = false
      let next = skipTrivia(from: pieceEnd)
      resume = next
      if core.at(next) == ASCII.quote {
        q = next
      } else if core.at(next) == ASCII.at && core.at(next + 1) == ASCII.quote {
        q = next + 1
      } else {
        break
      }
    }
    let literal = lit.build(
      range: start..<end, contentStart: quote + 1, isTerminated: terminated, hostEscapes: hostEscapes)
    core.token(.string, start..<end, literal: core.literals.count)
    core.literals.append(literal)
    return resume
  }

  /// Blanks, line breaks and comments from `i` (directives are recorded; a line break sets
  /// `atLineStart`). Returns the first other index. Stops before a preprocessor `#`.
  private mutating func skipTrivia(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if ASCII.isBlank(c) || c == 0x0B || c == 0x0C {
        j += 1
      } else if ASCII.isLineBreak(c) {
        atLineStart = true
        j += 1
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.slash {
        j = core.lineComment(at: j)
      } else if c == ASCII.slash && core.at(j + 1) == ASCII.star {
        j = core.blockComment(at: j, nested: false)
      } else {
        break
      }
    }
    return j
  }

  /// One `"..."` piece from its quote; returns the index after the closing quote (closed) or
  /// of the line break / end of file (not closed).
  private mutating func cString(
    quote: Int, into lit: LiteralBuilder, hostEscapes: inout [HostEscape]
  ) -> (end: Int, closed: Bool) {
    var i = quote + 1
    var runStart = i
    while i < n {
      i = core.firstStringSpecialByte(from: i)
      guard i < n else { break }
      let c = b[i]
      if c == ASCII.quote {
        lit.verbatim(b, runStart..<i)
        return (i + 1, true)
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash {
        lit.verbatim(b, runStart..<i)
        i = cEscape(at: i, into: lit, hostEscapes: &hostEscapes)
        runStart = i
        continue
      }
      i += 1
    }
    lit.verbatim(b, runStart..<i)
    return (i, false)
  }

  /// A C escape at `i`; returns the index after it.
  private mutating func cEscape(
    at i: Int, into lit: LiteralBuilder, hostEscapes: inout [HostEscape]
  ) -> Int {
    let e = i + 1
    guard e < n else {
      core.diagnose("incomplete escape sequence at the end of the file", i..<n)
      return n
    }
    let c = b[e]
    let simple: UInt32?
    switch c {
    case 0x6E: simple = 0x0A  // n
    case 0x74: simple = 0x09  // t
    case ASCII.backslash, ASCII.quote, ASCII.apostrophe, ASCII.question: simple = UInt32(c)
    case 0x61: simple = 0x07  // a
    case 0x62: simple = 0x08  // b
    case 0x66: simple = 0x0C  // f
    case 0x72: simple = 0x0D  // r
    case 0x76: simple = 0x0B  // v
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return e + 1
    }
    switch c {
    case 0x30...0x37:
      var j = e
      var value: UInt32 = 0
      while j < e + 3 && j < n && b[j] &- 0x30 < 8 {
        value = value * 8 + UInt32(b[j] - 0x30)
        j += 1
      }
      lit.escaped(scalar: value & 0xFF, source: i..<j)
      return j
    case 0x78:  // x
      var j = e + 1
      var value: UInt32 = 0
      while j < n, let h = ASCII.hexValue(b[j]) {
        value = (value &* 16 &+ h) & 0xFFFF_FFF
        j += 1
      }
      if j == e + 1 {
        core.diagnose("\\x used with no following hex digits", i..<j)
        lit.escaped(copying: e..<e + 1, from: b, source: i..<j)
        return j
      }
      if value > 0xFF { core.diagnose("hex escape sequence out of range", i..<j) }
      lit.escaped(scalar: value & 0xFF, source: i..<j)
      return j
    case 0x75, 0x55:  // u, U
      let digits = c == 0x75 ? 4 : 8
      var j = e + 1
      var value: UInt32 = 0
      while j < e + 1 + digits, j < n, let h = ASCII.hexValue(b[j]) {
        value = value &* 16 &+ h
        j += 1
      }
      if j != e + 1 + digits {
        core.diagnose("incomplete universal character name", i..<j)
      } else if Unicode.Scalar(value) == nil {
        core.diagnose("invalid universal character", i..<j)
      }
      lit.escaped(scalar: value, source: i..<j)
      return j
    case ASCII.newline, ASCII.carriageReturn:
      // Line continuation: the backslash and the line break vanish.
      return e + ((c == ASCII.carriageReturn && core.at(e + 1) == ASCII.newline) ? 2 : 1)
    case 0x65, 0x45:  // e, E: GNU extension for ESC
      lit.escaped(scalar: 0x1B, source: i..<e + 1)
      let letter = c == 0x65 ? "e" : "E"
      hostEscapes.append(
        HostEscape(
          range: i..<e + 1,
          message: "`\\\(letter)` is the ESC control character in Objective-C (a GNU extension), "
            + "not `\\\(letter)`; write `\\\\\(letter)`",
          replacement: "\\\\\(letter)"))
      return e + 1
    default:
      let length = min(SourceText.utf8Length(leadByte: c), n - e)
      lit.escaped(copying: e..<e + length, from: b, source: i..<e + length)
      let char = core.text.string(in: e..<e + length)
      hostEscapes.append(
        HostEscape(
          range: i..<e + length,
          message: "`\\\(char)` is not an Objective-C escape: the string holds `\(char)`, not `\\\(char)`; "
            + "write `\\\\\(char)`",
          replacement: "\\\\\(char)"))
      return e + length
    }
  }

  /// A character literal (`'a'`, `'\n'`, `L'x'`); unterminated ones stop at the line break.
  mutating func characterLiteral(start: Int, quote: Int) -> Int {
    var i = quote + 1
    while i < n {
      let c = b[i]
      if c == ASCII.apostrophe {
        core.token(.character, start..<i + 1)
        return i + 1
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash && i + 1 < n && !ASCII.isLineBreak(b[i + 1]) { i += 1 }
      i += 1
    }
    i = min(i, n)
    core.diagnose("unterminated character literal", start..<i)
    core.token(.character, start..<i)
    return i
  }
}

extension ObjectiveCScanner {
  init(core: LexerCore) { self.core = core }
}
