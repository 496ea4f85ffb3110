import MaskEngine

/// An optional block before a mandatory one.
struct MaskOptionalTrapRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.optionalTrap
  static let description = RuleDescription(
    id: "mask-optional-trap", name: "Optional slots before mandatory ones", severity: .warning,
    summary: """
      An optional block comes before a mandatory one (`[99][00]`): typed characters fill the \
      optional slots first, so the mandatory ones stay empty and the mask stays incomplete.
      """,
    triggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[↓99][00]""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[00][99]""##),
    ])
}
