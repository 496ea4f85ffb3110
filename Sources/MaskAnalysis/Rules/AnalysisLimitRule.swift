/// A field set more times than the analysis checks, or a file with more literals than it
/// reads: the first settings (literals) are checked, the rest are not, and this says so once,
/// where the unchecked ones begin.
struct AnalysisLimitRule: Rule {
  static let description = RuleDescription(
    id: "analysis-limit", name: "Not analysed past a limit", severity: .info,
    summary: """
      One field is set more than \(AnalysisLimits.settingsPerField.grouped) times (a \
      generated file assigning one property over and over): the first \
      \(AnalysisLimits.settingsPerField.grouped) settings in source order are checked, and \
      the rest are not. Likewise, in a file where more than \
      \(AnalysisLimits.literalsPerFile.grouped) string literals configure fields (masks, \
      regexes, lengths: a generated file), the first \(AnalysisLimits.literalsPerFile.grouped) \
      literals in source order are analysed and the rest of the file is not. Nothing is wrong \
      with the code; findings past this point may be missing. The limits count settings and \
      literals, never time, so every machine reports the same findings.
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
      \((AnalysisLimits.settingsPerField + 1).grouped) times, on the last assignment, once for the field. \
      In a file that sets \((AnalysisLimits.literalsPerFile + 1).grouped) fields \
      (`f1.BBB_pattern = "#####"`, `f2.BBB_pattern = "#####"`, …), on the last literal, once for the file.
      """)

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard let omitted = field.omitted else { return [] }
    let checked = AnalysisLimits.settingsPerField
    return [finding(
      "not analysed: this field is set \((checked + omitted.count).grouped) times; only the first \(checked.grouped) settings are checked, the \(omitted.count.grouped) from here on are not",
      at: context.location(of: omitted.first))]
  }
}

extension AnalysisLimitRule {
  /// The finding of a file whose literals past `AnalysisLimits.literalsPerFile` were left out.
  static func literalsLeftOut(_ omitted: OmittedLiterals, at location: SourceLocation) -> Finding {
    let checked = AnalysisLimits.literalsPerFile
    let rest = omitted.count == 1 ? "the 1 from here on is not" : "the \(omitted.count.grouped) from here on are not"
    return Finding(
      rule: description.id, severity: description.severity,
      message: "not analysed: \((checked + omitted.count).grouped) string literals in this file configure fields; only the first \(checked.grouped) are checked, \(rest)",
      location: location)
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
