import MaskEngine
import SourceScanning

/// Flutter: `mask_text_input_formatter` and `dart:core` `RegExp`.
///
/// - `MaskTextInputFormatter(mask: '…', filter: {'#': RegExp(r'[0-9]')})` (also the named
///   constructor `MaskTextInputFormatter.eager(…)`): the mask, and one
///   `.maskFilter(key)` setting per filter entry whose literal is the entry's regex.
/// - `RegExp(r'…', caseSensitive: false)` anywhere else: an ECMAScript-like compiled regex
///   with its flags (`i`, `m`, `s`, `u`).
/// - The formatter is joined to the `TextField` / `TextFormField` it is given to: bound to a
///   name (`final phoneMask = MaskTextInputFormatter(…)` … `inputFormatters: [phoneMask]`)
///   or written inline in `inputFormatters: [ … ]`, so the field's `maxLength:`,
///   `LengthLimitingTextInputFormatter(n)` and `keyboardType: TextInputType.x` land in the
///   same field.
extension CodeRecognizer {
  func dartArgument(_ site: ArgumentSite) -> Setting? {
    // `MaskTextInputFormatter(filter: {…}, mask: '…')`: the shared walk stops at the map's
    // braces, so the call is looked up again here.
    guard let call = site.call ?? dartEnclosingCall(of: site.index), let calleeIndex = call.callee else { return nil }
    let callee = site.call == nil ? file.tokenText(tokens[calleeIndex]) : site.callee
    switch (callee, site.label) {
    case ("MaskTextInputFormatter", "mask"?), ("eager", "mask"?):
      guard dartIsFormatterCall(call) else { return nil }
      // With a filter or a type the tool cannot read (`filter: myFilter`) the mask is unresolved.
      let options = dartFormatterOptions(call)
      let name = options.isEager || callee == "eager" ? FlutterFilterNames.eagerMask : "MaskTextInputFormatter(mask:)"
      var setting = make(.mask(.flutter), name, site.literal, key: dartFormatterKey(calleeAt: calleeIndex))
      if options.isUnresolved { setting.maskOptions = MaskOptions(isUnresolved: true) }
      return setting
    case ("RegExp", nil):
      // `site.literal` is a whole value (`RegExp('a' + b)` never gets here: `isWholeValue`).
      guard call.firstLiteral == site.index else { return nil }
      if var entry = dartFilterEntry(regExpCallee: calleeIndex, literal: site.literal) {
        if entry.recognizedAs != FlutterFilterNames.invalidKey { entry.regexFlags = dartRegExpFlags(call) }
        return entry
      }
      // `RegExp(r'…').hasMatch(value)` asks whether the regex matches anywhere in the value:
      // a search, as `/…/.test(v)` in JavaScript (extraction calls keep it compiled).
      let searched = dartPunctuation(call.close + 1, ".") && call.close + 2 < tokens.count
        && file.tokenText(tokens[call.close + 2], equals: "hasMatch") && dartPunctuation(call.close + 3, "(")
        && WebLibraries.looksLikeValidator(site.literal.value)
      var setting = make(
        .regex(.ecmascript, searched ? .search : .compiled), searched ? "RegExp(_:).hasMatch(_:)" : "RegExp(_:)", site.literal,
        key: .site(path: path, offset: tokens[calleeIndex].range.lowerBound))
      setting.regexFlags = dartRegExpFlags(call)
      return setting
    default:
      return nil
    }
  }

  func dartWantsLiteral(at index: Int) -> Bool { false }

  /// `maxLength: 10`, `LengthLimitingTextInputFormatter(10)`, `keyboardType: TextInputType.x`.
  func dartMayBeIdentifierSetting(at index: Int) -> Bool {
    let token = tokens[index]
    // A filter entry whose value is not a `RegExp` literal: `{'#': digits}`.
    if index >= 3, tokens[index - 2].kind == .string, dartPunctuation(index - 1, ":"),
      dartPunctuation(index - 3, "{") || dartPunctuation(index - 3, ",")
    {
      return true
    }
    switch token.range.count {
    case 9: return file.tokenText(token, equals: "maxLength")
    case 12: return file.tokenText(token, equals: "keyboardType")
    case 32: return file.tokenText(token, equals: "LengthLimitingTextInputFormatter")
    default: return false
    }
  }

  func dartIdentifierValue(at index: Int, context: Context) -> Setting? {
    let token = tokens[index]
    if index >= 2, tokens[index - 2].kind == .string, dartPunctuation(index - 1, ":") {
      return dartFilterRegex(valueAt: index) ?? dartOpaqueFilterEntry(valueAt: index)
    }
    if file.tokenText(token, equals: "LengthLimitingTextInputFormatter") {
      // `LengthLimitingTextInputFormatter(10)` inside `inputFormatters: [ … ]`.
      guard dartPunctuation(index + 1, "("), index + 3 < tokens.count, tokens[index + 2].kind == .number,
        dartPunctuation(index + 3, ")"), let textField = dartTextFieldOwning(listElementAt: index)
      else { return nil }
      return make(
        .maxLength, "LengthLimitingTextInputFormatter(_:)", dartTokenLiteral(index + 2),
        key: dartTextFieldKey(calleeAt: textField))
    }
    guard dartPunctuation(index + 1, ":"), index + 2 < tokens.count,
      let call = dartEnclosingCall(of: index), let calleeIndex = call.callee, dartIsTextField(calleeIndex)
    else { return nil }
    if file.tokenText(token, equals: "maxLength") {
      guard tokens[index + 2].kind == .number else { return nil }
      return make(.maxLength, "\(file.tokenText(tokens[calleeIndex]))(maxLength:)", dartTokenLiteral(index + 2), key: dartTextFieldKey(calleeAt: calleeIndex))
    }
    // `keyboardType: TextInputType.phone`, `keyboardType: const TextInputType.numberWithOptions(…)`.
    var i = index + 2
    if tokens[i].kind == .identifier, file.tokenText(tokens[i], equals: "const") { i += 1 }
    guard i + 2 < tokens.count, tokens[i].kind == .identifier, file.tokenText(tokens[i], equals: "TextInputType"),
      dartPunctuation(i + 1, "."), tokens[i + 2].kind == .identifier
    else { return nil }
    return make(.keyboard(.flutter), "keyboardType: TextInputType", dartTokenLiteral(i + 2), key: dartTextFieldKey(calleeAt: calleeIndex))
  }

  // MARK: Filter maps

  /// `filter: {'#': RegExp(r'[0-9]'), …}` of a `MaskTextInputFormatter(…)`: the entry whose
  /// value is the `RegExp` call at `regExpCallee`.
  private func dartFilterEntry(regExpCallee c: Int, literal: StringLiteral) -> Setting? {
    var k = c
    if k >= 1, tokens[k - 1].kind == .identifier, file.tokenText(tokens[k - 1], equals: "new") { k -= 1 }
    return dartFilterEntry(valueAt: k, literal: literal)
  }

  /// The filter entry whose value starts at token `v`, with `literal` as its regex.
  private func dartFilterEntry(valueAt v: Int, literal: StringLiteral) -> Setting? {
    let k = v - 1
    guard k >= 1, dartPunctuation(k, ":"), tokens[k - 1].kind == .string else { return nil }
    let keyLiteral = file.literals[tokens[k - 1].literal]
    guard keyLiteral.isWholeValue, let brace = dartOpeningBrace(before: k - 1) else { return nil }
    // `filter: {`, `filter: <String, RegExp>{`, `filter: const {`, `filter: const <String, RegExp>{`.
    var p = brace - 1
    if p >= 0, dartPunctuation(p, ">") {
      var steps = 0
      while p >= 0, !dartPunctuation(p, "<"), steps < 16 { p -= 1; steps += 1 }
      p -= 1
    }
    if p >= 0, tokens[p].kind == .identifier, file.tokenText(tokens[p], equals: "const") { p -= 1 }
    guard p >= 1, dartPunctuation(p, ":"), tokens[p - 1].kind == .identifier, file.tokenText(tokens[p - 1], equals: "filter"),
      let call = dartEnclosingCall(of: p - 1), let formatter = call.callee, dartIsFormatterCall(call)
    else { return nil }
    let key = dartFormatterKey(calleeAt: formatter)
    let keyText = keyLiteral.value
    guard keyText.utf16.count == 1, let character = keyText.first else {
      // Never equal to a mask character (the library compares one UTF-16 unit at a time):
      // kept with the key's literal so `flutter-filter` can point at it.
      return make(.maskFilter(keyText.first ?? " "), FlutterFilterNames.invalidKey, keyLiteral, key: key)
    }
    return make(.maskFilter(character), "MaskTextInputFormatter(filter: {'\(keyText)': RegExp(…)})", literal, key: key)
  }

  /// The regex of a filter entry `'#': RegExp(r'[0-9]')` as a regex of its own: the
  /// library compiles it when the formatter is made, so an invalid one throws there and every
  /// regex check applies. (The entry's slot is `dartArgument`'s `.maskFilter` setting on the
  /// same literal; the regex gets its own field, so it is never compared with the mask.)
  private func dartFilterRegex(valueAt index: Int) -> Setting? {
    var k = index
    if file.tokenText(tokens[k], equals: "new") || file.tokenText(tokens[k], equals: "const") { k += 1 }
    guard k + 2 < tokens.count, file.tokenText(tokens[k], equals: "RegExp"), dartPunctuation(k + 1, "("),
      tokens[k + 2].kind == .string, let call = describeCall(openAt: k + 1), call.firstLiteral == k + 2
    else { return nil }
    let literal = file.literals[tokens[k + 2].literal]
    guard literal.isWholeValue, dartFilterEntry(valueAt: index, literal: literal) != nil else { return nil }
    var setting = make(
      .regex(.ecmascript, .compiled), "RegExp(_:) in MaskTextInputFormatter(filter:)", literal,
      key: .site(path: path, offset: tokens[k].range.lowerBound))
    setting.regexFlags = dartRegExpFlags(call)
    return setting
  }

  /// A filter entry whose regex is not a constant `RegExp` literal (`'#': digits`,
  /// `'#': RegExp(pattern)`): its key still makes a slot, accepting what the tool cannot know.
  private func dartOpaqueFilterEntry(valueAt index: Int) -> Setting? {
    var k = index
    if file.tokenText(tokens[k], equals: "new") { k += 1 }
    if k + 2 < tokens.count, tokens[k].kind == .identifier, file.tokenText(tokens[k], equals: "RegExp"),
      dartPunctuation(k + 1, "("), tokens[k + 2].kind == .string,
      file.literals[tokens[k + 2].literal].isWholeValue
    {
      return nil  // The literal itself is recognised (`dartArgument`).
    }
    // The value expression, up to the entry's end.
    var end = index
    var depth = 0
    var steps = 0
    while end + 1 < tokens.count, steps < 400 {
      let next = tokens[end + 1]
      if next.kind == .punctuation {
        if next.byte == UInt8(ascii: "(") || next.byte == UInt8(ascii: "[") || next.byte == UInt8(ascii: "{") { depth += 1 }
        if next.byte == UInt8(ascii: ")") || next.byte == UInt8(ascii: "]") || next.byte == UInt8(ascii: "}") {
          if depth == 0 { break }
          depth -= 1
        }
        if next.byte == UInt8(ascii: ","), depth == 0 { break }
        if next.byte == UInt8(ascii: ";") { break }
      }
      end += 1
      steps += 1
    }
    let range = tokens[index].range.lowerBound..<tokens[end].range.upperBound
    let opaque = StringLiteral(
      value: file.text.string(in: range), range: range,
      segments: [LiteralSegment(valueStart: 0, valueLength: range.count, sourceStart: range.lowerBound, sourceLength: range.count, isVerbatim: true)],
      isConstant: false)
    guard let entry = dartFilterEntry(valueAt: index, literal: opaque) else { return nil }
    if entry.recognizedAs == FlutterFilterNames.invalidKey { return entry }
    var result = entry
    result.recognizedAs = "MaskTextInputFormatter(filter: {…})"
    return result
  }

  /// `RegExp(p, caseSensitive: false, multiLine: true, dotAll: true, unicode: true)` as flag letters.
  private func dartRegExpFlags(_ call: Call) -> String {
    var flags = ""
    var i = call.open + 1
    while i + 2 < call.close {
      if tokens[i].kind == .identifier, dartPunctuation(i + 1, ":"), tokens[i + 2].kind == .identifier {
        let on = file.tokenText(tokens[i + 2], equals: "true")
        let off = file.tokenText(tokens[i + 2], equals: "false")
        switch file.tokenText(tokens[i]) {
        case "caseSensitive" where off: flags += "i"
        case "multiLine" where on: flags += "m"
        case "dotAll" where on: flags += "s"
        case "unicode" where on: flags += "u"
        default: break
        }
      }
      i += 1
    }
    return String(flags.sorted())
  }

  /// `MaskTextInputFormatter(…)` or its named constructor `MaskTextInputFormatter.eager(…)`.
  func dartIsFormatterCall(_ call: Call) -> Bool {
    guard let callee = call.callee else { return false }
    if file.tokenText(tokens[callee], equals: "MaskTextInputFormatter") { return true }
    guard let receiver = call.receiver, file.tokenText(tokens[callee], equals: "eager") else { return false }
    return file.tokenText(tokens[receiver], equals: "MaskTextInputFormatter")
  }

  // MARK: Fields

  /// The field of the formatter constructed at `c`: its variable when bound to one, the
  /// `TextField` when written inline in its `inputFormatters`, else the call itself.
  func dartFormatterKey(calleeAt c: Int) -> FieldKey {
    // `MaskTextInputFormatter.eager(`: the expression starts at the class name.
    let c = c >= 2 && dartPunctuation(c - 1, ".") && file.tokenText(tokens[c - 2], equals: "MaskTextInputFormatter") ? c - 2 : c
    var j = c - 1
    if j >= 0, tokens[j].kind == .identifier, file.tokenText(tokens[j], equals: "new") || file.tokenText(tokens[j], equals: "const") {
      j -= 1
    }
    if j >= 1, dartPunctuation(j, "="), tokens[j - 1].kind == .identifier {
      return variableKey(file.tokenText(tokens[j - 1]), at: j - 1)
    }
    if let textField = dartTextFieldOwning(listElementAt: c) {
      return .site(path: path, offset: tokens[textField].range.lowerBound)
    }
    return .site(path: path, offset: tokens[c].range.lowerBound)
  }

  /// The field of the `TextField(…)` whose callee is at `c`: the formatter variable in its
  /// `inputFormatters` (when one is bound to a `MaskTextInputFormatter` in this file), else
  /// the `TextField` call.
  func dartTextFieldKey(calleeAt c: Int) -> FieldKey {
    let site = FieldKey.site(path: path, offset: tokens[c].range.lowerBound)
    guard c + 1 < tokens.count, dartPunctuation(c + 1, "("), let call = describeCall(openAt: c + 1) else { return site }
    var i = call.open + 1
    while i + 2 < call.close {
      if tokens[i].kind == .identifier, file.tokenText(tokens[i], equals: "inputFormatters"), dartPunctuation(i + 1, ":") {
        var j = i + 2
        if tokens[j].kind == .identifier, file.tokenText(tokens[j], equals: "const") { j += 1 }
        guard dartPunctuation(j, "[") else { return site }
        var depth = 0
        j += 1
        while j < call.close {
          let t = tokens[j]
          if t.kind == .punctuation {
            switch t.byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "]"):
              if depth == 0 { return site }
              depth -= 1
            default: break
            }
          } else if t.kind == .identifier, depth == 0, dartPunctuation(j - 1, "[") || dartPunctuation(j - 1, ","),
            j + 1 < tokens.count, dartPunctuation(j + 1, ",") || dartPunctuation(j + 1, "]")
          {
            let name = file.tokenText(t)
            if dartIsFormatterVariable(name) { return variableKey(name, at: j) }
          }
          j += 1
        }
        return site
      }
      i += 1
    }
    return site
  }

  /// Whether `name = MaskTextInputFormatter(` appears in the file.
  private func dartIsFormatterVariable(_ name: String) -> Bool {
    var i = 0
    while i + 2 < tokens.count {
      if tokens[i].kind == .identifier, dartPunctuation(i + 1, "="), file.tokenText(tokens[i]) == name {
        var k = i + 2
        if tokens[k].kind == .identifier, file.tokenText(tokens[k], equals: "new") || file.tokenText(tokens[k], equals: "const") { k += 1 }
        if k < tokens.count, tokens[k].kind == .identifier, file.tokenText(tokens[k], equals: "MaskTextInputFormatter") { return true }
      }
      i += 1
    }
    return false
  }

  /// The callee of the `TextField(…)` whose `inputFormatters: [ … ]` list holds the element
  /// starting at `index`.
  private func dartTextFieldOwning(listElementAt index: Int) -> Int? {
    guard let open = dartUnmatchedOpener(before: index), dartPunctuation(open, "["), open >= 2 else { return nil }
    var p = open - 1
    if tokens[p].kind == .identifier, file.tokenText(tokens[p], equals: "const") { p -= 1 }
    guard p >= 1, dartPunctuation(p, ":"), tokens[p - 1].kind == .identifier,
      file.tokenText(tokens[p - 1], equals: "inputFormatters"),
      let call = dartEnclosingCall(of: p - 1), let callee = call.callee, dartIsTextField(callee)
    else { return nil }
    return callee
  }

  private func dartIsTextField(_ callee: Int) -> Bool {
    let name = file.tokenText(tokens[callee])
    return name.hasSuffix("TextField") || name.hasSuffix("TextFormField")
  }

  // MARK: Token walking (Dart argument lists hold closures and map literals)

  /// The call whose argument list holds `index`, skipping balanced `()`, `[]`, `{}`.
  func dartEnclosingCall(of index: Int) -> Call? {
    guard let open = dartUnmatchedOpener(before: index), dartPunctuation(open, "(") else { return nil }
    return describeCall(openAt: open)
  }

  /// The unmatched `(` or `[` before `index` (nil at an unmatched `{` or `;`).
  private func dartUnmatchedOpener(before index: Int) -> Int? {
    var depth = 0
    var i = index - 1
    var steps = 0
    while i >= 0, steps < 2_000 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          if depth == 0 { return i }
          depth -= 1
        case UInt8(ascii: "{"):
          if depth == 0 { return nil }
          depth -= 1
        case UInt8(ascii: ";"):
          if depth == 0 { return nil }
        default: break
        }
      }
      i -= 1
      steps += 1
    }
    return nil
  }

  /// The unmatched `{` before `index` within the same expression.
  private func dartOpeningBrace(before index: Int) -> Int? {
    var depth = 0
    var i = index - 1
    var steps = 0
    while i >= 0, steps < 400 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          if depth == 0 { return nil }
          depth -= 1
        case UInt8(ascii: "{"):
          if depth == 0 { return i }
          depth -= 1
        case UInt8(ascii: ";"): return nil
        default: break
        }
      }
      i -= 1
      steps += 1
    }
    return nil
  }

  func dartPunctuation(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == UInt8(byte.value)
  }

  /// A literal over one token's source text (a number, a `TextInputType` member).
  func dartTokenLiteral(_ index: Int) -> StringLiteral {
    let token = tokens[index]
    return StringLiteral(
      value: file.tokenText(token), range: token.range,
      segments: [LiteralSegment(valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound, sourceLength: token.range.count, isVerbatim: true)])
  }
}

/// Names the Flutter filter rules and the recogniser share.
enum FlutterFilterNames {
  /// `recognizedAs` of a filter entry whose key is not one character (the literal is the key).
  static let invalidKey = "MaskTextInputFormatter(filter:) key"
  /// `recognizedAs` of a mask given with `type: MaskAutoCompletionType.eager`.
  static let eagerMask = "MaskTextInputFormatter(mask:, type: .eager)"
}

extension SettingVocabulary {
  static let dartLabels: Set<String> = ["mask"]
  static let dartCallees: Set<String> = ["RegExp"]
}
