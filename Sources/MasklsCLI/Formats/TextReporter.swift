import MaskAnalysis
import SourceScanning

/// Compiler-style text: `path:line:column: severity: message [rule-id]`, the source line
/// (cut to a window around the range) and a marker under the range; related locations as
/// notes; notes on how files were read; one line on what was skipped; the summary. Written
/// finding by finding, so a long report is never held as one string.
enum TextReporter {
  static func write(_ report: LintReport, style: TerminalStyle = TerminalStyle(enabled: false), to out: OutputWriter) {
    func place(_ path: String, _ position: SourcePosition) -> String {
      style.bold("\(TerminalText.escaped(path)):\(position.line + 1):\(position.utf16Column + 1):")
    }
    for note in report.notes {
      out.write("\(place(note.path, note.position)) \(style.severity(nil, "note:")) \(note.message)\n")
    }
    for finding in report.findings {
      let loc = finding.location
      out.write("\(place(loc.path, loc.start)) \(style.severity(finding.severity, finding.severity.rawValue + ":")) \(TerminalText.boundedSpans(finding.message)) \(style.dim("[\(finding.rule)]"))\n")
      if let text = report.texts[loc.path] {
        let excerpt = SourceExcerpt.render(text, line: loc.start.line, start: loc.start.offset, end: loc.end.offset, endOnSameLine: loc.end.line == loc.start.line)
        out.write(style.enabled ? colourMarker(excerpt, style) : excerpt)
      }
      for related in finding.related {
        out.write("\(place(related.location.path, related.location.start)) \(style.severity(nil, "note:")) \(TerminalText.boundedSpans(related.message))\n")
      }
    }
    if let line = skippedSummary(report.skipped) { out.write(line + "\n") }
    out.write(summary(report) + "\n")
  }

  /// The excerpt with its marker line (the second line) coloured.
  private static func colourMarker(_ excerpt: String, _ style: TerminalStyle) -> String {
    var lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2, let caret = lines[1].firstIndex(of: "^") else { return excerpt }
    lines[1] = String(lines[1][..<caret]) + style.marker(String(lines[1][caret...]))
    return lines.joined(separator: "\n")
  }

  /// `2 errors, 1 warning, 3 infos in 5 files`.
  static func summary(_ report: LintReport) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let files = count(report.fileCount, "file")
    var parts = [count(report.errorCount, "error"), count(report.warningCount, "warning")]
    if report.infoCount > 0 { parts.append(count(report.infoCount, "info")) }
    return parts.joined(separator: ", ") + " in \(files)"
  }

  /// `skipped 30 files that are minified, generated or copies of a library and 12 dependency or build folders
  /// (--no-default-excludes to include them)`; nil when nothing was left out by default.
  static func skippedSummary(_ skipped: [SkippedFile]) -> String? {
    let generated = skipped.filter { $0.kind == .generated }.count
    let folders = skipped.filter { $0.kind == .excludedFolder }.count
    guard generated + folders > 0 else { return nil }
    var parts: [String] = []
    if generated > 0 {
      parts.append(generated == 1 ? "1 file that is minified, generated or a copy of a library" : "\(generated) files that are minified, generated or copies of a library")
    }
    if folders > 0 { parts.append("\(folders) dependency or build folder\(folders == 1 ? "" : "s")") }
    return "skipped \(parts.joined(separator: " and ")) (--no-default-excludes to include them; --format json lists them)"
  }
}
