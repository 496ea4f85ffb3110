import SourceScanning

/// Attributes of JSX elements in `.jsx`/`.tsx` (and JSX scripts): react-input-mask
/// `<InputMask mask="…">`, react-imask `<IMaskInput mask="…">`, and the HTML constraint
/// attributes of an intrinsic `<input>` (`pattern`, `type`, `inputMode`, `minLength`,
/// `maxLength={n}`). All attributes of one element are one field. `min`/`max`/`step` are
/// left out: a spread (`{...props}`) may set the type they depend on.
extension CodeRecognizer {
  /// Attribute names worth a look when followed by `=`.
  private static let jsxAttributeNames: Set<String> = [
    "mask", "pattern", "type", "inputMode", "minLength", "maxLength",
  ]

  func webMayBeIdentifierSetting(at index: Int) -> Bool {
    guard webIsPunctuation(index + 1, UInt8(ascii: "=")), !webIsPunctuation(index + 2, UInt8(ascii: "=")),
      tokens[index].range.count <= 9
    else { return false }
    return CodeRecognizer.jsxAttributeNames.contains(file.tokenText(tokens[index]))
  }

  func webIdentifierValue(at index: Int, context: Context) -> Setting? {
    let name = file.tokenText(tokens[index])
    // Configured names are read by the shared patterns. `maxLength` is one, but the shared
    // assignment pattern keys `maxLength="4"` to no element; the element's own key is set here.
    guard vocabulary[name] == nil || name == "maxLength", let tagIndex = file.jsxTagNameIndex(forTokenAt: index) else { return nil }
    let tag = calleeName(tagIndex)
    let key = FieldKey.site(path: path, offset: tokens[tagIndex].range.lowerBound)
    let recognizedAs = HTMLInputTypes.recognizedAs(tag: tag, attribute: name)
    switch (tag, name) {
    case ("InputMask", "mask"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      return make(.mask(.reactinputmask), recognizedAs, value, key: key)
    case ("IMaskInput", "mask"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      return make(.mask(.imask), recognizedAs, value, key: key)
    case ("input", "pattern"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      var setting = make(.regex(.ecmascript, .fullMatch), recognizedAs, value, key: key)
      setting.regexFlags = "v"
      return setting
    case ("input", "type"):
      let value = jsxStringValue(afterEqualsAt: index + 1)
        ?? HTMLInputTypes.unknownValue(over: tokens[min(index + 2, tokens.count - 1)].range)
      return make(.htmlInputType, recognizedAs, value, key: key)
    case ("input", "inputMode"), ("textarea", "inputMode"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      return make(.keyboard(.html), recognizedAs, value, key: key)
    case ("input", "maxLength"), ("textarea", "maxLength"):
      guard let value = jsxNumberValue(afterEqualsAt: index + 1) ?? jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      return make(.maxLength, recognizedAs, value, key: key)
    case ("input", "minLength"), ("textarea", "minLength"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) ?? jsxNumberValue(afterEqualsAt: index + 1) else { return nil }
      return make(.htmlAttribute(name.lowercased()), recognizedAs, value, key: key)
    default:
      return nil
    }
  }

  /// `="…"` or `={"…"}` (a constant string) after the `=` at `equals`.
  private func jsxStringValue(afterEqualsAt equals: Int) -> StringLiteral? {
    var k = equals + 1
    let braced = webIsPunctuation(k, UInt8(ascii: "{"))
    if braced { k += 1 }
    guard k < tokens.count, tokens[k].kind == .string else { return nil }
    if braced, !webIsPunctuation(k + 1, UInt8(ascii: "}")) { return nil }
    let literal = file.literals[tokens[k].literal]
    return literal.isConstant ? literal : nil
  }

  /// `={4}` after the `=` at `equals`: the number as a literal over its digits.
  private func jsxNumberValue(afterEqualsAt equals: Int) -> StringLiteral? {
    guard webIsPunctuation(equals + 1, UInt8(ascii: "{")), equals + 2 < tokens.count, tokens[equals + 2].kind == .number,
      webIsPunctuation(equals + 3, UInt8(ascii: "}"))
    else { return nil }
    let token = tokens[equals + 2]
    return StringLiteral(
      value: file.tokenText(token), range: token.range,
      segments: [LiteralSegment(valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound, sourceLength: token.range.count, isVerbatim: true)])
  }
}
