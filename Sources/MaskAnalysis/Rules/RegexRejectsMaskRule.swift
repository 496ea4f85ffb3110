import MaskEngine
import RegexAnalysis

/// The field's regex and its mask disagree on complete inputs.
struct RegexRejectsMaskRule: Rule {
  static let description = RuleDescription(
    id: "regex-rejects-mask", name: "Regex rejects the mask's inputs", severity: .error,
    summary: """
      The field's regex accepts no complete input of its mask (error: the field can never be \
      filled and validated), or, for a regex checked after typing (`NSPredicate MATCHES`), \
      rejects some complete input the mask lets the user enter (warning, with an example). \
      A per-edit regex that rejects some inputs only filters keys, which is its purpose.
      """,
    triggeringExamples: [
      RuleExample(##"""
        zipField.BBB_pattern = "#####"
        zipField.BBB_regular = ↓"\\d{0,4}"
        """##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"""
        zipField.BBB_pattern = "#####"
        zipField.BBB_regular = "\\d{0,5}"
        """##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.analysedRegexes.compactMap { regex in
      let target: (setting: Setting, mask: any Mask)?
      switch regex.use {
      case .perEdit: target = field.perEditMask
      case .fullMatch: target = field.firstMask
      case .search, .compiled: target = nil
      }
      guard let target, case .answered(.nonEmpty)? = regex.analysis.emptiness() else { return nil }
      let language = regex.setting.validatesFormattedText
        ? MaskLanguageConversion.formattedTexts(of: target.mask) : MaskLanguageConversion.rawInputs(of: target.mask)
      // Placed only when reported (placing reads the file when it is not open).
      let location = { context.location(regex.setting.path, regex.setting.literal.range) }
      let maskText = "`\(target.setting.literal.value)`"
      let outcome = regex.analysis.intersection(with: language)
      if let note = outcome?.budgetNote(checking: "against the mask \(maskText)") {
        return finding(note, at: location(), severity: .info)
      }
      switch outcome {
      case .answered(.empty(let reason, _))?:
        return finding("the regex accepts no complete input of the mask \(maskText): \(reason)", at: location())
      case .answered(.nonEmpty)? where regex.use == .fullMatch:
        let rejectedOutcome = regex.analysis.exampleRejectedInput(of: language)
        if let note = rejectedOutcome?.budgetNote(checking: "against every value the mask \(maskText) lets the user complete") {
          return finding(note, at: location(), severity: .info)
        }
        guard case .answered(let rejected?)? = rejectedOutcome else { return nil }
        return finding(
          rejected.isEmpty
            ? "the mask \(maskText) lets the user leave the field empty, which the regex rejects"
            : "the mask \(maskText) lets the user complete `\(rejected)`, which the regex rejects",
          at: location(), severity: .warning)
      default:
        return nil
      }
    }
  }
}
