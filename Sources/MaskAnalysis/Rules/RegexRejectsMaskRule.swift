import MaskEngine
import RegexAnalysis

/// The field's regex and its mask disagree on complete inputs.
struct RegexRejectsMaskRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-rejects-mask", name: "Regex rejects the mask's inputs", severity: .error,
    summary: """
      The field's regex accepts no complete input of its mask (error: the field can never be \
      filled and validated), or, for a regex checked after typing (`NSPredicate MATCHES`), \
      rejects some complete input the mask lets the user enter (warning, with an example). \
      A per-edit regex that rejects some inputs only filters keys, which is its purpose. \
      An HTML `pattern` is matched against the text the input shows; on an ngx-mask element \
      bound to Angular forms also against the form control's value (without the mask's \
      literals), and it is reported only when it rejects both. Next to ngx-mask inputs that \
      change the text (`prefix`, `showMaskTyped`, …) a `pattern` is not compared.
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
      RuleExample(#"<input mask="(000) 000-0000" pattern="\d{10}" formControlName="phone">"#, fileName: "phone.component.html"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // The regex is checked against a mask setting of the field (`perEditMask`, `firstMask`):
    // most fields with a regex have none.
    guard field.maskSettingCount > 0 else { return [] }
    return field.analysedRegexes.compactMap { regex in
      let target: (setting: Setting, mask: any Mask)?
      switch regex.use {
      case .perEdit: target = field.perEditMask
      case .fullMatch: target = field.firstMask
      case .search, .compiled: target = nil
      }
      guard let target, case .answered(.nonEmpty)? = regex.analysis.emptiness(),
        let languages = Self.checkedTexts(regex.setting, mask: target.mask, options: target.setting.maskOptions)
      else { return nil }
      // Placed only when reported (placing reads the file when it is not open).
      let location = { context.location(regex.setting.path, regex.setting.literal.range) }
      let maskText = "`\(target.setting.literal.value)`"
      // Reported only when every text the regex may check is rejected: the first's words.
      var reasons: [String] = []
      for language in languages {
        let outcome = regex.analysis.intersection(with: language)
        if let note = outcome?.budgetNote(checking: "against the mask \(maskText)") {
          return finding(note, at: location(), severity: .info)
        }
        switch outcome {
        case .answered(.empty(let reason, _))?: reasons.append(reason)
        case .answered(.nonEmpty)?: continue
        default: return nil
        }
      }
      if reasons.count == languages.count {
        return finding("the regex accepts no complete input of the mask \(maskText): \(reasons[0])", at: location())
      }
      guard regex.use == .fullMatch else { return nil }
      var examples: [String] = []
      for language in languages {
        let rejectedOutcome = regex.analysis.exampleRejectedInput(of: language)
        if let note = rejectedOutcome?.budgetNote(checking: "against every value the mask \(maskText) lets the user complete") {
          return finding(note, at: location(), severity: .info)
        }
        guard case .answered(let rejected?)? = rejectedOutcome else { return nil }
        examples.append(rejected)
      }
      return finding(
        examples[0].isEmpty
          ? "the mask \(maskText) lets the user leave the field empty, which the regex rejects"
          : "the mask \(maskText) lets the user complete `\(examples[0])`, which the regex rejects",
        at: location(), severity: .warning)
    }
  }

  /// The texts the regex may be matched against, each a reading of what the field holds; nil
  /// when the library changes them in ways the mask does not show (ngx-mask `prefix`,
  /// `showMaskTyped`, …: `MaskOptions.unmodelledTextOptions`).
  /// - A regex checked on typing, or by the code: the raw inputs.
  /// - An HTML `pattern`: the text the input shows. On a field bound to Angular forms
  ///   (`MaskOptions.validatesFormValue`) also the form control's value: Angular's `pattern`
  ///   validator checks it, and ngx-mask drops the literals from it (`dropSpecialCharacters`,
  ///   default `true`).
  static func checkedTexts(_ regex: Setting, mask: any Mask, options: MaskOptions?) -> [MaskLanguage]? {
    guard regex.validatesFormattedText else { return [MaskLanguageConversion.rawInputs(of: mask)] }
    if options?.unmodelledTextOptions.isEmpty == false { return nil }
    var texts = [MaskLanguageConversion.formattedTexts(of: mask)]
    if mask.dialect == .ngxmask, options?.validatesFormValue == true { texts.append(MaskLanguageConversion.rawInputs(of: mask)) }
    return texts
  }
}
