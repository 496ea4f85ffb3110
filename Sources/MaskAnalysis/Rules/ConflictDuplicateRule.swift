/// One field is given two different masks.
struct ConflictDuplicateRule: Rule {
  static let description = RuleDescription(
    id: "conflict-duplicate", name: "Two masks for one field", severity: .warning,
    summary: """
      The same field is given two different masks (in code and in a storyboard, or twice in \
      code). Only the one applied last takes effect, and which that is depends on load order.
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
      // Alternatives: Inputmask picks the one that fits what is typed.
      RuleExample(#"Inputmask({ mask: ["999-999", "9999-9999"] }).mask(document.getElementById("phone"));"#, fileName: "phone.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let masks = field.maskSettings
    guard let first = masks.first else { return [] }
    var findings: [Finding] = []
    for other in masks.dropFirst() where other.literal.value != first.literal.value || other.kind != first.kind {
      // Alternatives of one list (`mask: ["999-999", "9999-9999"]`): the library picks one.
      if let list = other.alternativeList, list == first.alternativeList, other.path == first.path { continue }
      findings.append(finding(
        "this field is also given the mask `\(first.literal.value)` (\(first.recognizedAs)); only the one applied last takes effect",
        at: context.location(of: other),
        related: [RelatedLocation(location: context.location(of: first), message: "first mask of this field: `\(first.literal.value)`")]))
    }
    return findings
  }
}
