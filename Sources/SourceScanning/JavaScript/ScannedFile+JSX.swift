extension ScannedFile {
  /// For a token inside a JSX start tag (an attribute name or its value string), the index
  /// of the tag-name token (`InputMask` in `<InputMask mask="…">`); nil when the token is
  /// not inside a start tag. Walks back over tokens at the same brace depth (attribute
  /// `{…}` values are deeper) to the `<` that opened the tag; a `>`, `;`, `,`, `(` or `)` on
  /// the way, or a `<` after an operand (`a < b`), means the token is not in a tag. Looks at
  /// most 512 tokens back.
  public func jsxTagNameIndex(forTokenAt index: Int) -> Int? {
    guard index >= 0, index < tokens.count else { return nil }
    let depth = tokens[index].braceDepth
    var k = index - 1
    let lowest = max(0, index - 512)
    while k >= lowest {
      let t = tokens[k]
      if t.braceDepth == depth && t.kind == .punctuation {
        switch t.byte {
        case ASCII.less:
          guard k + 1 < index, tokens[k + 1].kind == .identifier, !endsOperand(k - 1) else { return nil }
          return k + 1
        case ASCII.greater, ASCII.semicolon, ASCII.openParen, ASCII.closeParen, ASCII.comma:
          return nil
        default: break
        }
      } else if t.braceDepth < depth {
        return nil
      }
      k -= 1
    }
    return nil
  }

  /// Whether token `k` can end an operand (so a `<` after it is a comparison).
  private func endsOperand(_ k: Int) -> Bool {
    guard k >= 0 else { return false }
    let t = tokens[k]
    switch t.kind {
    case .number, .string, .regexLiteral, .character: return true
    case .punctuation: return t.byte == ASCII.closeParen || t.byte == ASCII.closeBracket
    case .identifier: return !tokenText(t, equals: "return") && !tokenText(t, equals: "yield") && !tokenText(t, equals: "await")
    }
  }
}
