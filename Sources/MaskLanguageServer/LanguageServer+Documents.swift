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
    documents[key] = document
    closedKeys.remove(key)
    index.setOpen(path: document.path, text: document.text)
    changed(key)
  }

  func didChange(_ params: DidChangeTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard var document = documents[key] else {
      log("didChange for a document that is not open: \(params.textDocument.uri)")
      return
    }
    document.apply(params.contentChanges, converter: converter)
    document.version = params.textDocument.version
    documents[key] = document
    index.setOpen(path: document.path, text: document.text)
    changed(key)
  }

  func didClose(_ params: DidCloseTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard let document = documents.removeValue(forKey: key) else { return }
    index.close(path: document.path)
    mustPublish.remove(key)
    published[key] = nil
    closedKeys.insert(key)
    if !pullsDiagnostics {
      writer.sendNotification(
        method: "textDocument/publishDiagnostics",
        params: PublishDiagnosticsParams(uri: document.uri, diagnostics: []).json)
    }
    projectGeneration += 1
  }

  func didSave(_ params: DidSaveTextDocumentParams) {
    let key = FileURI.normalized(params.textDocument.uri)
    guard var document = documents[key], let text = params.text,
      !text.utf8.elementsEqual(document.text.bytes)
    else { return }
    document.text = SourceText(text)
    documents[key] = document
    closedKeys.remove(key)
    index.setOpen(path: document.path, text: document.text)
    changed(key)
  }

  func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
    for change in params.changes {
      guard let path = FileURI.path(fromURI: change.uri), !configurationFileChanged(path) else { continue }
      closedKeys.remove(FileURI.normalized(change.uri))
      if index.diskChanged(path: path, deleted: change.type == .deleted) { projectGeneration += 1 }
    }
  }

  private func changed(_ key: String) {
    mustPublish.insert(key)
    projectGeneration += 1
  }

  /// Publishes diagnostics when the project changed since the last flush, like `maskls lint`
  /// for the whole workspace: for every open document (always when it changed), for every
  /// indexed file with findings (except files the client closed, until they change on disk),
  /// and an empty list for a file whose findings went away.
  /// A change in one file can add or remove a cross-file finding in another.
  func flushDiagnostics() {
    guard projectGeneration != publishedGeneration else { return }
    publishedGeneration = projectGeneration
    if pullsDiagnostics {  // The client pulls: never push too.
      diagnosticsChangedInPullMode(byClientEdit: !mustPublish.isEmpty)
      return mustPublish.removeAll()
    }
    let mapping = diagnosticMapping()
    var byURI: [String: (uri: String, version: Int?, diagnostics: [Diagnostic])] = [:]
    for (key, document) in documents {
      let diagnostics = index.project.findings(forPath: document.path).map(mapping.diagnostic)
      byURI[key] = (document.uri, document.version, diagnostics)
    }
    var findingsByPath: [String: [Finding]] = [:]
    for finding in index.project.allFindings() { findingsByPath[finding.location.path, default: []].append(finding) }
    for (path, findings) in findingsByPath {
      let uri = mapping.uriForPath(path)
      let key = FileURI.normalized(uri)
      guard byURI[key] == nil, !closedKeys.contains(key) else { continue }
      byURI[key] = (uri, nil, findings.map(mapping.diagnostic))
    }
    for (key, diagnostics) in published where byURI[key] == nil && !diagnostics.isEmpty {
      byURI[key] = (key, nil, [])
    }
    for (key, entry) in byURI.sorted(by: { $0.key < $1.key }) {
      guard mustPublish.contains(key) || published[key] != entry.diagnostics else { continue }
      published[key] = entry.diagnostics
      writer.sendNotification(
        method: "textDocument/publishDiagnostics",
        params: PublishDiagnosticsParams(uri: entry.uri, version: entry.version, diagnostics: entry.diagnostics).json)
    }
    mustPublish.removeAll()
  }

  func diagnosticMapping() -> DiagnosticMapping {
    var uris: [String: String] = [:]
    for document in documents.values { uris[document.path] = document.uri }
    return DiagnosticMapping(converter: converter) { path in uris[path] ?? FileURI.uri(fromPath: path) }
  }
}
