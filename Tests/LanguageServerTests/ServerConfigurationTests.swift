import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// The server reads `.maskls.json` of its workspace root: custom settings, severities,
/// excludes — the same as `maskls lint`.
final class ServerConfigurationTests: XCTestCase {
  func testWorkspaceConfigurationAppliesToOpenDocumentsAndTheIndex() throws {
    let root = try ServerTestClient.tempDir([
      ".maskls.json": #"{"settings": {"cardMask": "mask=hash"}, "rules": {"mask-empty": "error"}, "exclude": ["Generated"]}"#,
      "Generated/Old.swift": "x.BBB_pattern = \"\"\n",
    ])
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: root.path))
    client.notify("initialized", [:])
    let uri = FileURI.uri(fromPath: root.appendingPathComponent("Form.swift").path)
    client.open(uri, text: "field.cardMask = \"0000\"\nother.BBB_pattern = \"\"\n")
    // Findings from the custom setting and the raised severity; the excluded file stays out.
    let deadline = Date().addingTimeInterval(10)
    var codes: [String: Int64] = [:]
    while Date() < deadline {
      let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
      codes = [:]
      for d in published["params"]?["diagnostics"]?.arrayValue ?? [] {
        codes[d["code"]?.stringValue ?? ""] = d["severity"]?.intValue
      }
      if codes["mask-no-slots"] != nil { break }
    }
    XCTAssertEqual(codes["mask-no-slots"], 1, "\(codes)")
    XCTAssertEqual(codes["mask-empty"], 1, "\(codes)")
    let old = FileURI.uri(fromPath: root.appendingPathComponent("Generated/Old.swift").path)
    XCTAssertThrowsError(try client.notification("textDocument/publishDiagnostics", uri: old, timeout: 1))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
