import Foundation
import MaskJSON
import XCTest

/// initialize / initialized / shutdown / exit, and the errors around them.
final class LifecycleTests: XCTestCase {
  func testInitializeShutdownExitCodeZero() throws {
    let client = try ServerTestClient()
    let reply = try client.initialize()
    let capabilities = try XCTUnwrap(reply["result"]?["capabilities"])
    XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
    XCTAssertEqual(capabilities["hoverProvider"], true)
    XCTAssertEqual(capabilities["textDocumentSync"]?["change"], 2)
    XCTAssertEqual(capabilities["textDocumentSync"]?["openClose"], true)
    XCTAssertEqual(reply["result"]?["serverInfo"]?["name"], "maskls")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testNullParamsAreAcceptedForShutdownAndExit() throws {
    let client = try ServerTestClient()
    try client.initialize()
    client.send(["jsonrpc": "2.0", "id": 90, "method": "shutdown", "params": nil])
    XCTAssertEqual(try client.response(90)["result"], .null)
    client.send(["jsonrpc": "2.0", "method": "exit", "params": nil])
    XCTAssertEqual(client.waitForExit(), 0)
  }

  func testExitWithoutShutdownIsOne() throws {
    let client = try ServerTestClient()
    try client.initialize()
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 1)
  }

  func testEndOfInputExits() throws {
    let client = try ServerTestClient()
    try client.initialize()
    try client.closeInput()
    XCTAssertEqual(client.waitForExit(), 1)
  }

  func testEndOfInputAfterShutdownIsZero() throws {
    let client = try ServerTestClient()
    try client.initialize()
    XCTAssertEqual(try client.call("shutdown")["result"], .null)
    try client.closeInput()
    XCTAssertEqual(client.waitForExit(), 0)
  }

  func testRequestBeforeInitializeIsServerNotInitialized() throws {
    let client = try ServerTestClient()
    let reply = try client.call("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
    XCTAssertEqual(reply["error"]?["code"], -32002)
    XCTAssertNil(reply["result"])
    // The server still accepts initialize afterwards.
    XCTAssertNotNil(try client.initialize()["result"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testRequestsAfterShutdownAreInvalid() throws {
    let client = try ServerTestClient()
    try client.initialize()
    XCTAssertEqual(try client.call("shutdown")["result"], .null)
    let reply = try client.call("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
    XCTAssertEqual(reply["error"]?["code"], -32600)
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 0)
  }

  func testSecondInitializeIsRejected() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let reply = try client.call("initialize", ["processId": nil, "capabilities": [:]])
    XCTAssertEqual(reply["error"]?["code"], -32600)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testUnknownRequestIsMethodNotFoundAndDollarNotificationsIgnored() throws {
    let client = try ServerTestClient()
    try client.initialize()
    client.notify("$/someExtension", ["x": 1])
    client.notify("custom/unknownNotification", [:])
    let reply = try client.call("custom/doesNotExist", [:])
    XCTAssertEqual(reply["error"]?["code"], -32601)
    XCTAssertTrue(reply["error"]?["message"]?.stringValue?.contains("custom/doesNotExist") == true)
    // A `$/` request still needs an answer.
    XCTAssertEqual(try client.call("$/unknownRequest", [:])["error"]?["code"], -32601)
    // Nothing was sent for the notifications.
    XCTAssertTrue(client.pending.allSatisfy { $0["id"] != nil || $0["method"]?.stringValue?.hasPrefix("$/") == false })
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testInvalidParamsNamesTheField() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let reply = try client.call("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": "zero", "character": 0]])
    XCTAssertEqual(reply["error"]?["code"], -32602)
    let message = try XCTUnwrap(reply["error"]?["message"]?.stringValue)
    XCTAssertTrue(message.contains("position.line"), message)
    XCTAssertEqual(try client.call("textDocument/hover")["error"]?["code"], -32602)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testCancelledRequestGetsRequestCancelled() throws {
    let client = try ServerTestClient()
    try client.initialize()
    // Request and cancellation arrive in one write: the cancel is known before the hover runs.
    let id = client.nextRequestID()
    let hover = ServerTestClient.request(
      id: id, method: "textDocument/hover",
      params: ["textDocument": ["uri": "file:///nowhere/a.swift"], "position": ["line": 0, "character": 0]])
    let cancel = ServerTestClient.notification(method: "$/cancelRequest", params: ["id": .int(Int64(id))])
    client.sendRaw(MessageWriterBytes.frame(hover) + MessageWriterBytes.frame(cancel))
    let reply = try client.response(id)
    XCTAssertEqual(reply["error"]?["code"], -32800)
    // Exactly one reply: the next request's answer is the next response seen.
    let next = try client.call("shutdown")
    XCTAssertEqual(next["result"], .null)
    XCTAssertFalse(client.pending.contains { $0["id"] == .int(Int64(id)) })
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 0)
  }

  func testClientProcessDeathEndsServer() throws {
    let sleeper = try ServerTestClient.startStandInClient()
    let client = try ServerTestClient()
    try client.initialize(processId: Int(sleeper.processIdentifier))
    XCTAssertNil(client.waitForExit(timeout: 0.5), "the server must keep running while its client lives")
    sleeper.terminate()
    sleeper.waitUntilExit()
    XCTAssertEqual(client.waitForExit(timeout: 10), 1)
  }
}

import LSPTransport

/// Framing through the project's writer.
enum MessageWriterBytes {
  static func frame(_ json: JSON) -> [UInt8] { MessageWriter.frame(json) }
}
