/// How to get back a file's tokens and literals as its lexer made them from its scan: what
/// an edit of the code is lexed again from (`CodeEdit`), since folding and fragments depend on
/// tokens far from the edit. Only what folding replaced is kept; the rest is the scan itself
/// with every fragment mark cleared.
public struct UnfoldedScan: Sendable {
  /// A chain of literals folded into one token.
  struct FoldedChain: Sendable {
    /// The index of the joined token in the scan's tokens.
    var token: Int
    /// The tokens it replaced (strings and `+`), as lexed.
    var pieces: [Token]
    /// The first piece's literal as lexed (the joined literal took its place).
    var firstLiteral: StringLiteral
  }

  var chains: [FoldedChain] = []

  /// Moves everything from the byte `after` on by `delta` (an edit inside one literal before it).
  mutating func shift(from after: Int, by delta: Int) {
    for c in chains.indices where chains[c].firstLiteral.range.lowerBound >= after {
      chains[c].firstLiteral.shift(by: delta)
      for k in chains[c].pieces.indices {
        let r = chains[c].pieces[k].range
        chains[c].pieces[k].range = (r.lowerBound + delta)..<(r.upperBound + delta)
      }
    }
  }
}

extension ScannedFile {
  /// `lexed` (a lexer's output) with chains of constant literals folded when `folding`, the
  /// fragments marked, and with `keepingUnfolded` the way back to it kept (`unfolded`).
  static func finishing(
    _ lexed: consuming ScannedFile, language: SourceLanguage, folding: Bool, standalone: [Int], keepingUnfolded: Bool
  ) -> ScannedFile {
    var file = consume lexed
    let chains = folding ? file.foldConcatenations(language: language) : []
    file.markFragments(language: language, standalone: standalone)
    if keepingUnfolded { file.unfolded = UnfoldedScan(chains: chains) }
    return file
  }

  /// The tokens and literals as lexed, made from this scan's own (in place when nothing else
  /// holds them); nil when the scan did not keep the way back. The scan is left without them.
  mutating func takeUnfolded() -> (tokens: [Token], literals: [StringLiteral])? {
    takeUnfoldedWithChains().map { ($0.tokens, $0.literals) }
  }

  /// `takeUnfolded()`, with the chains folding had joined.
  mutating func takeUnfoldedWithChains() -> (tokens: [Token], literals: [StringLiteral], chains: [UnfoldedScan.FoldedChain])? {
    guard let unfolded else { return nil }
    self.unfolded = nil
    var tokens = self.tokens
    var literals = self.literals
    self.tokens = []
    self.literals = []
    literals.withUnsafeMutableBufferPointer { literals in
      for k in literals.indices where literals[k].isFragment { literals[k].isFragment = false }
    }
    guard !unfolded.chains.isEmpty else { return (tokens, literals, []) }
    var expanded: [Token] = []
    expanded.reserveCapacity(tokens.count + unfolded.chains.reduce(0) { $0 + $1.pieces.count })
    var next = 0
    for chain in unfolded.chains {
      expanded += tokens[next..<chain.token]
      expanded += chain.pieces
      literals[tokens[chain.token].literal] = chain.firstLiteral
      next = chain.token + 1
    }
    expanded += tokens[next...]
    tokens = []
    return (expanded, literals, unfolded.chains)
  }
}
