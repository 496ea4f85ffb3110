import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// The workspace index reads what `maskls lint` reads: ignore files and default excludes
/// apply, UTF-16 and Windows-1252 files are decoded; an open document is always analysed.
final class ServerFileSelectionTests: XCTestCase {
  func testIndexHonoursIgnoreFilesDefaultExcludesAndEncodings() throws {
    let finding = "field.BBB_pattern = \"\"\n"
    let root = try ServerTestClient.tempDir([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".gitignore": "Generated/\n",
      "Form.swift": finding,
      "Generated/G.swift": finding,
      "dist/D.swift": finding,
      "web/app.js": String(repeating: "e.a=function(t,n){return t.b+n.c},", count: 200) + "new RegExp(\"[\");\n",
    ])
    // UTF-16 LE with a byte order mark; the finding on line 2 after a non-BMP character.
    let prefix = "let s = \"😀\"; field.BBB_pattern = "
    let utf16 = "// form\n" + prefix + "\"\"\n"
    try Data([0xFF, 0xFE] + utf16.utf16.flatMap { u -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] })
      .write(to: root.appendingPathComponent("Wide.swift"))
    // Windows-1252: `é` as one byte.
    try Data(Array("let caf".utf8) + [0xE9] + Array(" = 1; field.BBB_pattern = \"\"\n".utf8))
      .write(to: root.appendingPathComponent("Legacy.swift"))

    let client = try ServerTestClient()
    try client.initialize(capabilities: ["window": ["workDoneProgress": true]], rootUri: FileURI.uri(fromPath: root.path))
    let create = try client.wait("progress create") { $0["method"]?.stringValue == "window/workDoneProgress/create" }
    client.send(["jsonrpc": "2.0", "id": create["id"] ?? .null, "result": nil])
    var progress = try client.notification("$/progress")
    while progress["params"]?["value"]?["kind"] != "end" { progress = try client.notification("$/progress") }

    func uri(_ name: String) -> String { FileURI.uri(fromPath: root.appendingPathComponent(name).path) }
    let wide = try client.notification("textDocument/publishDiagnostics", uri: uri("Wide.swift"))
    let start = wide["params"]?["diagnostics"]?[0]?["range"]?["start"]
    XCTAssertEqual(start?["line"], 1, "\(wide)")
    XCTAssertEqual(start?["character"]?.intValue, Int64(prefix.utf16.count), "\(wide)")
    let legacy = try client.notification("textDocument/publishDiagnostics", uri: uri("Legacy.swift"))
    XCTAssertEqual(legacy["params"]?["diagnostics"]?[0]?["range"]?["start"]?["character"]?.intValue, Int64("let café = 1; field.BBB_pattern = ".utf16.count), "\(legacy)")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri("Form.swift"))

    XCTAssertFalse(
      client.pending.contains { $0["params"]?["uri"]?.stringValue == uri("Generated/G.swift") }, "ignored files are not indexed")
    // An open document in an ignored folder is analysed all the same.
    client.open(uri("Generated/G.swift"), text: finding)
    let opened = try client.notification("textDocument/publishDiagnostics", uri: uri("Generated/G.swift"))
    XCTAssertEqual(opened["params"]?["diagnostics"]?.arrayValue?.count, 1)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
    let published = Set(client.pending.compactMap { message -> String? in
      guard message["method"] == "textDocument/publishDiagnostics" else { return nil }
      return message["params"]?["uri"]?.stringValue
    })
    for skipped in ["dist/D.swift", "web/app.js"] {
      XCTAssertFalse(published.contains(uri(skipped)), "\(skipped) is not indexed")
    }
  }
}
