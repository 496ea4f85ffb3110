import MaskEngine

/// A filter key that the mask never uses.
struct FlutterFilterUnusedRule: Rule {
  /// Nothing to say about a field without a `filter:` entry.
  static let readKinds: SettingKinds? = [.maskFilter]

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

  /// At most this many masks are named in a finding.
  static let namedMasks = 5

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let masks = field.maskSettings.filter { $0.kind == .mask(.flutter) }
    guard !masks.isEmpty, masks.allSatisfy(\.literal.isConstant) else { return [] }
    // Every character of the masks, gathered once; a message names at most a few masks.
    let used = Set(masks.lazy.flatMap(\.literal.value))
    let named = masks.prefix(Self.namedMasks)
    let more = masks.count > named.count ? " and \(masks.count - named.count) more" : ""
    var findings: [Finding] = []
    for setting in field.settings where setting.recognizedAs != FlutterFilterNames.invalidKey {
      guard case .maskFilter(let key) = setting.kind, !used.contains(key) else { continue }
      let shown = named.map { "`\($0.literal.value)`" }.joined(separator: ", ") + more
      findings.append(finding(
        "filter key `\(key)` never occurs in the mask \(shown): this entry has no effect",
        at: context.location(of: setting),
        related: named.map { RelatedLocation(location: context.location(of: $0), message: "the mask") }))
      if findings.count >= FindingBudget.perLiteral { break }
    }
    return findings
  }
}
