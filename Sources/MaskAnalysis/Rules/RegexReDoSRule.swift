import RegexAnalysis

/// Super-linear backtracking in a backtracking engine.
struct RegexReDoSRule: Rule {
  static let description = RuleDescription(
    id: "regex-redos", name: "Catastrophic backtracking", severity: .warning,
    summary: """
      A backtracking engine (ICU, ECMAScript, Java) can take exponential time (nested \
      ambiguous quantifiers, `(a+)+`) or polynomial time (overlapping adjacent quantifiers, \
      `\\d+\\d+`) on a failing input: a long paste freezes the app. The finding gives the \
      growth class and an attack string. Polynomial growth is reported for regexes that \
      check a field; a regex that scans other text only when the growth is exponential.
      """,
    triggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: ↓"^(\\d+)+$")"##),
      RuleExample(##"let ok = NSPredicate(format: "SELF MATCHES %@", ↓"\\s*,\\s*\\d+\\d+").evaluate(with: text)"##),
      RuleExample(##"const bad = ↓/^(a+)+$/.test(name);"##, fileName: "name.js"),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d+$")"##),
      RuleExample(##"let ok = text.range(of: "^\\d{3}-\\d{4}$", options: .regularExpression) != nil"##),
      // Inputmask splits its `regex` option into one-character checks: nothing backtracks.
      RuleExample(##"Inputmask({ regex: "^(\\d+)+$" }).mask(el);"##, fileName: "form.js"),
      // A search over any text, polynomial at worst.
      RuleExample(##"let ok = text.range(of: "\\s*,\\s*$", options: .regularExpression) != nil"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      guard regex.runsOnBacktrackingEngine else { return nil }
      let searching = regex.use == .search || regex.use == .compiled
      guard case .answered(.vulnerable(let report))? = regex.analysis.redos(searching: searching) else { return nil }
      // Polynomial backtracking matters on what users type or paste into a field; a regex
      // that scans other text is reported only when it can blow up exponentially.
      if case .polynomial = report.growth, !field.validatesInput(regex) { return nil }
      let attack = report.attackString(repetitions: 30)
      let shown = attack.count > 60 ? String(attack.prefix(57)) + "…" : attack
      return finding(
        "\(report.message); growth: \(report.growth), e.g. `\(shown)`"
          + (searching ? " (searched: the engine retries at every start)" : ""),
        at: context.location(regex.setting.path, regex.setting.literal.range))
    }
  }
}
