/// Joins a chain of constant literals written with `+` between them into one literal, when
/// the chain is a whole value: `new RegExp("^[a-z]+" + "$")`, a long Java pattern split over
/// lines `Pattern.compile("^(?:[a-z]+" +\n "[0-9]*)$")`. The joined literal keeps every
/// piece's source map (its segments point into each piece; the `+` and blanks between map to
/// nothing), so a finding lands on the right characters of the right piece.
///
/// Only exact cases are joined: every piece a terminated constant string, the chain preceded
/// by the start of a value (`(`, `,`, `[`, `{`, `;`, `:`, `?`, a single `=`, `return`, the
/// file's start) and followed by its end (`)`, `,`, `]`, `}`, `;`, `:`, a new statement on a
/// later line). Anything else (`x + "a" + "b"`, `"a" + "b".toRegex()`, `"a" + 1`) stays as it
/// is and its pieces are fragments (`markFragments`).
extension ScannedFile {
  /// Returns the chains it folded, in order (what `ScannedFile.takeUnfolded` undoes).
  @discardableResult
  mutating func foldConcatenations(language: SourceLanguage) -> [UnfoldedScan.FoldedChain] {
    // Objective-C joins adjacent literals itself (`@"a" @"b"`); `+` there is pointer arithmetic.
    guard literals.count >= 2, language != .objectiveC else { return [] }
    // Most files have no chain: find the first one before copying any token (in a
    // non-mutating method: each call of one from this mutating method would copy `self`).
    guard let first = firstFoldableChain(language: language) else { return [] }
    var folded: [Token] = []
    folded.reserveCapacity(tokens.count)
    folded.append(contentsOf: tokens[..<first])
    var chains: [UnfoldedScan.FoldedChain] = []
    var k = first
    while k < tokens.count {
      if tokens[k].kind == .string, let end = foldableChainEnd(from: k, language: language, previous: folded.last) {
        chains.append(.init(token: folded.count, pieces: Array(tokens[k...end]), firstLiteral: literals[tokens[k].literal]))
        folded.append(join(tokens[k...end]))
        k = end + 1
        continue
      }
      folded.append(tokens[k])
      k += 1
    }
    if !chains.isEmpty { tokens = folded }
    return chains
  }

  /// The index of the first string that starts a foldable chain, or nil.
  private func firstFoldableChain(language: SourceLanguage) -> Int? {
    let count = tokens.count
    var first = 0
    while first < count {
      // The next string followed by a `+` (what `foldableChainEnd` asks first), found by a
      // loop over the tokens' memory: this runs over every token of every file.
      first = tokens.withUnsafeBufferPointer { tokens in
        guard let base = tokens.baseAddress, first + 2 < count else { return count }
        // A string needs two tokens after it (`+` and the next piece).
        let last = base + (count - 2)
        var p = base + first
        while p < last {
          // Four tokens a turn while none of them is a string (most tokens are not).
          while p + 4 <= last, p[0].kind != .string, p[1].kind != .string, p[2].kind != .string, p[3].kind != .string {
            p += 4
          }
          if p.pointee.kind == .string, p[1].kind == .punctuation, p[1].byte == 0x2B { return base.distance(to: p) }
          p += 1
        }
        return count
      }
      guard first < count else { return nil }
      if foldableChainEnd(from: first, language: language, previous: first > 0 ? tokens[first - 1] : nil) != nil {
        return first
      }
      first += 1
    }
    return nil
  }

  /// The index of the last string of a foldable chain starting at the string `start`, or nil.
  private func foldableChainEnd(from start: Int, language: SourceLanguage, previous: Token?) -> Int? {
    // Most strings are not followed by `+`: asked first, it is the cheapest question.
    guard start + 2 < tokens.count, isPlus(start + 1), isJoinable(start), startsValue(after: previous) else { return nil }
    var end = start
    while end + 2 < tokens.count, isPlus(end + 1), isJoinable(end + 2) {
      end += 2
    }
    guard end > start, endsValue(at: end, language: language) else { return nil }
    return end
  }

  /// A terminated constant string (not a JSX attribute: those are never followed by `+`).
  private func isJoinable(_ index: Int) -> Bool {
    guard index < tokens.count, tokens[index].kind == .string else { return false }
    let i = tokens[index].literal
    return literals[i].isConstant && literals[i].isTerminated
  }

  /// A lone `+` (not `++`, not `+=`).
  private func isPlus(_ index: Int) -> Bool {
    guard index < tokens.count, tokens[index].kind == .punctuation, tokens[index].byte == 0x2B else { return false }
    let next = index + 1
    if next < tokens.count, tokens[next].kind == .punctuation, tokens[next].range.lowerBound == tokens[index].range.upperBound,
      tokens[next].byte == 0x2B || tokens[next].byte == ASCII.equal
    {
      return false
    }
    return true
  }

  private func startsValue(after previous: Token?) -> Bool {
    guard let previous else { return true }
    switch previous.kind {
    case .punctuation:
      switch previous.byte {
      case ASCII.openParen, ASCII.comma, ASCII.openBracket, ASCII.openBrace, ASCII.semicolon, 0x3A, ASCII.question:
        return true
      case ASCII.equal:
        // A single `=`: not `==`, `+=`, `<=`, … (the byte before is no operator).
        let before = previous.range.lowerBound - 1
        guard before >= 0 else { return true }
        let c = text.bytes[before]
        return !ByteSets.operatorBytes.contains(c)
      default:
        return false
      }
    case .identifier:
      return tokenText(previous, equals: "return")
    default:
      return false
    }
  }

  /// Whether the token after `end` ends the value (see `FragmentMarker.endsValue`, without
  /// the methods: `.toRegex()` would apply to the last piece only).
  private func endsValue(at end: Int, language: SourceLanguage) -> Bool {
    let next = end + 1
    guard next < tokens.count else { return true }
    let t = tokens[next]
    if t.kind == .punctuation {
      switch t.byte {
      case ASCII.closeParen, ASCII.comma, ASCII.closeBracket, ASCII.closeBrace, ASCII.semicolon:
        return true
      case 0x3A:
        return !(next + 1 < tokens.count && tokens[next + 1].kind == .punctuation && tokens[next + 1].byte == 0x3A)
      default:
        return false
      }
    }
    // A new statement on a later line (an identifier, a literal).
    let gap = text.bytes[tokens[end].range.upperBound..<t.range.lowerBound]
    return gap.contains { ASCII.isLineBreak($0) }
  }

  /// One `.string` token for the chain `pieces` (strings and `+`), its literal replacing the
  /// first piece's; the other pieces' literals stay in `literals`, marked as fragments.
  private mutating func join(_ pieces: ArraySlice<Token>) -> Token {
    let strings = pieces.filter { $0.kind == .string }
    let first = strings[0].literal
    var value = ""
    var segments: [LiteralSegment] = []
    var hostEscapes: [HostEscape] = []
    for piece in strings {
      let literal = literals[piece.literal]
      let offset = value.utf8.count
      for var segment in literal.segments where segment.valueLength > 0 {
        segment.valueStart += offset
        segments.append(segment)
      }
      value += literal.value
      hostEscapes += literal.hostEscapes
      if piece.literal != first { literals[piece.literal].isFragment = true }
    }
    if segments.isEmpty { segments = Array(literals[first].segments) }
    let range = pieces.first!.range.lowerBound..<pieces.last!.range.upperBound
    literals[first] = StringLiteral(value: value, range: range, segments: LiteralSegments(segments), hostEscapes: hostEscapes)
    var token = strings[0]
    token.range = range
    return token
  }
}
