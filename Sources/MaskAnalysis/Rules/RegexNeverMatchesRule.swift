import RegexAnalysis

/// The regex accepts no input at all.
struct RegexNeverMatchesRule: Rule {
  static let description = RuleDescription(
    id: "regex-never-matches", name: "Regex never matches", severity: .error,
    summary: """
      The regex accepts nothing (`a^b`, `[^\\s\\S]`): a validation with it rejects every \
      value and a per-edit validator refuses every key. Proved on the regex's automaton, \
      with the reason.
      """,
    triggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: ↓"\\d+^\\d")"##),
      RuleExample(##"field.BBB_regular = ↓"x[^\\s\\S]""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d+$")"##),
      RuleExample(##"field.BBB_regular = "[^\\s\\S]*""##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      let outcome = regex.analysis.emptiness()
      if let note = outcome?.budgetNote(checking: "whether it can match at all") {
        return finding(note, at: context.location(regex.setting.path, regex.setting.literal.range), severity: .info)
      }
      guard case .answered(.empty(let reason))? = outcome else { return nil }
      return finding(
        "this regex never matches anything: \(reason)",
        at: context.location(regex.setting.path, regex.setting.literal.range))
    }
  }
}
