import Foundation

/// Builds the fields of one group of settings: the settings of every key that names the
/// field (`FieldLinks`), sorted in source order and split into branch variants.
enum FieldGrouping {
  /// The fields (one per branch variant) of the settings grouped under `root`.
  static func fields(root: FieldKey, settings: [Setting]) -> [AnalyzedField] {
    // Mostly in order already (one file's settings): then not copied.
    var sorted = settings
    if zip(settings, settings.dropFirst()).contains(where: { inSourceOrder($1, $0) }) { sorted.sort(by: inSourceOrder) }
    // Past the bound, the first settings in source order are checked and the rest counted.
    var omitted: AnalyzedField.OmittedSettings?
    if sorted.count > AnalysisLimits.settingsPerField {
      omitted = .init(first: sorted[AnalysisLimits.settingsPerField], count: sorted.count - AnalysisLimits.settingsPerField)
      sorted.removeSubrange(AnalysisLimits.settingsPerField...)
    }
    // Settings in exclusive branches (`case .ssn:` / `case .phone:`) are variants of the field.
    guard sorted.contains(where: { !$0.branches.isEmpty }) else {
      return [AnalyzedField(key: root, settings: sorted, variant: 0, nonEmptyMaskOfField: nil, omitted: omitted)]
    }
    let hasNonEmptyMask = AnalyzedField.givesNonEmptyMask(sorted)
    return BranchVariants.variants(sorted).enumerated().map { v, members in
      AnalyzedField(
        key: root, settings: members.map { sorted[$0] }, variant: v, nonEmptyMaskOfField: hasNonEmptyMask, omitted: omitted)
    }
  }

  /// Source order: path, then offset; settings on one literal (a constant used twice) by
  /// where they are used, so the order never depends on the order files were read.
  static func inSourceOrder(_ a: Setting, _ b: Setting) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if a.literal.range.lowerBound != b.literal.range.lowerBound { return a.literal.range.lowerBound < b.literal.range.lowerBound }
    if a.literal.range.upperBound != b.literal.range.upperBound { return a.literal.range.upperBound < b.literal.range.upperBound }
    let ua = a.use.map { ($0.path, $0.range.lowerBound) } ?? ("", -1)
    let ub = b.use.map { ($0.path, $0.range.lowerBound) } ?? ("", -1)
    if ua != ub { return ua < ub }
    return a.recognizedAs < b.recognizedAs
  }
}
