/// Machinery shared by the Swift and Objective-C lexers: the output being built, tokens with
/// brace depth, identifiers, numbers, comments and `maskls:` directives. Works on raw bytes.
struct LexerCore {
  let text: SourceText
  let b: UnsafeBufferPointer<UInt8>
  let n: Int
  /// `CharacterClasses.table`, loaded once.
  let classes = CharacterClasses.table
  /// The tokens, appended in place (reserved up front from the file size).
  private var tokens = TokenBuffer()
  var literals: [StringLiteral] = []
  var regexLiterals: [StringLiteral] = []
  /// Flags of the regex literals, parallel to `regexLiterals` (`""` when none).
  var regexFlags: [String] = []
  var directives: [Directive] = []
  var diagnostics: [ScanDiagnostic] = []
  /// Literals that are whole values by their syntax (JSX attribute strings), never fragments.
  var standaloneLiterals: [Int] = []
  var depth: Int32 = 0
  /// Whether a `+` came right after a string token: only then can folding find a chain
  /// (`ScannedFile.foldConcatenations`), so it is skipped without looking at every token.
  private var stringThenPlus = false
  /// Scratch buffers for decoding literals, reused from literal to literal.
  let builder = LiteralBuilder.allocate()
  /// Where the scanning loop starts: 0, or where an edited file is lexed again (`CodeEdit`).
  var start = 0
  /// Where the scanning loop starts asking `resync` whether the rest of the file is the
  /// old scan moved (never, outside `CodeEdit`).
  var resyncFrom = Int.max
  var resync: Resynchronizer?
  /// Tokens before the window that are context only (`seed(context:)`), not output.
  private(set) var contextCount = 0

  init(text: SourceText, buffer: UnsafeBufferPointer<UInt8>, reserving: Bool = true) {
    self.text = text
    self.b = buffer
    self.n = buffer.count
    if reserving {
      tokens = TokenBuffer(capacity: n / 5 + 16)
      literals.reserveCapacity(n / 48 + 4)
    }
  }

  /// Makes `token` the last token before the window lexed again (what a lexer that looks
  /// back at the previous token sees); it is not part of the window's output.
  mutating func seed(context token: Token) {
    tokens.append(token)
    contextCount += 1
  }

  /// Whether the scanning loop, between tokens at `i`, may stop: from there on the old scan,
  /// moved, is what lexing on would give.
  mutating func resynchronized(at i: Int) -> Bool {
    guard resync != nil else { return false }
    return resync!.matches(at: i, depth: depth, last: tokens.last, newBytes: b)
  }

  /// The output of a window lexed again (context tokens left out). Call once, at the end:
  /// it frees the literal builder and the token buffer.
  mutating func window() -> LexedWindow {
    builder.deallocate()
    return LexedWindow(
      tokens: tokens.takeArray(from: contextCount), literals: literals, regexLiterals: regexLiterals, regexFlags: regexFlags,
      directives: directives, diagnostics: diagnostics)
  }

  /// The last token emitted, if any.
  var lastToken: Token? { tokens.last }
  var tokenCount: Int { tokens.count }

  /// Whether the last tokens' texts are `words` (oldest first).
  func tokensEndWith(_ words: [StaticString]) -> Bool {
    guard tokens.count >= words.count else { return false }
    let first = tokens.count - words.count
    for (k, word) in words.enumerated() {
      let range = tokens[first + k].range
      guard range.count == word.utf8CodeUnitCount else { return false }
      let same = word.withUTF8Buffer { w in
        (0..<range.count).allSatisfy { b[range.lowerBound + $0] == w[$0] }
      }
      if !same { return false }
    }
    return true
  }

  /// Changes the range of token `index` and of the literal it refers to (a template literal
  /// whose end is only known after its holes were lexed).
  mutating func extendToken(_ index: Int, to end: Int) {
    guard index < tokens.count else { return }
    let start = tokens[index].range.lowerBound
    tokens[index].range = start..<max(start, end)
    let literal = tokens[index].literal
    if tokens[index].kind == .string, literal >= 0, literal < literals.count {
      literals[literal].range = start..<max(start, end)
    }
  }

  @inline(__always) private mutating func append(_ token: Token) { tokens.append(token) }

  /// The literal builder, emptied.
  @inline(__always) func makeBuilder() -> LiteralBuilder {
    builder.reset()
    return builder
  }

  /// The byte at `i`, or 0 past the end.
  @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }

  /// Whether `count` `#` bytes start at `i`.
  @inline(__always) func hashes(_ count: Int, at i: Int) -> Bool {
    guard i + count <= n else { return false }
    var k = 0
    while k < count {
      if b[i + k] != ASCII.hash { return false }
      k += 1
    }
    return true
  }

  /// The result, with chains of constant literals joined by `+` folded into one literal
  /// (`foldConcatenations`) and the literals that are only parts of a string marked
  /// (`markFragments`). Call once, at the end: it frees the literal builder.
  /// With `keepingUnfolded`, the tokens and literals as lexed are kept too
  /// (`ScannedFile.unfolded`), for an edit to be lexed again from them (`CodeEdit`).
  /// It frees the token buffer too.
  mutating func file(
    _ text: SourceText, language: SourceLanguage, folding: Bool = true, keepingUnfolded: Bool = false
  ) -> ScannedFile {
    builder.deallocate()
    // Taken out of the core, so that marking fragments writes into the only copy.
    return ScannedFile.finishing(
      ScannedFile(
        text: text, tokens: tokens.takeArray(), literals: literals.takeAll(), directives: directives.takeAll(),
        diagnostics: diagnostics.takeAll(), regexLiterals: regexLiterals.takeAll(), regexFlags: regexFlags.takeAll()),
      language: language, folding: folding && stringThenPlus, standalone: standaloneLiterals,
      keepingUnfolded: keepingUnfolded)
  }

  /// Frees the literal builder and the token buffer, for a scan whose output is not a
  /// file or a window (`file` and `window` free them themselves). Call once, at the end.
  mutating func deallocate() {
    builder.deallocate()
    tokens.deallocate()
  }

  mutating func diagnose(_ message: String, _ range: Range<Int>) {
    diagnostics.append(ScanDiagnostic(message: message, range: range))
  }

  // MARK: Tokens

  /// One punctuation byte at `i`, tracking `{` `}` depth.
  @inline(__always) mutating func punctuation(at i: Int) {
    punctuation(b[i], at: i)
  }

  /// The punctuation byte `c`, read at `i` by the caller.
  @inline(__always) mutating func punctuation(_ c: UInt8, at i: Int) {
    if c == ASCII.closeBrace && depth > 0 { depth -= 1 }
    if c == 0x2B { notePlus() }
    append(Token(kind: .punctuation, range: i..<i + 1, byte: c, braceDepth: depth))
    if c == ASCII.openBrace { depth += 1 }
  }

  /// A `+` is emitted: notes whether it follows a string token.
  @inline(never) private mutating func notePlus() {
    if tokens.last?.kind == .string { stringThenPlus = true }
  }

  @inline(__always) mutating func token(_ kind: Token.Kind, _ range: Range<Int>, literal: Int = -1) {
    append(Token(kind: kind, range: range, literal: literal, braceDepth: depth))
  }

  /// End of the identifier body starting at `i`.
  @inline(__always) func identifierEnd(from i: Int) -> Int {
    LexerCore.identifierEnd(from: i, in: b, classes: classes)
  }

  /// End of the identifier body starting at `i` of `b`. Static, for scanning loops that hold
  /// the buffer in locals: calling a method of the scanner from its mutating loop copied the
  /// whole scanner (over 200 bytes) first, at every identifier.
  @inline(__always)
  static func identifierEnd(from i: Int, in b: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) -> Int {
    var j = i
    let n = b.count
    // Four bytes a turn while four remain: one bound test for four bytes (a name is five
    // bytes on average).
    if let base = b.baseAddress {
      // (`&+`: an index below `n` does not overflow, so no check is made.)
      while j &+ 4 <= n {
        let p = base + j
        if classes[Int(p[0])] & CharacterClasses.identifierBody == 0 { return j }
        if classes[Int(p[1])] & CharacterClasses.identifierBody == 0 { return j &+ 1 }
        if classes[Int(p[2])] & CharacterClasses.identifierBody == 0 { return j &+ 2 }
        if classes[Int(p[3])] & CharacterClasses.identifierBody == 0 { return j &+ 3 }
        j &+= 4
      }
    }
    while j < n && classes[Int(b[j])] & CharacterClasses.identifierBody != 0 { j += 1 }
    return j
  }

  /// End of the number starting with a digit at `i` (`1_000`, `0x1Fp-3`, `1.5e+10`, `1'000`
  /// with `allowQuoteSeparator`); `1..<2` stops before the dots.
  func numberEnd(from i: Int, allowQuoteSeparator: Bool = false) -> Int {
    LexerCore.numberEnd(from: i, in: b, classes: classes, allowQuoteSeparator: allowQuoteSeparator)
  }

  /// `numberEnd(from:allowQuoteSeparator:)` on `b`, static for the same reason as
  /// `identifierEnd(from:in:classes:)`.
  static func numberEnd(
    from i: Int, in b: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, allowQuoteSeparator: Bool = false
  ) -> Int {
    let n = b.count
    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }
    let isHex = b[i] == 0x30 && (at(i + 1) | 0x20) == 0x78
    var j = i + 1
    while j < n {
      let c = b[j]
      if classes[Int(c)] & CharacterClasses.identifierBody != 0 && c < 0x80 {
        j += 1
      } else if c == ASCII.dot && ASCII.isDigit(at(j + 1)) {
        j += 1
      } else if (c == 0x2B || c == ASCII.minus) && j > i {
        let p = b[j - 1] | 0x20
        if (isHex && p == 0x70) || (!isHex && p == 0x65) { j += 1 } else { break }
      } else if allowQuoteSeparator && c == ASCII.apostrophe && ASCII.isIdentifierBody(at(j + 1)) {
        j += 1
      } else {
        break
      }
    }
    return j
  }

  // MARK: Comments

  /// A `//` comment at `i`; returns the index of its line break (or the end). Records directives.
  mutating func lineComment(at i: Int) -> Int {
    var j = i + 2
    while true {
      j = firstControlByte(from: j)
      if j >= n || ASCII.isLineBreak(b[j]) { break }
      j += 1
    }
    readDirective(from: i + 2, to: j)
    return j
  }

  // MARK: Word-at-a-time scanning

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// High bit set in each byte of `word` below `limit` (exact for the lowest such byte;
  /// `limit` at most 0x80).
  @inline(__always) private static func bytesBelow(_ limit: UInt64, in word: UInt64) -> UInt64 {
    (word &- ones &* limit) & ~word & highBits
  }

  /// High bit set in each byte of `word` equal to `byte` (exact for the lowest one).
  @inline(__always) private static func bytesEqual(_ byte: UInt64, in word: UInt64) -> UInt64 {
    let x = word ^ (ones &* byte)
    return (x &- ones) & ~x & highBits
  }

  /// The first index at or after `i` whose byte is not a space, or `n` (indentation is
  /// passed eight bytes at a time: the lowest set bit of a word xor eight spaces is in its
  /// first other byte).
  @inline(__always) func spacesEnd(from i: Int) -> Int {
    var j = i
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while j &+ 8 <= n {
        let other = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ 0x2020_2020_2020_2020
        if other != 0 { return j &+ other.trailingZeroBitCount >> 3 }
        j &+= 8
      }
    }
    while j < n && b[j] == ASCII.space { j += 1 }
    return j
  }

  /// The first index at or after `i` whose byte is below 0x0E (tab, line breaks, …), or `n`.
  @inline(__always) func firstControlByte(from i: Int) -> Int {
    var j = i
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while j &+ 8 <= n {
        let hit = LexerCore.bytesBelow(0x0E, in: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
        if hit != 0 { return j &+ hit.trailingZeroBitCount >> 3 }
        j &+= 8
      }
    }
    while j < n && b[j] >= 0x0E { j += 1 }
    return j
  }

  /// The first index at or after `i` whose byte is `quote` (`"` unless given), `\` or below
  /// 0x0E, or `n`: the end of a run of plain string content.
  @inline(__always) func firstStringSpecialByte(from i: Int, quote: UInt8 = 0x22) -> Int {
    var j = i
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while j &+ 8 <= n {
        let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
        let hit =
          LexerCore.bytesBelow(0x0E, in: word) | LexerCore.bytesEqual(UInt64(quote), in: word)
          | LexerCore.bytesEqual(0x5C, in: word)
        if hit != 0 { return j &+ hit.trailingZeroBitCount >> 3 }
        j &+= 8
      }
    }
    while j < n {
      let c = b[j]
      if c < 0x0E || c == quote || c == ASCII.backslash { return j }
      j += 1
    }
    return j
  }

  /// The first index at or after `i` whose byte is `"` or `\`, or `n`.
  @inline(__always) func firstQuoteOrBackslash(from i: Int) -> Int {
    firstByte(0x22, or: 0x5C, from: i)
  }

  /// The first index at or after `i` whose byte is `x` or `y`, or `n`.
  @inline(__always) func firstByte(_ x: UInt8, or y: UInt8, from i: Int) -> Int {
    var j = i
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while j &+ 8 <= n {
        let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
        let hit = LexerCore.bytesEqual(UInt64(x), in: word) | LexerCore.bytesEqual(UInt64(y), in: word)
        if hit != 0 { return j &+ hit.trailingZeroBitCount >> 3 }
        j &+= 8
      }
    }
    while j < n {
      let c = b[j]
      if c == x || c == y { return j }
      j += 1
    }
    return j
  }

  /// A `/*` comment at `i` (nested when `nested`, as in Swift); returns the index after it.
  /// An unterminated comment runs to the end of the file and is diagnosed.
  mutating func blockComment(at i: Int, nested: Bool) -> Int {
    var level = 1
    var j = i + 2
    while j < n {
      // Only a `*` or a `/` can close or open a comment.
      j = firstByte(ASCII.star, or: ASCII.slash, from: j)
      guard j < n else { break }
      let c = b[j]
      if c == ASCII.star && at(j + 1) == ASCII.slash {
        level -= 1
        j += 2
        if level == 0 {
          readDirective(from: i + 2, to: j - 2)
          return j
        }
      } else if nested && c == ASCII.slash && at(j + 1) == ASCII.star {
        level += 1
        j += 2
      } else {
        j += 1
      }
    }
    diagnose("unterminated block comment", i..<min(n, i + 2))
    readDirective(from: i + 2, to: n)
    return n
  }

  /// Skips a block comment without recording anything (inside interpolation).
  func skipBlockComment(at i: Int, nested: Bool) -> Int {
    var level = 1
    var j = i + 2
    while j < n {
      if b[j] == ASCII.star && at(j + 1) == ASCII.slash {
        level -= 1
        j += 2
        if level == 0 { return j }
      } else if nested && b[j] == ASCII.slash && at(j + 1) == ASCII.star {
        level += 1
        j += 2
      } else {
        j += 1
      }
    }
    return n
  }

  // MARK: Directives

  private static let marker: [UInt8] = Array("maskls:".utf8)

  /// Reads `maskls: key=value key2=value2` from a comment body `[start, end)`: blanks and `*`
  /// may precede `maskls:`; pairs are separated by blanks or commas; the directive ends at the
  /// end of the line or at the first word that is not a `key` or `key=value` (a key starts
  /// with a letter), so `// maskls: mask=hash -- why` ends before `--`.
  mutating func readDirective(from start: Int, to end: Int) {
    var j = start
    while j < end && (ASCII.isBlank(b[j]) || b[j] == ASCII.star || b[j] == ASCII.slash) { j += 1 }
    guard j < end, b[j] == 0x6D, j + 7 <= end else { return }
    let marker = LexerCore.marker
    for k in 0..<7 where b[j + k] != marker[k] { return }
    j += 7
    let line = text.line(containing: start)
    while j < end {
      while j < end && (ASCII.isBlank(b[j]) || b[j] == ASCII.comma) { j += 1 }
      guard j < end, !ASCII.isLineBreak(b[j]) else { return }
      let wordStart = j
      var equals = -1
      while j < end {
        let c = b[j]
        // `ignore=rule-a,rule-b`: the value of `ignore` is a list of rule ids.
        if c == ASCII.comma, equals >= 0, isIgnoreKey(wordStart..<equals), (at(j + 1) | 0x20) &- 0x61 < 26 {
          j += 1
          continue
        }
        if ASCII.isBlank(c) || c == ASCII.comma || ASCII.isLineBreak(c) { break }
        if c == ASCII.star && at(j + 1) == ASCII.slash { break }
        if c == ASCII.equal && equals < 0 { equals = j }
        j += 1
      }
      let keyEnd = equals < 0 ? j : equals
      guard keyEnd > wordStart, isDirectiveKey(wordStart..<keyEnd) else { return }
      let key = text.string(in: wordStart..<keyEnd)
      let value = equals < 0 ? "" : text.string(in: equals + 1..<j)
      directives.append(Directive(key: key, value: value, line: line, range: wordStart..<j))
      if j < end && b[j] == ASCII.star { return }
    }
  }

  private func isIgnoreKey(_ range: Range<Int>) -> Bool {
    range.count == 6 && b[range.lowerBound] == 0x69 && text.string(in: range) == "ignore"
  }

  /// A letter, then letters, digits, `_`, `-`, `.`.
  private func isDirectiveKey(_ range: Range<Int>) -> Bool {
    guard (b[range.lowerBound] | 0x20) &- 0x61 < 26 else { return false }
    for k in range {
      let c = b[k]
      if !(ASCII.isIdentifierBody(c) && c < 0x80) && c != ASCII.minus && c != ASCII.dot { return false }
    }
    return true
  }
}

extension Array {
  /// The elements, leaving the array empty: the caller then holds the only reference, and
  /// writing to the result copies nothing.
  @inline(__always) mutating func takeAll() -> [Element] {
    var taken: [Element] = []
    swap(&taken, &self)
    return taken
  }
}
