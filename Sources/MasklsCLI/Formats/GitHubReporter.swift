import MaskAnalysis

/// `--format github`: GitHub Actions workflow commands, one annotation per finding
/// (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=rule-id::message`); an info is a
/// `notice`. Related locations follow the message on lines of their own.
enum GitHubReporter {
  static func write(_ report: LintReport, paths: ReportPaths = ReportPaths(), to out: OutputWriter) {
    for finding in report.findings {
      let loc = finding.location
      let command: String
      switch finding.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .info: command = "notice"
      }
      let properties = [
        ("file", paths.relative(loc.path)), ("line", "\(loc.start.line + 1)"), ("col", "\(loc.start.utf16Column + 1)"),
        ("endLine", "\(loc.end.line + 1)"), ("endColumn", "\(loc.end.utf16Column + 1)"), ("title", finding.rule),
      ].map { "\($0)=\(escapedProperty($1))" }.joined(separator: ",")
      var message = TerminalText.boundedSpans(finding.message)
      for related in finding.related {
        let r = related.location
        message += "\n\(paths.relative(r.path)):\(r.start.line + 1):\(r.start.utf16Column + 1): \(TerminalText.boundedSpans(related.message))"
      }
      out.write("::\(command) \(properties)::\(escapedData(message))\n")
    }
    for s in report.unreadableInputs {
      out.write("::error file=\(escapedProperty(paths.relative(s.path))),title=unreadable::\(escapedData(s.reason))\n")
    }
  }

  /// The message: `%`, CR and LF encoded.
  static func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
