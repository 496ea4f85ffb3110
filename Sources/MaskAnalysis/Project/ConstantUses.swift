import SourceScanning

/// The uses of the constants whose literals became settings: a finding inside such a literal
/// gets each use as related information (`PHONE_MASK` used in `installOn(…)`).
struct ConstantUses {
  private struct LiteralKey: Hashable {
    var path: String
    var range: Range<Int>
  }

  private var uses: [String: [(range: Range<Int>, related: [RelatedLocation])]] = [:]

  init(settings: [Setting], locator: SourceLocator) {
    var byLiteral: [LiteralKey: Set<SettingUse>] = [:]
    for s in settings {
      guard let use = s.use else { continue }
      byLiteral[LiteralKey(path: s.path, range: s.literal.range), default: []].insert(use)
    }
    for (key, set) in byLiteral {
      let related = set.sorted { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }.map { use in
        RelatedLocation(location: locator.location(use.path, use.range), message: "the constant is used here as `\(use.name)`")
      }
      uses[key.path, default: []].append((key.range, related))
    }
  }

  /// Adds the uses of the constant literal `finding` is located in.
  func annotate(_ finding: inout Finding) {
    guard let list = uses[finding.location.path] else { return }
    let at = finding.location.range
    for entry in list where entry.range.lowerBound <= at.lowerBound && at.upperBound <= entry.range.upperBound {
      for r in entry.related where !finding.related.contains(r) { finding.related.append(r) }
    }
  }
}
