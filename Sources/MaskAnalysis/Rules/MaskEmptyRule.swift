import MaskEngine

/// The mask is the empty string.
struct MaskEmptyRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.empty
  static let description = RuleDescription(
    id: "mask-empty", name: "Empty mask", severity: .info,
    summary: """
      The mask is empty: the field is not formatted at all. Code writes `""` on purpose (a \
      reset, a placeholder before the real format is set), so this is a note, not a warning.
      """,
    triggeringExamples: [
      RuleExample("phoneField.BBB_pattern = ↓\"\""),
    ],
    nonTriggeringExamples: [
      RuleExample("phoneField.BBB_pattern = \"###\""),
    ])
}
