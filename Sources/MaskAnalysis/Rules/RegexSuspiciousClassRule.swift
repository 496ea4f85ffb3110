/// A character class that probably does not mean what it says.
struct RegexSuspiciousClassRule: Rule {
  static let description = RuleDescription(
    id: "regex-suspicious-class", name: "Suspicious character class", severity: .warning,
    summary: """
      `[A-z]` also takes `[\\]^_` and the backtick; a member listed twice, or a range that is \
      empty or crosses from digits to letters, is usually a typo.
      """,
    triggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[↓A-z]+$")"##),
      RuleExample(##"field.BBB_regular = "[0-9a-f↓0-9]*""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[A-Za-z]+$")"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.flatMap { regex in
      regex.analysis.parsed.diagnostics.filter { $0.kind == .suspiciousClass }.prefix(FindingBudget.perLiteral).map { d in
        finding(d.message, at: context.location(regex.setting.path, regex.sourceRange(forPatternUTF16: d.range)))
      }
    }
  }
}
