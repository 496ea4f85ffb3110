/// Which fixes `lint --fix` applies: one per finding, and only where it is safe unless unsafe
/// fixes are asked for.
public enum FixSelection {
  /// The fix applied for each finding that has one: its first safe fix, or with
  /// `includeUnsafe` its first fix; grouped by the finding's file, ordered by position (so
  /// where two overlap, the first by position wins and the other waits for the next run).
  public static func choose(_ findings: [Finding], includeUnsafe: Bool) -> [String: [Fix]] {
    var byPath: [String: [Fix]] = [:]
    for finding in findings {
      guard let fix = finding.fixes.first(where: { $0.isSafe || includeUnsafe }), !fix.edits.isEmpty else { continue }
      if byPath[finding.location.path]?.contains(fix) == true { continue }
      byPath[finding.location.path, default: []].append(fix)
    }
    return byPath.mapValues { fixes in
      fixes.enumerated().sorted { a, b in
        (start(a.element), a.offset) < (start(b.element), b.offset)
      }.map(\.element)
    }
  }

  private static func start(_ fix: Fix) -> Int { fix.edits.map(\.range.lowerBound).min() ?? 0 }
}
