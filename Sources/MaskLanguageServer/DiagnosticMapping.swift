import LSPProtocol
import MaskAnalysis

/// Turns lint findings into LSP diagnostics: the same findings, rule id as `code`.
struct DiagnosticMapping {
  var converter: PositionConverter
  /// The URI to use for a path (the client's spelling for open documents).
  var uriForPath: (String) -> String

  static func severity(_ severity: Severity) -> DiagnosticSeverity {
    switch severity {
    case .error: return .error
    case .warning: return .warning
    case .info: return .information
    }
  }

  func range(_ location: SourceLocation) -> LSPRange {
    LSPRange(start: converter.position(location.start), end: converter.position(location.end))
  }

  func diagnostic(_ finding: Finding) -> Diagnostic {
    let related = finding.related.map {
      DiagnosticRelatedInformation(
        location: Location(uri: uriForPath($0.location.path), range: range($0.location)),
        message: $0.message)
    }
    return Diagnostic(
      range: range(finding.location), severity: Self.severity(finding.severity),
      code: finding.rule, codeDescriptionHref: RuleDocumentation.url(forRule: finding.rule), source: "maskls",
      message: finding.message,
      relatedInformation: related.isEmpty ? nil : related)
  }
}
