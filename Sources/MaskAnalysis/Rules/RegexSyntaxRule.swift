/// The regex does not compile in its flavour.
struct RegexSyntaxRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-syntax", name: "Invalid regex", severity: .error,
    summary: """
      The regex does not compile in the engine that runs it (ICU for `NSRegularExpression`, \
      `NSPredicate MATCHES` and `.regularExpression` searches; Swift Regex; ECMAScript; Java). \
      Creating it throws or, with `try!`, crashes; `BBB_regular` with an invalid pattern \
      refuses every edit. The finding points at the offending part of the pattern.
      """,
    triggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = "\\d↓{0,10""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "↓(\\d+")"##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d↓{3,1}$")"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = "\\d{0,10}""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[A-Z]{2}\\d{4}$")"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      guard let error = regex.analysis.syntaxError else { return nil }
      let range = regex.sourceRange(forPatternUTF16: error.range)
      return finding(error.message, at: context.location(regex.setting.path, range))
    }
  }
}
