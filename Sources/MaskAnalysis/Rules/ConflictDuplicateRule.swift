/// One field is given two different masks.
struct ConflictDuplicateRule: Rule {
  /// Nothing to say about a field without its masks (`maskSettings`).
  static let readKinds: SettingKinds? = [.mask]

  static let description = RuleDescription(
    id: "conflict-duplicate", name: "Two masks for one field", severity: .warning,
    summary: """
      The same field is given two different masks (in code and in a storyboard, or twice in \
      the same function). Only the one applied last takes effect, and which that is depends on \
      load order. Masks set in different functions (a setup and an event handler) are a field \
      switching masks, not a conflict; nor is a variable given a new Flutter \
      `MaskTextInputFormatter`, a formatter object of its own.
      """,
    triggeringExamples: [
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        phoneField.BBB_pattern = ↓"(###) ###-####"
        """),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        zipField.BBB_pattern = "#####"
        """),
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        phoneField.BBB_pattern = "+1 (###) ###-####"
        """),
      // Set up in one method, switched in another when the user picks a document type.
      RuleExample(#"""
        partial class Form1 {
          void InitializeComponent() { documentBox.Mask = "000.000.000-00"; }
          void OnCompanyChecked(object s, EventArgs e) { documentBox.Mask = "00.000.000/0000-00"; }
        }
        """#, fileName: "Form1.cs"),
      // A variable given a new formatter: two formatter objects.
      RuleExample("""
        void setUp() {
          var phone = MaskTextInputFormatter(mask: '+1 (###) ###-####');
          phone = MaskTextInputFormatter.eager(mask: '+# (###) ###-####');
        }
        """, fileName: "form.dart"),
      // Alternatives: Inputmask picks the one that fits what is typed.
      RuleExample(#"Inputmask({ mask: ["999-999", "9999-9999"] }).mask(document.getElementById("phone"));"#, fileName: "phone.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Only a second mask can conflict with the first (most fields have one): no array then.
    guard field.maskSettingCount > 1 else { return [] }
    let masks = field.maskSettings
    guard let first = masks.first else { return [] }
    var findings: [Finding] = []
    for other in masks.dropFirst() where other.literal.value != first.literal.value || other.kind != first.kind {
      // Alternatives of one list (`mask: ["999-999", "9999-9999"]`): the library picks one.
      if let list = other.alternativeList, list == first.alternativeList, other.path == first.path { continue }
      // Two functions of the code (the designer's setup and an event handler, say) run at
      // different times: the field switches masks, each in its turn.
      if let a = first.codeBody, let b = other.codeBody, a != b || first.path != other.path { continue }
      // Each Flutter mask is a formatter of its own (`f = MaskTextInputFormatter(…)` again):
      // two objects, and which one a `TextField` holds depends on when it reads the variable.
      if first.kind == .mask(.flutter), other.kind == .mask(.flutter) { continue }
      findings.append(finding(
        "this field is also given the mask `\(first.literal.value)` (\(first.recognizedAs)); only the one applied last takes effect",
        at: context.location(of: other),
        related: [RelatedLocation(location: context.location(of: first), message: "first mask of this field: `\(first.literal.value)`")]))
    }
    return findings
  }
}
