/// A character class that probably does not mean what it says.
struct RegexSuspiciousClassRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-suspicious-class", name: "Suspicious character class", severity: .warning,
    summary: """
      `[A-z]` also takes `[\\]^_` and the backtick; a member listed twice, a list written with \
      a separator (`[5|7]`, `[0,5-9]`: the `|` or `,` is a member too), or a range that is \
      empty or crosses from digits to letters, is usually a typo.
      """,
    triggeringExamples: [
      RuleExample(
        ##"let re = try NSRegularExpression(pattern: "^[↓A-z]+$")"##,
        fixed: ##"let re = try NSRegularExpression(pattern: "^[A-Za-z]+$")"##),
      // After the lower case, `A-z` is one mistake: the fix keeps the lower case once.
      RuleExample(
        ##"let re = try NSRegularExpression(pattern: "^[a-z↓A-z]+$")"##,
        fixed: ##"let re = try NSRegularExpression(pattern: "^[a-zA-Z]+$")"##),
      RuleExample(##"field.BBB_regular = "[0-9a-f↓0-9]*""##, fixed: ##"field.BBB_regular = "[0-9a-f]*""##),
      // A bare `s` beside letter ranges: `\s` lost its backslash (a name with a space is refused).
      RuleExample(##"const name = /^[a-zA-Z↓s]+$/;"##, fileName: "form.js", fixed: ##"const name = /^[a-zA-Z\s]+$/;"##),
      // A list written with a separator: the `|` is a member too (`14|12345678` passes).
      RuleExample(##"const phone = /^1[↓5|7]\d{9}$/;"##, fileName: "phone.js", fixed: ##"const phone = /^1[57]\d{9}$/;"##),
      // In an XML attribute the fix is written with the file's entities.
      RuleExample(
        ##"<input pattern="[&amp;↓A-z]+">"##, fileName: "form.html",
        fixed: ##"<input pattern="[&amp;A-Za-z]+">"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[A-Za-z]+$")"##),
      // A band of printable ASCII (the CSS URL grammar), with a member it already takes.
      RuleExample(##"const urlChar = /^[!#$%&\\*-~]$/;"##, fileName: "css.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Most regexes have no diagnostic at all.
    guard field.analysedRegexes.contains(where: { !$0.analysis.parsed.diagnostics.isEmpty }) else { return [] }
    return field.analysedRegexes.flatMap { regex in
      regex.analysis.parsed.diagnostics.filter { $0.kind == .suspiciousClass }.prefix(FindingBudget.perLiteral).map { d in
        let fix = d.replacement.flatMap { replacement in
          context.fix(
            replacement.isEmpty ? "Remove the duplicate member" : "Write `\(replacement)`", setting: regex.setting,
            replacingUTF16: d.range, with: replacement, isSafe: d.replacementKeepsMeaning)
        }
        return finding(
          d.message, at: context.location(regex.setting.path, regex.sourceRange(forPatternUTF16: d.range)), fixes: [fix])
      }
    }
  }
}
