import MaskAnalysis
import SourceScanning

/// Compiler-style text: `path:line:column: severity: message [rule-id]`, the source line
/// (cut to a window around the range) and a marker under the range; related locations as
/// notes; notes on how files were read; one line on what was skipped; the summary.
enum TextReporter {
  static func write(_ report: LintReport, to out: OutputWriter) {
    for note in report.notes {
      out.write("\(note.path):\(note.position.line + 1):\(note.position.utf16Column + 1): note: \(note.message)\n")
    }
    for finding in report.findings {
      let loc = finding.location
      out.write("\(loc.path):\(loc.start.line + 1):\(loc.start.utf16Column + 1): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n")
      if let text = report.texts[loc.path] {
        out.write(SourceExcerpt.render(text, line: loc.start.line, start: loc.start.offset, end: loc.end.offset, endOnSameLine: loc.end.line == loc.start.line))
      }
      for related in finding.related {
        let r = related.location
        out.write("\(r.path):\(r.start.line + 1):\(r.start.utf16Column + 1): note: \(related.message)\n")
      }
    }
    if let line = skippedSummary(report.skipped) { out.write(line + "\n") }
    out.write(summary(report) + "\n")
  }

  /// `2 errors, 1 warning, 3 infos in 5 files`.
  static func summary(_ report: LintReport) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let files = count(report.fileCount, "file")
    var parts = [count(report.errorCount, "error"), count(report.warningCount, "warning")]
    if report.infoCount > 0 { parts.append(count(report.infoCount, "info")) }
    return parts.joined(separator: ", ") + " in \(files)"
  }

  /// `skipped 42 paths: 30 minified or generated files, 12 dependency or build folders
  /// (--no-default-excludes to include them)`; nil when nothing was left out by default.
  static func skippedSummary(_ skipped: [SkippedFile]) -> String? {
    let generated = skipped.filter { $0.kind == .generated }.count
    let folders = skipped.filter { $0.kind == .excludedFolder }.count
    guard generated + folders > 0 else { return nil }
    var parts: [String] = []
    if generated > 0 { parts.append("\(generated) minified or generated file\(generated == 1 ? "" : "s")") }
    if folders > 0 { parts.append("\(folders) dependency or build folder\(folders == 1 ? "" : "s")") }
    return "skipped \(parts.joined(separator: " and ")) (--no-default-excludes to include them; --format json lists them)"
  }
}
