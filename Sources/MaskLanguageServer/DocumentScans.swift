import Foundation
import LSPProtocol
import LSPTransport
import MaskAnalysis
import SourceScanning

/// Scans of open documents, off the message loop: an edit hands the document's new text to
/// one serial background queue and the loop goes on answering requests (a hover in another
/// document does not wait while a 50 MB document is read). The scan's result comes back as a
/// `documentScanned` event and is installed by the loop if no newer edit superseded it.
///
/// Scans are numbered; only the newest one of a document is worth running, so a queued scan
/// that a later edit (or a synchronous `settle` on the loop) made obsolete is skipped.
final class DocumentScans: @unchecked Sendable {
  private let queue = DispatchQueue(label: "maskls.document-scans", qos: .userInitiated)
  private let lock = NSLock()
  /// The newest scan submitted per document key; removed once it is obsolete or installed.
  private var newest: [String: Int] = [:]
  private var lastNumber = 0
  /// The last scan made of each open document (any earlier text: the next scan compares
  /// the texts), so that an edit inside one string literal lexes only that literal.
  private var lastScans: [String: ScannedFile] = [:]
  /// Documents larger than this are scanned whole at every edit: their scan (tokens take
  /// about six times the text) is not kept.
  static let maxKeptScanBytes = 2 << 20
  /// Documents submitted and not closed: a scan that ends after its document closed keeps
  /// nothing.
  private var openKeys: Set<String> = []
  /// Runs before each background scan with the document's path (tests hold a scan with it).
  private let beforeScan: (@Sendable (String) -> Void)?

  init(beforeScan: (@Sendable (String) -> Void)? = nil) {
    self.beforeScan = beforeScan
  }

  /// Queues a scan of `text` as the document `key` at `path`; returns its number.
  func submit(key: String, path: String, text: SourceText, project: AnalysisProject, inbox: Inbox) -> Int {
    opened(key: key)
    let number = lock.withLock {
      lastNumber += 1
      newest[key] = lastNumber
      return lastNumber
    }
    queue.async { [self] in
      guard isNewest(number, of: key) else { return }
      beforeScan?(path)
      guard isNewest(number, of: key) else { return }
      let prepared = prepare(key: key, path: path, text: text, project: project)
      inbox.post(.documentScanned(key: key, scan: number, prepared: prepared))
    }
    return number
  }

  /// Scans a document's text from its last scan (on the loop or the background queue).
  func prepare(key: String, path: String, text: SourceText, project: AnalysisProject) -> AnalysisProject.PreparedFile? {
    // Taken out, so that nothing else holds it and its arrays are updated in place.
    let previous = lock.withLock { lastScans.removeValue(forKey: key) }
    let keepsScan = text.bytes.count <= Self.maxKeptScanBytes
    let prepared = project.prepare(path: path, text: text, keepsText: true, previous: consume previous, keepsScan: keepsScan)
    lock.withLock {
      if openKeys.contains(key) { lastScans[key] = prepared?.scan }
    }
    return prepared
  }

  /// Document `key` is open: its scans are kept until it closes.
  func opened(key: String) {
    lock.withLock { _ = openKeys.insert(key) }
  }

  /// Whether the last scan of document `key` is kept for its next edit.
  func keepsScan(of key: String) -> Bool {
    lock.withLock { lastScans[key] != nil }
  }

  /// Forgets the document's queued scan (it was settled on the loop, or the document closed).
  func forget(key: String) {
    lock.withLock { _ = newest.removeValue(forKey: key) }
  }

  /// Forgets everything about a closed document.
  func close(key: String) {
    lock.withLock {
      newest[key] = nil
      lastScans[key] = nil
      openKeys.remove(key)
    }
  }

  /// Called by the loop once scan `number` is installed.
  func installed(_ number: Int, key: String) {
    lock.withLock {
      if newest[key] == number { newest[key] = nil }
    }
  }

  private func isNewest(_ number: Int, of key: String) -> Bool {
    lock.withLock { newest[key] == number }
  }
}

extension LanguageServer {
  /// Starts the scan of a document's new text off the loop (nothing to scan when the
  /// document is excluded or in a language the analysis does not read).
  func scan(_ document: inout OpenDocument, key: String) {
    guard index.markOpen(path: document.path) else {
      scans.forget(key: key)
      document.pendingScan = nil
      document.generation = nil
      return
    }
    document.pendingScan = scans.submit(key: key, path: document.path, text: document.text, project: index.project, inbox: inbox)
  }

  /// A background scan is done: installed if it is still the document's newest.
  func documentScanned(key: String, scan: Int, prepared: AnalysisProject.PreparedFile?) {
    guard var document = documents[key], document.pendingScan == scan else { return }
    scans.installed(scan, key: key)
    install(prepared, into: &document, key: key)
  }

  /// Before a request reads the project: the scans of the documents it is about are
  /// installed first, done here on the loop when the background has not finished them, so
  /// the answer is computed from the text the client sent. Requests about other documents
  /// do not wait.
  func settleScans(for request: JSONRPCRequest) {
    switch request.method {
    case "textDocument/hover", "textDocument/codeAction", "textDocument/inlayHint", "textDocument/diagnostic":
      guard let uri = request.params?["textDocument"]?["uri"]?.stringValue else { return }
      settleScan(key: FileURI.normalized(uri))
    case "codeAction/resolve", "workspace/diagnostic":
      for key in documents.keys.sorted() { settleScan(key: key) }
    default:
      return
    }
  }

  private func settleScan(key: String) {
    guard var document = documents[key], document.pendingScan != nil else { return }
    scans.forget(key: key)
    let prepared = scans.prepare(key: key, path: document.path, text: document.text, project: index.project)
    install(prepared, into: &document, key: key)
  }

  private func install(_ prepared: AnalysisProject.PreparedFile?, into document: inout OpenDocument, key: String) {
    document.pendingScan = nil
    document.generation = index.installOpen(prepared, path: document.path)
    documents[key] = document
    republish(document, key: key)
  }
}
