import Foundation
import MaskJSON
import XCTest

/// didOpen / didChange / didClose and the diagnostics they publish.
final class DocumentsTests: XCTestCase {
  /// `é` (1 UTF-16 unit, 2 bytes) and an emoji (2 units, 4 bytes) before an empty mask.
  let source = "let é = 1; let 😀 = 2; phoneField.BBB_pattern = \"\"\n"
  var prefix: String { source.components(separatedBy: "\"\"")[0] }

  func testEmptyMaskDiagnosticWithUTF16RangeThenIncrementalFix() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(published["params"]?["version"], 1)
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue)
    XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic["code"], "mask-empty")
    XCTAssertEqual(diagnostic["source"], "maskls")
    XCTAssertEqual(diagnostic["severity"], 3, "an empty mask is a note (LSP Information)")
    let column = Int64(prefix.utf16.count)
    XCTAssertEqual(diagnostic["range"], ServerTestClient.range(0, Int(column), 0, Int(column) + 2))

    // Type `###` between the quotes.
    let inside = prefix.utf16.count + 1
    client.change(uri, version: 2, changes: [["range": ServerTestClient.range(0, inside, 0, inside), "text": "###"]])
    let fixed = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(fixed["params"]?["version"], 2)
    XCTAssertEqual(fixed["params"]?["diagnostics"], .array([]))

    // A full-text change brings the problem back.
    client.change(uri, version: 3, changes: [["text": .string(source)]])
    let again = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(again["params"]?["diagnostics"]?.arrayValue?.first?["code"], "mask-empty")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testUTF8NegotiationChangesColumns() throws {
    let client = try ServerTestClient()
    let reply = try client.initialize(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])
    XCTAssertEqual(reply["result"]?["capabilities"]?["positionEncoding"], "utf-8")
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let start = prefix.utf8.count
    XCTAssertNotEqual(start, prefix.utf16.count)
    XCTAssertEqual(published["params"]?["diagnostics"]?[0]?["range"], ServerTestClient.range(0, start, 0, start + 2))
    // Edits are read in UTF-8 columns too.
    client.change(uri, version: 2, changes: [["range": ServerTestClient.range(0, start + 1, 0, start + 1), "text": "#"]])
    let fixed = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(fixed["params"]?["diagnostics"], .array([]))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testUTF16IsKeptWhenUTF8IsNotOffered() throws {
    let client = try ServerTestClient()
    let reply = try client.initialize(capabilities: ["general": ["positionEncodings": ["utf-32", "utf-16"]]])
    XCTAssertEqual(reply["result"]?["capabilities"]?["positionEncoding"], "utf-16")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testOutOfRangeEditsAreClampedAndCloseClears() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: "x.BBB_pattern = \"##\"\n")
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"], .array([]))
    // A position far past the end appends; a reversed range is taken in order.
    client.change(uri, version: 2, changes: [
      ["range": ServerTestClient.range(99, 999, 120, 0), "text": "y.BBB_pattern = \"\"\n"],
      ["range": ServerTestClient.range(0, 500, 0, 0), "text": ""],
    ])
    let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue)
    XCTAssertEqual(diagnostics.map { $0["code"] }, ["mask-empty"])
    XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"], 1)
    client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    let closed = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(closed["params"]?["diagnostics"], .array([]))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testStaleHoverIsContentModified() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: "x.BBB_pattern = \"###\"\n")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    // The hover and an edit of its document arrive together: the hover's answer is stale.
    let id = client.nextRequestID()
    let hover = ServerTestClient.request(
      id: id, method: "textDocument/hover",
      params: ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 18]])
    let edit = ServerTestClient.notification(
      method: "textDocument/didChange",
      params: ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "x.BBB_pattern = \"##\"\n"]]])
    client.sendRaw(MessageWriterBytes.frame(hover) + MessageWriterBytes.frame(edit))
    XCTAssertEqual(try client.response(id)["error"]?["code"], -32801)
    // Once the edit is processed, hovers answer again.
    let fresh = try client.hover(uri, line: 0, character: 18)
    XCTAssertNotNil(fresh["result"]?["contents"], "\(fresh)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
