import Foundation
import LSPProtocol
import MaskJSON
import MaskLanguageServer
import XCTest

/// Documents are scanned off the message loop: a request about one document does not wait
/// while another is being scanned, and a request about a document whose scan is not done
/// yet is answered from the text the client sent. The server runs in this process, so a
/// scan can be held by `ServerOptions.beforeDocumentScanForTesting`.
final class DocumentScanTests: XCTestCase {
  /// Holds the background scans of documents named `Held…` until opened.
  final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private(set) var held = 0

    func pass(_ path: String) {
      guard (path as NSString).lastPathComponent.hasPrefix("Held") else { return }
      condition.lock()
      held += 1
      condition.broadcast()
      // Bounded, so a failing test cannot leave the scanning thread blocked forever.
      let deadline = Date().addingTimeInterval(60)
      while !isOpen, condition.wait(until: deadline) {}
      condition.unlock()
    }

    func waitUntilHolding(timeout: TimeInterval = 10) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date().addingTimeInterval(timeout)
      while held == 0 { if !condition.wait(until: deadline) { return false } }
      return true
    }

    func open() {
      condition.lock()
      isOpen = true
      condition.broadcast()
      condition.unlock()
    }
  }

  private func client(_ gate: Gate) throws -> ServerTestClient {
    var options = ServerOptions(log: { _ in })
    options.beforeDocumentScanForTesting = { gate.pass($0) }
    let client = ServerTestClient(inProcess: options)
    try client.initialize()
    return client
  }

  private let masked = "phoneField.BBB_pattern = \"+1 (###) ###-####\"\nemptyField.BBB_pattern = \"\"\n"

  func testAHoverInAnotherDocumentIsAnsweredWhileADocumentIsScanned() throws {
    let gate = Gate()
    defer { gate.open() }
    let client = try client(gate)
    let free = ServerTestClient.tempURI("Free.swift")
    client.open(free, text: masked)
    _ = try client.notification("textDocument/publishDiagnostics", uri: free)
    let held = ServerTestClient.tempURI("HeldForm.swift")
    client.open(held, text: masked)
    XCTAssertTrue(gate.waitUntilHolding(), "the scan of the opened document did not start")

    // The held scan would block this reply if documents were scanned on the message loop.
    let hover = try client.hover(free, line: 0, character: 30)
    let markdown = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.contains("BBB_pattern"), "\(hover)")
    XCTAssertFalse(
      client.pending.contains { $0["params"]?["uri"]?.stringValue == held },
      "diagnostics of a document whose scan is not installed")

    gate.open()
    let diagnostics = try client.notification("textDocument/publishDiagnostics", uri: held)
    XCTAssertEqual(diagnostics["params"]?["version"], .int(1))
    XCTAssertEqual(diagnostics["params"]?["diagnostics"]?.arrayValue?.isEmpty, false, "\(diagnostics)")
    XCTAssertEqual(try client.shutdownAndExitInProcess(), true)
  }

  func testAHoverOnADocumentBeingScannedAnswersFromItsNewText() throws {
    let gate = Gate()
    defer { gate.open() }
    let client = try client(gate)
    let held = ServerTestClient.tempURI("HeldEdited.swift")
    client.open(held, text: "let a = 1\n")
    XCTAssertTrue(gate.waitUntilHolding())
    // Edited while the first scan is held: the hover must see the edited text.
    client.change(held, version: 2, changes: [["text": .string(masked)]])
    let hover = try client.hover(held, line: 0, character: 30)
    let markdown = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.contains("+1 (###) ###-####"), "\(hover)")
    // Settled by the hover, so published with the edited version although the background
    // scans are still held.
    let diagnostics = try client.notification("textDocument/publishDiagnostics", uri: held)
    XCTAssertEqual(diagnostics["params"]?["version"], .int(2))
    XCTAssertEqual(diagnostics["params"]?["diagnostics"]?.arrayValue?.isEmpty, false, "\(diagnostics)")
    gate.open()
    XCTAssertEqual(try client.shutdownAndExitInProcess(), true)
  }
}
