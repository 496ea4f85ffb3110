import MaskEngine
import SourceScanning

/// Attributes of JSX elements in `.jsx`/`.tsx` (and JSX scripts): react-input-mask
/// `<InputMask mask="…">`, react-imask `<IMaskInput mask="…">`, and the HTML constraint
/// attributes of an intrinsic `<input>` (`pattern`, `type`, `inputMode`, `minLength`,
/// `maxLength={n}`). All attributes of one element are one field. `min`/`max`/`step` are
/// left out: a spread (`{...props}`) may set the type they depend on.
extension CodeRecognizer {
  /// Attribute names worth a look when followed by `=`.
  private static let jsxAttributeNames = WordSet(["mask", "pattern", "type", "inputMode", "minLength", "maxLength"])

  func webMayBeIdentifierSetting(at index: Int) -> Bool {
    guard webIsPunctuation(index + 1, UInt8(ascii: "=")), !webIsPunctuation(index + 2, UInt8(ascii: "=")),
      tokens[index].range.count <= 9
    else { return false }
    return CodeRecognizer.jsxAttributeNames.contains(file.text.bytes, tokens[index].range)
  }

  func webIdentifierValue(at index: Int, context: Context) -> Setting? {
    let name = file.tokenText(tokens[index])
    // Configured names are read by the shared patterns. `maxLength` is one, but the shared
    // assignment pattern keys `maxLength="4"` to no element; the element's own key is set here.
    guard vocabulary[name] == nil || name == "maxLength", let tagIndex = file.jsxTagNameIndex(forTokenAt: index) else { return nil }
    let tag = calleeName(tagIndex)
    // The element and attribute pairs read below; any other gives nil, before the key and
    // the description are made.
    switch (tag, name) {
    case ("InputMask", "mask"), ("IMaskInput", "mask"), ("input", "pattern"), ("input", "type"), ("input", "inputMode"),
      ("textarea", "inputMode"), ("input", "maxLength"), ("textarea", "maxLength"), ("input", "minLength"),
      ("textarea", "minLength"):
      break
    default:
      return nil
    }
    let key = FieldKey.site(path: path, offset: tokens[tagIndex].range.lowerBound)
    let recognizedAs = HTMLInputTypes.recognizedAs(tag: tag, attribute: name)
    switch (tag, name) {
    case ("InputMask", "mask"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      var setting = make(.mask(.reactinputmask), recognizedAs, value, key: key)
      setting.maskOptions = jsxMaskOptions(tagIndex: tagIndex, dialect: .reactinputmask)
      return setting
    case ("IMaskInput", "mask"):
      guard let value = jsxStringValue(afterEqualsAt: index + 1) else { return nil }
      var setting = make(.mask(.imask), recognizedAs, value, key: key)
      setting.maskOptions = jsxMaskOptions(tagIndex: tagIndex, dialect: .imask)
      return setting
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

  /// The mask options among the attributes of the element whose tag name is at `tagIndex`:
  /// react-input-mask `formatChars={{…}}` (replacing the built-in table) and `maskChar` (v3:
  /// `maskPlaceholder`), react-imask `definitions={{…}}` and `eager`. A spread (`{...props}`),
  /// a table that is not an object literal, a `maskChar` that is not a constant, or an option
  /// the engine does not model makes the mask unresolved.
  private func jsxMaskOptions(tagIndex: Int, dialect: MaskDialect) -> MaskOptions? {
    var options = MaskOptions()
    let unmodelled = dialect == .reactinputmask ? Self.reactInputMaskUnmodelled : WebMaskOptionKeys.unmodelled(.imask)
    var k = tagIndex + 1
    let limit = min(tokens.count, tagIndex + 2_000)
    while k < limit {
      if webIsPunctuation(k, UInt8(ascii: ">")) || webIsPunctuation(k, UInt8(ascii: "/")) { break }
      if webIsPunctuation(k, UInt8(ascii: "{")) {
        // `{...props}`: any option may be in it.
        options.isUnresolved = true
        guard let close = jsxClosingBrace(of: k) else { break }
        k = close + 1
        continue
      }
      guard tokens[k].kind == .identifier else {
        k += 1
        continue
      }
      let name = file.tokenText(tokens[k])
      guard webIsPunctuation(k + 1, UInt8(ascii: "=")) else {
        // A boolean attribute (`eager`).
        if name == "eager" && dialect == .imask { options.eager = true }
        k += 1
        continue
      }
      let valueStart = k + 2
      var valueEnd = valueStart + 1
      if webIsPunctuation(valueStart, UInt8(ascii: "{")) {
        guard let close = jsxClosingBrace(of: valueStart) else { break }
        valueEnd = close + 1
      }
      if unmodelled.contains(name) {
        options.isUnresolved = true
      } else if (name == "formatChars" && dialect == .reactinputmask) || (name == "definitions" && dialect == .imask) {
        // `={{ … }}`: the object literal inside the expression braces.
        if webIsPunctuation(valueStart, UInt8(ascii: "{")), webIsPunctuation(valueStart + 1, UInt8(ascii: "{")) {
          readDefinitions((valueStart + 1)..<(valueEnd - 1), dialect: dialect, into: &options)
        } else {
          options.isUnresolved = true
        }
        if dialect == .reactinputmask { options.replacesBuiltInDefinitions = true }
      } else if (name == "maskChar" || name == "maskPlaceholder") && dialect == .reactinputmask {
        if let placeholder = jsxPlaceholder(valueStart, valueEnd) {
          options.placeholder = placeholder
        } else if !jsxIsUndefined(valueStart, valueEnd) {
          // `maskChar={props.c}`: what empty positions show is unknown.
          options.isUnresolved = true
        }
      } else if name == "eager" && dialect == .imask {
        options.eager = !(webIsPunctuation(valueStart, UInt8(ascii: "{")) && webIsWord(valueStart + 1, "false"))
      }
      k = valueEnd
    }
    return options == MaskOptions() ? nil : options
  }

  /// react-input-mask props that leave the mask unresolved. `replacement`, `showMask`,
  /// `track`: `@react-input/mask`'s `InputMask` (its slots are the keys of `replacement`),
  /// imported where the file does not say.
  private static let reactInputMaskUnmodelled: Set<String> = [
    "beforeMaskedValueChange", "beforeMaskedStateChange", "children", "replacement", "showMask", "track", "modify",
  ]

  /// react-input-mask `maskChar` / `maskPlaceholder` written as a constant, over the value
  /// tokens `start..<end`: `"-"`, `={'-'}` (that character), `={null}`, `""` (nothing, as the
  /// library reads any false value). Nil for anything else: a name, an expression, or a
  /// string of several characters (v3's whole-mask placeholder, not modelled).
  private func jsxPlaceholder(_ start: Int, _ end: Int) -> MaskPlaceholder? {
    var k = start
    if webIsPunctuation(k, UInt8(ascii: "{")) {
      guard end - start == 3 else { return nil }
      k += 1
      if webIsWord(k, "null") || webIsWord(k, "false") { return .nothing }
    } else {
      guard end - start == 1 else { return nil }
    }
    guard k < tokens.count, tokens[k].kind == .string else { return nil }
    let literal = file.literals[tokens[k].literal]
    guard literal.isWholeValue else { return nil }
    if literal.value.isEmpty { return .nothing }
    guard literal.value.count == 1, let c = literal.value.first else { return nil }
    return .character(c)
  }

  /// `={undefined}`: the library's default.
  private func jsxIsUndefined(_ start: Int, _ end: Int) -> Bool {
    end - start == 3 && webIsPunctuation(start, UInt8(ascii: "{")) && webIsWord(start + 1, "undefined")
  }

  /// The `}` closing the `{` at `open` (bounded).
  private func jsxClosingBrace(of open: Int) -> Int? {
    var depth = 0
    var k = open
    let limit = min(tokens.count, open + 2_000)
    while k < limit {
      if webIsPunctuation(k, UInt8(ascii: "{")) { depth += 1 }
      if webIsPunctuation(k, UInt8(ascii: "}")) {
        depth -= 1
        if depth == 0 { return k }
      }
      k += 1
    }
    return nil
  }

  /// `="…"` or `={"…"}` (a constant string) after the `=` at `equals`.
  private func jsxStringValue(afterEqualsAt equals: Int) -> StringLiteral? {
    var k = equals + 1
    let braced = webIsPunctuation(k, UInt8(ascii: "{"))
    if braced { k += 1 }
    guard k < tokens.count, tokens[k].kind == .string else { return nil }
    if braced, !webIsPunctuation(k + 1, UInt8(ascii: "}")) { return nil }
    let literal = file.literals[tokens[k].literal]
    return literal.isWholeValue ? literal : nil
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
