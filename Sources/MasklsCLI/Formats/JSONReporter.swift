import MaskAnalysis
import MaskJSON

/// `--format json`: one document, lines and columns 1-based, columns in UTF-16 code units
/// (`docs/schema/lint-output.schema.json`).
enum JSONReporter {
  static func render(_ report: LintReport, baseline: Baseline.Outcome? = nil) -> String {
    let findings: [JSON] = report.findings.map { f in
      var object = JSONObject()
      object["path"] = .string(f.location.path)
      object["rule"] = .string(f.rule)
      object["severity"] = .string(f.severity.rawValue)
      object["message"] = .string(f.message)
      object["range"] = range(f.location)
      object["related"] = .array(f.related.map { r in
        var o = JSONObject()
        o["path"] = .string(r.location.path)
        o["range"] = range(r.location)
        o["message"] = .string(r.message)
        return .object(o)
      })
      return .object(object)
    }
    var summary = JSONObject()
    summary["files"] = .int(Int64(report.fileCount))
    summary["findings"] = .int(Int64(report.findings.count))
    summary["errors"] = .int(Int64(report.errorCount))
    summary["warnings"] = .int(Int64(report.warningCount))
    summary["infos"] = .int(Int64(report.infoCount))
    var root = JSONObject()
    root["version"] = .int(1)
    root["findings"] = .array(findings)
    root["summary"] = .object(summary)
    root["skipped"] = .array(report.skipped.map { s in
      var o = JSONObject()
      o["path"] = .string(s.path)
      o["reason"] = .string(s.reason)
      return .object(o)
    })
    root["notes"] = .array(report.notes.map { n in
      var o = JSONObject()
      o["path"] = .string(n.path)
      o["line"] = .int(Int64(n.position.line + 1))
      o["column"] = .int(Int64(n.position.utf16Column + 1))
      o["message"] = .string(n.message)
      return .object(o)
    })
    if let baseline {
      var o = JSONObject()
      o["suppressed"] = .int(Int64(baseline.suppressed))
      o["stale"] = .array(baseline.stale.map { e in
        ["rule": .string(e.key.rule), "path": .string(e.key.path), "text": .string(e.key.text), "occurrence": .int(Int64(e.key.occurrence))]
      })
      root["baseline"] = .object(o)
    }
    return JSON.object(root).serialized(pretty: true) + "\n"
  }

  static func range(_ loc: SourceLocation) -> JSON {
    func position(_ p: SourcePositionLike) -> JSON {
      var o = JSONObject()
      o["line"] = .int(Int64(p.line + 1))
      o["column"] = .int(Int64(p.utf16Column + 1))
      return .object(o)
    }
    var o = JSONObject()
    o["start"] = position(loc.start)
    o["end"] = position(loc.end)
    return .object(o)
  }
}

import SourceScanning
typealias SourcePositionLike = SourcePosition
