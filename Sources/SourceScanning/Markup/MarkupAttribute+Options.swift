/// One `key: value` entry of an option object written in an attribute value
/// (`data-inputmask="'mask': '99-9999999', 'greedy': false"`).
public struct MarkupOption: Sendable {
  /// The key without quotes: `mask`.
  public var key: String
  /// The constant string values, mapped to the file: one for `'mask': '…'`, one per element
  /// for `'mask': ['…', '…']`; empty for other values (`false`, `{…}`).
  public var values: [StringLiteral]
  /// Whether the value is an array literal.
  public var isArray: Bool

  public init(key: String, values: [StringLiteral], isArray: Bool) {
    self.key = key
    self.values = values
    self.isArray = isArray
  }
}

extension MarkupAttribute {
  /// The top-level entries of the option object the value spells, with or without its
  /// braces, as Inputmask reads `data-inputmask` (keys may be quoted or bare; string values
  /// in either quote). The values' positions go through both the character references of
  /// the attribute and the JavaScript escapes of the strings. Empty when the value is no
  /// such object; at most 64 entries.
  public func optionObject() -> [MarkupOption] {
    guard let value else { return [] }
    let inner = JavaScriptLexer.scan(SourceText(value.value), jsx: false)
    let tokens = inner.tokens
    var options: [MarkupOption] = []
    var depth = 0
    let topDepth = tokens.first.map { $0.kind == .punctuation && $0.byte == ASCII.openBrace } == true ? 1 : 0
    func isPunct(_ k: Int, _ byte: UInt8) -> Bool {
      k >= 0 && k < tokens.count && tokens[k].kind == .punctuation && tokens[k].byte == byte
    }
    var k = 0
    while k < tokens.count, options.count < 64 {
      let t = tokens[k]
      if t.kind == .punctuation {
        switch t.byte {
        case ASCII.openBrace, ASCII.openBracket, ASCII.openParen: depth += 1
        case ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen: depth -= 1
        default: break
        }
        k += 1
        continue
      }
      let startsEntry = k == 0 || isPunct(k - 1, ASCII.comma) || isPunct(k - 1, ASCII.openBrace)
      guard depth == topDepth, startsEntry, isPunct(k + 1, 0x3A), t.kind == .identifier || t.kind == .string else {
        k += 1
        continue
      }
      let key = t.kind == .string ? inner.literals[t.literal].value : inner.tokenText(t)
      var values: [StringLiteral] = []
      var isArray = false
      var v = k + 2
      if v < tokens.count, tokens[v].kind == .string {
        let literal = inner.literals[tokens[v].literal]
        if literal.isWholeValue { values.append(literal.composed(through: value)) }
        v += 1
      } else if isPunct(v, ASCII.openBracket) {
        isArray = true
        v += 1
        while v < tokens.count, tokens[v].kind == .string, values.count < 64 {
          let literal = inner.literals[tokens[v].literal]
          if literal.isWholeValue { values.append(literal.composed(through: value)) }
          v += 1
          if isPunct(v, ASCII.comma) { v += 1 } else { break }
        }
      }
      options.append(MarkupOption(key: key, values: values, isArray: isArray))
      // The value's tokens are walked like any others (they keep the nesting depth right).
      k += 2
    }
    return options
  }
}
