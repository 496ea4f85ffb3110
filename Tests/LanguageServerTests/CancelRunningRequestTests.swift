import Foundation
import MaskJSON
import XCTest

/// A code action or pull-diagnostics request that waits for a long analysis is ended by
/// `$/cancelRequest` once it has started: answered `RequestCancelled` (-32800), exactly once.
/// Not timing-dependent: the test sends the cancel only after the server reported, through
/// the client's `workDoneToken`, that the request is waiting for the analysis, and the
/// analysis of the document takes far longer than one message.
final class CancelRunningRequestTests: XCTestCase {
  /// Thousands of fields, each with masks that differ (each one is checked).
  private func bigDocument() -> String {
    var text = "func setup() {\n"
    for f in 0..<3_000 {
      for i in 0..<5 { text += "  field\(f).primaryMaskFormat = \"+1 ([000]) [000]-[\(String(repeating: "0", count: 1 + i))]\"\n" }
    }
    return text + "}\n"
  }

  private func cancelWhileRunning(method: String, params: (String) -> JSON, capabilities: JSON = [:]) throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: capabilities)
    let uri = ServerTestClient.tempURI("Generated.swift")
    client.open(uri, text: bigDocument())
    let token = "request-progress"
    var request = params(uri).objectValue ?? [:]
    request["workDoneToken"] = .string(token)
    let id = client.request(method, .object(request))
    // The request is running: it waits for the analysis of the document.
    let begin = try client.wait(timeout: 120, "progress begin") {
      $0["method"] == "$/progress" && $0["params"]?["token"] == .string(token)
    }
    XCTAssertEqual(begin["params"]?["value"]?["kind"], "begin")
    XCTAssertEqual(begin["params"]?["value"]?["cancellable"], true)
    client.notify("$/cancelRequest", ["id": .int(Int64(id))])
    let reply = try client.response(id, timeout: 30)
    XCTAssertEqual(reply["error"]?["code"]?.intValue, -32800, "\(reply)")
    XCTAssertNil(reply["result"])
    let end = try client.wait(timeout: 10, "progress end") {
      $0["method"] == "$/progress" && $0["params"]?["token"] == .string(token)
    }
    XCTAssertEqual(end["params"]?["value"]?["kind"], "end")
    // The server goes on answering, and never answers the cancelled request a second time.
    XCTAssertEqual(try client.shutdownAndExit(), 0)
    XCTAssertFalse(client.pending.contains { $0["id"] == .int(Int64(id)) }, "a second reply to \(id)")
  }

  func testACodeActionCancelledWhileItWaitsForTheAnalysisEndsWithRequestCancelled() throws {
    try cancelWhileRunning(method: "textDocument/codeAction") { uri in
      ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 1, 0), "context": ["diagnostics": []]]
    }
  }

  func testAPullDiagnosticsRequestCancelledWhileItWaitsEndsWithRequestCancelled() throws {
    try cancelWhileRunning(
      method: "textDocument/diagnostic", params: { uri in ["textDocument": ["uri": .string(uri)]] },
      capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
  }

  func testWorkspaceDiagnosticsCancelledWhileItWaitsEndsWithRequestCancelled() throws {
    try cancelWhileRunning(
      method: "workspace/diagnostic", params: { _ in ["previousResultIds": []] },
      capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
  }

  /// Without a cancel, the same request is answered with the document's findings.
  func testAnUncancelledCodeActionWaitsAndAnswers() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: "phoneField.BBB_pattern = \"##########\"\nphoneField.BBB_regular = \"^\\\\d{10}$\"\n")
    let reply = try client.call(
      "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 2, 0), "context": ["diagnostics": []],
       "workDoneToken": "t"], timeout: 60)
    XCTAssertNil(reply["error"], "\(reply)")
    XCTAssertTrue(reply["result"]?.arrayValue?.contains { $0["title"]?.stringValue?.hasPrefix("Accept every prefix") == true } == true, "\(reply)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
