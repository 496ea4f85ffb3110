/// A construct the flavour in use does not support (or reads differently).
struct RegexFlavorRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-flavor", name: "Construct of another regex flavour", severity: .error,
    summary: """
      The pattern uses syntax from another regex flavour: a lookbehind where the engine has \
      none, a possessive quantifier in ECMAScript, `\\p{…}` without the `u` or `v` flag, Swift \
      Regex syntax in an ICU string. The engine rejects it (error) or silently reads it as \
      something else (warning: an unknown escape that is just a letter).
      """,
    triggeringExamples: [
      RuleExample(
        ##"let re = try NSRegularExpression(pattern: "^↓(?P<zip>\\d{5})$")"##,
        fixed: ##"let re = try NSRegularExpression(pattern: "^(?<zip>\\d{5})$")"##),
      RuleExample(##"""
        // maskls: regex=ecmascript
        let amount = "^\\d↓++$"
        """##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^(?<zip>\\d{5})$")"##),
      RuleExample(##"""
        // maskls: regex=ecmascript
        let amount = "^\\d+$"
        """##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Most regexes have no diagnostic at all.
    guard field.analysedRegexes.contains(where: { !$0.analysis.parsed.diagnostics.isEmpty }) else { return [] }
    return field.analysedRegexes.flatMap { regex -> [Finding] in
      let diagnostics = regex.analysis.parsed.diagnostics.filter { $0.kind == .flavor }
      return diagnostics.prefix(FindingBudget.perLiteral).compactMap { d in
        // The real ICU engine is the judge of what compiles in ICU.
        if d.severity == .error && regex.analysis.engineAcceptsDespiteParser { return nil }
        let severity: Severity = d.severity == .error ? .error : .warning
        let fix = d.replacement.flatMap {
          context.fix(
            "Write `\($0)`", setting: regex.setting, replacingUTF16: d.range, with: $0, isSafe: d.replacementKeepsMeaning)
        }
        return finding(
          d.message, at: context.location(regex.setting.path, regex.sourceRange(forPatternUTF16: d.range)),
          severity: severity, fixes: [fix])
      }
    }
  }
}
