import RegexAnalysis

/// A regex used through a search API without anchors: text around a match passes.
struct RegexUnanchoredRule: Rule {
  static let description = RuleDescription(
    id: "regex-unanchored", name: "Unanchored validation regex", severity: .warning,
    summary: """
      A search API (`range(of:options: .regularExpression)`, `firstMatch`) succeeds when the \
      regex matches anywhere in the text: `"abc123xyz"` passes a `\\d+` check. Anchor the \
      regex (`^…$`) when it validates the whole text.
      """,
    triggeringExamples: [
      RuleExample(##"let valid = text.range(of: ↓"\\d{5}", options: .regularExpression) != nil"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let valid = text.range(of: "^\\d{5}$", options: .regularExpression) != nil"##),
      RuleExample(##"let valid = text.range(of: ".*", options: .regularExpression) != nil"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      guard regex.use == .search, case .answered(let example?)? = regex.analysis.unanchoredExample() else { return nil }
      return finding(
        "a search succeeds when the regex matches anywhere, so `\(example)` passes; anchor it (`^…$`) to validate the whole text",
        at: context.location(regex.setting.path, regex.setting.literal.range))
    }
  }
}
