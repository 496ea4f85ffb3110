import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// The background index of the workspace root: cross-file fields, progress, watched files.
final class ServerWorkspaceTests: XCTestCase {
  static func storyboard(mask: String) -> String {
    """
    <document>
      <viewController id="vc1" customClass="SignUpVC">
        <view key="view" id="v1">
          <subviews>
            <textField id="tf1" customClass="PatternTextField">
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="\(mask)"/>
              </userDefinedRuntimeAttributes>
            </textField>
          </subviews>
        </view>
        <connections>
          <outlet property="phoneField" destination="tf1" id="o1"/>
        </connections>
      </viewController>
    </document>
    """
  }

  static let code = """
    class SignUpVC: UIViewController {
      override func viewDidLoad() { phoneField.BBB_pattern = "+1 (###) ###-####" }
    }
    """

  /// Answers the server's requests (progress token creation, registrations) with null.
  func answerServerRequests(_ client: ServerTestClient, method: String) throws -> JSON {
    let request = try client.wait("\(method) request") { $0["method"]?.stringValue == method && $0["id"] != nil }
    client.send(["jsonrpc": "2.0", "id": request["id"] ?? .null, "result": nil])
    return request
  }

  func testStoryboardAndSwiftConflictThroughTheIndexWithProgress() throws {
    // On disk, code and storyboard agree; the editor's unsaved text gives another mask.
    let sameMask = Self.code.replacingOccurrences(of: "+1 (###) ###-####", with: "(###) ###-####")
    let root = try ServerTestClient.tempDir([
      "UI/Main.storyboard": Self.storyboard(mask: "(###) ###-####"),
      "SignUpVC.swift": sameMask,
      "Pods/Ignored.swift": "x.BBB_pattern = \"\"\n",
    ])
    let client = try ServerTestClient()
    try client.initialize(
      capabilities: ["window": ["workDoneProgress": true], "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
      rootUri: FileURI.uri(fromPath: root.path))
    let create = try answerServerRequests(client, method: "window/workDoneProgress/create")
    let token = try XCTUnwrap(create["params"]?["token"])
    _ = try answerServerRequests(client, method: "client/registerCapability")
    let begin = try client.notification("$/progress")
    XCTAssertEqual(begin["params"]?["token"], token)
    XCTAssertEqual(begin["params"]?["value"]?["kind"], "begin")
    var end = try client.notification("$/progress")
    while end["params"]?["value"]?["kind"] == "report" { end = try client.notification("$/progress") }
    XCTAssertEqual(end["params"]?["value"]?["kind"], "end")

    // Only the Swift file is open; the storyboard comes from the index.
    let swiftURI = FileURI.uri(fromPath: root.appendingPathComponent("SignUpVC.swift").path)
    let storyboardURI = FileURI.uri(fromPath: root.appendingPathComponent("UI/Main.storyboard").path)
    client.open(swiftURI, text: Self.code)
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: swiftURI)["params"]?["diagnostics"], .array([]))
    let published = try client.notification("textDocument/publishDiagnostics", uri: storyboardURI)
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue)
    XCTAssertEqual(diagnostics.map { $0["code"] }, ["conflict-duplicate"], "\(diagnostics)")
    let duplicate = diagnostics[0]
    XCTAssertEqual(duplicate["severity"], 2)
    XCTAssertEqual(duplicate["range"]?["start"]?["line"], 6)
    let related = try XCTUnwrap(duplicate["relatedInformation"]?.arrayValue)
    XCTAssertEqual(related.first?["location"]?["uri"]?.stringValue, swiftURI)
    XCTAssertEqual(related.first?["location"]?["range"]?["start"]?["line"], 1)

    // The storyboard changes on disk to the editor's mask: the conflict goes away.
    try Data(Self.storyboard(mask: "+1 (###) ###-####").utf8).write(to: root.appendingPathComponent("UI/Main.storyboard"))
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(storyboardURI), "type": 2]]])
    let after = try client.notification("textDocument/publishDiagnostics", uri: storyboardURI)
    XCTAssertEqual(after["params"]?["diagnostics"], .array([]))

    // A watched change of an open file is ignored in favour of the editor's text.
    try Data("phoneField.BBB_pattern = \"\"\n".utf8).write(to: root.appendingPathComponent("SignUpVC.swift"))
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(swiftURI), "type": 2]]])
    let hover = try client.hover(swiftURI, line: 1, character: 60)
    let markdown = try XCTUnwrap(hover["result"]?["contents"]?["value"]?.stringValue, "\(hover)")
    XCTAssertTrue(markdown.contains("+1 (234) 567-8909"), markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
    XCTAssertFalse(
      client.pending.contains { $0["params"]?["uri"]?.stringValue?.contains("Pods") == true }, "Pods/ is not indexed")
  }

  func testHoverOnStoryboardLiteral() throws {
    let root = try ServerTestClient.tempDir(["Main.storyboard": Self.storyboard(mask: "(###) ###-####")])
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: root.path))
    let uri = FileURI.uri(fromPath: root.appendingPathComponent("Main.storyboard").path)
    let text = Self.storyboard(mask: "(###) ###-####")
    client.open(uri, text: text, languageId: "xml")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let lines = text.components(separatedBy: "\n")
    let line = try XCTUnwrap(lines.firstIndex { $0.contains("value=\"(###)") })
    let column = try XCTUnwrap(lines[line].range(of: "(###)")).upperBound.utf16Offset(in: lines[line])
    let reply = try client.hover(uri, line: line, character: column)
    let markdown = try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    XCTAssertTrue(markdown.contains("(234) 567-8909"), markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
