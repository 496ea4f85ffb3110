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
    ])
}
