import RegexAnalysis

/// The regex accepts no input at all.
struct RegexNeverMatchesRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-never-matches", name: "Regex never matches", severity: .error,
    summary: """
      The regex accepts nothing (`a^b`, `[^\\s\\S]`): a validation with it rejects every \
      value and a per-edit validator refuses every key (an error when the regex checks a \
      field, a warning elsewhere). Proved on the regex's automaton, with the reason. A \
      pattern without repetition or choice (`a^`, `(?!)`) outside a field is taken as \
      "match nothing" written on purpose.
      """,
    triggeringExamples: [
      RuleExample(##"let ok = NSPredicate(format: "SELF MATCHES %@", ↓"\\d+^\\d").evaluate(with: text)"##),
      RuleExample(##"field.BBB_regular = ↓"x[^\\s\\S]""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d+$")"##),
      // "Match nothing" on purpose, in code that checks no field.
      RuleExample(##"var none = new RegExp('/a^/');"##, fileName: "list.js"),
      RuleExample(##"const never = /(?!)/;"##, fileName: "util.js"),
      RuleExample(##"field.BBB_regular = "[^\\s\\S]*""##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      // A regex that is not known to check a field is an error of nobody's form; written
      // without any repetition or choice (`a^`, `(?!)`) it matches nothing on purpose.
      let validates = field.validatesInput(regex)
      guard validates || regex.repeatsOrChooses else { return nil }
      let outcome = regex.analysis.emptiness()
      if let note = outcome?.budgetNote(checking: "whether it can match at all") {
        return finding(note, at: context.location(regex.setting.path, regex.setting.literal.range), severity: .info)
      }
      guard case .answered(.empty(let reason))? = outcome else { return nil }
      return finding(
        "this regex never matches anything: \(reason)"
          + (validates ? "" : "; any text it checks is rejected"),
        at: context.location(regex.setting.path, regex.setting.literal.range),
        severity: validates ? .error : .warning)
    }
  }
}
