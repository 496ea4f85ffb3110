/// Decides where lexing an edited file again may stop (`CodeEdit`): at a place between
/// tokens, past the change, where the old scan had a token start at the same place in the
/// unchanged text, with the same `{` depth and the same previous token (the only state the
/// Swift lexer carries from one token to the next). From there on, lexing the new text gives
/// the old tokens moved by the change in length.
struct Resynchronizer {
  /// The old scan's tokens as lexed (before folding).
  let old: [Token]
  let oldBytes: [UInt8]
  /// The change in length: an old position plus `delta` is the same byte in the new text.
  let delta: Int
  /// The first old token not yet passed.
  private(set) var next: Int
  /// Where the new lexing stopped, nil while it has not.
  private(set) var stoppedAt: Int?

  init(old: [Token], oldBytes: [UInt8], delta: Int, from first: Int) {
    self.old = old
    self.oldBytes = oldBytes
    self.delta = delta
    self.next = first
  }

  /// Whether lexing the new text, between tokens at `i` with `depth` and `last` the previous
  /// token, is where the old scan was at one of its token starts.
  mutating func matches(at i: Int, depth: Int32, last: Token?, newBytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let o = i - delta
    while next < old.count && old[next].range.lowerBound < o { next += 1 }
    guard next < old.count, old[next].range.lowerBound == o, Self.startsWhereLexed(next, in: old, bytes: oldBytes) else {
      return false
    }
    let previous: Token? = next == 0 ? nil : old[next - 1]
    guard (previous?.depthAfter ?? 0) == depth else { return false }
    switch (last, previous) {
    case (nil, nil):
      break
    case let (a?, b?):
      guard a.kind == b.kind, a.byte == b.byte, a.range.count == b.range.count else { return false }
      for k in 0..<a.range.count where newBytes[a.range.lowerBound + k] != oldBytes[b.range.lowerBound + k] { return false }
    default:
      return false
    }
    stoppedAt = i
    return true
  }
}

extension Resynchronizer {
  /// Whether the lexer's loop stood at the start of token `k` (it read it from there): not
  /// for a backticked name (its range leaves out the backticks) nor for a `#` after another
  /// (a run of `#` is read at once).
  static func startsWhereLexed(_ k: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    let start = tokens[k].range.lowerBound
    guard start > 0 else { return true }
    switch tokens[k].kind {
    case .identifier: return bytes[start - 1] != ASCII.backtick
    case .punctuation: return !(tokens[k].byte == ASCII.hash && bytes[start - 1] == ASCII.hash)
    default: return true
    }
  }

  /// Whether the lexer's loop stood right after token `k` (it went on from its end): not for
  /// a backticked name (the closing backtick is read with it) nor for a `#` before another.
  static func endsWhereLexed(_ k: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    let end = tokens[k].range.upperBound
    guard end < bytes.count else { return true }
    switch tokens[k].kind {
    case .identifier: return bytes[end] != ASCII.backtick
    case .punctuation: return !(tokens[k].byte == ASCII.hash && bytes[end] == ASCII.hash)
    default: return true
    }
  }
}

/// What lexing a window of an edited file gave: positions are in the new text; literal
/// indices count from the window's first literal.
struct LexedWindow {
  var tokens: [Token]
  var literals: [StringLiteral]
  var regexLiterals: [StringLiteral]
  var regexFlags: [String]
  var directives: [Directive]
  var diagnostics: [ScanDiagnostic]
}

extension Token {
  /// The `{` depth after this token (a `{` token holds the depth outside it).
  var depthAfter: Int32 { kind == .punctuation && byte == ASCII.openBrace ? braceDepth + 1 : braceDepth }
}
