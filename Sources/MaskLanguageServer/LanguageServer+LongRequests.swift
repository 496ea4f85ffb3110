import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON

/// Requests that may wait for an evaluation (code actions, pull diagnostics): the findings
/// they read are those of every change received, so a pending evaluation runs first. Such a
/// request can be abandoned once it has started: `$/cancelRequest` ends it with
/// `RequestCancelled` at the next field checked (or while it waits for the worker's step),
/// and its fields are left to the worker. When the client gave a `workDoneToken`, the wait
/// is reported as cancellable work-done progress.
extension LanguageServer {
  /// The findings of `path` (nil: all files) once every change is evaluated, or
  /// `RequestCancelled` when the client cancelled request `id` meanwhile.
  func findingsForRequest(_ id: RequestID, params: JSON?, path: String?) -> Result<[Finding], ResponseError> {
    let token = params?["workDoneToken"].flatMap { try? ProgressToken(json: $0) }
    let reports = token != nil && index.project.hasPendingWork
    if let token, reports {
      sendWorkDone(token, .begin(title: "maskls: checking", cancellable: true, message: "waiting for the analysis"))
    }
    let inbox = self.inbox
    let isCancelled: @Sendable () -> Bool = { inbox.isCancelled(id) }
    let findings = path.map { index.project.findings(forPath: $0, unless: isCancelled) } ?? index.project.allFindings(unless: isCancelled)
    if let token, reports { sendWorkDone(token, .end(message: findings == nil ? "cancelled" : nil)) }
    guard let findings else { return .failure(.requestCancelled) }
    return .success(findings)
  }

  private func sendWorkDone(_ token: ProgressToken, _ value: WorkDoneProgress) {
    writer.sendNotification(method: "$/progress", params: ProgressParams(token: token, progress: value).json)
  }
}
