import Foundation
import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON
import SourceScanning

/// The maskls language server: a single-threaded message loop over an inbox filled by the
/// input reader, plus a background indexer. Handlers run one at a time in arrival order, so a
/// hover or a diagnostics pass always sees every change received before it.
///
/// ```swift
/// let output = StandardIO.protectStdout()
/// let server = LanguageServer(inputFileDescriptor: 0, writer: MessageWriter(fileDescriptor: output))
/// exit(server.run())
/// ```
public final class LanguageServer {
  enum Phase {
    case waitingForInitialize
    case running
    case shuttingDown
  }

  let writer: MessageWriter
  let options: ServerOptions
  let inbox = Inbox()
  let index = WorkspaceIndex()
  /// Scans of edited documents, off this loop.
  let scans: DocumentScans
  /// Evaluates the project off this loop; started with the loop.
  var worker: AnalysisWorker?
  private let inputFileDescriptor: Int32

  var phase = Phase.waitingForInitialize
  var converter = PositionConverter(encoding: .utf16)
  var capabilities = ClientCapabilities()
  var rootPaths: [String] = []
  var clientProcessID: Int?
  /// Open documents by normalised URI.
  var documents: [String: OpenDocument] = [:]
  /// Documents whose diagnostics must be sent once analysed, whether changed or not.
  var mustPublish: Set<String> = []
  /// Files whose findings were assembled while something pending could still change them:
  /// published at a later evaluation step (one that assembled nothing new for them included).
  var unsettledPaths: Set<String> = []
  /// The last diagnostics sent per document, to skip identical re-publications.
  var published: [String: [Diagnostic]] = [:]
  /// Documents the client closed: their disk findings are not re-published until the file
  /// changes on disk (a close leaves an empty list).
  var closedKeys: Set<String> = []
  var progress = IndexProgress()
  var nextOutgoingID = 1
  /// Inlay hints on/off and rule severities from the editor.
  var editorSettings = EditorSettings()
  var configurationRequestID: RequestID?

  public init(inputFileDescriptor: Int32, writer: MessageWriter, options: ServerOptions = ServerOptions()) {
    self.inputFileDescriptor = inputFileDescriptor
    self.writer = writer
    self.options = options
    self.scans = DocumentScans(beforeScan: options.beforeDocumentScanForTesting)
  }

  /// Serves until `exit`, the end of input or the client's death.
  /// - Returns: the process exit code: 0 after `shutdown`, 1 otherwise.
  public func run() -> Int32 {
    if let deadline = options.exitDeadline {
      inbox.sessionEnded = { code in ExitDeadline.arm(code: code, after: deadline) }
    }
    InputPump.start(
      fileDescriptor: inputFileDescriptor, maxBodyLength: LSPTransport.defaultMaxBodyLength,
      inbox: inbox)
    let worker = AnalysisWorker(
      project: index.project, inbox: inbox, releaseFreedMemory: options.releaseFreedMemory,
      defersWorkspace: { [index] in index.isIndexing }
    ) { [index] in
      index.openPathsSnapshot
    }
    self.worker = worker
    index.onChange = { worker.wake() }
    while true {
      if let code = handle(inbox.next()) { return code }
      if writer.hasFailed {
        log("the client stopped reading; exiting")
        return exitCode
      }
    }
  }

  var exitCode: Int32 { phase == .shuttingDown ? 0 : 1 }

  func log(_ line: String) { options.log(line) }

  /// Handles one event; an exit code ends the loop.
  private func handle(_ event: ServerEvent) -> Int32? {
    switch event {
    case .input(let framing, let sequence):
      return handleInput(framing, sequence: sequence)
    case .inputEnded(let reason):
      log("\(reason); exiting")
      return exitCode
    case .clientDied(let pid):
      log("client process \(pid) is gone; exiting")
      return exitCode
    case .indexProgress(let done, let total):
      indexProgressed(done: done, total: total)
    case .indexFinished(let files, let problems, let limited):
      indexFinished(files: files, problems: problems, limited: limited)
    case .analysed(let paths):
      publishDiagnostics(paths)
    case .documentScanned(let key, let scan, let prepared):
      documentScanned(key: key, scan: scan, prepared: prepared)
    }
    return nil
  }

  private func handleInput(_ framing: FramingEvent, sequence: Int) -> Int32? {
    if case .oversizedBody(let length) = framing {
      // The declared body is skipped unread, and with it whatever the client sends next
      // (`shutdown` included): answer, then close the connection rather than swallow them.
      if case .reject(let reply) = IncomingMessage(framing) { writer.send(.response(reply)) }
      log("a message of \(length) bytes exceeds the size limit; closing the connection")
      return exitCode
    }
    switch IncomingMessage(Self.withoutNullParams(framing)) {
    case .request(let request) where request.method == "exit":
      // `exit` is a notification; sent as a request it still ends the server (answered first).
      writer.send(.response(JSONRPCResponse(id: request.id, outcome: .success(.null))))
      return exitCode
    case .request(let request):
      handleRequest(request, sequence: sequence)
    case .notification(let notification):
      return handleNotification(notification)
    case .response(let response):
      handleResponse(response)
    case .reject(let reply):
      log("rejected input: \(reply.outcome)")
      writer.send(.response(reply))
    case .ignore(let reason):
      log("ignored input: \(reason)")
    }
    return nil
  }

  /// `"params": null` read as absent params: some clients send it with `shutdown` / `exit`,
  /// whose params are `void`, and JSON-RPC only allows an object or an array.
  static func withoutNullParams(_ framing: FramingEvent) -> FramingEvent {
    guard case .message(.object(var object)) = framing, object["params"] == .null,
      object["method"] != nil
    else { return framing }
    object["params"] = nil
    return .message(.object(object))
  }

  /// Answers a request exactly once.
  private func handleRequest(_ request: JSONRPCRequest, sequence: Int) {
    defer { inbox.finish(request.id) }
    let outcome: Result<JSON, ResponseError>
    switch phase {
    case .waitingForInitialize where request.method != "initialize":
      outcome = .failure(.serverNotInitialized)
    case .shuttingDown:
      outcome = .failure(.invalidRequest("The server is shutting down; only `exit` is accepted"))
    case _ where inbox.isCancelled(request.id):
      outcome = .failure(.requestCancelled)
    default:
      outcome = dispatch(request, sequence: sequence)
    }
    writer.send(.response(JSONRPCResponse(id: request.id, outcome: outcome)))
  }

  private func dispatch(_ request: JSONRPCRequest, sequence: Int) -> Result<JSON, ResponseError> {
    settleScans(for: request)
    do {
      switch request.method {
      case "initialize":
        return try initialize(params(request.params))
      case "shutdown":
        phase = .shuttingDown
        return .success(.null)
      case "textDocument/hover":
        return try hover(params(request.params), id: request.id, sequence: sequence)
      case "textDocument/codeAction":
        return try codeActions(params(request.params), request: request)
      case "codeAction/resolve":
        return try resolveCodeAction(params(request.params), request: request)
      case "textDocument/inlayHint":
        return inlayHints(request.params ?? [:])
      case "textDocument/diagnostic":
        return documentDiagnostics(request.params ?? [:], id: request.id)
      case "workspace/diagnostic":
        return workspaceDiagnostics(request.params ?? [:], id: request.id)
      default:
        return .failure(.methodNotFound(request.method))
      }
    } catch {
      return .failure(.invalidParams(method: request.method, error))
    }
  }

  /// Decodes params, reporting the bad field.
  func params<T: JSONConvertible>(_ json: JSON?) throws(ProtocolDecodingError) -> T {
    guard let json else { throw ProtocolDecodingError(reason: "missing params") }
    return try T(json: json)
  }

  private func handleNotification(_ notification: JSONRPCNotification) -> Int32? {
    if notification.method == "exit" { return exitCode }
    guard phase == .running else {
      log("ignored `\(notification.method)`: \(phase == .shuttingDown ? "shutting down" : "not initialized")")
      return nil
    }
    do {
      switch notification.method {
      case "initialized":
        initialized()
      case "textDocument/didOpen":
        didOpen(try params(notification.params))
      case "textDocument/didChange":
        didChange(try params(notification.params))
      case "textDocument/didClose":
        didClose(try params(notification.params))
      case "textDocument/didSave":
        didSave(try params(notification.params))
      case "workspace/didChangeWatchedFiles":
        didChangeWatchedFiles(try params(notification.params))
      case "workspace/didChangeConfiguration":
        didChangeConfiguration(notification.params)
      case "workspace/didChangeWorkspaceFolders":
        didChangeWorkspaceFolders(try params(notification.params))
      case "$/cancelRequest":
        break  // Noted by the inbox when it was read.
      default:
        if !notification.method.hasPrefix("$/") { log("ignored unknown notification `\(notification.method)`") }
      }
    } catch {
      log("ignored `\(notification.method)` with invalid params: \(error.description)")
    }
    return nil
  }

  private func handleResponse(_ response: JSONRPCResponse) {
    guard let id = response.id else { return }
    if id == configurationRequestID { configurationArrived(try? response.outcome.get()) }
    if id == progress.createRequestID {
      progressCreated(succeeded: (try? response.outcome.get()) != nil)
    }
    if case .failure(let error) = response.outcome { log("client answered \(id) with error \(error)") }
  }

  /// Sends a request to the client with a fresh id.
  @discardableResult
  func sendRequest(method: String, params: JSON) -> RequestID {
    let id = RequestID.string("maskls-\(nextOutgoingID)")
    nextOutgoingID += 1
    writer.sendRequest(id: id, method: method, params: params)
    return id
  }
}

extension LanguageServer {
  /// Serves over the process' standard input and output: protects stdout first (the protocol
  /// gets a duplicate of the real stdout, fd 1 then points at stderr), then runs.
  /// - Returns: the exit code (0 after `shutdown`, 1 otherwise).
  public static func serveStandardIO(options: ServerOptions = ServerOptions()) -> Int32 {
    let output = StandardIO.protectStdout()
    var options = options
    if options.exitDeadline == nil { options.exitDeadline = ExitDeadline.standard }
    let server = LanguageServer(
      inputFileDescriptor: 0, writer: MessageWriter(fileDescriptor: output), options: options)
    return server.run()
  }
}
