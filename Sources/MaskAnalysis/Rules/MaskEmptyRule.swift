import MaskEngine

/// The mask is the empty string.
struct MaskEmptyRule: MaskIssueRule {
  static let issueKind = MaskIssue.Kind.empty
  static let description = RuleDescription(
    id: "mask-empty", name: "Empty mask", severity: .info,
    summary: """
      The mask is empty: the field is not formatted at all (a note). Not reported where the \
      empty mask is clearly on purpose: an object setting its own property (`self.mask = ""`, \
      `self.init(primaryFormat: "")`: a placeholder before the real format arrives) or a field that is given a real mask \
      elsewhere (the empty one clears it).
      """,
    triggeringExamples: [
      RuleExample("phoneField.BBB_pattern = ↓\"\""),
      RuleExample("final f = MaskTextInputFormatter(mask: ↓'');", fileName: "form.dart"),
    ],
    nonTriggeringExamples: [
      RuleExample("phoneField.BBB_pattern = \"###\""),
      // A placeholder the storyboard or the caller replaces.
      RuleExample("self.primaryMaskFormat = \"\""),
      // A convenience initialiser's placeholder (Interface Builder support).
      RuleExample(##"""
        open class MaskedDelegate: NSObject {
          public init(primaryFormat: String) { super.init() }
          public override convenience init() { self.init(primaryFormat: "") }
        }
        """##),
      // Cleared in one branch, a real mask in the other.
      RuleExample("""
        if company { documentBox.Mask = "00.000.000/0000-00" } else { documentBox.Mask = "" }
        """, fileName: "Form1.cs"),
    ])

  func reports(_ setting: Setting, in field: AnalyzedField, context: RuleContext) -> Bool {
    !field.hasNonEmptyMask && !context.isOwnPropertyAssignment(setting)
  }
}
