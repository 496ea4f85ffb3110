import SourceScanning

/// UIKit settings whose value is a name: `keyboardType = .numberPad`.
///
/// Swift: `field.keyboardType = .numberPad`, `field.keyboardType = UIKeyboardType.phonePad`,
/// `field?.keyboardType = .decimalPad`. Objective-C: `field.keyboardType =
/// UIKeyboardTypeNumberPad;` and `[field setKeyboardType:UIKeyboardTypeNumberPad]`. The
/// setting's literal spans the case name as written (`numberPad`, `UIKeyboardTypeNumberPad`).
extension CodeRecognizer {
  private static let keyboardTypePrefix: StaticString = "UIKeyboardType"

  /// Runs on every identifier token: two or three byte compares before anything else.
  @inline(__always)
  func uikitMayBeIdentifierSetting(at index: Int) -> Bool {
    let token = tokens[index]
    if language == .objectiveC {
      // `UIKeyboardType…`
      return token.range.count > 14 && file.text.bytes[token.range.lowerBound] == UInt8(ascii: "U")
        && file.text.bytes[token.range.lowerBound + 2] == UInt8(ascii: "K")
    }
    // `= .name` or `UIKeyboardType.name`.
    guard index >= 2, tokens[index - 1].kind == .punctuation, tokens[index - 1].byte == UInt8(ascii: ".") else {
      return false
    }
    let before = tokens[index - 2]
    if before.kind == .punctuation { return before.byte == UInt8(ascii: "=") }
    return before.kind == .identifier && before.range.count == 14
      && file.text.bytes[before.range.lowerBound] == UInt8(ascii: "U")
  }

  func uikitIdentifierValue(at index: Int, context: Context) -> Setting? {
    language == .objectiveC ? objcKeyboardType(at: index, context: context) : swiftKeyboardType(at: index, context: context)
  }

  /// `receiver.keyboardType = .name` / `= UIKeyboardType.name`.
  private func swiftKeyboardType(at index: Int, context: Context) -> Setting? {
    var equals = index - 2
    if tokens[equals].kind == .identifier {
      guard file.tokenText(tokens[equals], equals: Self.keyboardTypePrefix) else { return nil }
      equals -= 1
    }
    guard let property = keyboardTypeProperty(assignedAt: equals) else { return nil }
    return keyboardSetting(valueAt: index, key: keyboardFieldKey(propertyAt: property, context: context))
  }

  /// `receiver.keyboardType = UIKeyboardTypeX;` or `[receiver setKeyboardType:UIKeyboardTypeX]`.
  private func objcKeyboardType(at index: Int, context: Context) -> Setting? {
    let name = file.tokenText(tokens[index])
    guard name.hasPrefix("UIKeyboardType"), index >= 2 else { return nil }
    let before = tokens[index - 1]
    guard before.kind == .punctuation else { return nil }
    if before.byte == UInt8(ascii: "=") {
      guard let property = keyboardTypeProperty(assignedAt: index - 1) else { return nil }
      return keyboardSetting(valueAt: index, key: keyboardFieldKey(propertyAt: property, context: context))
    }
    guard before.byte == UInt8(ascii: ":"), tokens[index - 2].kind == .identifier,
      file.tokenText(tokens[index - 2], equals: "setKeyboardType"),
      let call = enclosingCall(of: index), call.isMessage
    else { return nil }
    let key = call.receiver.map { receiverKey(receiverAt: $0, context: context) }
      ?? .member(type: context.typeName ?? "", name: "self")
    return keyboardSetting(valueAt: index, key: key, recognizedAs: "setKeyboardType:")
  }

  /// The index of `keyboardType` when the `=` at `equals` assigns to it (not `==`, not a
  /// declaration).
  private func keyboardTypeProperty(assignedAt equals: Int) -> Int? {
    guard equals >= 1, tokens[equals].kind == .punctuation, tokens[equals].byte == UInt8(ascii: "=") else { return nil }
    let property = equals - 1
    guard tokens[property].kind == .identifier, file.tokenText(tokens[property], equals: "keyboardType") else { return nil }
    // `let keyboardType = .numberPad` declares a constant; `a.keyboardType == .x` compares.
    if let next = tokens.indices.contains(equals + 1) ? tokens[equals + 1] : nil, next.kind == .punctuation,
      next.byte == UInt8(ascii: "="), next.range.lowerBound == tokens[equals].range.upperBound
    {
      return nil
    }
    if property >= 1, tokens[property - 1].kind == .identifier,
      file.tokenText(tokens[property - 1], equals: "let") || file.tokenText(tokens[property - 1], equals: "var")
    {
      return nil
    }
    return property
  }

  /// Like `fieldKey(forPropertyAt:)`, and through Swift optional chaining (`field?.x`).
  private func keyboardFieldKey(propertyAt p: Int, context: Context) -> FieldKey {
    if p >= 3, tokens[p - 1].kind == .punctuation, tokens[p - 1].byte == UInt8(ascii: "."),
      tokens[p - 2].kind == .punctuation, tokens[p - 2].byte == UInt8(ascii: "?") || tokens[p - 2].byte == UInt8(ascii: "!"),
      tokens[p - 3].kind == .identifier
    {
      return receiverKey(receiverAt: p - 3, context: context)
    }
    return fieldKey(forPropertyAt: p, context: context)
  }

  private func keyboardSetting(valueAt index: Int, key: FieldKey, recognizedAs: String = "keyboardType") -> Setting {
    let token = tokens[index]
    let literal = StringLiteral(
      value: file.tokenText(token), range: token.range,
      segments: [LiteralSegment(
        valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound,
        sourceLength: token.range.count, isVerbatim: true)])
    return make(.keyboard(.uikit), recognizedAs, literal, key: key)
  }
}
