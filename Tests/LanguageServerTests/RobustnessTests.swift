import Foundation
import MaskJSON
import XCTest

/// Malformed input never kills the server, and every request gets exactly one reply.
final class RobustnessTests: XCTestCase {
  func testGarbageThenValidHoverSucceeds() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Phone.swift")
    client.open(uri, text: "phoneField.BBB_pattern = \"+1 (###) ###-####\"\n")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)

    // Garbage headers: no colon, a bad length, binary noise.
    client.sendRaw(Array("this is not a header\r\n\r\n".utf8))
    client.sendRaw(Array("Content-Length: twelve\r\n\r\n".utf8))
    client.sendRaw([0x00, 0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A])
    // An unknown header is ignored; the body is not JSON: -32700 with id null.
    client.sendRaw(Array("X-Whatever: 1\r\nContent-Length: 5\r\n\r\n{bad}".utf8))
    let parseError = try client.wait("parse error") { $0["error"]?["code"] == -32700 }
    XCTAssertEqual(parseError["id"], .null)
    // Nesting far beyond any sane depth is refused, not recursed into.
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    client.sendRaw(Array("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)".utf8))
    // A truncated body followed by a complete request: the request is not lost.
    let recovered = client.nextRequestID()
    let next = MessageWriterBytes.frame(ServerTestClient.request(id: recovered, method: "custom/ping", params: [:]))
    client.sendRaw(Array("Content-Length: 40\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":".utf8) + next + next)
    // Valid JSON that is not JSON-RPC.
    client.sendRaw(MessageWriterBytes.frame([1, 2, 3]))
    client.sendRaw(MessageWriterBytes.frame(["jsonrpc": "2.0", "id": 777]))
    client.sendRaw(MessageWriterBytes.frame(["jsonrpc": "1.0", "id": 778, "method": "textDocument/hover"]))
    client.sendRaw(MessageWriterBytes.frame(["jsonrpc": "2.0", "id": ["nested": true], "method": "x"]))
    // Wrong param types for requests and notifications.
    let badHover = client.request("textDocument/hover", ["textDocument": ["uri": 42], "position": "start"])
    let badParamsKind = client.request("textDocument/hover", ["textDocument": .array([])])
    client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": "two"], "contentChanges": "all"])
    client.notify("textDocument/didOpen", ["textDocument": ["uri": 5]])
    client.notify("textDocument/didClose", nil)
    // Unknown methods.
    let unknown = client.request("maskls/noSuchThing", ["a": 1])
    client.notify("maskls/noSuchNotification", ["a": 1])
    client.notify("$/noSuchNotification", ["a": 1])

    XCTAssertEqual(try client.response(777)["error"]?["code"], -32600)
    XCTAssertEqual(try client.response(778)["error"]?["code"], -32600)
    XCTAssertEqual(try client.response(recovered)["error"]?["code"], -32601)
    XCTAssertEqual(try client.response(badHover)["error"]?["code"], -32602)
    XCTAssertEqual(try client.response(badParamsKind)["error"]?["code"], -32602)
    XCTAssertEqual(try client.response(unknown)["error"]?["code"], -32601)

    // After all that, a valid hover on the unchanged document succeeds.
    let reply = try client.hover(uri, line: 0, character: 30)
    let markdown = try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    XCTAssertTrue(markdown.contains("+1 (234) 567-8909"), markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)

    // Exactly one reply per id.
    let leftovers = client.pending.compactMap { $0["method"] == nil ? $0["id"] : nil }.filter { $0 != .null }
    XCTAssertTrue(leftovers.filter { $0 == .int(Int64(recovered)) }.count <= 1, "\(leftovers)")
    XCTAssertFalse(leftovers.contains(.int(Int64(badHover))), "\(leftovers)")
    XCTAssertFalse(leftovers.contains(.int(777)), "\(leftovers)")
  }

  func testBurstOfHoversAndEditsGetsOneReplyEach() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Burst.swift")
    client.open(uri, text: "x.BBB_pattern = \"###\"\n")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    var bytes: [UInt8] = []
    var ids: [Int] = []
    for round in 0..<100 {
      let id = client.nextRequestID()
      ids.append(id)
      bytes += MessageWriterBytes.frame(ServerTestClient.request(
        id: id, method: "textDocument/hover",
        params: ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 18]]))
      if round % 10 == 0 {
        bytes += MessageWriterBytes.frame(ServerTestClient.notification(
          method: "textDocument/didChange",
          params: ["textDocument": ["uri": .string(uri), "version": .int(Int64(round + 2))],
                   "contentChanges": [["text": .string("x.BBB_pattern = \"\(String(repeating: "#", count: round % 7 + 1))\"\n")]]]))
      }
    }
    client.sendRaw(bytes)
    for id in ids {
      let reply = try client.response(id)
      if let code = reply["error"]?["code"] {
        XCTAssertEqual(code, -32801, "\(reply)")
      } else {
        XCTAssertNotNil(reply["result"]?["contents"], "\(reply)")
      }
    }
    // The last request follows every edit: it is answered with a hover.
    XCTAssertNotNil(try client.hover(uri, line: 0, character: 18)["result"]?["contents"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
    XCTAssertFalse(client.pending.contains { $0["method"] == nil && $0["id"] != nil }, "duplicate replies")
  }

  func testOneByteAtATime() throws {
    let client = try ServerTestClient()
    let bytes = MessageWriterBytes.frame(
      ServerTestClient.request(id: 1, method: "initialize", params: ["processId": nil, "capabilities": [:]]))
    for byte in bytes { client.sendRaw([byte]) }
    XCTAssertNotNil(try client.response(1)["result"]?["capabilities"])
    XCTAssertEqual(try client.call("shutdown")["result"], .null)
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 0)
  }
}
