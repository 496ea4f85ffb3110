/// Which string literals of a lexed file are only a part of the string the program uses
/// (`StringLiteral.isFragment`): the one place that decides whether a literal can be
/// analysed as a whole pattern or mask, for every language.
///
/// A literal is a fragment when, after looking through grouping parentheses `("…")`:
/// - a `+` is on either side (`"^#(" + id`, `s += "…"`), or the next token is anything
///   but the end of the value: `)`, `,`, `]`, `}`, `;`, `:`, `{`, `as`, `else`, a new
///   statement on a later line, an Objective-C selector part after an argument, or
///   `.toRegex()`/`.toPattern()`. So `"(".concat(x)`, `"…".replace(…)`, `"ab" * 3`,
///   `"…"[0]` and every other operator make the literal a part;
/// - it is an argument of a string-building call: `String.format`, `"…".format`,
///   `String(format:)`, `string.Format`, `stringWithFormat:`, `.concat(…)`, `.join(…)`,
///   `StringBuilder(…).append(…)`, `buildString { append(…) }`, …;
/// - it is an element of an array or list whose result is transformed or joined
///   (`["a", "b"].join("|")`, `listOf("a").joinToString()`, `[…] + x`);
/// - it is a tagged template (`` css`…` ``; `String.raw` keeps its value), or the receiver
///   of an Objective-C message (`[@"a" stringByAppendingString:x]`);
/// - it is assigned to a name that the same scope later appends to (`p = "^a"` … `p += "$"`
///   or `p = p + "$"`).
///
/// Interpolation (`"\(x)"`, `` `${x}` ``, `"$x"`, `$"{x}"`) is the lexers' business: such a
/// literal is not constant (`isConstant`). Adjacent literals the language joins itself
/// (`@"a" @"b"`, Dart `'a' 'b'`) are one literal already.
extension ScannedFile {
  /// Sets `isFragment` on every literal. `standalone` lists literals that are whole values
  /// by their syntax (JSX attribute strings: what follows them is the next attribute).
  mutating func markFragments(language: SourceLanguage, standalone: [Int] = []) {
    guard !literals.isEmpty else { return }
    // The marker takes the tokens and bytes only: a copy of `self` would share `literals`
    // and make the first `isFragment` write copy the whole array.
    let marker = FragmentMarker(tokens: tokens, bytes: text.bytes, language: language)
    // Literal indices, so a flag per literal: looked up without hashing.
    var exempt: [Bool] = []
    if !standalone.isEmpty {
      exempt = Array(repeating: false, count: literals.count)
      for literal in standalone where literal >= 0 && literal < literals.count { exempt[literal] = true }
    }
    for index in marker.strings {
      let literal = tokens[Int(index)].literal
      guard literal >= 0, literal < literals.count, exempt.isEmpty || !exempt[literal] else { continue }
      if marker.isFragment(tokenAt: Int(index)) { literals[literal].isFragment = true }
    }
  }
}

struct FragmentMarker {
  let tokens: [Token]
  let bytes: [UInt8]
  let language: SourceLanguage
  /// The words the decision asks about (loaded once, not at every question).
  private let words = FragmentWords.table
  /// For each token, the innermost unclosed `(`, `[` or `{` before it (-1 at the top).
  private var parent: [Int32]
  /// For each bracket token, the index of its partner (-1 when unmatched).
  private var partner: [Int32]
  /// For each name appended to somewhere in the file (`name +=`, `name = name +`), the
  /// token index of `name` at each such place, in order.
  private var appendSites: [String: [Int]] = [:]

  /// The token indices of the strings, in order.
  private(set) var strings: [Int32] = []

  init(tokens: [Token], bytes: [UInt8], language: SourceLanguage) {
    self.tokens = tokens
    self.bytes = bytes
    self.language = language
    let operators: [Int32]
    (parent, partner, strings, operators) = Self.structure(tokens)
    for o in operators {
      let k = Int(o)
      switch tokens[k].byte {
      case 0x2B where isPunctuation(k + 1, ASCII.equal) && adjacent(k, k + 1):
        // `name += …`
        if k >= 1, tokens[k - 1].kind == .identifier { appendSites[text(k - 1), default: []].append(k - 1) }
      case ASCII.equal where isSingleEqual(k):
        // `name = name + …`
        if k >= 1, tokens[k - 1].kind == .identifier, k + 2 < tokens.count, tokens[k + 1].kind == .identifier,
          isPunctuation(k + 2, 0x2B), sameText(k - 1, k + 1)
        {
          appendSites[text(k - 1), default: []].append(k - 1)
        }
      default:
        break
      }
    }
  }

  /// For each token, the innermost unclosed bracket before it; for each bracket, its partner;
  /// the strings; and the `+` and `=` tokens that may append to a name. One pass over the
  /// tokens into local buffers (this runs on every token of every scan).
  private static func structure(_ tokens: [Token]) -> (parent: [Int32], partner: [Int32], strings: [Int32], operators: [Int32]) {
    var stack: [Int32] = []
    stack.reserveCapacity(64)
    // About one string in ten tokens: reserved, the appends seldom grow the buffer.
    var strings: [Int32] = []
    strings.reserveCapacity(tokens.count / 8)
    var operators: [Int32] = []
    // `partner[k]` is set to -1 when the loop reaches `k` (a `(` is given its partner only
    // later, at its `)`), so neither buffer is filled beforehand.
    var partner: [Int32] = []
    let parent = [Int32](unsafeUninitializedCapacity: tokens.count) { parent, initialized in
      partner = [Int32](unsafeUninitializedCapacity: tokens.count) { partner, partnerInitialized in
        tokens.withUnsafeBufferPointer { tokens in
          var top: Int32 = -1
          for k in 0..<tokens.count {
            parent[k] = top
            partner[k] = -1
            let t = tokens[k]
            if t.kind == .string {
              strings.append(Int32(k))
              continue
            }
            guard t.kind == .punctuation else { continue }
            switch t.byte {
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
              stack.append(Int32(k))
              top = Int32(k)
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
              if let open = stack.popLast() {
                partner[Int(open)] = Int32(k)
                partner[k] = open
                top = stack.last ?? -1
                parent[k] = top
              }
            case 0x2B:
              // `name +=`: the `+` right after an identifier.
              if k >= 1, tokens[k - 1].kind == .identifier { operators.append(Int32(k)) }
            case ASCII.equal:
              // `name = name +`.
              if k >= 1, tokens[k - 1].kind == .identifier, k + 2 < tokens.count, tokens[k + 2].kind == .punctuation,
                tokens[k + 2].byte == 0x2B
              {
                operators.append(Int32(k))
              }
            default:
              break
            }
          }
        }
        partnerInitialized = tokens.count
      }
      initialized = tokens.count
    }
    return (parent, partner, strings, operators)
  }

  // MARK: The decision

  func isFragment(tokenAt index: Int) -> Bool {
    // Grouping parentheses are transparent: `("a") + x`.
    var low = index
    var high = index
    while low > 0, high + 1 < tokens.count, isPunctuation(low - 1, ASCII.openParen),
      partner[low - 1] == Int32(high + 1), !opensCall(low - 1)
    {
      low -= 1
      high += 1
    }
    let previous = low - 1
    if isPunctuation(previous, 0x2B) { return true }
    if isPunctuation(previous, ASCII.equal), isPunctuation(previous - 1, 0x2B), adjacent(previous - 1, previous) {
      return true
    }
    if language == .javascript || language == .typescript, isTaggedTemplate(index, previous: previous) { return true }
    if language == .objectiveC, isMessageOpen(previous), high + 1 < tokens.count, tokens[high + 1].kind == .identifier {
      return true
    }
    if !endsValue(afterTokenAt: high, previous: previous) { return true }
    if isBuiltFrom(low) { return true }
    // Most files append to no name: asked first, the emptiness spares the rest.
    return !appendSites.isEmpty && isAppendedLater(literalAt: index, previous: previous)
  }

  /// Whether the token after `high` ends the value the literal (or its parentheses) spells.
  private func endsValue(afterTokenAt high: Int, previous: Int) -> Bool {
    let next = high + 1
    guard next < tokens.count else { return true }
    let t = tokens[next]
    let onLaterLine = lineBreak(between: high, and: next)
    switch t.kind {
    case .punctuation:
      switch t.byte {
      case ASCII.closeParen, ASCII.comma, ASCII.closeBracket, ASCII.closeBrace, ASCII.semicolon, ASCII.openBrace:
        return true
      case 0x3A:  // `:` (not Kotlin/C++ `::`)
        return !(isPunctuation(next + 1, 0x3A) && adjacent(next, next + 1))
      case ASCII.dot:
        return keepsValue(methodAt: next + 1)
      case ASCII.question:
        // `?.toRegex()`; anything else (`??`, a ternary on a literal) combines.
        return isPunctuation(next + 1, ASCII.dot) && adjacent(next, next + 1) && keepsValue(methodAt: next + 2)
      case ASCII.openParen, ASCII.openBracket:
        // A new statement in the languages where a line break ends one before `(`/`[`.
        return onLaterLine && (language == .swift || language == .kotlin)
      case ASCII.at, ASCII.hash:
        return onLaterLine
      default:
        return false
      }
    case .identifier:
      if onLaterLine { return true }
      if word(next, "as") || word(next, "satisfies") || word(next, "else") { return true }
      // `[obj setA:@"…" b:…]`: the next selector part after an argument.
      if language == .objectiveC, isPunctuation(next + 1, 0x3A),
        isPunctuation(previous, 0x3A) || isPunctuation(previous, ASCII.comma)
      {
        return true
      }
      return false
    case .string, .number, .regexLiteral, .character:
      return onLaterLine
    }
  }

  /// Methods whose result is the literal's own value as a pattern.
  private func keepsValue(methodAt index: Int) -> Bool {
    word(index, "toRegex") || word(index, "toPattern")
  }

  /// `isBuilderArgument(low) || isJoinedElement(low)`: the bracket around the literal is
  /// looked at once, and the name before a `(` is looked up once for every question about it.
  private func isBuiltFrom(_ low: Int) -> Bool {
    let open = Int(parent[low])
    // Only a `(` or a `[` makes a literal an argument or an element (`parent` is a bracket).
    guard open >= 0 else { return false }
    switch tokens[open].byte {
    case ASCII.openParen:
      guard open >= 1, tokens[open - 1].kind == .identifier else { return false }
      let flags = words.flags(bytes, tokens[open - 1].range)
      guard flags != 0 else { return false }
      if flags & FragmentWords.builderCallee != 0 { return true }
      // Swift `String(format: "…", x)`, `String(repeating: "-", count: 3)`.
      if flags & FragmentWords.stringType != 0, word(open + 1, "format") || word(open + 1, "repeating"),
        isPunctuation(open + 2, 0x3A)
      {
        return true
      }
      guard flags & FragmentWords.listBuilder != 0 else { return false }
      var start = open - 1
      while start >= 2, isPunctuation(start - 1, ASCII.dot), tokens[start - 2].kind == .identifier { start -= 2 }
      return isTransformed(open: open, start: start)
    case ASCII.openBracket:
      if language == .objectiveC, isMessageOpen(open) { return isBuilderMessageArgument(low, open: open) }
      guard !isSubscript(open) else { return false }
      return isTransformed(open: open, start: open)
    default:
      return false
    }
  }

  /// An argument of an Objective-C message (`[` at `open`) whose selector part builds a string.
  private func isBuilderMessageArgument(_ low: Int, open: Int) -> Bool {
    // The selector part the argument belongs to: the nearest `name:` before it in the message.
    var k = low - 1
    while k > open {
      if parent[k] == Int32(open), isPunctuation(k, 0x3A), k >= 1, tokens[k - 1].kind == .identifier {
        if words.flags(bytes, tokens[k - 1].range) & FragmentWords.builderSelector != 0 { return true }
        if word(k - 1, "initWithFormat") {
          return (open + 1..<k).contains { word($0, "NSString") || word($0, "NSMutableString") }
        }
        return false
      }
      k -= 1
    }
    return false
  }

  /// Whether the array literal or list call from `start` to the partner of `open` is
  /// transformed, joined or added to (`["a", "b"].join("|")`, `listOf("a").joinToString()`,
  /// `[…] + x`).
  private func isTransformed(open: Int, start: Int) -> Bool {
    let close = Int(partner[open])
    guard close > open else { return false }
    if isPunctuation(start - 1, 0x2B) || isPunctuation(close + 1, 0x2B) { return true }
    if isPunctuation(close + 1, ASCII.dot) { return !keepsValue(methodAt: close + 2) }
    return false
  }

  /// `name = "…"` (or `a.b = "…"`) where the same scope later does `name += …` or
  /// `name = name + …`.
  private func isAppendedLater(literalAt index: Int, previous: Int) -> Bool {
    guard isPunctuation(previous, ASCII.equal), isSingleEqual(previous), previous >= 1,
      tokens[previous - 1].kind == .identifier, !appendSites.isEmpty, let sites = appendSites[text(previous - 1)]
    else { return false }
    // The target chain `a.b.name`, last name first.
    var chain = [previous - 1]
    while let last = chain.last, isPunctuation(last - 1, ASCII.dot), last >= 2, tokens[last - 2].kind == .identifier {
      chain.append(last - 2)
    }
    // The end of the enclosing block (or of the file).
    var scopeEnd = tokens.count
    var open = Int(parent[previous])
    while open >= 0 {
      if isPunctuation(open, ASCII.openBrace) {
        if partner[open] >= 0 { scopeEnd = Int(partner[open]) }
        break
      }
      open = Int(parent[open])
    }
    // The sites are in file order: from the first after the literal to the scope's end.
    var low = 0
    var high = sites.count
    while low < high {
      let middle = (low + high) / 2
      if sites[middle] <= index { low = middle + 1 } else { high = middle }
    }
    while low < sites.count, sites[low] < scopeEnd {
      if matches(chain: chain, endingAt: sites[low]) { return true }
      low += 1
    }
    return false
  }

  /// Whether the identifier chain ending at `site` spells `chain` (given last name first)
  /// and is not itself a member of something longer.
  private func matches(chain: [Int], endingAt site: Int) -> Bool {
    var k = site
    for (position, name) in chain.enumerated() {
      guard k >= 0, tokens[k].kind == .identifier, sameText(k, name) else { return false }
      if position + 1 < chain.count {
        guard isPunctuation(k - 1, ASCII.dot) else { return false }
        k -= 2
      }
    }
    return !isPunctuation(k - 1, ASCII.dot)
  }

  // MARK: Token shapes

  /// A JavaScript template literal after a tag (`` css`…` ``), other than `String.raw`.
  private func isTaggedTemplate(_ index: Int, previous: Int) -> Bool {
    guard language == .javascript || language == .typescript, bytes[tokens[index].range.lowerBound] == ASCII.backtick,
      previous >= 0
    else { return false }
    let p = tokens[previous]
    switch p.kind {
    case .identifier:
      if word(previous, "raw"), isPunctuation(previous - 1, ASCII.dot), word(previous - 2, "String") { return false }
      return !isKeyword(previous)
    case .punctuation:
      return p.byte == ASCII.closeParen || p.byte == ASCII.closeBracket
    default:
      return false
    }
  }

  /// Whether the `(` at `open` opens a call's arguments (not a grouping).
  private func opensCall(_ open: Int) -> Bool {
    guard open >= 1 else { return false }
    let p = tokens[open - 1]
    switch p.kind {
    case .identifier: return !isKeyword(open - 1)
    case .punctuation: return p.byte == ASCII.closeParen || p.byte == ASCII.closeBracket || p.byte == ASCII.greater
    default: return false
    }
  }

  /// Whether the `[` at `open` indexes the value before it (`a["k"]`, `f()[0]`).
  private func isSubscript(_ open: Int) -> Bool {
    guard open >= 1 else { return false }
    let p = tokens[open - 1]
    switch p.kind {
    case .identifier: return !isKeyword(open - 1)
    case .punctuation: return p.byte == ASCII.closeParen || p.byte == ASCII.closeBracket
    case .string: return true
    default: return false
    }
  }

  /// Whether the `[` at `open` starts an Objective-C message (not a subscript or `@[`).
  private func isMessageOpen(_ open: Int) -> Bool {
    guard language == .objectiveC, isPunctuation(open, ASCII.openBracket) else { return false }
    return !isSubscript(open) && !isPunctuation(open - 1, ASCII.at)
  }

  private func isKeyword(_ index: Int) -> Bool {
    words.flags(bytes, tokens[index].range) & FragmentWords.keyword != 0
  }

  // MARK: Token helpers

  private func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == byte
  }

  /// No bytes between tokens `a` and `b`.
  private func adjacent(_ a: Int, _ b: Int) -> Bool {
    a >= 0 && b < tokens.count && tokens[a].range.upperBound == tokens[b].range.lowerBound
  }

  /// A `=` that is neither part of `==`, `!=`, `<=`, `+=`, `=>` nor of `===`.
  private func isSingleEqual(_ index: Int) -> Bool {
    guard isPunctuation(index, ASCII.equal) else { return false }
    if index >= 1, tokens[index - 1].kind == .punctuation, adjacent(index - 1, index) { return false }
    if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, adjacent(index, index + 1),
      tokens[index + 1].byte == ASCII.equal || tokens[index + 1].byte == ASCII.greater
    {
      return false
    }
    return true
  }

  private func word(_ index: Int, _ name: StaticString) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    let range = tokens[index].range
    guard range.count == name.utf8CodeUnitCount else { return false }
    return name.withUTF8Buffer { w in
      for k in 0..<range.count where bytes[range.lowerBound + k] != w[k] { return false }
      return true
    }
  }

  private func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  private func sameText(_ a: Int, _ b: Int) -> Bool {
    tokens[a].range.count == tokens[b].range.count && bytes[tokens[a].range] == bytes[tokens[b].range]
  }

  /// Whether a line break separates tokens `a` and `b`.
  private func lineBreak(between a: Int, and b: Int) -> Bool {
    var k = tokens[a].range.upperBound
    let end = tokens[b].range.lowerBound
    while k < end {
      if ASCII.isLineBreak(bytes[k]) { return true }
      k += 1
    }
    return false
  }
}

/// The words `FragmentMarker` asks about, each with the questions it answers: one lookup of a
/// callee's name answers whether it builds a string, is a string type or builds a list
/// (three word sets were asked in turn, each behind a lazy global's check).
///
/// Immutable after initialisation and never freed (`table`), so sharing it is safe.
struct FragmentWords {
  /// Callees whose arguments become parts of a bigger string.
  static let builderCallee: UInt8 = 1
  /// Objective-C selector parts whose arguments become parts of a bigger string.
  static let builderSelector: UInt8 = 2
  /// String types whose initializers build a string (`String(format:)`).
  static let stringType: UInt8 = 4
  /// Calls that build a list from their arguments (`listOf("a", "b")`).
  static let listBuilder: UInt8 = 8
  /// Keywords before a `(`, `[` or template that make it no call, subscript or tag.
  static let keyword: UInt8 = 16

  private static let words: [(UInt8, [String])] = [
    (
      builderCallee,
      [
        "concat", "Concat", "join", "Join", "joinToString", "format", "Format", "formatted", "sprintf", "vsprintf",
        "append", "Append", "AppendFormat", "appending", "appendingFormat", "plus", "insert", "Insert",
        "StringBuilder", "StringBuffer", "buildString", "padStart", "padEnd", "padLeft", "padRight", "PadLeft",
        "PadRight", "repeat", "repeating",
      ]
    ),
    (
      builderSelector,
      [
        "stringWithFormat", "stringByAppendingString", "stringByAppendingFormat", "appendString", "appendFormat",
        "localizedStringWithFormat", "componentsJoinedByString", "stringByPaddingToLength", "withString",
        "stringByReplacingOccurrencesOfString",
      ]
    ),
    (stringType, ["String", "NSString", "NSMutableString"]),
    (listBuilder, ["listOf", "mutableListOf", "arrayListOf", "arrayOf", "setOf", "asList", "of"]),
    (
      keyword,
      [
        "return", "typeof", "case", "in", "of", "await", "yield", "throw", "else", "do", "void", "delete", "new",
        "if", "while", "for", "switch", "when", "catch", "is", "as", "and", "or", "not", "try",
      ]
    ),
  ]

  /// Longest word.
  let maxLength: Int
  /// The entries of bucket `h` (`bucket(count:first:last:)`) are `bucketStarts[h] ..< bucketStarts[h + 1]`.
  let bucketStarts: UnsafePointer<Int32>
  /// Where each entry's bytes start in `bytes`.
  let wordStarts: UnsafePointer<Int32>
  /// Each entry's length.
  let lengths: UnsafePointer<Int32>
  /// Each entry's flags.
  let flags: UnsafePointer<UInt8>
  /// The words' bytes, one after another.
  let bytes: UnsafePointer<UInt8>

  nonisolated(unsafe) static let table = FragmentWords(words)

  /// A word's bucket, from its length and its first and last bytes: most names that are no
  /// word find an empty bucket, and a word shares its bucket with few others.
  @inline(__always)
  private static func bucket(count: Int, first: UInt8, last: UInt8) -> Int {
    (count &* 37 &+ Int(first) &* 5 &+ Int(last)) & 255
  }

  private init(_ groups: [(UInt8, [String])]) {
    // Each word once, with every group's flag it is in.
    var flagsByWord: [String: UInt8] = [:]
    var order: [String] = []
    for (flag, words) in groups {
      for word in words {
        if flagsByWord[word] == nil { order.append(word) }
        flagsByWord[word, default: 0] |= flag
      }
    }
    func bucket(_ word: String) -> Int {
      let utf8 = Array(word.utf8)
      return Self.bucket(count: utf8.count, first: utf8[0], last: utf8[utf8.count - 1])
    }
    let sorted = order.sorted { bucket($0) < bucket($1) }
    let bucketStarts = UnsafeMutablePointer<Int32>.allocate(capacity: 257)
    let wordStarts = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, sorted.count))
    let lengths = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, sorted.count))
    let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, sorted.count))
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, sorted.reduce(0) { $0 + $1.utf8.count }))
    var entry = 0
    var offset = 0
    for h in 0...256 {
      bucketStarts[h] = Int32(entry)
      while entry < sorted.count, bucket(sorted[entry]) == h {
        wordStarts[entry] = Int32(offset)
        lengths[entry] = Int32(sorted[entry].utf8.count)
        flags[entry] = flagsByWord[sorted[entry]]!
        for byte in sorted[entry].utf8 {
          bytes[offset] = byte
          offset += 1
        }
        entry += 1
      }
    }
    self.maxLength = sorted.map(\.utf8.count).max() ?? 0
    self.bucketStarts = UnsafePointer(bucketStarts)
    self.wordStarts = UnsafePointer(wordStarts)
    self.lengths = UnsafePointer(lengths)
    self.flags = UnsafePointer(flags)
    self.bytes = UnsafePointer(bytes)
  }

  /// The flags of the word `source[range]` spells (0 for any other word).
  @inline(__always)
  func flags(_ source: [UInt8], _ range: Range<Int>) -> UInt8 {
    let count = range.upperBound - range.lowerBound
    guard count > 0, count <= maxLength, range.lowerBound >= 0, range.upperBound <= source.count else { return 0 }
    // The range is checked once: the bytes are read without a check each.
    return source.withUnsafeBufferPointer { source in
      let name = source.baseAddress.unsafelyUnwrapped + range.lowerBound
      let h = Self.bucket(count: count, first: name[0], last: name[count - 1])
      var entry = Int(bucketStarts[h])
      let end = Int(bucketStarts[h + 1])
      while entry < end {
        if Int(lengths[entry]) == count {
          let word = bytes + Int(wordStarts[entry])
          var k = 0
          while k < count && word[k] == name[k] { k += 1 }
          if k == count { return flags[entry] }
        }
        entry += 1
      }
      return 0
    }
  }
}
