import MaskEngine

/// The field's max length is shorter than its complete formatted mask.
struct ConflictMaxLengthRule: Rule {
  /// Nothing to say about a field without a max length.
  static let readKinds: SettingKinds? = [.maxLength]

  static let description = RuleDescription(
    id: "conflict-max-length", name: "Max length shorter than the mask", severity: .error,
    summary: """
      The field's max length counts the displayed text, so a limit shorter than the fully \
      formatted mask stops typing before the mask is complete: the value can never be entered.
      """,
    triggeringExamples: [
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        phoneField.maxLength = ↓10
        """),
      // Flutter truncates the formatted text: `##-#` needs 4 characters.
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-#');
        final field = TextField(inputFormatters: [code], maxLength: ↓3);
        """, fileName: "form.dart"),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        phoneField.maxLength = 17
        """),
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        otherField.maxLength = 10
        """),
      // The limit is checked before formatting: typing `3` at `12` (2 characters) is
      // allowed and completes `12-3`.
      RuleExample("""
        codeField.BBB_pattern = "##-#"
        codeField.maxLength = 3
        """),
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##');
        final field = TextField(inputFormatters: [code], maxLength: 5);
        """, fileName: "form.dart"),
      // `0` is "no limit" in VSTextField (and negative values elsewhere): nothing to check.
      RuleExample("""
        ssnField.setFormatting("***-**-****", replacementChar: "*")
        ssnField.maxLength = 0
        """),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard let (lengthSetting, limit) = field.maxLengthSetting else { return [] }
    var findings: [Finding] = []
    // An alternative may be completed within the limit by another one.
    for setting in field.maskSettings where setting.alternativeList == nil {
      guard let mask = field.mask(for: setting), let needed = mask.completeFormattedLength, needed > limit else { continue }
      if mask.dialect == .flutter {
        // Flutter runs its length limit after the field's formatters: the formatted text
        // itself is truncated, so any mask longer than the limit can never be completed.
        let message = "max length \(limit) is shorter than the complete formatted mask `\(setting.literal.value)` (\(needed) characters): Flutter truncates the formatted text to \(limit) characters, so the mask can never be completed"
        findings.append(finding(
          message, at: context.location(of: lengthSetting),
          related: [RelatedLocation(location: context.location(of: setting), message: "the mask needs \(needed) characters")]))
        continue
      }
      guard SimulationBudget.allowsReplay(of: mask.sampleInput()) else { continue }
      // The limit is checked before formatting, so a key may still complete the mask past
      // it; only a replay that really stops on the limit is a conflict.
      let without = FieldSimulator(mask: mask).typingStop()
      guard without == nil, let stop = FieldSimulator(mask: mask, maxLength: limit).typingStop(), stop.refusal == .maxLength else { continue }
      let message = "max length \(limit) is shorter than the complete formatted mask `\(setting.literal.value)` (\(needed) characters): typing stops at `\(stop.state.text)` and the mask can never be completed"
      findings.append(finding(
        message, at: context.location(of: lengthSetting),
        related: [RelatedLocation(location: context.location(of: setting), message: "the mask needs \(needed) characters")]))
    }
    return findings
  }
}
