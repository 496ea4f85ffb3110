/// Helpers shared by the lexers of the languages added after Swift and Objective-C:
/// emitting literals, hex digits, skipping interpolation holes, character literals.
extension LexerCore {
  /// Nested strings/holes inside a hole beyond this depth are skipped by brace counting only.
  static let maxHoleNesting = 32

  /// Records `literal` and its `.string` token (`consuming`: the literal just built is moved
  /// into the list, not copied and then destroyed).
  mutating func emit(_ literal: consuming StringLiteral) {
    token(.string, literal.range, literal: literals.count)
    literals.append(literal)
  }

  /// Up to `limit` hex digits from `i`: their value and the index after the last one.
  func hexDigits(from i: Int, limit: Int) -> (value: UInt32, end: Int) {
    var j = i
    var value: UInt32 = 0
    while j < n && j - i < limit, let h = ASCII.hexValue(b[j]) {
      value = (value &* 16 &+ h) & 0x0FFF_FFFF
      j += 1
    }
    return (value, j)
  }

  /// After a `\u` escape of a high surrogate ending at `end`, the escape of its low
  /// surrogate (`\ud83c\udf89`, the way Java, Kotlin and JavaScript write a character beyond
  /// U+FFFF): the character the pair writes and where the second escape ends; nil when no
  /// low surrogate's escape follows. `repeatedU`: Java's `\uu…u` spelling.
  func surrogatePair(high: UInt32, escapeEnd end: Int, repeatedU: Bool = false) -> (scalar: UInt32, end: Int)? {
    guard high & 0xFC00 == 0xD800, at(end) == ASCII.backslash, at(end + 1) == 0x75 else { return nil }
    var j = end + 2
    if repeatedU { while at(j) == 0x75 { j += 1 } }
    let (low, lowEnd) = hexDigits(from: j, limit: 4)
    guard lowEnd - j == 4, low & 0xFC00 == 0xDC00 else { return nil }
    return (0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), lowEnd)
  }

  /// The whole UTF-8 character at `i` (at most to the end of the file).
  func characterEnd(at i: Int) -> Int { i + min(SourceText.utf8Length(leadByte: b[i]), n - i) }

  /// Skips the code of an interpolation hole from `start` (just after its opening `{`) to
  /// its closing `}`, following nested braces, comments and strings (`"`, `'`, `` ` ``,
  /// tripled forms, and `${` holes inside them). Returns the index after the `}`, or `n`.
  func skipHole(from start: Int, level: Int = 0) -> Int {
    var j = start
    var depth = 1
    while j < n {
      let c = b[j]
      switch c {
      case ASCII.openBrace:
        depth += 1
        j += 1
      case ASCII.closeBrace:
        depth -= 1
        j += 1
        if depth == 0 { return j }
      case ASCII.slash where at(j + 1) == ASCII.slash:
        while j < n && !ASCII.isLineBreak(b[j]) { j += 1 }
      case ASCII.slash where at(j + 1) == ASCII.star:
        j = skipBlockComment(at: j, nested: false)
      case ASCII.quote, ASCII.apostrophe, ASCII.backtick:
        j = level < LexerCore.maxHoleNesting ? skipNestedString(at: j, level: level) : j + 1
      default:
        j += 1
      }
    }
    return n
  }

  /// Skips a string inside a hole (see `skipHole`); returns the index after it.
  private func skipNestedString(at q: Int, level: Int) -> Int {
    let quote = b[q]
    let triple = at(q + 1) == quote && at(q + 2) == quote
    var j = q + (triple ? 3 : 1)
    while j < n {
      let c = b[j]
      if c == ASCII.backslash {
        j += 2
        continue
      }
      if c == quote {
        if !triple { return j + 1 }
        if at(j + 1) == quote && at(j + 2) == quote { return j + 3 }
      } else if c == ASCII.dollar && at(j + 1) == ASCII.openBrace {
        j = skipHole(from: j + 2, level: level + 1)
        continue
      } else if !triple && quote != ASCII.backtick && ASCII.isLineBreak(c) {
        return j
      }
      j += 1
    }
    return n
  }

  /// A character literal from its `'` at `start` (a backslash escapes the next byte); an
  /// unterminated one stops at the line break and is diagnosed. Returns the index after it.
  mutating func characterLiteral(at start: Int) -> Int {
    var i = start + 1
    while i < n {
      let c = b[i]
      if c == ASCII.apostrophe {
        token(.character, start..<i + 1)
        return i + 1
      }
      if ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash && i + 1 < n && !ASCII.isLineBreak(b[i + 1]) { i += 1 }
      i += 1
    }
    i = min(i, n)
    diagnose("unterminated character literal", start..<max(i, start + 1))
    token(.character, start..<max(i, start + 1))
    return max(i, start + 1)
  }

  /// The first `\n` or `\r` at or after `i`, or `n`.
  func firstLineBreak(from i: Int) -> Int {
    var j = i
    while true {
      j = firstControlByte(from: j)
      if j >= n || ASCII.isLineBreak(b[j]) { return j }
      j += 1
    }
  }

  /// Spaces, tabs, line breaks, vertical tab and form feed.
  @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
    c == ASCII.space || (c >= 0x09 && c <= 0x0D)
  }
}
