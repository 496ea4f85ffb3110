/// The dialect's library rejects the mask.
struct MaskSyntaxRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.syntax
  static let description = RuleDescription(
    id: "mask-syntax", name: "Invalid mask", severity: .error,
    summary: """
      The mask library rejects this mask when the field is set up. RedMadRobot's compiler \
      throws on nested brackets, unknown characters inside `[]` and `…` after an unknown \
      type; the listener creates its mask with `try!`, so the app crashes.
      """,
    triggeringExamples: [
      RuleExample(##"let mask = try Mask(format: "[00↓[0]]")"##),
      RuleExample(##"listener.primaryMaskFormat = "[0↓Z]""##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"let mask = try Mask(format: "+7 ([000]) [000]-[00]-[00]")"##),
      RuleExample(##"listener.primaryMaskFormat = "[00]{.}[00]""##),
    ])
}

import MaskEngine
