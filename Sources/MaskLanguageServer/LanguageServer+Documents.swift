import Foundation
import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON
import SourceScanning

extension LanguageServer {
  /// The project path of a document: its file path, with an extension from the language id
  /// when the URI has none the analysis knows (`untitled:` buffers).
  static func projectPath(uri: String, languageId: String) -> String {
    let path = FileURI.path(fromURI: uri) ?? uri
    if WorkspaceIndex.isAnalysable(path) { return path }
    guard let ext = extensionsByLanguageId[languageId] else { return path }
    return path + "#maskls." + ext
  }

  /// File extensions for the LSP language ids of the analysed languages (VS Code's ids and
  /// common aliases). Android layouts have no id of their own (`xml`) and stay unanalysed.
  static let extensionsByLanguageId: [String: String] = [
    "swift": "swift", "objective-c": "m", "objc": "m", "objective-cpp": "m",
    "kotlin": "kt", "java": "java", "javascript": "js", "javascriptreact": "jsx",
    "typescript": "ts", "typescriptreact": "tsx", "html": "html", "vue": "vue",
    "dart": "dart", "csharp": "cs",
  ]

  func didOpen(_ params: DidOpenTextDocumentParams) {
    let item = params.textDocument
    let key = FileURI.normalized(item.uri)
    let document = OpenDocument(
      uri: item.uri, path: Self.projectPath(uri: item.uri, languageId: item.languageId),
      languageId: item.languageId, version: item.version, text: SourceText(item.text))
    // Opened again under another language id (an `untitled:` buffer whose language the user
    // changed): its previous project path leaves the project, or its findings would stay.
    if let previous = documents[key], previous.path != document.path {
      index.close(path: previous.path)
    }
    closedKeys.remove(key)
    var opened = document
    scan(&opened, key: key)
    documents[key] = opened
    changed(key, opened)
  }

  func didChange(_ params: DidChangeTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard var document = documents[key] else {
      log("didChange for a document that is not open: \(params.textDocument.uri)")
      return
    }
    document.apply(params.contentChanges, converter: converter)
    document.version = params.textDocument.version
    scan(&document, key: key)
    documents[key] = document
    changed(key, document)
  }

  func didClose(_ params: DidCloseTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard let document = documents.removeValue(forKey: key) else { return }
    scans.close(key: key)
    index.close(path: document.path)
    mustPublish.remove(key)
    published[key] = nil
    closedKeys.insert(key)
    if !pullsDiagnostics {
      writer.sendNotification(
        method: "textDocument/publishDiagnostics",
        params: PublishDiagnosticsParams(uri: document.uri, diagnostics: []).json)
    }
  }

  func didSave(_ params: DidSaveTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard var document = documents[key], let text = params.text,
      !text.utf8.elementsEqual(document.text.bytes)
    else { return }
    document.text = SourceText(text)
    closedKeys.remove(key)
    var opened = document
    scan(&opened, key: key)
    documents[key] = opened
    changed(key, opened)
  }

  func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
    for change in params.changes {
      guard let path = FileURI.path(fromURI: change.uri), !configurationFileChanged(path) else { continue }
      closedKeys.remove(FileURI.normalized(change.uri))
      index.diskChanged(path: path, deleted: change.type == .deleted)
    }
  }

  /// A document's text changed: its diagnostics are published once analysed, even if equal
  /// to the last ones (the client ties them to the new version). A language the analysis
  /// does not read has none.
  private func changed(_ key: String, _ document: OpenDocument) {
    guard document.generation != nil || document.pendingScan != nil else {
      clearDiagnostics(of: document, key: key)
      return
    }
    mustPublish.insert(key)
  }

  /// Publishes the diagnostics of files whose findings an evaluation step assembled again,
  /// like `maskls lint` for the whole workspace: an open document's only once they are placed
  /// in its current text (with its version), other files' only when they have findings or had
  /// some (files the client closed wait until they change on disk). A change in one file can
  /// add or remove a cross-file finding in another.
  func publishDiagnostics(_ paths: Set<String>) {
    if pullsDiagnostics {  // The client pulls: never push too.
      let edited = Set(mustPublish.compactMap { documents[$0]?.path })
      mustPublish.removeAll()
      diagnosticsChangedInPullMode(byClientEdit: paths.isSubset(of: edited))
      return
    }
    let mapping = diagnosticMapping()
    var openByPath: [String: String] = [:]
    for (key, document) in documents { openByPath[document.path] = key }
    // Open documents still waiting for a publication, and files skipped earlier because
    // something pending could still change their findings, are looked at every time.
    var candidates = paths.union(unsettledPaths)
    for key in mustPublish { if let document = documents[key] { candidates.insert(document.path) } }
    unsettledPaths.removeAll()
    for path in candidates.sorted() {
      guard let settled = index.project.settledFindings(forPath: path) else {
        unsettledPaths.insert(path)
        continue
      }
      if let key = openByPath[path], let document = documents[key] {
        // Scanned text not installed yet: the project's findings are of an older text.
        guard document.pendingScan == nil, settled.generation == document.generation else { continue }
        let diagnostics = settled.findings.map(mapping.diagnostic)
        guard mustPublish.contains(key) || published[key] != diagnostics else { continue }
        mustPublish.remove(key)
        published[key] = diagnostics
        writer.sendNotification(
          method: "textDocument/publishDiagnostics",
          params: PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics).json)
      } else {
        let uri = mapping.uriForPath(path)
        let key = FileURI.normalized(uri)
        guard !closedKeys.contains(key) else { continue }
        let diagnostics = settled.findings.map(mapping.diagnostic)
        guard published[key] != diagnostics, !(diagnostics.isEmpty && published[key] == nil) else { continue }
        published[key] = diagnostics.isEmpty ? nil : diagnostics
        writer.sendNotification(
          method: "textDocument/publishDiagnostics",
          params: PublishDiagnosticsParams(uri: uri, diagnostics: diagnostics).json)
      }
    }
  }

  func diagnosticMapping() -> DiagnosticMapping {
    var uris: [String: String] = [:]
    for document in documents.values { uris[document.path] = document.uri }
    return DiagnosticMapping(converter: converter) { path in uris[path] ?? FileURI.uri(fromPath: path) }
  }
}

extension LanguageServer {
  /// After an open document was installed again: published once its findings settle, or
  /// its diagnostics cleared at once when it is not analysed (excluded, or a language the
  /// analysis does not read).
  func republish(_ document: OpenDocument, key: String) {
    if document.generation != nil {
      mustPublish.insert(key)
    } else {
      clearDiagnostics(of: document, key: key)
    }
  }

  /// The document has no diagnostics for its version (pushed unless the client pulls them).
  func clearDiagnostics(of document: OpenDocument, key: String) {
    published[key] = []
    if pullsDiagnostics { return }
    writer.sendNotification(
      method: "textDocument/publishDiagnostics",
      params: PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: []).json)
  }
}
