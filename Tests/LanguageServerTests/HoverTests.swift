import Foundation
import MaskJSON
import XCTest

/// `textDocument/hover` on mask and regex literals.
final class HoverTests: XCTestCase {
  func testHoverOnPatternShowsFormattedSampleAndRange() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI("Phone.swift")
    let line = "  phoneField.BBB_pattern = \"+1 (###) ###-####\""
    client.open(uri, text: "// 😀 form\n\(line)\n")
    let literalStart = line.utf16.count - "\"+1 (###) ###-####\"".utf16.count
    let reply = try client.hover(uri, line: 1, character: literalStart + 5)
    let result = try XCTUnwrap(reply["result"], "\(reply)")
    XCTAssertEqual(result["contents"]?["kind"], "markdown")
    let markdown = try XCTUnwrap(result["contents"]?["value"]?.stringValue)
    XCTAssertTrue(markdown.contains("BBB_pattern"), markdown)
    XCTAssertTrue(markdown.contains("+1 (234) 567-8909"), markdown)
    let range = try XCTUnwrap(result["range"])
    XCTAssertEqual(range["start"]?["line"], 1)
    XCTAssertEqual(range["end"]?["line"], 1)
    let start = try XCTUnwrap(range["start"]?["character"]?.intValue)
    let end = try XCTUnwrap(range["end"]?["character"]?.intValue)
    XCTAssertTrue(start <= Int64(literalStart + 5) && Int64(literalStart + 5) < end, "\(range)")
    XCTAssertTrue(start >= Int64(literalStart) && end <= Int64(line.utf16.count), "\(range)")
    // Away from any literal there is nothing to show.
    XCTAssertEqual(try client.hover(uri, line: 1, character: 3)["result"], .null)
    // An unknown document is not an error.
    XCTAssertEqual(try client.hover(ServerTestClient.tempURI("Missing.swift"), line: 0, character: 0)["result"], .null)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testHoverOnRegexSaysWhetherItCompiles() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Phone.swift")
    let text = "phoneField.BBB_pattern = \"###\"\nphoneField.BBB_regular = \"\\\\d{0,3}\"\n"
    client.open(uri, text: text)
    let reply = try client.hover(uri, line: 1, character: 28)
    let markdown = try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    XCTAssertTrue(markdown.contains("compiles"), markdown)
    XCTAssertTrue(markdown.contains("`###`"), markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testHoverWithCatastrophicRegexesComesBack() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Slow.swift")
    // Fixed `a`/`x` runs before the slots make the formatted text a backtracking trap.
    let a = String(repeating: "a", count: 40)
    let x = String(repeating: "x", count: 40)
    let text = """
      aField.BBB_pattern = "\(a)##"
      aField.BBB_regular = "(a+)+b"
      xField.BBB_pattern = "\(x)##"
      xField.BBB_regular = "(x*)*y"

      """
    client.open(uri, text: text)
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 5)
    for line in [0, 2] {
      let started = Date()
      let reply = try client.hover(uri, line: line, character: 24, timeout: 5)
      XCTAssertLessThan(Date().timeIntervalSince(started), 5)
      XCTAssertNotNil(reply["result"]?["contents"], "\(reply)")
    }
    let regexHover = try client.hover(uri, line: 1, character: 24, timeout: 5)
    XCTAssertNotNil(regexHover["result"]?["contents"], "\(regexHover)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
