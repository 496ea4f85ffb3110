import MaskAnalysis

/// `--format xcode`: one `/absolute/path:line:column: error|warning|note: message [rule]` line
/// per finding and related location, the lines Xcode and SwiftPM show as issues in a build.
enum XcodeReporter {
  static func write(_ report: LintReport, paths: ReportPaths = ReportPaths(), to out: OutputWriter) {
    func place(_ loc: SourceLocation) -> String {
      "\(TerminalText.escaped(paths.absolute(loc.path))):\(loc.start.line + 1):\(loc.start.utf16Column + 1)"
    }
    for finding in report.findings {
      let label = finding.severity == .info ? "note" : finding.severity.rawValue
      out.write("\(place(finding.location)): \(label): \(TerminalText.boundedSpans(finding.message)) [\(finding.rule)]\n")
      for related in finding.related {
        out.write("\(place(related.location)): note: \(TerminalText.boundedSpans(related.message))\n")
      }
    }
  }
}
