import MaskAnalysis
import SourceScanning

/// Compiler-style text: `path:line:column: severity: message [rule-id]`, the source line and
/// a marker under the range; related locations as notes.
enum TextReporter {
  static func render(_ report: LintReport) -> String {
    var out = ""
    for finding in report.findings {
      let loc = finding.location
      out += "\(loc.path):\(loc.start.line + 1):\(loc.start.utf16Column + 1): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
      if let text = report.texts[loc.path] {
        out += sourceExcerpt(text, loc)
      }
      for related in finding.related {
        let r = related.location
        out += "\(r.path):\(r.start.line + 1):\(r.start.utf16Column + 1): note: \(related.message)\n"
      }
    }
    let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
    out += "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s") in \(files)\n"
    return out
  }

  /// The line and a `^~~~` marker under the range (clipped to the first line), with tabs
  /// kept so the marker lines up.
  static func sourceExcerpt(_ text: SourceText, _ loc: SourceLocation) -> String {
    let line = text.lineText(loc.start.line)
    let prefix = Array(line.utf16.prefix(loc.start.utf16Column))
    let pad = String(decoding: prefix, as: UTF16.self).map { $0 == "\t" ? "\t" : " " }.joined()
    let lineLength = line.utf16.count
    let endColumn = loc.end.line == loc.start.line ? loc.end.utf16Column : lineLength
    let width = max(1, min(endColumn, lineLength) - loc.start.utf16Column)
    // Count the marker in characters of the range, not UTF-16 units.
    let rangeText = String(decoding: Array(line.utf16.dropFirst(loc.start.utf16Column).prefix(width)), as: UTF16.self)
    let markerWidth = max(1, rangeText.count)
    return "    \(line)\n    \(pad)^\(String(repeating: "~", count: markerWidth - 1))\n"
  }
}
