import MaskEngine

/// Rules that report one kind of the engine's `MaskIssue`s, at the offending characters.
protocol MaskIssueRule: Rule {
  static var issueKind: MaskIssue.Kind { get }
  /// Whether the issue is worth a finding for this setting of this field (default: always).
  func reports(_ setting: Setting, in field: AnalyzedField, context: RuleContext) -> Bool
}

extension MaskIssueRule {
  /// The issues are those of the field's masks and affine formats (`masksInOrder`).
  static var readKinds: SettingKinds? { [.mask, .affineMask] }

  func reports(_ setting: Setting, in field: AnalyzedField, context: RuleContext) -> Bool { true }
}

extension MaskIssueRule {
  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard field.maskIssueKinds.contains(Self.issueKind) else { return [] }
    var findings: [Finding] = []
    for (index, mask) in field.masksInOrder() {
      // Most masks have no issue of this kind: their settings are not read.
      guard let mask, mask.issues.contains(where: { $0.kind == Self.issueKind }) else { continue }
      let setting = field.settings[index]
      // An alternative without slots, or empty, is one the library never picks: the field
      // still takes the others' input.
      if setting.alternativeList != nil && (Self.issueKind == .noSlots || Self.issueKind == .empty) { continue }
      if Self.issueKind == .syntax || Self.issueKind == .ignored, Self.readsBracketsAcrossMasks(setting, in: field) {
        continue
      }
      guard reports(setting, in: field, context: context) else { continue }
      let issues = mask.issues.lazy.filter { $0.kind == Self.issueKind }
      for issue in issues.prefix(FindingBudget.perLiteral) {
        findings.append(finding(
          "\(mask.dialect.libraryName): \(issue.message)",
          at: context.location(of: setting, characters: issue.range)))
      }
    }
    return findings
  }
}

extension MaskIssueRule {
  /// Whether `setting` is a mask of an Inputmask list whose brackets pair up only across its
  /// masks: the library reads the joined list and takes it, so the brackets of this mask
  /// alone are neither refused nor ignored.
  static func readsBracketsAcrossMasks(_ setting: Setting, in field: AnalyzedField) -> Bool {
    guard case .mask(.inputmask) = setting.kind, setting.alternativeList != nil else { return false }
    guard let list = field.previewMask(for: setting) as? InputmaskMask else { return false }
    return list.bracketsPairAcrossMasks
  }
}
