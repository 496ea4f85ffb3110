import LSPProtocol
import LSPTransport
import MaskJSON

extension LanguageServer {
  /// `textDocument/hover` on a mask or regex literal: the analysis' Markdown and the
  /// literal's range; null elsewhere. Answered with `-32801` when an edit of the document
  /// arrived after the request, and `-32800` when the client cancelled it meanwhile.
  func hover(_ params: HoverParams, id: RequestID, sequence: Int) -> Result<JSON, ResponseError> {
    let key = FileURI.normalized(params.textDocument.uri)
    if inbox.hasEdit(of: key, after: sequence) { return .failure(.contentModified) }
    let path =
      documents[key]?.path
      ?? FileURI.path(fromURI: params.textDocument.uri) ?? params.textDocument.uri
    guard let text = index.project.text(forPath: path) else { return .success(.null) }
    let offset = converter.offset(of: params.position, in: text)
    let info = index.project.hover(path: path, offset: offset)
    if inbox.isCancelled(id) { return .failure(.requestCancelled) }
    if inbox.hasEdit(of: key, after: sequence) { return .failure(.contentModified) }
    guard let info else { return .success(.null) }
    // A client that lists formats without Markdown gets the same text as plain text.
    let formats = capabilities.hoverContentFormat ?? []
    let markdown = formats.isEmpty || formats.contains(.markdown)
    let hover = Hover(
      contents: markdown
        ? MarkupContent(kind: .markdown, value: info.markdown)
        : MarkupContent(kind: .plaintext, value: PlainText.fromMarkdown(info.markdown)),
      range: converter.range(info.range, in: text))
    return .success(hover.json)
  }
}
