/// Lexes JavaScript and TypeScript (`.js .mjs .cjs .jsx .ts .mts .cts .tsx`, and `<script>`
/// bodies): tokens, `'…'`/`"…"` strings, template literals, regex literals, JSX.
///
/// - Strings: escapes `\n \t \r \b \f \v \0 \xHH \uHHHH \u{…}`, legacy octal, line
///   continuations. An unknown escape (`\d`) silently becomes the character (`d`) in
///   JavaScript: it is recorded as a `HostEscape` on the literal.
/// - Template literals `` `…` ``: one `.string` token and literal; constant (decoded,
///   cooked value) only without `${…}`; with holes the literal is non-constant and the code
///   inside the holes is skipped (no tokens). A template tagged `String.raw` keeps its raw
///   text.
/// - Regex literals `/body/flags`: a `.regexLiteral` token; `regexLiterals[k]` holds the body
///   between the slashes verbatim (regex escapes are not string escapes) and
///   `regexFlags[k]` the flags (`"gi"`). A `/` starts a regex when the previous token cannot
///   end an expression: start of file, punctuation other than `)`, `]` and a postfix `++`/`--`,
///   or the keywords
///   `return typeof instanceof in of new delete void throw case do else yield await`;
///   after identifiers, numbers, strings, `)` and `]` it is division.
/// - JSX (when `jsx` is on): `<Tag attr="v" other={expr}>children</Tag>` gives the tokens
///   `<` `Tag` `attr` `=` string `other` `=` `{` …expr tokens… `}` `>` … `<` `/` `Tag` `>`.
///   Attribute names keep their `-` and `:` (`data-inputmask` is one identifier token).
///   Quoted attribute values are `.string` literals decoded as HTML (character references,
///   no backslash escapes). Child text gives no tokens; `{…}` children are lexed as code.
public enum JavaScriptLexer {
  public static func scan(_ text: SourceText, jsx: Bool = true) -> ScannedFile {
    scan(text, range: 0..<text.bytes.count, jsx: jsx)
  }

  /// Lexes only `range` of `text` (a `<script>` body); every position is a file position.
  public static func scan(_ text: SourceText, range: Range<Int>, jsx: Bool) -> ScannedFile {
    scan(text, range: range, jsx: jsx, folding: true)
  }

  /// `folding: false` keeps the literals of `"a" + "b"` apart, as a parser sees them (the
  /// comparison with acorn).
  static func scan(_ text: SourceText, range: Range<Int>, jsx: Bool, folding: Bool) -> ScannedFile {
    text.bytes.withUnsafeBufferPointer { buffer in
      let end = min(max(0, range.upperBound), buffer.count)
      let limited = UnsafeBufferPointer(start: buffer.baseAddress, count: end)
      var scanner = JavaScriptScanner(core: LexerCore(text: text, buffer: limited), jsx: jsx)
      scanner.run(from: min(max(0, range.lowerBound), end))
      return scanner.core.file(text, language: .javascript, folding: folding)
    }
  }
}

struct JavaScriptScanner {
  var core: LexerCore
  let jsx: Bool
  /// JSX elements waiting for the `}` that ends a `{…}` attribute value or child.
  var frames: [JSXFrame] = []
  /// The line break ending the line where `failedRegexCount` regex scans failed.
  var failedRegexLineEnd = -1
  var failedRegexCount = 0

  struct JSXFrame {
    /// Brace depth outside the `{`.
    var depth: Int32
    /// Inside a start tag (attributes) rather than children.
    var inTag: Bool
    /// Elements of this JSX tree whose start tag is complete and not yet closed.
    var open: Int
  }

  init(core: LexerCore, jsx: Bool) {
    self.core = core
    self.jsx = jsx
  }

  var b: UnsafeBufferPointer<UInt8> { core.b }
  var n: Int { core.n }

  mutating func run(from start: Int) {
    var i = start
    let n = core.n
    let b = core.b
    let classes = core.classes
    if i + 1 < n && b[i] == ASCII.hash && b[i + 1] == 0x21 {  // #!
      while i < n && !ASCII.isLineBreak(b[i]) { i += 1 }
    }
    while i < n {
      let c = b[i]
      switch c {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        i += 1
      // The helpers here are static, given the buffer: a method called from this mutating
      // loop copied the whole scanner first.
      case 0x80...0xFF where JavaScriptScanner.unicodeSpaceLength(at: i, in: b) > 0:
        i += JavaScriptScanner.unicodeSpaceLength(at: i, in: b)
      case 0x61...0x7A, 0x41...0x5A, 0x5F, ASCII.dollar, 0x80...0xFF:
        let end = JavaScriptScanner.identifierEnd(from: i + 1, in: b, classes: classes)
        core.token(.identifier, i..<end)
        i = end
      case 0x30...0x39:
        let end = LexerCore.numberEnd(from: i, in: b, classes: classes)
        core.token(.number, i..<end)
        i = end
      case ASCII.slash:
        let next = core.at(i + 1)
        if next == ASCII.slash {
          i = core.lineComment(at: i)
        } else if next == ASCII.star {
          i = core.blockComment(at: i, nested: false)
        } else if expressionMayStart(), let end = regexLiteral(at: i) {
          i = end
        } else {
          core.punctuation(at: i)
          i += 1
        }
      case ASCII.quote, ASCII.apostrophe:
        i = string(at: i)
      case ASCII.backtick:
        i = template(at: i)
      case ASCII.less where jsx && startsJSX(at: i):
        i = jsxElement(from: i, inTag: false, open: 0)
      case ASCII.closeBrace:
        if let frame = frames.last, frame.depth == core.depth - 1 {
          frames.removeLast()
          core.punctuation(at: i)
          i = jsxElement(from: i + 1, inTag: frame.inTag, open: frame.open)
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

  /// End of an identifier body (letters, digits, `_`, `$`, non-ASCII) from `i`: before a
  /// Unicode space (`LexerCore` takes every byte from 0x80 up for an identifier's).
  @inline(__always) func identifierEnd(from i: Int) -> Int {
    JavaScriptScanner.identifierEnd(from: i, in: b, classes: core.classes)
  }

  /// `identifierEnd(from:)` on `b` (static: see `run`).
  @inline(__always)
  static func identifierEnd(from i: Int, in b: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) -> Int {
    let n = b.count
    var j = LexerCore.identifierEnd(from: i, in: b, classes: classes)
    while j < n && b[j] == ASCII.dollar { j = LexerCore.identifierEnd(from: j + 1, in: b, classes: classes) }
    var k = i
    while k < j {
      if b[k] >= 0xC2, unicodeSpaceLength(at: k, in: b) > 0 { return k }
      k += 1
    }
    return j
  }

  /// The byte length of the Unicode white space or line terminator JavaScript skips between
  /// tokens at `i` (U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F,
  /// U+3000, U+FEFF: minified and hand-written code has no-break spaces), or 0.
  func unicodeSpaceLength(at i: Int) -> Int {
    JavaScriptScanner.unicodeSpaceLength(at: i, in: b)
  }

  /// `unicodeSpaceLength(at:)` in `b` (static: see `run`).
  static func unicodeSpaceLength(at i: Int, in b: UnsafeBufferPointer<UInt8>) -> Int {
    let n = b.count
    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }
    switch b[i] {
    case 0xC2: return at(i + 1) == 0xA0 ? 2 : 0
    case 0xE1: return at(i + 1) == 0x9A && at(i + 2) == 0x80 ? 3 : 0
    case 0xE2:
      let second = at(i + 1)
      let third = at(i + 2)
      if second == 0x80 { return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
      return second == 0x81 && third == 0x9F ? 3 : 0
    case 0xE3: return at(i + 1) == 0x80 && at(i + 2) == 0x80 ? 3 : 0
    case 0xEF: return at(i + 1) == 0xBB && at(i + 2) == 0xBF ? 3 : 0
    default: return 0
    }
  }

  /// Whether the previous token leaves the parser expecting an expression (so `/` starts
  /// a regex and `<` may start JSX).
  func expressionMayStart() -> Bool {
    guard let last = core.lastToken else { return true }
    switch last.kind {
    case .number, .string, .regexLiteral, .character: return false
    case .punctuation:
      if last.byte == 0x2B || last.byte == ASCII.minus { return !endsPostfixUpdate(last) }
      return last.byte != ASCII.closeParen && last.byte != ASCII.closeBracket
    case .identifier:
      let f = core
      return f.isWord(last, "return") || f.isWord(last, "typeof") || f.isWord(last, "instanceof")
        || f.isWord(last, "in") || f.isWord(last, "of") || f.isWord(last, "new") || f.isWord(last, "delete")
        || f.isWord(last, "void") || f.isWord(last, "throw") || f.isWord(last, "case") || f.isWord(last, "do")
        || f.isWord(last, "else") || f.isWord(last, "yield") || f.isWord(last, "await")
    }
  }

  /// Whether the `+`/`-` token `last` ends a postfix `x++` / `a[i]--` (an operand, so a `/`
  /// after it divides): the same sign right before it, and an operand end before that.
  private func endsPostfixUpdate(_ last: Token) -> Bool {
    let sign = last.range.lowerBound
    guard sign >= 2, b[sign - 1] == last.byte else { return false }
    var k = sign - 2
    while k > 0 && (b[k] == ASCII.space || b[k] == ASCII.tab) { k -= 1 }
    let c = b[k]
    return ASCII.isIdentifierBody(c) || c == ASCII.dollar || c == ASCII.closeParen || c == ASCII.closeBracket
  }

  // MARK: Regex literals

  /// Longest regex literal looked for. Real code has long ones (CodeMirror's Gherkin mode
  /// lists every language's keywords in one 3 KiB literal); lines like `(/[(/[(/[…` stay
  /// linear through `maxFailedRegexesPerLine`, which bounds the failed scans of a line.
  static let maxRegexLength = 65_536

  /// A regex literal from its `/` at `start`, or nil when the line ends first or it would
  /// be longer than `maxRegexLength` (then the `/` is taken as division). Returns the index
  /// after the flags.
  mutating func regexLiteral(at start: Int) -> Int? {
    if start < failedRegexLineEnd && failedRegexCount >= JavaScriptScanner.maxFailedRegexesPerLine { return nil }
    guard let end = regexEnd(from: start) else {
      let lineEnd = core.firstLineBreak(from: start)
      if lineEnd == failedRegexLineEnd {
        failedRegexCount += 1
      } else {
        failedRegexLineEnd = lineEnd
        failedRegexCount = 1
      }
      return nil
    }
    return end
  }

  /// After this many `/` on one line that started no regex, the rest of the line's `/` are
  /// division without looking (keeps lines like `/[/[/[…` linear).
  static let maxFailedRegexesPerLine = 8

  private mutating func regexEnd(from start: Int) -> Int? {
    var j = start + 1
    var inClass = false
    let limit = min(n, start + JavaScriptScanner.maxRegexLength)
    while j < limit {
      let c = b[j]
      if ASCII.isLineBreak(c) { return nil }
      if c == ASCII.backslash {
        j += 1
        if j < n && ASCII.isLineBreak(b[j]) { return nil }
        j += 1
        continue
      }
      if c == ASCII.openBracket {
        inClass = true
      } else if c == ASCII.closeBracket {
        inClass = false
      } else if c == ASCII.slash && !inClass {
        break
      }
      j += 1
    }
    guard j < limit else { return nil }
    let flagsEnd = identifierEnd(from: j + 1)
    let lit = core.makeBuilder()
    lit.verbatim(b, start + 1..<j)
    let literal = lit.build(range: start..<flagsEnd, contentStart: start + 1)
    core.token(.regexLiteral, start..<flagsEnd, literal: core.regexLiterals.count)
    core.regexLiterals.append(literal)
    core.regexFlags.append(core.text.string(in: j + 1..<flagsEnd))
    return flagsEnd
  }

  // MARK: Strings

  /// A `'…'` or `"…"` string from `start`; returns the index after it.
  mutating func string(at start: Int) -> Int {
    let quote = b[start]
    let lit = core.makeBuilder()
    var hostEscapes: [HostEscape] = []
    var i = start + 1
    var runStart = i
    while i < n {
      i = core.firstStringSpecialByte(from: i, quote: quote)
      guard i < n else { break }
      let c = b[i]
      if c == quote {
        lit.verbatim(b, runStart..<i)
        core.emit(lit.build(range: start..<i + 1, contentStart: start + 1, hostEscapes: hostEscapes))
        return i + 1
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash {
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, into: lit, hostEscapes: &hostEscapes, inTemplate: false)
        runStart = i
        continue
      }
      i += 1
    }
    lit.verbatim(b, runStart..<i)
    core.diagnose("unterminated string literal", start..<i)
    core.emit(lit.build(range: start..<i, contentStart: start + 1, isTerminated: false, hostEscapes: hostEscapes))
    return i
  }

  /// A JavaScript escape at `i` (a backslash); returns the index after it.
  mutating func escape(at i: Int, into lit: LiteralBuilder, hostEscapes: inout [HostEscape], inTemplate: Bool) -> Int {
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
    case 0x72: simple = 0x0D  // r
    case 0x62: simple = 0x08  // b
    case 0x66: simple = 0x0C  // f
    case 0x76: simple = 0x0B  // v
    case ASCII.quote, ASCII.apostrophe, ASCII.backslash, ASCII.backtick, ASCII.dollar: simple = UInt32(c)
    case 0x30 where !ASCII.isDigit(core.at(e + 1)): simple = 0
    default: simple = nil
    }
    if let simple {
      lit.escaped(scalar: simple, source: i..<e + 1)
      return e + 1
    }
    switch c {
    case 0x78:  // x
      let (value, end) = core.hexDigits(from: e + 1, limit: 2)
      if end - (e + 1) != 2 {
        core.diagnose("invalid hexadecimal escape sequence", i..<end)
        lit.escaped(copying: e..<e + 1, from: b, source: i..<end)
      } else {
        lit.escaped(scalar: value, source: i..<end)
      }
      return end
    case 0x75:  // u
      if core.at(e + 1) == ASCII.openBrace {
        let (value, digitsEnd) = core.hexDigits(from: e + 2, limit: 8)
        guard core.at(digitsEnd) == ASCII.closeBrace, digitsEnd > e + 2, value <= 0x10FFFF else {
          core.diagnose("invalid Unicode escape sequence", i..<digitsEnd)
          lit.escaped(scalar: 0xFFFD, source: i..<digitsEnd)
          return digitsEnd
        }
        lit.escaped(scalar: value, source: i..<digitsEnd + 1)
        return digitsEnd + 1
      }
      var (value, end) = core.hexDigits(from: e + 1, limit: 4)
      if end - (e + 1) != 4 {
        core.diagnose("invalid Unicode escape sequence", i..<end)
        lit.escaped(scalar: 0xFFFD, source: i..<end)
        return end
      }
      // A surrogate pair written as two escapes is one character.
      if let pair = core.surrogatePair(high: value, escapeEnd: end) { (value, end) = pair }
      lit.escaped(scalar: value, source: i..<end)
      return end
    case ASCII.newline, ASCII.carriageReturn:
      return e + ((c == ASCII.carriageReturn && core.at(e + 1) == ASCII.newline) ? 2 : 1)
    case 0x30...0x37 where !inTemplate:
      // Legacy octal (sloppy mode only): up to three digits, at most \377.
      var j = e
      var value: UInt32 = 0
      while j < n && j - e < 3 && b[j] &- 0x30 < 8 && value * 8 + UInt32(b[j] - 0x30) <= 0xFF {
        value = value * 8 + UInt32(b[j] - 0x30)
        j += 1
      }
      lit.escaped(scalar: value, source: i..<j)
      hostEscapes.append(
        HostEscape(
          range: i..<j,
          message: "`\(core.text.string(in: i..<j))` is a legacy octal escape (character \(value)) in JavaScript, "
            + "an error in strict mode and templates"))
      return j
    default:
      let end = core.characterEnd(at: e)
      let char = core.text.string(in: e..<end)
      lit.escaped(copying: e..<end, from: b, source: i..<end)
      if inTemplate {
        core.diagnose("`\\\(char)` is not a valid escape in a template literal", i..<end)
      } else {
        hostEscapes.append(
          HostEscape(
            range: i..<end,
            message: "`\\\(char)` is not a JavaScript escape: the string holds `\(char)`, not `\\\(char)`; "
              + "write `\\\\\(char)`",
            replacement: "\\\\\(char)"))
      }
      return end
    }
  }

  /// Whether the three tokens before a template are `String` `.` `raw`.
  private func isStringRawTag() -> Bool {
    core.tokensEndWith(["String", ".", "raw"])
  }

  /// A template literal from its backtick at `start`; returns the index after it.
  mutating func template(at start: Int) -> Int {
    let raw = isStringRawTag()
    let lit = core.makeBuilder()
    var hostEscapes: [HostEscape] = []
    var constant = true
    var i = start + 1
    var runStart = i
    while i < n {
      let c = b[i]
      if c == ASCII.backtick {
        lit.verbatim(b, runStart..<i)
        core.emit(lit.build(range: start..<i + 1, contentStart: start + 1, isConstant: constant, hostEscapes: hostEscapes))
        return i + 1
      }
      if c == ASCII.dollar && core.at(i + 1) == ASCII.openBrace {
        constant = false
        lit.discard()
        i = core.skipHole(from: i + 2)
        runStart = i
        continue
      }
      if c == ASCII.backslash {
        if raw {
          i = min(n, i + 2)
          continue
        }
        lit.verbatim(b, runStart..<i)
        i = escape(at: i, into: lit, hostEscapes: &hostEscapes, inTemplate: true)
        runStart = i
        continue
      }
      if c == ASCII.carriageReturn {
        // Template line ends are normalised to `\n`.
        lit.verbatim(b, runStart..<i)
        let length = core.at(i + 1) == ASCII.newline ? 2 : 1
        lit.escaped(scalar: 0x0A, source: i..<i + length)
        i += length
        runStart = i
        continue
      }
      i += 1
    }
    lit.verbatim(b, runStart..<n)
    core.diagnose("unterminated template literal", start..<min(n, start + 1))
    core.emit(lit.build(range: start..<n, contentStart: start + 1, isConstant: constant, isTerminated: false, hostEscapes: hostEscapes))
    return n
  }
}

extension LexerCore {
  /// Whether `token`'s text is `word`.
  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    let count = token.range.count
    guard count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { w in
      for k in 0..<count where b[token.range.lowerBound + k] != w[k] { return false }
      return true
    }
  }
}
