import MaskEngine

/// The mask is the empty string.
struct MaskEmptyRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.empty
  static let description = RuleDescription(
    id: "mask-empty", name: "Empty mask", severity: .warning,
    summary: "The mask is empty: the field is not formatted at all, which is rarely what was meant.",
    triggeringExamples: [
      RuleExample("phoneField.BBB_pattern = ↓\"\""),
    ],
    nonTriggeringExamples: [
      RuleExample("phoneField.BBB_pattern = \"###\""),
    ])
}
