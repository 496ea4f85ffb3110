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

  /// `x.inputType = InputType.A or InputType.B` (Kotlin), `x.setInputType(InputType.A |
  /// InputType.B)` (Java), also `rawInputType`: the flags joined by `|`, a bare class dropped
  /// when a flag of that class says more (`number|numberDecimal` is `numberDecimal`). Nil
  /// when the value is anything but `InputType` constants.
  func androidInputType(at index: Int, names: AndroidViewNames, context: Context) -> Setting? {
    guard let word = identifierText(index) else { return nil }
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
    let key = viewKey(receiverOfMemberAt: index, names: names, context: context)
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
    return make(.maxLength, "InputFilter.LengthFilter(_:)", literal, key: viewKey(receiverOfMemberAt: i, names: names, context: context))
  }

  /// The field whose member is named at `member` (`phone` in `phone.inputType`); the type
  /// itself without a receiver (a custom `EditText` subclass).
  func viewKey(receiverOfMemberAt member: Int, names: AndroidViewNames, context: Context) -> FieldKey {
    if isPunctuation(member - 1, "."), let chain = receiverChain(endingBefore: member - 1),
      let key = androidFieldKey(chain, names: names, context: context)
    {
      return key
    }
    return .member(type: context.typeName ?? "", name: "self")
  }
}
