/// Lexes Swift source: tokens, decoded string literals with source maps, directives.
///
/// One pass over `text.bytes`; only string literal values are built as `String`s.
/// Backticked identifiers (`` `default` ``) produce an identifier token whose range excludes
/// the backticks, so `tokenText(_:equals:)` compares the bare name.
public enum SwiftLexer {
  /// With `keepingUnfolded`, the scan keeps its tokens and literals as lexed, for the next
  /// version of the text to be lexed from it (`CodeEdit`).
  public static func scan(_ text: SourceText, keepingUnfolded: Bool = false) -> ScannedFile {
    SwiftScanner.scanFile(text, keepingUnfolded: keepingUnfolded)
  }
}

/// The Swift lexer's state over one file.
struct SwiftScanner: ByteScanner {
  var core: LexerCore
  static let language = SourceLanguage.swift
  /// Nested string/interpolation levels beyond this are skipped without looking inside.
  static let maxNesting = 32
  /// Longest bare `/…/` regex and backticked identifier looked for (keeps bad lines linear).
  static let maxBareRegexLength = 2048
  static let maxBacktickLength = 256

  /// What a byte starts in the scanning loop (`starts`): one load and a dense switch, where
  /// a switch over byte ranges tested them one after another (punctuation, the most
  /// frequent token, last).
  enum Start {
    static let punctuation: UInt8 = 0
    static let identifier: UInt8 = 1
    static let space: UInt8 = 2
    static let digit: UInt8 = 3
    static let slash: UInt8 = 4
    static let quote: UInt8 = 5
    static let hash: UInt8 = 6
    static let dollar: UInt8 = 7
    static let backtick: UInt8 = 8
  }

  /// `Start` of each byte. Immutable after initialisation and never freed.
  nonisolated(unsafe) static let starts: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 {
      table[byte] =
        switch UInt8(byte) {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: Start.space
        case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x80...0xFF: Start.identifier
        case 0x30...0x39: Start.digit
        case ASCII.slash: Start.slash
        case ASCII.quote: Start.quote
        case ASCII.hash: Start.hash
        case ASCII.dollar: Start.dollar
        case ASCII.backtick: Start.backtick
        default: Start.punctuation
        }
    }
    return UnsafePointer(table)
  }()


  mutating func run() {
    var i = core.start
    let n = core.n
    let b = core.b
    let starts = SwiftScanner.starts
    // One comparison a turn: up to `limit` the loop neither ends nor asks whether the rest
    // is the old scan moved (`resyncFrom` is past the end outside `CodeEdit`); from
    // `resyncFrom` on it asks between every two tokens (`limit` then one past the index).
    var limit = min(n, core.resyncFrom)
    while true {
      if i >= limit {
        guard i < n, !core.resynchronized(at: i) else { break }
        limit = i + 1
      }
      let c = b[i]
      switch starts[Int(c)] {
      case Start.space:
        i = core.spacesEnd(from: i + 1)
      case Start.identifier:
        let end = core.identifierEnd(from: i + 1)
        // (`identifierEnd` is past `i`: the range needs no check.)
        core.token(.identifier, Range(uncheckedBounds: (i, end)))
        // One space after a name (most often) is passed here, not by another turn of the
        // loop (no token starts at a space, so no resynchronizing place is passed).
        i = end < n && b[end] == ASCII.space ? end + 1 : end
      case Start.digit:
        let end = core.numberEnd(from: i)
        core.token(.number, i..<end)
        i = end
      case Start.slash:
        let next = core.at(i + 1)
        if next == ASCII.slash {
          i = core.lineComment(at: i)
        } else if next == ASCII.star {
          i = core.blockComment(at: i, nested: true)
        } else if let end = bareRegex(at: i) {
          i = end
        } else {
          core.punctuation(at: i)
          i += 1
        }
      case Start.quote:
        i = stringLiteral(start: i, quote: i, hashCount: 0)
      case Start.hash:
        var j = i
        while j < n && b[j] == ASCII.hash { j += 1 }
        let next = core.at(j)
        if next == ASCII.quote {
          i = stringLiteral(start: i, quote: j, hashCount: j - i)
        } else if next == ASCII.slash {
          i = hashRegex(start: i, slash: j, hashCount: j - i)
        } else if j == i + 1 && ASCII.isIdentifierStart(next) {
          let end = core.identifierEnd(from: j + 1)
          core.token(.identifier, i..<end)
          i = end
        } else {
          // A run of `#` not starting a literal: one token each.
          for k in i..<j { core.punctuation(at: k) }
          i = j
        }
      case Start.dollar:
        let end = core.identifierEnd(from: i + 1)
        core.token(.identifier, i..<end)
        i = end
      case Start.backtick:
        var j = i + 1
        let limit = min(n, i + SwiftScanner.maxBacktickLength)
        while j < limit && b[j] != ASCII.backtick && !ASCII.isLineBreak(b[j]) { j += 1 }
        if j < n && b[j] == ASCII.backtick && j > i + 1 {
          core.token(.identifier, i + 1..<j)
          i = j + 1
        } else {
          core.punctuation(at: i)
          i += 1
        }
      default:
        core.punctuation(c, at: i)
        i += 1
        if i < n && b[i] == ASCII.space { i += 1 }
      }
    }
  }

  // MARK: String literals

  /// A string literal whose opening `"` is at `quote`, preceded by `hashCount` `#` from
  /// `start`. Returns the index after the literal (or at the line break for an unterminated
  /// single-line literal).
  mutating func stringLiteral(start: Int, quote: Int, hashCount: Int) -> Int {
    if core.at(quote + 1) == ASCII.quote && core.at(quote + 2) == ASCII.quote {
      return multilineLiteral(start: start, quote: quote, hashCount: hashCount)
    }
    let contentStart = quote + 1
    // Most literals have no escape: the first byte that is not plain content closes them,
    // and their value is their bytes, made without the builder.
    var first = core.firstStringSpecialByte(from: contentStart)
    // Bytes that stop the search but are content: a tab (or another control byte but a line
    // break), and in a raw string a `"` or `\` without its `#`s (`#"\d+"#` is verbatim too).
    while first < n {
      let c = b[first]
      if c == ASCII.quote || c == ASCII.backslash {
        if core.hashes(hashCount, at: first + 1) { break }
      } else if ASCII.isLineBreak(c) {
        break
      }
      first = core.firstStringSpecialByte(from: first + 1)
    }
    if first < n && b[first] == ASCII.quote && core.hashes(hashCount, at: first + 1) {
      let end = first + 1 + hashCount
      core.token(.string, start..<end, literal: core.literals.count)
      core.literals.append(LiteralBuilder.verbatimLiteral(b, range: start..<end, content: contentStart..<first))
      return end
    }
    let lit = core.makeBuilder()
    var isConstant = true
    var terminated = false
    var i = first
    var runStart = contentStart
    var end = n
    while i < n {
      i = core.firstStringSpecialByte(from: i)
      guard i < n else { break }
      let c = b[i]
      if c == ASCII.quote && core.hashes(hashCount, at: i + 1) {
        lit.verbatim(b, runStart..<i)
        terminated = true
        end = i + 1 + hashCount
        break
      }
      if ASCII.isLineBreak(c) {
        end = i
        break
      }
      if c == ASCII.backslash && core.hashes(hashCount, at: i + 1) {
        // Before an interpolation the value is discarded: the run is not copied.
        if core.at(i + 1 + hashCount) != ASCII.openParen { lit.verbatim(b, runStart..<i) }
        i = escape(at: i, hashCount: hashCount, into: lit, isConstant: &isConstant, singleLine: true)
        runStart = i
        continue
      }
      i += 1
    }
    if !terminated {
      lit.verbatim(b, runStart..<min(i, n))
      end = min(i, n)
      core.diagnose("unterminated string literal", start..<end)
    }
    let literal = lit.build(
      range: start..<end, contentStart: contentStart, isConstant: isConstant, isTerminated: terminated)
    core.token(.string, start..<end, literal: core.literals.count)
    core.literals.append(literal)
    return end
  }

  /// An escape at `i` (a `\` followed by `hashCount` `#`). Appends its value; returns the
  /// index after it. Interpolation makes the literal non-constant.
  mutating func escape(
    at i: Int, hashCount: Int, into lit: LiteralBuilder, isConstant: inout Bool, singleLine: Bool
  ) -> Int {
    let e = i + 1 + hashCount
    guard e < n else {
      core.diagnose("incomplete escape sequence at the end of the file", i..<n)
      return n
    }
    let c = b[e]
    var value: UInt32
    switch c {
    case 0x30: value = 0
    case ASCII.backslash: value = 0x5C
    case 0x74: value = 0x09  // t
    case 0x6E: value = 0x0A  // n
    case 0x72: value = 0x0D  // r
    case ASCII.quote: value = 0x22
    case ASCII.apostrophe: value = 0x27
    case ASCII.openParen:
      isConstant = false
      lit.discard()
      return skipInterpolation(from: e + 1, stopAtLineBreak: singleLine, nesting: 1)
    case 0x75:  // u{...}
      guard core.at(e + 1) == ASCII.openBrace else {
        core.diagnose("expected '{' in \\u{...} escape", i..<e + 1)
        lit.verbatim(b, i..<e + 1)
        return e + 1
      }
      var j = e + 2
      var scalar: UInt32 = 0
      var digits = 0
      while j < n, let h = ASCII.hexValue(b[j]), digits < 9 {
        scalar = scalar &* 16 &+ h
        digits += 1
        j += 1
      }
      guard core.at(j) == ASCII.closeBrace, digits >= 1, digits <= 8 else {
        core.diagnose("\\u{...} escape needs 1 to 8 hexadecimal digits and a closing '}'", i..<j)
        lit.verbatim(b, i..<j)
        return j
      }
      if Unicode.Scalar(scalar) == nil {
        core.diagnose("invalid Unicode scalar in \\u{...} escape", i..<j + 1)
      }
      lit.escaped(scalar: scalar, source: i..<j + 1)
      return j + 1
    default:
      if ASCII.isLineBreak(c) && singleLine {
        core.diagnose("invalid escape sequence in literal", i..<e)
        lit.verbatim(b, i..<e)
        return e
      }
      let length = min(SourceText.utf8Length(leadByte: c), n - e)
      core.diagnose("invalid escape sequence in literal", i..<e + length)
      lit.verbatim(b, i..<e + length)
      return e + length
    }
    lit.escaped(scalar: value, source: i..<e + 1)
    return e + 1
  }

  /// Skips an interpolation body from just after its `(` to just after the matching `)`:
  /// nested parentheses, strings and comments. Stops at a line break when `stopAtLineBreak`.
  func skipInterpolation(from start: Int, stopAtLineBreak: Bool, nesting: Int) -> Int {
    var level = 1
    var i = start
    while i < n {
      let c = b[i]
      switch c {
      case ASCII.openParen:
        level += 1
      case ASCII.closeParen:
        level -= 1
        if level == 0 { return i + 1 }
      case ASCII.quote, ASCII.hash:
        i = skipNestedString(at: i, nesting: nesting + 1)
        continue
      case ASCII.slash where core.at(i + 1) == ASCII.star:
        i = core.skipBlockComment(at: i, nested: true)
        continue
      case ASCII.newline, ASCII.carriageReturn:
        if stopAtLineBreak { return i }
      default:
        break
      }
      i += 1
    }
    return n
  }

  /// Skips a string literal (with `#` prefix) nested in an interpolation; returns the index
  /// after it. A `#` not starting a raw string is skipped alone.
  func skipNestedString(at start: Int, nesting: Int) -> Int {
    var q = start
    while q < n && b[q] == ASCII.hash { q += 1 }
    let hashCount = q - start
    guard core.at(q) == ASCII.quote else { return max(q, start + 1) }
    guard nesting <= SwiftScanner.maxNesting else { return q + 1 }
    let multiline = core.at(q + 1) == ASCII.quote && core.at(q + 2) == ASCII.quote
    var i = multiline ? q + 3 : q + 1
    while i < n {
      let c = b[i]
      if c == ASCII.quote {
        if multiline {
          if core.at(i + 1) == ASCII.quote && core.at(i + 2) == ASCII.quote && core.hashes(hashCount, at: i + 3) {
            return i + 3 + hashCount
          }
        } else if core.hashes(hashCount, at: i + 1) {
          return i + 1 + hashCount
        }
      } else if c == ASCII.backslash && core.hashes(hashCount, at: i + 1) {
        let e = i + 1 + hashCount
        if core.at(e) == ASCII.openParen {
          i = skipInterpolation(from: e + 1, stopAtLineBreak: !multiline, nesting: nesting + 1)
        } else {
          i = e + 1
        }
        continue
      } else if !multiline && ASCII.isLineBreak(c) {
        return i
      }
      i += 1
    }
    return n
  }

  // MARK: Multi-line string literals

  /// A `"""` literal (opening quotes at `quote`): indentation of the closing delimiter is
  /// stripped from every line, the newline after the opening and before the closing delimiter
  /// are not part of the value, `\` at the end of a line joins it with the next, and line
  /// breaks become `\n`.
  mutating func multilineLiteral(start: Int, quote: Int, hashCount: Int) -> Int {
    let afterOpen = quote + 3
    var isConstant = true
    let lit = core.makeBuilder()
    var interpolated = false
    let close = findMultilineClose(from: afterOpen, hashCount: hashCount, interpolated: &interpolated)
    if interpolated, let close {
      // Not a constant: its value is never analysed, so it is not decoded.
      lit.discard()
      return finishMultiline(
        lit, start: start, end: close + 3 + hashCount, contentStart: afterOpen, isConstant: false, terminated: true)
    }
    // The first line break, looked for no further than the closing delimiter (keeps a line
    // full of `""""""` linear).
    var firstBreak = afterOpen
    let breakLimit = close ?? n
    while firstBreak < breakLimit && !ASCII.isLineBreak(b[firstBreak]) { firstBreak += 1 }
    if firstBreak == breakLimit, close != nil {
      firstBreak = n  // no line break before the closing delimiter
    }
    if let close, close < firstBreak {
      // `"""abc"""` on one line: not valid Swift; decode what is there.
      core.diagnose("multi-line string literal content must begin on a new line", start..<close + 3 + hashCount)
      var i = afterOpen
      var runStart = i
      while i < close {
        if b[i] == ASCII.backslash && core.hashes(hashCount, at: i + 1) {
          lit.verbatim(b, runStart..<i)
          i = escape(at: i, hashCount: hashCount, into: lit, isConstant: &isConstant, singleLine: true)
          runStart = i
        } else {
          i += 1
        }
      }
      lit.verbatim(b, runStart..<max(runStart, close))
      return finishMultiline(lit, start: start, end: close + 3 + hashCount, contentStart: afterOpen, isConstant: isConstant, terminated: true)
    }
    // The rest of the opening line must be blank.
    for k in afterOpen..<firstBreak where !ASCII.isBlank(b[k]) {
      core.diagnose("multi-line string literal content must begin on a new line", k..<firstBreak)
      break
    }
    var contentStart = firstBreak
    if contentStart < n { contentStart += (b[contentStart] == ASCII.carriageReturn && core.at(contentStart + 1) == ASCII.newline) ? 2 : 1 }
    let terminated = close != nil
    let end = close.map { $0 + 3 + hashCount } ?? n
    // Indentation: the blanks before the closing delimiter on its line.
    var indentStart = close ?? n
    var regionEnd = n
    if let close {
      var lineStart = close
      while lineStart > contentStart && !ASCII.isLineBreak(b[lineStart - 1]) { lineStart -= 1 }
      var blank = true
      for k in lineStart..<close where !ASCII.isBlank(b[k]) { blank = false; break }
      if blank && lineStart >= contentStart {
        indentStart = lineStart
        // Exclude the line break before the closing line.
        regionEnd = lineStart
        if regionEnd > contentStart && b[regionEnd - 1] == ASCII.newline { regionEnd -= 1 }
        if regionEnd > contentStart && b[regionEnd - 1] == ASCII.carriageReturn { regionEnd -= 1 }
      } else {
        core.diagnose("multi-line string literal closing delimiter must begin on a new line", close..<end)
        indentStart = close
        regionEnd = close
      }
    } else {
      core.diagnose("unterminated multi-line string literal", start..<afterOpen)
      indentStart = n
      regionEnd = n
    }
    let indent = indentStart..<max(indentStart, close ?? n)
    var i = contentStart
    var atLineStart = true
    var runStart = i
    while i < regionEnd {
      if atLineStart {
        atLineStart = false
        i = stripIndentation(at: i, indent: indent, regionEnd: regionEnd)
        runStart = i
        if i >= regionEnd { break }
      }
      let c = b[i]
      if ASCII.isLineBreak(c) {
        lit.verbatim(b, runStart..<i)
        if c == ASCII.newline {
          lit.verbatim(b, i..<i + 1)
          i += 1
        } else {
          let length = core.at(i + 1) == ASCII.newline ? 2 : 1
          lit.escaped(scalar: 0x0A, source: i..<i + length)
          i += length
        }
        atLineStart = true
        runStart = i
        continue
      }
      if c == ASCII.backslash && core.hashes(hashCount, at: i + 1) {
        lit.verbatim(b, runStart..<i)
        // Line continuation: `\`, blanks, line break.
        var j = i + 1 + hashCount
        while j < regionEnd && ASCII.isBlank(b[j]) { j += 1 }
        if j >= regionEnd || ASCII.isLineBreak(b[j]) {
          if j >= regionEnd {
            i = regionEnd
          } else {
            i = j + ((b[j] == ASCII.carriageReturn && core.at(j + 1) == ASCII.newline) ? 2 : 1)
            atLineStart = true
          }
          runStart = i
          continue
        }
        i = escape(at: i, hashCount: hashCount, into: lit, isConstant: &isConstant, singleLine: false)
        runStart = i
        continue
      }
      i += 1
    }
    lit.verbatim(b, runStart..<max(runStart, min(i, regionEnd)))
    return finishMultiline(lit, start: start, end: end, contentStart: contentStart, isConstant: isConstant, terminated: terminated)
  }

  private mutating func finishMultiline(
    _ lit: LiteralBuilder, start: Int, end: Int, contentStart: Int, isConstant: Bool, terminated: Bool
  ) -> Int {
    let literal = lit.build(
      range: start..<end, contentStart: min(contentStart, end), isConstant: isConstant, isTerminated: terminated)
    core.token(.string, start..<end, literal: core.literals.count)
    core.literals.append(literal)
    return end
  }

  /// Index after the indentation of the line starting at `i`. A blank line shorter than the
  /// indentation is stripped entirely; a line with less indentation is diagnosed.
  private mutating func stripIndentation(at i: Int, indent: Range<Int>, regionEnd: Int) -> Int {
    var k = 0
    let count = indent.count
    while k < count && i + k < regionEnd && b[i + k] == b[indent.lowerBound + k] { k += 1 }
    if k == count { return i + k }
    var j = i + k
    while j < regionEnd && ASCII.isBlank(b[j]) { j += 1 }
    if j >= regionEnd || ASCII.isLineBreak(b[j]) { return j }
    core.diagnose("insufficient indentation of line in multi-line string literal", i..<j)
    return i + k
  }

  /// Index of the `"""` closing a multi-line literal with `hashCount` `#`, or nil.
  private func findMultilineClose(from start: Int, hashCount: Int, interpolated: inout Bool) -> Int? {
    var i = start
    while i < n {
      // Only a `"` or a `\` can end the search or change it.
      i = core.firstQuoteOrBackslash(from: i)
      guard i < n else { break }
      let c = b[i]
      if c == ASCII.quote && core.at(i + 1) == ASCII.quote && core.at(i + 2) == ASCII.quote
        && core.hashes(hashCount, at: i + 3)
      {
        return i
      }
      if c == ASCII.backslash && core.hashes(hashCount, at: i + 1) {
        let e = i + 1 + hashCount
        if core.at(e) == ASCII.openParen {
          interpolated = true
          i = skipInterpolation(from: e + 1, stopAtLineBreak: false, nesting: 1)
        } else {
          i = e + 1
        }
        continue
      }
      i += 1
    }
    return nil
  }
}
