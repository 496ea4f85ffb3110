import MaskEngine

/// A filter key that the mask never uses.
struct FlutterFilterUnusedRule: Rule {
  static let description = RuleDescription(
    id: "flutter-filter-unused", name: "Filter key not in the mask", severity: .info,
    summary: """
      A `MaskTextInputFormatter` filter entry whose key never occurs in the mask has no \
      effect; often the mask uses another character for the slot.
      """,
    triggeringExamples: [
      RuleExample("""
        final phone = MaskTextInputFormatter(mask: '+1 (###) ###-####', filter: {'#': RegExp(r'[0-9]'), 'X': RegExp(↓r'[A-Z]')});
        """, fileName: "form.dart"),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        final plate = MaskTextInputFormatter(mask: 'XX-###', filter: {'#': RegExp(r'[0-9]'), 'X': RegExp(r'[A-Z]')});
        """, fileName: "form.dart"),
      RuleExample("""
        final plate = MaskTextInputFormatter(mask: maskFor(country), filter: {'X': RegExp(r'[A-Z]')});
        """, fileName: "form.dart"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let masks = field.maskSettings.filter { $0.kind == .mask(.flutter) }
    guard !masks.isEmpty, masks.allSatisfy(\.literal.isConstant) else { return [] }
    var findings: [Finding] = []
    for setting in field.settings where setting.recognizedAs != FlutterFilterNames.invalidKey {
      guard case .maskFilter(let key) = setting.kind, !masks.contains(where: { $0.literal.value.contains(key) }) else { continue }
      let shown = masks.map { "`\($0.literal.value)`" }.joined(separator: ", ")
      findings.append(finding(
        "filter key `\(key)` never occurs in the mask \(shown): this entry has no effect",
        at: context.location(of: setting),
        related: masks.map { RelatedLocation(location: context.location(of: $0), message: "the mask") }))
    }
    return findings
  }
}
