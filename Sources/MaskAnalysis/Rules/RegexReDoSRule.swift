import RegexAnalysis

/// Super-linear backtracking in a backtracking engine.
struct RegexReDoSRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-redos", name: "Catastrophic backtracking", severity: .warning,
    summary: """
      A backtracking engine (ICU, ECMAScript, Java) can take exponential time (nested \
      ambiguous quantifiers, `(a+)+`) or polynomial time (overlapping adjacent quantifiers, \
      `\\d+\\d+`) on a failing input: a long paste freezes the app. The finding shows a \
      failing input of about 30 characters that triggers it, and what to change. Exponential \
      growth is a warning: each further repetition doubles the time, so a short value hangs \
      the field. Polynomial growth needs a very long value to be felt: it is reported as \
      information, and only for regexes that check a field.
      """,
    triggeringExamples: [
      RuleExample(##"let re = try NSRegularExpression(pattern: ↓"^(\\d+)+$")"##),
      RuleExample(##"let ok = NSPredicate(format: "SELF MATCHES %@", ↓"^(\\w+\\s?)*$").evaluate(with: name)"##),
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
      guard regex.flavor.backtracks else { return nil }
      let searching = regex.use == .search || regex.use == .compiled
      // Placed only when reported (placing reads the file when it is not open).
      let location = { context.location(regex.setting.path, regex.setting.literal.range) }
      let outcome = regex.analysis.redos(searching: searching)
      // Most regexes are safe: the setting's name is read only when there is something to
      // say (`runsOnBacktrackingEngine`; the answer is the pattern's whoever asks).
      switch outcome {
      case .answered(.vulnerable)?, .incomplete?: break
      default: return nil
      }
      guard regex.runsOnBacktrackingEngine else { return nil }
      if let note = outcome?.budgetNote(checking: "for catastrophic backtracking") {
        return finding(note, at: location(), severity: .info)
      }
      guard case .answered(.vulnerable(let report))? = outcome else { return nil }
      // Polynomial backtracking matters on what users type or paste into a field; a regex
      // that scans other text is reported only when it can blow up exponentially.
      if case .polynomial = report.growth, !field.validatesInput(regex) { return nil }
      // Said only when the search is what makes it slow (`\s*,` is fine as a whole-value match).
      var message = report.message
      if searching, case .answered(.safe)? = regex.analysis.redos(searching: false) {
        message += "; this comes from the search retrying the regex at every start: "
          + "anchor it with `^` if it validates the whole value"
      }
      // Quadratic or cubic time hurts only on a value thousands of characters long.
      if case .polynomial = report.growth { return finding(message, at: location(), severity: .info) }
      return finding(message, at: location())
    }
  }
}
