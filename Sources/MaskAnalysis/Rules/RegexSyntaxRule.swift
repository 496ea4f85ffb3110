/// The regex does not compile in its flavour.
struct RegexSyntaxRule: Rule {
  static let description = RuleDescription(
    id: "regex-syntax", name: "Invalid regex", severity: .error,
    summary: """
      The regex does not compile in the engine that runs it (ICU for `NSRegularExpression`, \
      `NSPredicate MATCHES` and `.regularExpression` searches). Creating it throws or, with \
      `try!`, crashes; `BBB_regular` with an invalid pattern refuses every edit.
      """,
    triggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = ↓"\\d{0,10""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: ↓"(\\d+")"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = "\\d{0,10}""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[A-Z]{2}\\d{4}$")"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.regexSettings.compactMap { setting in
      guard case .regex(let flavor, _) = setting.kind else { return nil }
      guard let error = RegexChecks.compileError(setting.literal.value, flavor: flavor) else { return nil }
      let range = error.range.map { setting.literal.sourceRange(forUTF16: $0) } ?? setting.literal.range
      return finding(error.message, at: context.location(setting.path, range))
    }
  }
}
