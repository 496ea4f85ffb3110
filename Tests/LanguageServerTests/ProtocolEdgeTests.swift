import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// Protocol edges over stdio: notifications are never answered, `exit` as a request ends the
/// server, a cancel naming an id not used yet cancels nothing, an oversized frame is answered
/// and the connection closed (not the following messages swallowed), and consumed messages
/// are released (full-text edits of a large document do not pile up).
final class ProtocolEdgeTests: XCTestCase {
  func testANotificationWithBadParamsIsNotAnswered() throws {
    let client = try ServerTestClient()
    try client.initialize()
    client.send(["jsonrpc": "2.0", "method": "textDocument/didSave", "params": "x"])
    client.send(["jsonrpc": "2.0", "method": "$/whatever", "params": 3])
    // A request after them is answered; nothing was sent for the notifications.
    XCTAssertEqual(try client.call("shutdown")["result"], .null)
    let replies = client.pending.filter { $0["id"] != nil && $0["method"] == nil }
    XCTAssertEqual(replies.count, 0, "\(replies)")
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 0)
  }

  func testExitSentAsARequestEndsTheServer() throws {
    let client = try ServerTestClient()
    try client.initialize()
    _ = try client.call("shutdown")
    let reply = try client.call("exit")
    XCTAssertEqual(reply["result"], .null)
    XCTAssertEqual(client.waitForExit(timeout: 5), 0)
  }

  func testACancelForAnIdNotUsedYetCancelsNothingLater() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: "x.BBB_pattern = \"###\"\n")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    // The client cancels id 77 before any request has it; then sends a hover as id 77.
    client.notify("$/cancelRequest", ["id": 77])
    client.send(ServerTestClient.request(
      id: 77, method: "textDocument/hover",
      params: ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 18]]))
    let reply = try client.response(77)
    XCTAssertNil(reply["error"], "\(reply)")
    XCTAssertNotNil(reply["result"]?["contents"], "\(reply)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testAnOversizedFrameIsAnsweredAndTheConnectionClosed() throws {
    let client = try ServerTestClient()
    try client.initialize()
    client.sendRaw(Array("Content-Length: 10000000000\r\n\r\n".utf8))
    let reply = try client.wait("the error reply") { $0["error"] != nil }
    XCTAssertEqual(reply["error"]?["code"], -32600)
    // The server does not wait for ten gigabytes: it ends.
    XCTAssertNotNil(client.waitForExit(timeout: 5))
  }

  func testFullTextEditsOfALargeDocumentDoNotAccumulate() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Big.swift")
    let line = "let filler = \"" + String(repeating: "x", count: 100) + "\" // text\n"
    let body = String(repeating: line, count: 10_000)  // ~1.2 MB
    client.open(uri, text: body + "x.BBB_pattern = \"###\"\n")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 30)
    func rss() -> Int {
      let status = (try? String(contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8)) ?? ""
      let field = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
      return Int(field.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    // One edit at a time (each waits for its publication, so no backlog is measured): warm
    // up, then 150 more full-text edits (~180 MB of text in all).
    func edit(_ version: Int) throws {
      client.change(uri, version: version, changes: [["text": .string(body + "x.BBB_pattern = \"#\(version)\"\n")]])
      _ = try client.wait(timeout: 60, "publication of version \(version)") {
        $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["version"] == .int(Int64(version))
      }
    }
    for version in 2...21 { try edit(version) }
    let before = rss()
    for version in 22...171 { try edit(version) }
    let after = rss()
    XCTAssertGreaterThan(before, 0)
    // Kept messages would add ~1.2 MB each (180 MB); what is consumed is released.
    XCTAssertLessThan(after - before, 60_000, "RSS grew from \(before) kB to \(after) kB")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}

/// A workspace larger than what the server indexes: it indexes up to the configured number of
/// files, says so with `window/showMessage`, and still analyses a file the user opens.
final class BoundedWorkspaceTests: XCTestCase {
  func testTheIndexStopsAtItsLimitAndSaysSo() throws {
    var files: [String: String] = [:]
    for i in 0..<6 { files["Form\(i).swift"] = "f\(i).BBB_pattern = \"\"\n" }
    let root = try ServerTestClient.tempDir(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let client = try ServerTestClient()
    let rootPath = root.resolvingSymlinksInPath().path
    _ = try client.call("initialize", [
      "processId": .null, "capabilities": [:], "rootUri": .string(FileURI.uri(fromPath: rootPath)),
      "initializationOptions": ["maxIndexedFiles": 2],
    ])
    client.notify("initialized", [:])
    let message = try client.notification("window/showMessage")
    XCTAssertEqual(message["params"]?["type"], 2)
    XCTAssertTrue(message["params"]?["message"]?.stringValue?.contains("2 files were indexed") == true, "\(message)")
    // Two files' findings are published, not six.
    var published: Set<String> = []
    while let n = try? client.notification("textDocument/publishDiagnostics", timeout: 2) {
      if let uri = n["params"]?["uri"]?.stringValue { published.insert(uri) }
    }
    XCTAssertEqual(published.count, 2, "\(published)")
    // A file outside the index is analysed once opened.
    let uri = FileURI.uri(fromPath: rootPath + "/Form5.swift")
    client.open(uri, text: files["Form5.swift"]!)
    let opened = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(opened["params"]?["diagnostics"]?.arrayValue?.first?["code"], "mask-empty")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
