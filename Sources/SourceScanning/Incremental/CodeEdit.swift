/// Scans a new version of a Swift, Kotlin or Java file from the scan of an older one when the
/// change touches its code (not only one literal's content: that is `LiteralEdit`): the file
/// is lexed again from the end of the last token before the change's line, and the lexing
/// stops as soon as it is back in step with the old scan (`Resynchronizer`); every later
/// token, literal, directive and diagnostic moves by the change in length. Folding and
/// fragments are then made again for the whole file (they depend on tokens far from the
/// edit). Symbol facts kept with checkpoints are brought too, the pass run again around the
/// change only (`SymbolScanner.resume`, from what `UnchangedTokens` says the edit left
/// alone); others are left to be computed again. The result is what scanning the new text
/// from scratch gives.
///
/// Why the tokens before the restart stay valid: every one of them ends on an earlier line
/// than the change, and what these lexers read past a token's end (a bare regex, a backticked
/// name, the quotes after a `"`) stops at the end of its line. Between tokens their only state
/// is the `{` depth and, for Swift's regex literals, the previous token. Other languages carry
/// more (Objective-C and Dart join adjacent literals, C# knows whether a line has begun, the
/// JavaScript lexer looks several tokens back and nests templates): they are scanned whole.
public enum CodeEdit {
  /// `previous` (a scan that kept its tokens as lexed, `ScannedFile.unfolded`) brought to
  /// `text`, where `change` is the one changed run between the two texts; nil when the scan
  /// cannot be brought (a language lexed whole, nothing kept).
  public static func rescan(
    _ previous: consuming ScannedFile, to text: SourceText, change: LiteralEdit.Change, language: SourceLanguage
  ) -> ScannedFile? {
    var work = Work()
    return rescan(previous, to: text, change: change, language: language, work: &work)
  }

  /// What an edit cost: the tokens lexed again, and the tokens the symbol pass went over
  /// again (nil when the facts were not brought).
  struct Work {
    var lexedTokens = 0
    var symbolTokens: Int?
  }

  /// `rescan(_:to:change:language:)`, saying in `work` what it cost.
  static func rescan(
    _ previous: consuming ScannedFile, to text: SourceText, change: LiteralEdit.Change, language: SourceLanguage,
    work: inout Work
  ) -> ScannedFile? {
    switch language {
    case .swift: return rescan(previous, to: text, change: change, with: SwiftScanner.self, work: &work)
    case .kotlin: return rescan(previous, to: text, change: change, with: KotlinScanner.self, work: &work)
    case .java: return rescan(previous, to: text, change: change, with: JavaScanner.self, work: &work)
    default: return nil
    }
  }

  private static func rescan<Scanner: ByteScanner>(
    _ previous: consuming ScannedFile, to text: SourceText, change: LiteralEdit.Change, with scanner: Scanner.Type,
    work: inout Work
  ) -> ScannedFile? {
    var scan = consume previous
    // The tokens and literals as lexed, updated in place when nothing else holds the scan.
    guard var raw = scan.takeUnfoldedWithChains() else { return nil }
    let oldChains = raw.chains
    let oldCount = raw.tokens.count - oldChains.reduce(0) { $0 + $1.pieces.count - 1 }
    let oldSymbols = scan.symbols
    scan.symbols = nil
    let oldBytes = scan.text.bytes
    let newBytes = text.bytes
    let delta = change.delta

    // Restart after the last token that ends before the change's line.
    var lineStart = min(change.start, newBytes.count)
    while lineStart > 0 && !ASCII.isLineBreak(newBytes[lineStart - 1]) { lineStart -= 1 }
    var kept = Self.count(raw.tokens) { $0.range.upperBound < lineStart }
    // Back to a token the lexer went on from its very end (not a backticked name).
    while kept > 0 && !Resynchronizer.endsWhereLexed(kept - 1, in: raw.tokens, bytes: oldBytes) { kept -= 1 }
    let restart = kept > 0 ? raw.tokens[kept - 1].range.upperBound : 0
    // Where the lexing stopped, and the first old token it did not replace. The
    // resynchronizer holds the old tokens: it is gone before they are updated in place.
    var stoppedAt: Int?
    var next = 0
    let window = newBytes.withUnsafeBufferPointer { buffer in
      var core = LexerCore(text: text, buffer: buffer, reserving: false)
      core.start = restart
      if kept > 0 {
        core.depth = raw.tokens[kept - 1].depthAfter
        core.seed(context: raw.tokens[kept - 1])
      }
      core.resyncFrom = change.newEnd
      core.resync = Resynchronizer(old: raw.tokens, oldBytes: oldBytes, delta: delta, from: kept)
      var scanner = Scanner(core: core)
      scanner.run()
      stoppedAt = scanner.core.resync?.stoppedAt
      next = scanner.core.resync?.next ?? 0
      scanner.core.resync = nil
      return scanner.core.window()
    }
    // The old scan's part replaced: tokens `kept..<oldEnd`, bytes `restart..<oldStop`.
    let oldEnd = stoppedAt == nil ? raw.tokens.count : next
    let oldStop = stoppedAt.map { $0 - delta } ?? oldBytes.count

    let firstLiteral = Self.count(raw.literals) { $0.range.lowerBound < restart }
    let endLiteral = Self.count(raw.literals) { $0.range.lowerBound < oldStop }
    let firstRegex = Self.count(scan.regexLiterals) { $0.range.lowerBound < restart }
    let endRegex = Self.count(scan.regexLiterals) { $0.range.lowerBound < oldStop }
    let literalShift = firstLiteral + window.literals.count - endLiteral
    let regexShift = firstRegex + window.regexLiterals.count - endRegex

    raw.tokens.withUnsafeMutableBufferPointer { tokens in
      for k in oldEnd..<tokens.count {
        tokens[k].range = (tokens[k].range.lowerBound + delta)..<(tokens[k].range.upperBound + delta)
        switch tokens[k].kind {
        case .string: tokens[k].literal += literalShift
        case .regexLiteral: tokens[k].literal += regexShift
        default: break
        }
      }
    }
    let windowTokens = window.tokens.map { token in
      var token = token
      switch token.kind {
      case .string: token.literal += firstLiteral
      case .regexLiteral: token.literal += firstRegex
      default: break
      }
      return token
    }
    work.lexedTokens = windowTokens.count
    raw.tokens.replaceSubrange(kept..<oldEnd, with: windowTokens)
    Self.splice(&raw.literals, replacing: firstLiteral..<endLiteral, with: window.literals, delta: delta)
    var regexLiterals = scan.regexLiterals
    Self.splice(&regexLiterals, replacing: firstRegex..<endRegex, with: window.regexLiterals, delta: delta)
    var regexFlags = scan.regexFlags
    regexFlags.replaceSubrange(firstRegex..<endRegex, with: window.regexFlags)

    var directives = scan.directives.filter { $0.range.lowerBound < restart }
    directives += window.directives
    for var directive in scan.directives where directive.range.lowerBound >= oldStop {
      directive.range = (directive.range.lowerBound + delta)..<(directive.range.upperBound + delta)
      directive.line = text.line(containing: directive.range.lowerBound)
      directives.append(directive)
    }
    var diagnostics = scan.diagnostics.filter { $0.range.lowerBound < restart }
    diagnostics += window.diagnostics
    diagnostics += scan.diagnostics.filter { $0.range.lowerBound >= oldStop }.map { $0.shifted(by: delta) }

    // Moved out of `raw`, so that marking fragments writes into the only copy.
    let lexed = ScannedFile(
      text: text, tokens: raw.tokens.takeAll(), literals: raw.literals.takeAll(), directives: directives,
      diagnostics: diagnostics, regexLiterals: regexLiterals, regexFlags: regexFlags)
    var file = ScannedFile.finishing(consume lexed, language: Scanner.language, folding: true, standalone: [], keepingUnfolded: true)
    // Symbol facts: the old ones, with the pass run again around the change only.
    if let oldSymbols, oldSymbols.checkpoints != nil,
      let unchanged = UnchangedTokens.between(
        oldChains: oldChains, newChains: file.unfolded?.chains ?? [], kept: kept, lexedEnd: kept + windowTokens.count,
        oldEnd: oldEnd, oldCount: oldCount, newCount: file.tokens.count, literalDelta: literalShift)
    {
      var passed = 0
      file.symbols = SymbolScanner.resume(
        oldSymbols, in: file, language: Scanner.language, unchanged: unchanged, passedTokens: &passed)
      if file.symbols != nil { work.symbolTokens = passed }
    }
    return file
  }

  /// How many leading elements of `items` satisfy `isBefore` (true for a prefix, then false).
  private static func count<T>(_ items: [T], where isBefore: (T) -> Bool) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(items[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// `literals` with `range` replaced by `window` and the literals after it moved by `delta`.
  private static func splice(
    _ literals: inout [StringLiteral], replacing range: Range<Int>, with window: [StringLiteral], delta: Int
  ) {
    if delta != 0 {
      literals.withUnsafeMutableBufferPointer { literals in
        for k in range.upperBound..<literals.count { literals[k].shift(by: delta) }
      }
    }
    literals.replaceSubrange(range, with: window)
  }
}
