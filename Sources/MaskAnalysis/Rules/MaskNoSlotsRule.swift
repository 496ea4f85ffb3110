import MaskEngine

/// The mask can never take a character.
struct MaskNoSlotsRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.noSlots
  static let description = RuleDescription(
    id: "mask-no-slots", name: "Mask without slots", severity: .error,
    summary: """
      The mask has no slot for a character: a `BBB_pattern` without `#`, a VSTextField \
      pattern without its replacement character, a RedMadRobot format without a `[]` block. \
      The field can never take user input.
      """,
    triggeringExamples: [
      RuleExample(##"phoneField.BBB_pattern = "↓+1 (000) 000-0000""##),
      RuleExample(##"ssnField.formattingPattern = "↓XXX-XX-XXXX""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"phoneField.BBB_pattern = "+1 (###) ###-####""##),
      RuleExample(##"ssnField.formattingPattern = "***-**-****""##),
      RuleExample("""
        ssnField.formattingPattern = "XXX-XX-XXXX"
        ssnField.replacementChar = "X"
        """),
      // `InputMask` of `@react-input/mask`: the keys of `replacement` are its slots.
      RuleExample(##"""
        import { InputMask } from '@react-input/mask';
        export const Phone = () => <InputMask mask="+7 (___) ___-__-__" replacement={{ _: /\d/ }} />;
        """##, fileName: "Phone.jsx"),
      RuleExample(##"export const Doc = () => <InputMask mask="___-__" replacement={{ _: /\d/ }} />;"##, fileName: "Doc.jsx"),
      // Inputmask 3's date extension (often in a minified bundle) defines `d`, `m`, `y`.
      RuleExample(##"$("#birth").inputmask("d/m/y");"##, fileName: "form.js"),
    ])

  /// Inputmask 3's date extension, often shipped in a minified bundle that is not linted,
  /// defines `d`, `m`, `y`, `h` and `s` for every mask (`Inputmask.extendDefinitions`): a
  /// mask with one of them may have slots there (`"d/m/y"`), so it is not reported.
  func reports(_ setting: Setting, in field: AnalyzedField, context: RuleContext) -> Bool {
    guard case .mask(.inputmask) = setting.kind else { return true }
    var escaped = false
    for byte in setting.literal.value.utf8 {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if Self.inputmask3DateDefinitions.contains(byte) {
        return false
      }
    }
    return true
  }

  private static let inputmask3DateDefinitions = Set("dmyhs".utf8)
}
