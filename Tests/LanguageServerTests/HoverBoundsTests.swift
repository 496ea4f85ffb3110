import Foundation
import MaskJSON
import XCTest

/// A hover repeats a bounded part of a mask pasted many times over, and says how much it left.
final class HoverBoundsTests: XCTestCase {
  func testHoverOnAMegabyteMaskIsBoundedAndCounted() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI("Huge.swift")
    let mask = String(String(repeating: "(###) ###-####", count: 71_429).prefix(1_000_000))
    client.open(uri, text: "field.BBB_pattern = \"\(mask)\"\n")
    let reply = try client.hover(uri, line: 0, character: 25)
    let markdown = try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    XCTAssertTrue(markdown.contains("the mask has 1000000 characters in"), String(markdown.suffix(500)))
    XCTAssertTrue(markdown.contains("the hover shows the first 1000 characters and 64 parts"), String(markdown.suffix(500)))
    XCTAssertTrue(markdown.contains("```\n" + String(mask.prefix(1_000)) + "…\n```"))
    XCTAssertEqual(markdown.components(separatedBy: "\n- ").count - 1, 65, "64 parts and the note")
    XCTAssertLessThan(markdown.utf8.count, 10_000)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// One part that runs the whole mask (a million slots, then a million literals) is shown
  /// cut, not whole.
  func testHoverOnOneLongRunShowsItsPartCut() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI("Run.swift")
    let mask = String(repeating: "#", count: 1_000_000) + String(repeating: "-", count: 1_000_000)
    client.open(uri, text: "field.BBB_pattern = \"\(mask)\"\n")
    let reply = try client.hover(uri, line: 0, character: 25)
    let markdown = try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    XCTAssertTrue(markdown.contains("\n- `" + String(repeating: "#", count: 60) + "…` — 1000000 × "), String(markdown.prefix(1_500)))
    XCTAssertTrue(markdown.contains("\n- `" + String(repeating: "-", count: 60) + "…` — fixed"), String(markdown.prefix(1_500)))
    XCTAssertLessThan(markdown.utf8.count, 10_000)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testShortMaskIsShownWhole() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI("Phone.swift")
    client.open(uri, text: "field.BBB_pattern = \"(###) ###-####\"\n")
    let markdown = try XCTUnwrap(try client.hover(uri, line: 0, character: 25)["result"]?["contents"]?["value"]?.stringValue)
    XCTAssertTrue(markdown.contains("```\n(###) ###-####\n```"), markdown)
    XCTAssertFalse(markdown.contains("the hover shows the first"), markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
