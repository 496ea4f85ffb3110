/// Swift regex literals: `#/.../#` (any number of `#`, multi-line when the opening is
/// followed by a line break) and bare `/.../` where a regex is unambiguous.
extension SwiftScanner {
  /// Keywords after which an expression (hence a bare regex) may start.
  private static let expressionKeywords: [[UInt8]] = [
    "return", "case", "in", "where", "try", "await", "if", "guard", "while", "throw", "else",
    "switch", "repeat", "yield", "is", "as",
  ].map { Array($0.utf8) }

  /// `#/…/#` with its `#`s from `start` and the `/` at `slash`. Returns the index after it.
  mutating func hashRegex(start: Int, slash: Int, hashCount: Int) -> Int {
    let contentStart = slash + 1
    var lineBreak = contentStart
    while lineBreak < n && ASCII.isBlank(b[lineBreak]) { lineBreak += 1 }
    let extended = lineBreak >= n || ASCII.isLineBreak(b[lineBreak])
    var i = contentStart
    var closeAt: Int?
    while i < n {
      let c = b[i]
      if c == ASCII.slash && core.hashes(hashCount, at: i + 1) {
        closeAt = i
        break
      }
      if !extended && ASCII.isLineBreak(c) { break }
      if c == ASCII.backslash && i + 1 < n && !ASCII.isLineBreak(b[i + 1]) {
        i += 1 + min(SourceText.utf8Length(leadByte: b[i + 1]), n - i - 1)
        continue
      }
      i += 1
    }
    let contentEnd = closeAt ?? i
    let end = closeAt.map { $0 + 1 + hashCount } ?? i
    if closeAt == nil { core.diagnose("unterminated regex literal", start..<end) }
    addRegex(start: start, end: end, content: contentStart..<contentEnd, terminated: closeAt != nil)
    return end
  }

  /// A bare `/…/` at `i` when the previous token cannot end an expression, the content does
  /// not start or end with a blank and the literal closes on the same line; nil otherwise.
  mutating func bareRegex(at i: Int) -> Int? {
    let first = core.at(i + 1)
    guard i + 1 < n, !ASCII.isBlank(first), !ASCII.isLineBreak(first), first != ASCII.equal,
      previousTokenAllowsRegex()
    else { return nil }
    var j = i + 1
    var parens = 0
    // A bound keeps a long line full of `(/` linear.
    let limit = min(n, i + SwiftScanner.maxBareRegexLength)
    while j < limit {
      let c = b[j]
      if ASCII.isLineBreak(c) { return nil }
      if c == ASCII.slash { break }
      if c == ASCII.backslash {
        guard j + 1 < n, !ASCII.isLineBreak(b[j + 1]) else { return nil }
        j += 1 + min(SourceText.utf8Length(leadByte: b[j + 1]), n - j - 1)
        continue
      }
      if c == ASCII.openParen { parens += 1 }
      if c == ASCII.closeParen {
        parens -= 1
        if parens < 0 { return nil }
      }
      j += 1
    }
    guard j < limit, b[j] == ASCII.slash, j > i + 1, !ASCII.isBlank(b[j - 1]) else { return nil }
    addRegex(start: i, end: j + 1, content: i + 1..<j, terminated: true)
    return j + 1
  }

  private mutating func addRegex(start: Int, end: Int, content: Range<Int>, terminated: Bool) {
    let lit = core.makeBuilder()
    lit.verbatim(b, content)
    let literal = lit.build(range: start..<end, contentStart: content.lowerBound, isTerminated: terminated)
    core.token(.regexLiteral, start..<end, literal: core.regexLiterals.count)
    core.regexLiterals.append(literal)
  }

  private func previousTokenAllowsRegex() -> Bool {
    guard let last = core.lastToken else { return true }
    switch last.kind {
    case .number, .string, .regexLiteral, .character:
      return false
    case .punctuation:
      switch last.byte {
      case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, 0x21, ASCII.question, ASCII.greater,
        ASCII.dot, 0x2B, ASCII.minus, ASCII.star, 0x25, ASCII.less, ASCII.ampersand, 0x7C, 0x5E, 0x7E,
        ASCII.slash:
        // Postfix operators end expressions; after other operators `/` is more likely
        // division or part of an operator than a regex.
        return false
      default:
        return true
      }
    case .identifier:
      let count = last.range.count
      for keyword in SwiftScanner.expressionKeywords where keyword.count == count {
        var same = true
        for k in 0..<count where b[last.range.lowerBound + k] != keyword[k] {
          same = false
          break
        }
        if same { return true }
      }
      return false
    }
  }
}
