import SourceScanning

/// Android view settings written in Kotlin/Java: `filters = arrayOf(InputFilter.LengthFilter(10))`
/// (max length) and `inputType = InputType.TYPE_CLASS_PHONE` (keyboard), the value spelled as
/// the layout XML flag so code and layout read alike.
extension CodeRecognizer {
  /// `InputType` constants and the `android:inputType` flag each stands for.
  static let androidInputTypeFlags: [String: String] = [
    "TYPE_NULL": "none",
    "TYPE_CLASS_TEXT": "text",
    "TYPE_CLASS_NUMBER": "number",
    "TYPE_CLASS_PHONE": "phone",
    "TYPE_CLASS_DATETIME": "datetime",
    "TYPE_NUMBER_FLAG_DECIMAL": "numberDecimal",
    "TYPE_NUMBER_FLAG_SIGNED": "numberSigned",
    "TYPE_NUMBER_VARIATION_PASSWORD": "numberPassword",
    "TYPE_DATETIME_VARIATION_DATE": "date",
    "TYPE_DATETIME_VARIATION_TIME": "time",
    "TYPE_TEXT_VARIATION_PASSWORD": "textPassword",
    "TYPE_TEXT_VARIATION_VISIBLE_PASSWORD": "textVisiblePassword",
    "TYPE_TEXT_VARIATION_WEB_PASSWORD": "textWebPassword",
    "TYPE_TEXT_VARIATION_EMAIL_ADDRESS": "textEmailAddress",
    "TYPE_TEXT_VARIATION_WEB_EMAIL_ADDRESS": "textWebEmailAddress",
    "TYPE_TEXT_VARIATION_PERSON_NAME": "textPersonName",
    "TYPE_TEXT_VARIATION_POSTAL_ADDRESS": "textPostalAddress",
    "TYPE_TEXT_VARIATION_URI": "textUri",
    "TYPE_TEXT_VARIATION_SHORT_MESSAGE": "textShortMessage",
    "TYPE_TEXT_VARIATION_LONG_MESSAGE": "textLongMessage",
    "TYPE_TEXT_VARIATION_FILTER": "textFilter",
    "TYPE_TEXT_VARIATION_PHONETIC": "textPhonetic",
    "TYPE_TEXT_FLAG_CAP_CHARACTERS": "textCapCharacters",
    "TYPE_TEXT_FLAG_CAP_WORDS": "textCapWords",
    "TYPE_TEXT_FLAG_CAP_SENTENCES": "textCapSentences",
    "TYPE_TEXT_FLAG_AUTO_CORRECT": "textAutoCorrect",
    "TYPE_TEXT_FLAG_AUTO_COMPLETE": "textAutoComplete",
    "TYPE_TEXT_FLAG_MULTI_LINE": "textMultiLine",
    "TYPE_TEXT_FLAG_IME_MULTI_LINE": "textImeMultiLine",
    "TYPE_TEXT_FLAG_NO_SUGGESTIONS": "textNoSuggestions",
  ]

  /// The members that set a view's input type (`androidInputType`).
  static let inputTypeMembers = WordSet(["inputType", "rawInputType", "setInputType", "setRawInputType"])

  /// `x.inputType = InputType.A or InputType.B` (Kotlin), `x.setInputType(InputType.A |
  /// InputType.B)` (Java), also `rawInputType`: the flags joined by `|`, a bare class dropped
  /// when a flag of that class says more (`number|numberDecimal` is `numberDecimal`). Nil
  /// when the value is anything but `InputType` constants.
  func androidInputType(at index: Int, names: AndroidViewNames, context: Context) -> Setting? {
    // Asked of every identifier: the four names are told apart on bytes, and only theirs
    // become a `String`.
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier,
      Self.inputTypeMembers.contains(file.text.bytes, tokens[index].range)
    else { return nil }
    let word = file.tokenText(tokens[index])
    let valueRange: Range<Int>
    switch word {
    case "inputType", "rawInputType":
      guard isAssignment(index + 1) else { return nil }
      valueRange = (index + 2)..<statementEnd(from: index + 2)
    case "setInputType", "setRawInputType":
      guard isPunctuation(index + 1, "("), let call = describeCall(openAt: index + 1) else { return nil }
      valueRange = (index + 2)..<call.close
    default:
      return nil
    }
    var flags: [String] = []
    var i = valueRange.lowerBound
    while i < valueRange.upperBound {
      let t = tokens[i]
      if t.kind == .identifier {
        let name = file.tokenText(t)
        if let flag = Self.androidInputTypeFlags[name] {
          guard isPunctuation(i - 1, "."), isIdentifier(i - 2, "InputType") else { return nil }
          if !flags.contains(flag) { flags.append(flag) }
        } else if !["InputType", "or", "android", "text"].contains(name) {
          return nil
        }
      } else if !(t.kind == .punctuation && (t.byte == UInt8(ascii: ".") || t.byte == UInt8(ascii: "|"))) {
        return nil
      }
      i += 1
    }
    guard !flags.isEmpty, let first = valueRange.first, let last = valueRange.last else { return nil }
    for cls in ["number", "text", "datetime"] where flags.contains(cls) {
      if flags.contains(where: { $0 != cls && $0.hasPrefix(cls) }) || (cls == "datetime" && (flags.contains("date") || flags.contains("time"))) {
        flags.removeAll { $0 == cls }
      }
    }
    let range = tokens[first].range.lowerBound..<tokens[last].range.upperBound
    guard let key = viewKey(receiverOfMemberAt: index, names: names, context: context) else { return nil }
    return make(.keyboard(.android), word.hasPrefix("set") ? "\(word)(InputType)" : "\(word) = InputType", syntheticLiteral(flags.joined(separator: "|"), range: range), key: key)
  }

  /// `InputFilter.LengthFilter(10)` assigned to a view's `filters` (`x.filters = arrayOf(…)`,
  /// `x.setFilters(new InputFilter[] { … })`): the number is the view's max length.
  func androidLengthFilter(at index: Int, names: AndroidViewNames, context: Context) -> Setting? {
    guard isPunctuation(index - 1, "("), isIdentifier(index - 2, "LengthFilter"), isPunctuation(index + 1, ")") else { return nil }
    var i = index - 3
    var steps = 0
    while i >= 0, steps < 40 {
      if isPunctuation(i, ";") || isPunctuation(i, "}") { return nil }
      if (isIdentifier(i, "filters") && isAssignment(i + 1)) || (isIdentifier(i, "setFilters") && isPunctuation(i + 1, "(")) {
        break
      }
      i -= 1
      steps += 1
    }
    guard i >= 0, steps < 40 else { return nil }
    // The statement must reach the number (not an earlier, finished assignment).
    if isIdentifier(i, "filters"), statementEnd(from: i + 2) <= index { return nil }
    if isIdentifier(i, "setFilters"), let call = describeCall(openAt: i + 1), call.close <= index { return nil }
    let token = tokens[index]
    let literal = syntheticLiteral(file.tokenText(token), range: token.range)
    guard let key = viewKey(receiverOfMemberAt: i, names: names, context: context) else { return nil }
    return make(.maxLength, "InputFilter.LengthFilter(_:)", literal, key: key)
  }

  /// The field whose member is named at `member` (`phone` in `phone.inputType`). Without a
  /// receiver: the view of an enclosing `view.apply { … }` / `with(view) { … }` block, or the
  /// type itself in a method body (a custom `EditText` subclass); nil anywhere else.
  func viewKey(receiverOfMemberAt member: Int, names: AndroidViewNames, context: Context) -> FieldKey? {
    if isPunctuation(member - 1, ".") {
      // `findViewById<EditText>(R.id.phone).inputType = …`
      if isPunctuation(member - 2, ")"), let open = matchingOpen(ofCloseAt: member - 2) {
        var calleeEnd = open
        if isPunctuation(open - 1, ">") {
          var j = open - 1
          while j > 0, open - j < 8, !isPunctuation(j, "<") { j -= 1 }
          calleeEnd = j
        }
        guard let chain = receiverChain(endingBefore: calleeEnd) ?? (identifierText(calleeEnd - 1) != nil ? (calleeEnd - 1)..<calleeEnd : nil),
          let id = viewID(in: chain.lowerBound..<(member - 1), names: names)
        else { return nil }
        return .androidView(id: id)
      }
      guard let chain = receiverChain(endingBefore: member - 1) else { return nil }
      return androidFieldKey(chain, names: names, context: context)
    }
    guard let scope = context.stack.last else { return nil }
    if context.stack.count >= 2, context.stack[context.stack.count - 2].typeName != nil, scope.typeName == nil,
      isPunctuation(scope.openIndex - 1, ")") || isPunctuation(scope.openIndex - 1, "=")
    {
      return .member(type: context.typeName ?? "", name: "self")
    }
    return scopeFunctionReceiver(braceAt: scope.openIndex, names: names, context: context)
  }

  /// The receiver of the Kotlin scope function whose lambda opens at `brace`:
  /// `x.apply {`, `x.run {`, `with(x) {`.
  private func scopeFunctionReceiver(braceAt brace: Int, names: AndroidViewNames, context: Context) -> FieldKey? {
    guard language == .kotlin else { return nil }
    if let word = identifierText(brace - 1), word == "apply" || word == "run", isPunctuation(brace - 2, ".") {
      var end = brace - 2
      if isPunctuation(end - 1, "?") { end -= 1 }
      // Back to the start of the receiver expression: names, `.`, `?.`, `!!`, generic
      // arguments and balanced brackets, not across a line break.
      var i = end - 1
      var depth = 0
      scan: while i >= 0, end - i < 32 {
        let t = tokens[i]
        if depth == 0, i + 1 < end, !isPunctuation(i, "."), !isPunctuation(i + 1, "."),
          file.text.line(containing: t.range.lowerBound) != file.text.line(containing: tokens[i + 1].range.lowerBound)
        {
          break scan
        }
        if t.kind == .punctuation {
          switch t.byte {
          case UInt8(ascii: ")"), UInt8(ascii: "]"):
            depth += 1
          case UInt8(ascii: "("), UInt8(ascii: "["):
            if depth == 0 { break scan }
            depth -= 1
          case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            break
          default:
            if depth == 0 { break scan }
          }
        } else if depth == 0, t.kind != .identifier {
          break scan
        }
        i -= 1
      }
      return (i + 1) < end ? androidFieldKey((i + 1)..<end, names: names, context: context) : nil
    }
    if isPunctuation(brace - 1, ")"), let open = matchingOpen(ofCloseAt: brace - 1), isIdentifier(open - 1, "with"), open + 1 < brace - 1 {
      return androidFieldKey((open + 1)..<(brace - 1), names: names, context: context)
    }
    return nil
  }

  /// The `(` matching the `)` at `close` (bounded).
  private func matchingOpen(ofCloseAt close: Int) -> Int? {
    var depth = 0
    var i = close
    while i >= 0, close - i < 200 {
      if isPunctuation(i, ")") { depth += 1 }
      if isPunctuation(i, "(") {
        depth -= 1
        if depth == 0 { return i }
      }
      i -= 1
    }
    return nil
  }
}
