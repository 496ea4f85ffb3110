import MaskAnalysis
import MaskJSON

/// `--format gitlab`: a Code Climate report for GitLab's code quality widget (an array of
/// issues with a description, the rule as `check_name`, a severity, a fingerprint and the
/// location's path and positions).
enum GitLabReporter {
  static func render(_ report: LintReport, paths: ReportPaths = ReportPaths()) -> JSON {
    let keys = FindingKey.keys(for: report.findings, texts: report.texts, relativeTo: paths.folder)
    return .array(zip(report.findings, keys).map { finding, key in
      let loc = finding.location
      func position(_ p: SourcePositionLike) -> JSON { ["line": .int(Int64(p.line + 1)), "column": .int(Int64(p.utf16Column + 1))] }
      var location = JSONObject()
      location["path"] = .string(paths.relative(loc.path))
      location["lines"] = ["begin": .int(Int64(loc.start.line + 1)), "end": .int(Int64(loc.end.line + 1))]
      location["positions"] = ["begin": position(loc.start), "end": position(loc.end)]
      var issue = JSONObject()
      issue["type"] = "issue"
      issue["check_name"] = .string(finding.rule)
      issue["description"] = .string(finding.message)
      issue["categories"] = ["Bug Risk"]
      issue["severity"] = .string(severity(finding.severity))
      issue["fingerprint"] = .string(key.fingerprint)
      issue["location"] = .object(location)
      return .object(issue)
    })
  }

  /// Code Climate severities: `major` for an error, `minor` for a warning, `info`.
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "major"
    case .warning: return "minor"
    case .info: return "info"
    }
  }
}
