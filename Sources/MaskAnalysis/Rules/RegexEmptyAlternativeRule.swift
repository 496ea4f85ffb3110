import RegexAnalysis

/// `a||b`: a doubled `|` leaves an empty alternative, so a value the author meant to refuse
/// passes.
struct RegexEmptyAlternativeRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-empty-alternative", name: "Empty alternative", severity: .warning,
    summary: """
      `||` in a regex leaves an empty alternative between two others (the habit of `||` in \
      code), so that part may match nothing: `^(\\d{5}||\\d{9})$` also accepts an empty value. \
      Reported only with a value that passes because of it and would not pass with a single \
      `|`. An empty first or last alternative (`(|-)`, `(a|)`) is the usual way to write an \
      optional part and is not reported.
      """,
    triggeringExamples: [
      RuleExample(
        ##"let ok = NSPredicate(format: "SELF MATCHES %@", "\\([0-9]{2}\\)[0-9]{4,5}-[0-9]{4}|↓|[0-9]{10,11}").evaluate(with: phone)"##,
        fixed: ##"let ok = NSPredicate(format: "SELF MATCHES %@", "\\([0-9]{2}\\)[0-9]{4,5}-[0-9]{4}|[0-9]{10,11}").evaluate(with: phone)"##),
      RuleExample(
        ##"const zip = /^(\d{5}|↓|\d{5}-\d{4})$/;"##, fileName: "zip.js",
        fixed: ##"const zip = /^(\d{5}|\d{5}-\d{4})$/;"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"const zip = /^\d{5}(|-\d{4})$/;"##, fileName: "zip.js"),
      RuleExample(##"const sign = /^(\+|-|)\d+$/;"##, fileName: "number.js"),
      // Optional anyway: the empty alternative changes nothing.
      RuleExample(##"const code = /^(a||b)?\d$/;"##, fileName: "code.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Most regexes have no diagnostic at all.
    guard field.analysedRegexes.contains(where: { !$0.analysis.parsed.diagnostics.isEmpty }) else { return [] }
    return field.analysedRegexes.flatMap { regex -> [Finding] in
      let diagnostics = regex.analysis.parsed.diagnostics.filter { $0.kind == .emptyAlternative }
      guard !diagnostics.isEmpty, case .answered(let shortest?)? = regex.analysis.shortestMatch() else { return [] }
      return diagnostics.prefix(FindingBudget.perLiteral).compactMap { d in
        // The shortest value the regex accepts, when a single `|` would refuse it.
        let units = Array(regex.pattern.utf16)
        guard d.range.upperBound <= units.count else { return nil }
        let single = String(decoding: units[..<d.range.lowerBound] + units[d.range.upperBound...], as: UTF16.self)
        let meant = RegexChecks.analysis(single, flavor: regex.analysis.key.flavor, flags: regex.analysis.key.flags)
        guard let matcher = meant.matcher, matcher.unavailableReason == nil, matcher.fullMatch(shortest) == false,
          regex.use != .search || matcher.contains(shortest) == false
        else { return nil }
        let passes: String
        if shortest.isEmpty {
          passes = regex.use == .search
            ? "so the regex matches an empty text and the search succeeds on any value"
            : "so an empty value passes"
        } else {
          passes = "so `\(shortest)` passes"
        }
        let fix = context.fix(
          "Write a single `|`", setting: regex.setting, replacingUTF16: d.range, with: "", isSafe: false)
        return finding(
          "`||` leaves an empty alternative between two others, \(passes); a single `|` was probably meant",
          at: context.location(regex.setting.path, regex.sourceRange(forPatternUTF16: d.range)), fixes: [fix])
      }
    }
  }
}
