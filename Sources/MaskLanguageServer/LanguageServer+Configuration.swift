import Foundation
import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON

/// What the editor configures (`initializationOptions`, `workspace/didChangeConfiguration`,
/// `workspace/configuration` section `maskls`): inlay hints on or off, rule severities over
/// every folder's `.maskls.json`, files left out.
struct EditorSettings: Equatable {
  var inlayHints = true
  /// At most this many files and megabytes of the workspace are indexed (read at
  /// `initialize`): `maxIndexedFiles`, `maxIndexedMegabytes`.
  var maxIndexedFiles: Int?
  var maxIndexedMegabytes: Int?
  /// Rule id → severity (nil: off), laid over `.maskls.json`'s `rules`.
  var rules: [String: Severity?] = [:]
  /// Globs relative to each workspace folder (`["Generated/**"]`): files not analysed, even
  /// when open, on top of the `.maskls.json` excludes.
  var exclude: [String] = []

  /// Reads `{"inlayHints": false, "rules": {"mask-empty": "off"}}`, also nested under
  /// `maskls` (VS Code's settings shape); keys absent keep their current value.
  mutating func read(_ json: JSON?) {
    guard var json else { return }
    if let nested = json["maskls"], nested.objectValue != nil { json = nested }
    if let on = json["inlayHints"]?.boolValue { inlayHints = on }
    if let on = json["inlayHints"]?["enabled"]?.boolValue { inlayHints = on }
    if let n = json["maxIndexedFiles"]?.intValue, n >= 0 { maxIndexedFiles = Int(n) }
    if let n = json["maxIndexedMegabytes"]?.intValue, n >= 0 { maxIndexedMegabytes = Int(n) }
    if let list = json["exclude"]?.arrayValue { exclude = list.compactMap(\.stringValue) }
    if let rules = json["rules"]?.objectValue {
      self.rules = [:]
      for (rule, value) in rules {
        switch value.stringValue {
        case "off": self.rules[rule] = .some(nil)
        case let name?: if let severity = Severity(rawValue: name) { self.rules[rule] = .some(severity) }
        default: break
        }
      }
    }
  }
}

extension LanguageServer {
  /// Whether the client answers `workspace/configuration`.
  var pullsConfiguration: Bool { capabilities.raw["workspace"]?["configuration"]?.boolValue ?? false }

  /// File globs the client watches for the server: every language analysed, and the
  /// configuration file.
  static let watchedGlobs: [String] =
    ["swift", "m", "mm", "h", "storyboard", "xib", "kt", "kts", "java", "xml", "js", "mjs", "cjs", "jsx", "ts", "mts", "cts",
     "tsx", "html", "htm", "vue", "dart", "cs"].map { "**/*.\($0)" } + ["**/\(ProjectConfiguration.fileName)"]

  func didChangeConfiguration(_ params: JSON?) {
    if pullsConfiguration {
      requestConfiguration()
    } else {
      applySettings(params?["settings"])
    }
  }

  /// Asks the client for the `maskls` section; the answer goes to `configurationArrived`.
  func requestConfiguration() {
    configurationRequestID = sendRequest(method: "workspace/configuration", params: ["items": [["section": "maskls"]]])
  }

  func configurationArrived(_ result: JSON?) {
    applySettings(result?[0])
  }

  /// Applies new editor settings: rule severities re-evaluate the project, inlay hints ask
  /// the client to refresh.
  func applySettings(_ json: JSON?) {
    var settings = editorSettings
    settings.read(json)
    guard settings != editorSettings else { return }
    let rulesChanged = settings.rules != editorSettings.rules || settings.exclude != editorSettings.exclude
    editorSettings = settings
    if rulesChanged { reloadConfiguration() }
    if capabilities.raw["workspace"]?["inlayHint"]?["refreshSupport"]?.boolValue == true {
      sendRequest(method: "workspace/inlayHint/refresh", params: .null)
    }
  }

  /// Lays the editor's rule severities over every folder's `.maskls.json` and applies its
  /// excludes.
  func reloadConfiguration() {
    if index.setEditorSettings(rules: editorSettings.rules, excludes: editorSettings.exclude) {
      index.refreshExclusions(under: nil)
      refreshOpenDocuments()
    }
    worker?.wake()
  }

  /// A watched `.maskls.json` changed on disk: that folder's configuration is read again, and
  /// only its files are recognised or assembled again.
  func configurationFileChanged(_ path: String) -> Bool {
    guard (path as NSString).lastPathComponent == ProjectConfiguration.fileName else { return false }
    if index.reloadConfigurationFile(path) {
      index.refreshExclusions(under: WorkspaceIndex.folder(of: path))
      refreshOpenDocuments()
    }
    worker?.wake()
    return true
  }

  /// Excludes changed: each open document is installed again (left out when excluded, its
  /// diagnostics then cleared) and published again.
  private func refreshOpenDocuments() {
    for (key, var document) in documents {
      scans.forget(key: key)
      document.pendingScan = nil
      document.generation = index.setOpen(path: document.path, text: document.text)
      documents[key] = document
      republish(document, key: key)
    }
  }

  func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
    let removed = Set(params.removed.compactMap { FileURI.path(fromURI: $0.uri) })
    let added = params.added.compactMap { FileURI.path(fromURI: $0.uri) }
    rootPaths = rootPaths.filter { !removed.contains($0) } + added.filter { !rootPaths.contains($0) }
    for path in index.project.paths where removed.contains(where: { path.hasPrefix($0 + "/") }) {
      if !documents.values.contains(where: { $0.path == path }) { index.project.removeFile(path: path) }
    }
    // The index reads its roots afresh: the folders kept and the ones added.
    if !added.isEmpty { index.startIndexing(rootPaths: rootPaths, inbox: inbox) }
    worker?.wake()
  }
}
