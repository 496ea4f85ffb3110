/// What an edit of the code left alone among a file's tokens (as folded): the new tokens
/// before `prefix` are the old ones; from `suffix` on they are the old ones from
/// `suffix - tokenDelta`, moved, their literals `literalDelta` further in `literals`.
/// (`CodeEdit` works this out; `SymbolScanner.resume` relies on it.)
struct UnchangedTokens: Sendable, Equatable {
  var prefix: Int
  var suffix: Int
  var tokenDelta: Int
  var literalDelta: Int

  /// From an edit of the tokens as lexed: the new raw tokens before `kept` are the old ones,
  /// and from `lexedEnd` on they are the old ones from `oldEnd` on. Folding joined the chains
  /// `oldChains` in the old scan and `newChains` in the new one; where the chains agree, the
  /// folded tokens agree too (a joined token is made from its pieces alone). Nil when the
  /// counts do not add up.
  static func between(
    oldChains: [UnfoldedScan.FoldedChain], newChains: [UnfoldedScan.FoldedChain], kept: Int, lexedEnd: Int,
    oldEnd: Int, oldCount: Int, newCount: Int, literalDelta: Int
  ) -> UnchangedTokens? {
    let old = extents(of: oldChains)
    let new = extents(of: newChains)

    // Before the change: chains the same in both and wholly before it.
    var first = kept
    var absorbed = 0
    var i = 0
    while i < old.count, i < new.count, old[i] == new[i], new[i].upperBound <= kept {
      absorbed += new[i].count - 1
      i += 1
    }
    if i < new.count { first = min(first, new[i].lowerBound) }
    if i < old.count { first = min(first, old[i].lowerBound) }
    let prefix = first - absorbed

    // After it: chains the same in both (moved) and wholly after it, counted from the end.
    let rawDelta = lexedEnd - oldEnd
    var a = new.count - 1
    var b = old.count - 1
    while a >= 0, b >= 0, new[a].lowerBound >= lexedEnd, new[a].lowerBound == old[b].lowerBound + rawDelta,
      new[a].count == old[b].count
    {
      a -= 1
      b -= 1
    }
    var last = lexedEnd
    if a >= 0 { last = max(last, new[a].upperBound) }
    if b >= 0 { last = max(last, old[b].upperBound + rawDelta) }
    let suffix = last - (a >= 0 ? new[...a].reduce(0) { $0 + $1.count - 1 } : 0)
    let oldSuffix = last - rawDelta - (b >= 0 ? old[...b].reduce(0) { $0 + $1.count - 1 } : 0)
    guard prefix <= suffix, prefix <= oldSuffix, newCount - suffix == oldCount - oldSuffix else { return nil }
    return UnchangedTokens(prefix: prefix, suffix: suffix, tokenDelta: suffix - oldSuffix, literalDelta: literalDelta)
  }

  /// The raw tokens each chain covers.
  private static func extents(of chains: [UnfoldedScan.FoldedChain]) -> [Range<Int>] {
    var absorbed = 0
    return chains.map { chain in
      let start = chain.token + absorbed
      absorbed += chain.pieces.count - 1
      return start..<(start + chain.pieces.count)
    }
  }
}
