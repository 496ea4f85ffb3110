import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// Several workspace folders, each with its own `.maskls.json`; a changed `.maskls.json`
/// changes only its folder's diagnostics; the editor's excludes.
final class ServerFolderConfigurationTests: XCTestCase {
  private let form = "class T { func f() { a.cardMask = \"0000\"; b.phoneMask = \"1111\" } }\n"
  private let old = "class C { func f() { c.phoneMask = \"2222\" } }\n"

  /// The UTF-16 column where the value of the string literal `"value"` starts in `text`
  /// (ASCII): where a finding about the whole mask starts.
  private func column(_ value: String, _ text: String) -> Int {
    text.distance(from: text.startIndex, to: text.range(of: "\"\(value)\"")!.lowerBound) + 1
  }

  private func start(_ root: URL, options: JSON = [:]) throws -> ServerTestClient {
    let client = try ServerTestClient()
    let folders: [JSON] = ["app", "lib"].map {
      ["uri": .string(FileURI.uri(fromPath: root.appendingPathComponent($0).path)), "name": .string($0)]
    }
    _ = try client.call("initialize", [
      "processId": .null, "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
      "workspaceFolders": .array(folders), "initializationOptions": options,
    ])
    client.notify("initialized", [:])
    return client
  }

  /// "line:character:code:severity" of the next publication for `uri` satisfying `accept`.
  private func diagnostics(_ client: ServerTestClient, _ uri: String, timeout: TimeInterval = 10, until accept: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var last: [String] = []
    while Date() < deadline {
      let published = try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: max(0.1, deadline.timeIntervalSinceNow))
      last = (published["params"]?["diagnostics"]?.arrayValue ?? []).map {
        let start = $0["range"]?["start"]
        return "\(start?["line"]?.intValue ?? -1):\(start?["character"]?.intValue ?? -1):\($0["code"]?.stringValue ?? ""):\($0["severity"]?.intValue ?? 0)"
      }.sorted()
      if accept(last) { return last }
    }
    XCTFail("last diagnostics of \(uri): \(last)")
    return last
  }

  func testEachWorkspaceFolderFollowsItsOwnConfiguration() throws {
    let root = try ServerTestClient.tempDir([
      "app/.maskls.json": #"{"settings": {"cardMask": "mask=hash"}}"#,
      "app/Form.swift": form.replacingOccurrences(of: "class T", with: "class A"),
      "lib/.maskls.json": #"{"settings": {"phoneMask": "mask=hash"}, "rules": {"mask-no-slots": "warning"}}"#,
      "lib/Form.swift": form.replacingOccurrences(of: "class T", with: "class B"),
    ])
    let client = try start(root)
    let app = FileURI.uri(fromPath: root.appendingPathComponent("app/Form.swift").path)
    let lib = FileURI.uri(fromPath: root.appendingPathComponent("lib/Form.swift").path)
    let card = column("0000", form), phone = column("1111", form)
    // app: `cardMask` is a mask, an error; lib: `phoneMask`, a warning.
    XCTAssertEqual(try diagnostics(client, app) { !$0.isEmpty }, ["0:\(card):mask-no-slots:1"])
    XCTAssertEqual(try diagnostics(client, lib) { !$0.isEmpty }, ["0:\(phone):mask-no-slots:2"])

    // app's configuration changes on disk: only app's diagnostics move.
    try #"{"settings": {"phoneMask": "mask=hash"}}"#.write(
      to: root.appendingPathComponent("app/.maskls.json"), atomically: true, encoding: .utf8)
    let config = FileURI.uri(fromPath: root.appendingPathComponent("app/.maskls.json").path)
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(config), "type": 2]]])
    XCTAssertEqual(try diagnostics(client, app) { $0 != ["0:\(card):mask-no-slots:1"] }, ["0:\(phone):mask-no-slots:1"])
    XCTAssertThrowsError(try client.notification("textDocument/publishDiagnostics", uri: lib, timeout: 1), "lib is not published again")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testEditorExcludesLeaveFilesOutEvenOpenUntilRemoved() throws {
    let root = try ServerTestClient.tempDir([
      "lib/.maskls.json": #"{"settings": {"phoneMask": "mask=hash"}}"#,
      "lib/Form.swift": form,
      "lib/Generated/Old.swift": old,
      "app/Other.swift": "class D { func f() { d.BBB_pattern = \"\" } }\n",
    ])
    let client = try start(root, options: ["exclude": ["Generated/**"]])
    let lib = FileURI.uri(fromPath: root.appendingPathComponent("lib/Form.swift").path)
    let oldURI = FileURI.uri(fromPath: root.appendingPathComponent("lib/Generated/Old.swift").path)
    XCTAssertEqual(try diagnostics(client, lib) { !$0.isEmpty }, ["0:\(column("1111", form)):mask-no-slots:1"])
    XCTAssertThrowsError(try client.notification("textDocument/publishDiagnostics", uri: oldURI, timeout: 1), "excluded from the index")
    // Opened, an excluded file is still not analysed.
    client.open(oldURI, text: old)
    XCTAssertEqual(try diagnostics(client, oldURI) { _ in true }, [])
    // The editor drops the exclude: the open file is analysed.
    client.notify("workspace/didChangeConfiguration", ["settings": ["exclude": []]])
    XCTAssertEqual(try diagnostics(client, oldURI) { !$0.isEmpty }, ["0:\(column("2222", old)):mask-no-slots:1"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
