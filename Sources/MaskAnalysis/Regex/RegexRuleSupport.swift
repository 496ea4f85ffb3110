import MaskEngine
import RegexAnalysis

/// A regex setting of a field with its analysis: what the regex rules iterate over.
struct AnalysedRegex: Sendable {
  var setting: Setting
  var flavor: RegexFlavorName
  var use: RegexUse
  var analysis: RegexPatternAnalysis

  /// The pattern as the engine receives it.
  var pattern: String { setting.literal.value }

  /// Source bytes of the pattern's UTF-16 range `range`; an empty range is widened to the next
  /// unit so the finding has something to underline.
  func sourceRange(forPatternUTF16 range: Range<Int>?) -> Range<Int> {
    guard var r = range else { return setting.literal.range }
    let count = pattern.utf16.count
    if r.isEmpty {
      if r.lowerBound < count { r = r.lowerBound..<(r.lowerBound + 1) }
      else if count > 0 { r = (count - 1)..<count }
      else { return setting.literal.range }
    }
    let mapped = setting.literal.sourceRange(forUTF16: r)
    return mapped.isEmpty ? setting.literal.range : mapped
  }
}

extension AnalyzedField {
  /// The field's regex settings whose pattern is fully known (no interpolation), analysed.
  var analysedRegexes: [AnalysedRegex] { regexAnalyses }

  /// The regex settings among `settings` whose pattern is fully known, analysed.
  static func analyseRegexes(of settings: [Setting]) -> [AnalysedRegex] {
    settings.compactMap { setting in
      guard case .regex(let flavor, let use) = setting.kind, setting.literal.isConstant else { return nil }
      let flags = RegexPreview.flags(setting.regexFlags, flavor: flavor.analyserFlavor).flags
      return AnalysedRegex(
        setting: setting, flavor: flavor, use: use,
        analysis: RegexChecks.analysis(setting.literal.value, flavor: flavor, flags: flags))
    }
  }
}

extension AnalysisOutcome {
  /// The message of an `info` finding when an analysis budget ended before this question was
  /// answered ("not analysed: this regex is too large to check <what>"); nil otherwise. Budgets
  /// count work, not time, so the same regex gets the same note on every machine.
  func budgetNote(checking what: String) -> String? {
    guard case .incomplete = self else { return nil }
    return "not analysed: this regex is too large to check \(what) within the analysis limits"
  }
}
