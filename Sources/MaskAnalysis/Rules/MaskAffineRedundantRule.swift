import MaskEngine

/// A RedMadRobot affine format that can never be picked.
struct MaskAffineRedundantRule: Rule {
  static let description = RuleDescription(
    id: "mask-affine-redundant", name: "Affine format that never wins", severity: .info,
    summary: """
      The listener picks the format with the highest affinity; the primary format wins every \
      tie and, among affine formats, the earlier one. An affine format that is the same mask as \
      the primary or an earlier affine format (the same string, or one that compiles to the same \
      mask) ties with it on every input and is never picked. The field works as if it were not \
      there: the finding is information, for tidying the list.
      """,
    triggeringExamples: [
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: [↓"+1 ([000]) [000]-[0000]"])
        """),
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "[00]", affineFormats: ["[000]", ↓"[0][0][0]"])
        """),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: ["+1 ([000]) [000]-[00]"])
        """),
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "[00]", affineFormats: ["[000]", "[A][000]"])
        """),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let affines = field.settings.filter { $0.kind == .affineMask(.redmadrobot) && $0.literal.isConstant }
    guard !affines.isEmpty else { return [] }
    var earlier: [(setting: Setting, role: String)] = []
    // The first earlier format by value and by compiled mask: one lookup per affine format.
    var byValue: [String: Int] = [:]
    var byCompiled: [[MaskToken.Kind]: Int] = [:]
    func remember(_ setting: Setting, _ role: String, _ tokens: [MaskToken.Kind]?) {
      let index = earlier.count
      earlier.append((setting, role))
      if byValue[setting.literal.value] == nil { byValue[setting.literal.value] = index }
      if let tokens, byCompiled[tokens] == nil { byCompiled[tokens] = index }
    }
    if let primary = field.maskSettings.first(where: { $0.kind == .mask(.redmadrobot) && $0.literal.isConstant }) {
      remember(primary, "the primary format", compiled(primary, in: field))
    }
    var findings: [Finding] = []
    for affine in affines {
      let tokens = compiled(affine, in: field)
      let sameValue = byValue[affine.literal.value]
      let sameMask = tokens.flatMap { byCompiled[$0] }
      if let index = [sameValue, sameMask].compactMap({ $0 }).min() {
        let winner = earlier[index]
        let how = winner.setting.literal.value == affine.literal.value ? "is the same format as" : "compiles to the same mask as"
        findings.append(finding(
          "affine format `\(affine.literal.value)` \(how) \(winner.role) `\(winner.setting.literal.value)`, which wins every tie: this affine format is never picked",
          at: context.location(of: affine),
          related: [RelatedLocation(location: context.location(of: winner.setting), message: "\(winner.role): `\(winner.setting.literal.value)`")]))
      } else {
        remember(affine, "the earlier affine format", tokens)
      }
    }
    return findings
  }

  /// The compiled mask's token kinds, nil when the format does not compile.
  private func compiled(_ setting: Setting, in field: AnalyzedField) -> [MaskToken.Kind]? {
    guard let mask = field.mask(for: setting) as? RedMadRobotMask, mask.isValid else { return nil }
    return mask.tokens.map(\.kind)
  }
}
