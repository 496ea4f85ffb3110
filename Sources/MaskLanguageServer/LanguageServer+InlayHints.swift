import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON

/// `textDocument/inlayHint`: after a mask literal the sample it formats to
/// (`⟶ +1 (234) 567-8909`), after a per-keystroke regex that blocks typing `⚠ blocks typing`.
/// From the project's cached fields and findings; off with the `inlayHints` setting.
extension LanguageServer {
  func inlayHints(_ params: JSON) -> Result<JSON, ResponseError> {
    guard editorSettings.inlayHints, let uri = params["textDocument"]?["uri"]?.stringValue,
      let document = documents[FileURI.normalized(uri)]
    else { return .success(.array([])) }
    var bytes: Range<Int>? = nil
    if let range = params["range"], let decoded = try? LSPRange(json: range) {
      let start = converter.offset(of: decoded.start, in: document.text)
      let end = converter.offset(of: decoded.end, in: document.text)
      bytes = min(start, end)..<max(start, end)
    }
    let hints = index.project.inlineHints(forPath: document.path, in: bytes).map { hint -> JSON in
      [
        "position": converter.position(ofOffset: hint.offset, in: document.text).json,
        "label": .string(hint.label),
        "paddingLeft": true,
      ]
    }
    return .success(.array(hints))
  }
}
