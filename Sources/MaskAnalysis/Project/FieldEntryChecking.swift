/// Checking one field: every rule asked about each of its variants (`entry`). Apart from the
/// project, which calls it for shared fields, as `FileFacts.prechecking` does for a file's own.
extension AnalysisProject {
  /// What every rule finds in the variants of one field; nil when it has none (no setting).
  static func entry(_ fields: [AnalyzedField], context: RuleContext) -> FieldEntry? {
    guard !fields.isEmpty else { return nil }
    var seen: Set<Finding> = []
    var findings: [Finding] = []
    // Rules are asked through closures that call each on its own type (`RuleCatalog.checks`):
    // taking an instance out of the catalogue copies an existential per rule and field, and a
    // call through a rule's type (`Rule.checking`) runs generic code.
    let checks = RuleCatalog.checks
    for field in fields {
      // Only the rules that read a kind the field holds, in catalogue order (most fields hold
      // one kind, and most rules read one or two).
      var asked = RuleCatalog.rulesAsked(about: field.kinds)
      while asked != 0 {
        let r = asked.trailingZeroBitCount
        asked &= asked - 1
        // Variants of one field share the settings outside their branches: a finding about
        // those is reported once.
        for finding in checks[r].check(field, context) where seen.insert(finding).inserted {
          findings.append(finding)
        }
      }
    }
    guard !findings.isEmpty else { return FieldEntry(findings: [], paths: []) }
    return FieldEntry(findings: findings, paths: Set(findings.map(\.location.path)))
  }
}
