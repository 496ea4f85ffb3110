import MaskEngine

/// At most this many findings of one rule on one mask. A mask of thousands of blocks can
/// carry thousands of issues of one kind (`[0a0a0a…]`: an optional trap per pair); more
/// findings on one literal help nobody, and each one maps its characters back to the source.
let maskIssueFindingsPerSetting = 50

/// Rules that report one kind of the engine's `MaskIssue`s, at the offending characters.
protocol MaskIssueRule: Rule {
  static var issueKind: MaskIssue.Kind { get }
}

extension MaskIssueRule {
  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for setting in field.settings {
      guard let mask = field.mask(for: setting) else { continue }
      let issues = mask.issues.lazy.filter { $0.kind == Self.issueKind }
      for issue in issues.prefix(maskIssueFindingsPerSetting) {
        findings.append(finding(
          "\(mask.dialect.libraryName): \(issue.message)",
          at: context.location(of: setting, characters: issue.range)))
      }
    }
    return findings
  }
}
