import RegexAnalysis

/// A fully unanchored regex validating a whole value through a search API: text around a
/// match passes.
struct RegexUnanchoredRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-unanchored", name: "Unanchored validation regex", severity: .warning,
    summary: """
      A search API (`range(of:options: .regularExpression)`, `firstMatch`, JavaScript `.test`) \
      succeeds when the regex matches anywhere in the text: `"abc12345xyz"` passes a `\\d{5}` \
      check. Anchor the regex (`^…$`) when it validates the whole value. A regex anchored at \
      one end (`^3[47]`, `\\d$`, a sticky `y` regex) is a prefix or suffix test and is not \
      reported, nor is a search for one character of a set (`[a-z]+`: "contains a lower-case \
      letter") or for plain text (`bold|bolder`, words joined by blanks: `<a\\s+href`), or parts \
      joined by any run of characters \
      (`<body.*</body`). `exec`, `matchAll` and a `match` not \
      compared with `null` return the match to read its parts: extraction, not validation.
      """,
    triggeringExamples: [
      RuleExample(
        ##"let valid = text.range(of: ↓"\\d{5}", options: .regularExpression) != nil"##,
        fixed: ##"let valid = text.range(of: "^\\d{5}$", options: .regularExpression) != nil"##),
      RuleExample(
        ##"const ok = ↓/\d{5}|\d{9}/.test(zip)"##, fileName: "zip.js",
        fixed: ##"const ok = /^(?:\d{5}|\d{9})$/.test(zip)"##),
      RuleExample(
        ##"bool isZip(String v) => RegExp(↓r"\d{5}").hasMatch(v);"##, fileName: "validators.dart",
        fixed: ##"bool isZip(String v) => RegExp(r"^\d{5}$").hasMatch(v);"##),
      // react-hook-form (also antd and Vant rules) tests the value with `match`.
      RuleExample(
        ##"<input {...register("zip", { pattern: ↓/\d{5}/ })} />"##, fileName: "Form.tsx",
        fixed: ##"<input {...register("zip", { pattern: /^\d{5}$/ })} />"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let valid = text.range(of: "^\\d{5}$", options: .regularExpression) != nil"##),
      RuleExample(##"let valid = text.range(of: ".*", options: .regularExpression) != nil"##),
      RuleExample(##"let amex = card.range(of: "^3[47]", options: .regularExpression) != nil"##),
      RuleExample(##"let endsInDigit = text.range(of: "\\d$", options: .regularExpression) != nil"##),
      // A password rule: contains a lower-case letter, a digit.
      RuleExample(
        ##"""
        fun String.hasLower() = Regex("[a-z]+").containsMatchIn(this)
        fun String.hasDigit() = Regex("\\d").containsMatchIn(this)
        """##, fileName: "Rules.kt"),
      // Plain text or a choice of texts: "is the style bold".
      RuleExample(##"let bold = style.range(of: "bold|bolder|700", options: .regularExpression) != nil"##),
      // Markers searched in a longer text (an upload's first bytes), words joined by blanks.
      RuleExample(
        ##"bool hasMarkup = Regex.IsMatch(head, @"<script|<html|<a\s+href|<img", RegexOptions.IgnoreCase);"##,
        fileName: "UploadCheck.cs"),
      // A structure inside a document: parts joined by any run of characters.
      RuleExample(##"let hasBody = html.range(of: "(<body).*?(</body)", options: .regularExpression) != nil"##),
      // Extraction: the parts of the match are read.
      RuleExample(##"const m = /rgb\((\d{1,3}),(\d{1,3}),(\d{1,3})\)/.exec(css); const red = m[1];"##, fileName: "color.js"),
      // A mask library's token: one character at a time.
      RuleExample(##"$("#code").mask("ZZZ", { translation: { "Z": { pattern: /[0-9]{3}/ } } });"##, fileName: "form.js"),
      // `search` returns where the match starts (here an indent), unless compared with -1.
      RuleExample(##"const indent = line.search(/\S|$/);"##, fileName: "editor.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard field.analysedRegexes.contains(where: { $0.use == .search }) else { return [] }
    return field.analysedRegexes.compactMap { regex in
      // A sticky regex is anchored where the search starts: a prefix test.
      guard regex.use == .search, !regex.analysis.key.flags.contains(.sticky) else { return nil }
      // `[a-z]+` searched is a "contains a lower-case letter" check, not a whole-value one.
      guard !regex.isContainsCheck else { return nil }
      // Placed only when reported (placing reads the file when it is not open).
      let location = { context.location(regex.setting.path, regex.setting.literal.range) }
      let outcome = regex.analysis.unanchoredExample()
      if let note = outcome?.budgetNote(checking: "whether text around a match passes") {
        return finding(note, at: location(), severity: .info)
      }
      guard case .answered(let example?)? = outcome else { return nil }
      return finding(
        "the search succeeds when the regex matches anywhere in the value, so `\(example)` passes; anchor it (`^…$`) to validate the whole value",
        at: location(), fixes: [anchoringFix(regex, context: context)])
    }
  }

  /// `^…$` around the pattern (a group around a top-level alternation). None where a `#`
  /// or a line break could turn the added `$` into a free-spacing comment.
  private func anchoringFix(_ regex: AnalysedRegex, context: RuleContext) -> Fix? {
    let pattern = regex.pattern
    guard !pattern.contains("#"), !pattern.contains("\n"), !pattern.contains("\r") else { return nil }
    var isAlternation = false
    if case .alternation? = regex.analysis.parsed.ast?.root.kind { isAlternation = true }
    let anchored = isAlternation ? "^(?:\(pattern))$" : "^\(pattern)$"
    return context.fix("Anchor it: `\(anchored)`", setting: regex.setting, newValue: anchored, isSafe: false)
  }
}
