import Foundation
import MaskJSON
import XCTest

/// `textDocument/codeAction` through `maskls serve`: quick fixes of the findings, "Ignore this
/// rule on this line", "Fix all safe maskls problems", and lazy `codeAction/resolve`.
final class CodeActionServerTests: XCTestCase {
  let source = """
    phoneField.BBB_pattern = "##########"
    phoneField.BBB_regular = "^\\\\d{10}$"
    hexField.BBB_regular = "[0-9a-f0-9]*"

    """

  private func codes(_ published: JSON) -> [String] {
    (published["params"]?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }.sorted()
  }

  private func actions(_ client: ServerTestClient, _ uri: String, only: [String]? = nil) throws -> [JSON] {
    var context: JSONObject = ["diagnostics": []]
    if let only { context["only"] = .array(only.map(JSON.string)) }
    let reply = try client.call(
      "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 3, 0), "context": .object(context)])
    return try XCTUnwrap(reply["result"]?.arrayValue, "\(reply)")
  }

  /// Sends the action's edits as one `didChange` (last edit first, so positions hold).
  private func apply(_ action: JSON, _ client: ServerTestClient, _ uri: String, version: Int) throws {
    let edits = try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue, "\(action)")
    let ordered = edits.sorted {
      let a = ($0["range"]?["start"]?["line"]?.intValue ?? 0, $0["range"]?["start"]?["character"]?.intValue ?? 0)
      let b = ($1["range"]?["start"]?["line"]?.intValue ?? 0, $1["range"]?["start"]?["character"]?.intValue ?? 0)
      return a > b
    }
    client.change(uri, version: version, changes: ordered.map { ["range": $0["range"]!, "text": $0["newText"]!] })
  }

  func testQuickFixResolvesTheFindingAndLinksTheRulePage() throws {
    let client = try ServerTestClient()
    let reply = try client.initialize()
    let provider = reply["result"]?["capabilities"]?["codeActionProvider"]
    XCTAssertEqual(provider?["codeActionKinds"], ["quickfix", "source.fixAll.maskls"])
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(codes(published), ["regex-blocks-typing", "regex-suspicious-class"])
    let first = try XCTUnwrap(published["params"]?["diagnostics"]?[0])
    XCTAssertTrue(first["codeDescription"]?["href"]?.stringValue?.hasSuffix("docs/rules/\(first["code"]?.stringValue ?? "").md") == true)

    let all = try actions(client, uri)
    let fix = try XCTUnwrap(all.first { $0["title"]?.stringValue?.hasPrefix("Accept every prefix") == true }, "\(all)")
    XCTAssertEqual(fix["kind"], "quickfix")
    XCTAssertEqual(fix["isPreferred"], true)
    XCTAssertEqual(fix["diagnostics"]?[0]?["code"], "regex-blocks-typing")
    XCTAssertTrue(all.contains { $0["title"] == "Ignore regex-blocks-typing on this line" })
    XCTAssertEqual(all.filter { $0["kind"] == "source.fixAll.maskls" }.count, 1)

    try apply(fix, client, uri, version: 2)
    let after = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(after["params"]?["version"], 2)
    XCTAssertEqual(codes(after), ["regex-suspicious-class"])

    // Fix all applies only the safe fixes: the duplicate member goes.
    let fixAll = try XCTUnwrap(try actions(client, uri, only: ["source.fixAll"]).first)
    XCTAssertEqual(fixAll["kind"], "source.fixAll.maskls")
    try apply(fixAll, client, uri, version: 3)
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)), [])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testIgnoreOnThisLineSilencesTheRule() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: source)
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let ignore = try XCTUnwrap(try actions(client, uri).first { $0["title"] == "Ignore regex-suspicious-class on this line" })
    XCTAssertEqual(ignore["isPreferred"], false)
    try apply(ignore, client, uri, version: 2)
    XCTAssertEqual(codes(try client.notification("textDocument/publishDiagnostics", uri: uri)), ["regex-blocks-typing"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testLazyResolveGivesTheSameEdit() throws {
    let eager = try ServerTestClient()
    try eager.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    eager.open(uri, text: source)
    _ = try eager.notification("textDocument/publishDiagnostics", uri: uri)
    let eagerActions = try actions(eager, uri)
    XCTAssertEqual(try eager.shutdownAndExit(), 0)

    let lazy = try ServerTestClient()
    let reply = try lazy.initialize(capabilities: ["textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]]])
    XCTAssertEqual(reply["result"]?["capabilities"]?["codeActionProvider"]?["resolveProvider"], true)
    lazy.open(uri, text: source)
    _ = try lazy.notification("textDocument/publishDiagnostics", uri: uri)
    let lazyActions = try actions(lazy, uri)
    XCTAssertEqual(lazyActions.map { $0["title"] }, eagerActions.map { $0["title"] })
    for (unresolved, expected) in zip(lazyActions, eagerActions) {
      XCTAssertNil(unresolved["edit"])
      XCTAssertNotNil(unresolved["data"])
      let resolved = try lazy.call("codeAction/resolve", unresolved)
      XCTAssertEqual(resolved["result"]?["edit"], expected["edit"], "\(unresolved)")
    }
    XCTAssertEqual(try lazy.shutdownAndExit(), 0)
  }
}
