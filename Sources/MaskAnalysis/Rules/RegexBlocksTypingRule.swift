import RegexAnalysis

/// A per-edit validator refuses a prefix of a value it accepts: the value cannot be typed.
struct RegexBlocksTypingRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-blocks-typing", name: "Per-edit regex blocks typing", severity: .error,
    summary: """
      The regex is applied to the raw text on every edit (a `BBB_regular` pattern field, an \
      imask regex mask), so every prefix of a value must match too. `^\\d{10}$` refuses the first digit, so no ten-digit \
      number can ever be entered. Accept every prefix (`^\\d{0,10}$`).
      """,
    triggeringExamples: [
      RuleExample(
        ##"""
        phoneField.BBB_pattern = "##########"
        phoneField.BBB_regular = ↓"^\\d{10}$"
        """##,
        fixed: ##"""
          phoneField.BBB_pattern = "##########"
          phoneField.BBB_regular = "^\\d{0,10}$"
          """##),
      RuleExample(##"""
        zipField.BBB_pattern = "#####"
        zipField.BBB_regular = ↓"[a-z]{5}|\\d{5}"
        """##),
      RuleExample(
        ##"codeField.BBB_regular = ↓"^[A-Z]{2}-\\d{4}$""##,
        fixed: ##"codeField.BBB_regular = "^(?:[A-Z]{2}(?:-\\d{0,4})?|[A-Z]?)$""##),
      // The pattern is written for the language: a JavaScript regex literal keeps one `\`.
      RuleExample(
        ##"IMask(document.getElementById('zip'), { mask: ↓/^\d{5}$/ })"##, fileName: "zip.js",
        fixed: ##"IMask(document.getElementById('zip'), { mask: /^\d{0,5}$/ })"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"""
        phoneField.BBB_pattern = "##########"
        phoneField.BBB_regular = "\\d{0,10}"
        """##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d{10}$")"##),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard field.analysedRegexes.contains(where: { $0.use == .perEdit }) else { return [] }
    return field.analysedRegexes.compactMap { regex in
      guard regex.use == .perEdit else { return nil }
      // A regex that accepts nothing is `regex-never-matches`.
      guard case .answered(.nonEmpty)? = regex.analysis.emptiness() else { return nil }
      let maskLanguage = field.perEditMask.map { MaskLanguageConversion.rawInputs(of: $0.mask) } ?? .anything
      let outcome = regex.analysis.prefixClosure(of: maskLanguage)
      if let note = outcome?.budgetNote(checking: "whether every value it accepts can be typed") {
        return finding(note, at: context.location(regex.setting.path, regex.setting.literal.range), severity: .info)
      }
      guard case .answered(.blocked(let prefix, let value))? = outcome else { return nil }
      var message = "\(regex.setting.recognizedAs) checks the whole raw text on every edit: typing `\(prefix)` is refused, so `\(value)` can never be entered"
      var fix: Fix?
      if let fixed = PrefixTolerantForm.suggestion(for: regex.analysis, accepting: value) {
        message += "; accept every prefix: `\(fixed)`"
        fix = context.fix("Accept every prefix: `\(fixed)`", setting: regex.setting, newValue: fixed, isSafe: false)
      } else {
        message += "; make the regex accept every prefix of the values it accepts"
      }
      return finding(message, at: context.location(regex.setting.path, regex.setting.literal.range), fixes: [fix])
    }
  }
}
