import LSPProtocol

/// The state of the first workspace index and of its `$/progress` reporting.
struct IndexProgress {
  let token = ProgressToken.string("maskls-index")
  /// Indexing was started (on `initialized`).
  var started = false
  /// The id of our `window/workDoneProgress/create` request, while it is unanswered.
  var createRequestID: RequestID? = nil
  /// The client accepted the token and `begin` was sent.
  var reporting = false
  var done = 0
  var total = 0
  var finished = false
}

import LSPTransport

extension LanguageServer {
  func progressCreated(succeeded: Bool) {
    progress.createRequestID = nil
    guard succeeded else { return }
    progress.reporting = true
    sendProgress(.begin(title: "maskls: indexing", cancellable: false, message: progressMessage, percentage: percentage))
    if progress.finished { endProgress() }
  }

  func indexProgressed(done: Int, total: Int) {
    progress.done = done
    progress.total = total
    if progress.reporting {
      sendProgress(.report(message: progressMessage, percentage: percentage))
    }
  }

  func indexFinished(files: Int, problems: [String], limited: Bool) {
    progress.done = files
    progress.total = files
    progress.finished = true
    for problem in problems { log("indexing: \(problem)") }
    log("indexed \(files) files")
    if limited, let message = problems.last {
      writer.sendNotification(method: "window/showMessage", params: ShowMessageParams(type: .warning, message: "maskls: \(message)").json)
    }
    // The index read `.maskls.json` afresh: lay the editor's rule severities over it again.
    if !editorSettings.rules.isEmpty { reloadConfiguration() }
    if progress.reporting { endProgress() }
  }

  private func endProgress() {
    sendProgress(.end(message: "\(progress.total) files indexed"))
    progress.reporting = false
  }

  private var percentage: Int {
    progress.total == 0 ? (progress.finished ? 100 : 0) : min(100, progress.done * 100 / progress.total)
  }

  private var progressMessage: String { "\(progress.done)/\(progress.total) files" }

  private func sendProgress(_ value: WorkDoneProgress) {
    writer.sendNotification(method: "$/progress", params: ProgressParams(token: progress.token, progress: value).json)
  }
}
