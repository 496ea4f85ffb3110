import LSPProtocol
import SourceScanning

/// A document the client has open: its latest text as the client sees it.
struct OpenDocument: Sendable {
  /// The URI as the client spelt it (diagnostics go back with this spelling).
  var uri: String
  /// The key the analysis project knows the document by (its file path).
  var path: String
  var languageId: String
  var version: Int
  var text: SourceText
  /// The content generation the analysis gave this text (nil for a language it does not
  /// read): diagnostics are published for this version only once placed in this content.
  var generation: Int? = nil
  /// The number of the background scan of this text not installed yet (`DocumentScans`):
  /// until it is, the project holds an older text of the document, so nothing is published
  /// for it and a request about it first settles the scan.
  var pendingScan: Int? = nil

  /// Applies `didChange` events in order: a range replaces the bytes between its (clamped)
  /// positions, no range replaces the whole text.
  mutating func apply(_ changes: [TextDocumentContentChangeEvent], converter: PositionConverter) {
    for change in changes {
      guard let range = change.range else {
        text = SourceText(change.text)
        continue
      }
      let a = converter.offset(of: range.start, in: text)
      let b = converter.offset(of: range.end, in: text)
      let lower = min(a, b)
      let upper = max(a, b)
      text = text.replacing(lower..<upper, with: Array(change.text.utf8))
    }
  }
}
