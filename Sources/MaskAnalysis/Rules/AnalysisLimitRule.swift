/// A field set more times than the analysis checks: its first settings are checked, the rest
/// are not, and this says so once, where the unchecked settings begin.
struct AnalysisLimitRule: Rule {
  static let description = RuleDescription(
    id: "analysis-limit", name: "Not analysed past a limit", severity: .info,
    summary: """
      One field is set more than \(AnalysisLimits.settingsPerField.grouped) times (a \
      generated file assigning one property over and over): the first \
      \(AnalysisLimits.settingsPerField.grouped) settings in source order are checked, and \
      the rest are not. Nothing is wrong with the code; findings past this point may be missing. \
      The limit counts settings, so every machine reports the same findings.
      """,
    triggeringExamples: [],
    nonTriggeringExamples: [
      RuleExample(##"""
        zipField.BBB_pattern = "#####"
        zipField.BBB_regular = "\\d{0,5}"
        """##),
    ],
    reportedPastLimit: """
      On the first setting past the limit: in a file that assigns `zipField.BBB_pattern` \
      \((AnalysisLimits.settingsPerField + 1).grouped) times, on the last assignment, once for the field.
      """)

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard let omitted = field.omitted else { return [] }
    let checked = AnalysisLimits.settingsPerField
    return [finding(
      "not analysed: this field is set \((checked + omitted.count).grouped) times; only the first \(checked.grouped) settings are checked, the \(omitted.count.grouped) from here on are not",
      at: context.location(of: omitted.first))]
  }
}

extension Int {
  /// `12,345`: digits grouped by thousands, the same on every machine (no locale).
  fileprivate var grouped: String {
    let digits = String(magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (self < 0 ? "-" : "") + out
  }
}
