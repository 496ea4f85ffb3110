import LSPProtocol
import LSPTransport
import MaskJSON

extension LanguageServer {
  func initialize(_ params: InitializeParams) -> Result<JSON, ResponseError> {
    guard phase == .waitingForInitialize else {
      return .failure(.invalidRequest("`initialize` was already received"))
    }
    capabilities = params.capabilities
    let encoding = params.capabilities.preferredPositionEncoding
    converter = PositionConverter(encoding: encoding)
    rootPaths = params.workspaceRootURIs.compactMap { FileURI.path(fromURI: $0) }
    clientProcessID = params.processId
    if let pid = params.processId, let pid32 = Int32(exactly: pid) {
      ProcessWatcher.watch(pid: pid32, interval: options.parentPollInterval, inbox: inbox)
    }
    editorSettings.read(params.initializationOptions)
    if let n = editorSettings.maxIndexedFiles { index.maxFiles = n }
    if let n = editorSettings.maxIndexedMegabytes { index.maxBytes = n << 20 }
    phase = .running
    let result = InitializeResult(
      capabilities: ServerCapabilities(
        positionEncoding: encoding,
        textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, saveIncludeText: false),
        hoverProvider: true, workspaceFoldersSupported: true, workspaceFoldersChangeNotifications: true,
        additional: capabilityAdditions),
      serverInfo: ProgramInfo(name: "maskls", version: options.serverVersion))
    return .success(result.json)
  }

  /// Capabilities of the handlers in their own files.
  private var capabilityAdditions: JSONObject {
    var object: JSONObject = ["codeActionProvider": codeActionCapability, "inlayHintProvider": true]
    if pullsDiagnostics { object["diagnosticProvider"] = diagnosticCapability }
    return object
  }

  /// Starts indexing the workspace, with progress when the client takes it.
  func initialized() {
    guard !progress.started else { return }
    progress.started = true
    if capabilities.watchedFilesDynamicRegistration {
      let registration = Registration.watchedFiles(id: "maskls-watched-files", globs: Self.watchedGlobs)
      sendRequest(method: "client/registerCapability", params: RegistrationParams(registrations: [registration]).json)
    }
    if pullsConfiguration { requestConfiguration() }
    if !editorSettings.rules.isEmpty || !editorSettings.exclude.isEmpty { reloadConfiguration() }
    guard !rootPaths.isEmpty else { return }
    if capabilities.workDoneProgress {
      progress.createRequestID = sendRequest(
        method: "window/workDoneProgress/create",
        params: WorkDoneProgressCreateParams(token: progress.token).json)
    }
    index.startIndexing(rootPaths: rootPaths, inbox: inbox)
  }
}
