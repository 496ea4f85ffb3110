import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// Pull diagnostics, inlay hints and live configuration through `maskls serve`.
final class EditorFeaturesServerTests: XCTestCase {
  let source = """
    phoneField.BBB_pattern = "+1 (###) ###-####"
    codeField.BBB_regular = "^\\\\d{10}$"

    """

  private func initialize(_ client: ServerTestClient, capabilities: JSON = [:], options: JSON? = nil, rootUri: String? = nil) throws -> JSON {
    var params: JSONObject = ["processId": .null, "capabilities": capabilities]
    if let options { params["initializationOptions"] = options }
    if let rootUri { params["rootUri"] = .string(rootUri) }
    let reply = try client.call("initialize", .object(params))
    client.notify("initialized", [:])
    return reply
  }

  private func codes(_ items: JSON?) -> [String] {
    (items?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }.sorted()
  }

  private func hints(_ client: ServerTestClient, _ uri: String) throws -> [String] {
    let reply = try client.call("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 3, 0)])
    return try XCTUnwrap(reply["result"]?.arrayValue, "\(reply)").compactMap { $0["label"]?.stringValue }
  }

  func testPullDiagnosticsWithResultIdsAndNoPush() throws {
    let client = try ServerTestClient()
    let reply = try initialize(client, capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
    XCTAssertEqual(reply["result"]?["capabilities"]?["diagnosticProvider"]?["workspaceDiagnostics"], true)
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    let first = try client.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    XCTAssertEqual(first["result"]?["kind"], "full")
    XCTAssertEqual(codes(first["result"]?["items"]), ["regex-blocks-typing"])
    let resultId = try XCTUnwrap(first["result"]?["resultId"]?.stringValue)
    let again = try client.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultId)])
    XCTAssertEqual(again["result"]?["kind"], "unchanged")
    XCTAssertEqual(again["result"]?["resultId"]?.stringValue, resultId)
    // An edit gives a new report.
    client.change(uri, version: 2, changes: [["text": "codeField.BBB_regular = \"^\\\\d{0,10}$\"\n"]])
    let changed = try client.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultId)])
    XCTAssertEqual(changed["result"]?["kind"], "full")
    XCTAssertEqual(codes(changed["result"]?["items"]), [])
    // The workspace report lists the open document.
    let workspace = try client.call("workspace/diagnostic", ["previousResultIds": []])
    let items = try XCTUnwrap(workspace["result"]?["items"]?.arrayValue)
    XCTAssertTrue(items.contains { $0["uri"]?.stringValue == uri && $0["version"] == 2 }, "\(items)")
    // Never pushed.
    XCTAssertTrue(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" }, "\(client.pending)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testPushClientsGetNoDiagnosticProvider() throws {
    let client = try ServerTestClient()
    let reply = try initialize(client)
    XCTAssertNil(reply["result"]?["capabilities"]?["diagnosticProvider"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testInlayHintsShowTheSampleAndTheBlockedRegexAndCanBeTurnedOff() throws {
    let client = try ServerTestClient()
    let reply = try initialize(client)
    XCTAssertEqual(reply["result"]?["capabilities"]?["inlayHintProvider"], true)
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let result = try client.call("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 3, 0)])
    let first = try XCTUnwrap(result["result"]?[0])
    XCTAssertEqual(first["label"], "⟶ +1 (234) 567-8909")
    // At the end of the mask literal.
    XCTAssertEqual(first["position"], ["line": 0, "character": .int(Int64(source.split(separator: "\n")[0].utf16.count))])
    XCTAssertEqual(try hints(client, uri), ["⟶ +1 (234) 567-8909", "⚠ blocks typing"])
    client.notify("workspace/didChangeConfiguration", ["settings": ["maskls": ["inlayHints": false]]])
    XCTAssertEqual(try hints(client, uri), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)

    let off = try ServerTestClient()
    _ = try initialize(off, options: ["inlayHints": false])
    off.open(uri, text: source)
    XCTAssertEqual(try hints(off, uri), [])
    XCTAssertEqual(try off.shutdownAndExit(), 0)
  }

  func testRuleSeveritiesFromTheEditor() throws {
    let client = try ServerTestClient()
    _ = try initialize(client)
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"]), ["regex-blocks-typing"])
    client.notify("workspace/didChangeConfiguration", ["settings": ["maskls": ["rules": ["regex-blocks-typing": "off"]]]])
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"]), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testConfigurationIsPulledWhenTheClientAnswers() throws {
    let client = try ServerTestClient()
    _ = try initialize(client, capabilities: ["workspace": ["configuration": true]])
    let request = try client.wait("workspace/configuration") { $0["method"] == "workspace/configuration" }
    XCTAssertEqual(request["params"]?["items"]?[0]?["section"], "maskls")
    client.send(["jsonrpc": "2.0", "id": request["id"]!, "result": [["inlayHints": false]]])
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    XCTAssertEqual(try hints(client, uri), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testWatchersCoverEveryLanguageAndTheConfigurationFileReloads() throws {
    let dir = try ServerTestClient.tempDir(["Form.swift": source])
    defer { try? FileManager.default.removeItem(at: dir) }
    let client = try ServerTestClient()
    _ = try initialize(
      client, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
      rootUri: FileURI.uri(fromPath: dir.path))
    let registration = try client.wait("registerCapability") { $0["method"] == "client/registerCapability" }
    let globs = (registration["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue ?? [])
      .compactMap { $0["globPattern"]?.stringValue }
    for glob in ["**/*.swift", "**/*.kt", "**/*.java", "**/*.js", "**/*.tsx", "**/*.vue", "**/*.html", "**/*.dart", "**/*.cs", "**/*.xml", "**/.maskls.json"] {
      XCTAssertTrue(globs.contains(glob), "\(glob) not in \(globs)")
    }
    let uri = FileURI.uri(fromPath: dir.appendingPathComponent("Form.swift").path)
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 20)["params"]?["diagnostics"]), ["regex-blocks-typing"])
    let config = dir.appendingPathComponent(".maskls.json")
    try Data(#"{"rules": {"regex-blocks-typing": "off"}}"#.utf8).write(to: config)
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(fromPath: config.path)), "type": 1]]])
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"]), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// Rule severities given at initialization outlive the index reading `.maskls.json`.
  func testInitializationRulesSurviveIndexing() throws {
    let dir = try ServerTestClient.tempDir(["Form.swift": source, ".maskls.json": #"{"rules": {"mask-empty": "off"}}"#])
    defer { try? FileManager.default.removeItem(at: dir) }
    let client = try ServerTestClient()
    _ = try initialize(client, options: ["rules": ["regex-blocks-typing": "off"]], rootUri: FileURI.uri(fromPath: dir.path))
    let uri = FileURI.uri(fromPath: dir.appendingPathComponent("Form.swift").path)
    client.open(uri, text: source + "other.BBB_regular = \"[A-z]\"\n")
    // The last publication, once the server has been quiet for a second (indexing done).
    var last: JSON = .null
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let next = try? client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 1) { last = next } else { break }
    }
    XCTAssertEqual(codes(last["params"]?["diagnostics"]), ["regex-suspicious-class"], "\(last)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// A folder added to the workspace is indexed; removed, its findings are withdrawn.
  func testWorkspaceFoldersAddedAndRemoved() throws {
    let first = try ServerTestClient.tempDir(["A.swift": "a.BBB_pattern = \"##\"\n"])
    let second = try ServerTestClient.tempDir(["B.swift": source])
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let client = try ServerTestClient()
    let reply = try initialize(client, rootUri: FileURI.uri(fromPath: first.path))
    XCTAssertEqual(reply["result"]?["capabilities"]?["workspace"]?["workspaceFolders"]?["changeNotifications"], true)
    let folder: JSON = ["uri": .string(FileURI.uri(fromPath: second.path)), "name": "second"]
    client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [folder], "removed": []]])
    let uri = FileURI.uri(fromPath: second.appendingPathComponent("B.swift").path)
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 20)["params"]?["diagnostics"]), ["regex-blocks-typing"])
    client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [folder]]])
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"]), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
