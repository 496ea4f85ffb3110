import MaskEngine

/// Part of the mask is silently dropped or never used.
struct MaskIgnoredRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.ignored
  static let description = RuleDescription(
    id: "mask-ignored", name: "Ignored mask characters", severity: .warning,
    summary: """
      Part of the mask is silently dropped or never used by the library: an unclosed `[` \
      deletes its block, a stray `]` or `}` is removed, anything after `…` is never reached.
      """,
    triggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[0…]↓-[00]""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[000]-[00]""##),
    ])
}
