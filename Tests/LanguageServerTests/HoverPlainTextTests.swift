import Foundation
import MaskJSON
import XCTest

/// Clients that do not list Markdown in `hover.contentFormat` get plain text.
final class HoverPlainTextTests: XCTestCase {
  func testPlainTextClientGetsPlainText() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["plaintext"]]]])
    let uri = ServerTestClient.tempURI("Phone.swift")
    client.open(uri, text: "x.BBB_pattern = \"+1 (###) ###-####\"\n")
    let reply = try client.hover(uri, line: 0, character: 20)
    let result = try XCTUnwrap(reply["result"], "\(reply)")
    XCTAssertEqual(result["contents"]?["kind"], "plaintext")
    let text = try XCTUnwrap(result["contents"]?["value"]?.stringValue)
    XCTAssertTrue(text.contains("2345678909 → +1 (234) 567-8909"), text)
    XCTAssertFalse(text.contains("```"), text)
    XCTAssertFalse(text.contains("**"), text)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
