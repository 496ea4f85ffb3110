import MaskEngine

/// Rules that report one kind of the engine's `MaskIssue`s, at the offending characters.
protocol MaskIssueRule: Rule {
  static var issueKind: MaskIssue.Kind { get }
}

extension MaskIssueRule {
  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for setting in field.settings {
      guard let mask = field.mask(for: setting) else { continue }
      for issue in mask.issues where issue.kind == Self.issueKind {
        findings.append(finding(
          "\(mask.dialect.libraryName): \(issue.message)",
          at: context.location(of: setting, characters: issue.range)))
      }
    }
    return findings
  }
}
