import Foundation
import MaskJSON
import XCTest

/// Hover on ngx-mask masks in an Angular template shows what the library shows for the
/// sample: a date mask's sample stays in range, a `||` mask takes the alternative the typed
/// length selects.
final class NgxMaskHoverTests: XCTestCase {
  func testHoverOnKeywordAndAlternativeMasks() throws {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI("form.component.html")
    let lines = [
      "<input type=\"text\" mask=\"d0/M0/0000\" />",
      "<input type=\"text\" mask=\"000.000.000-00||00.000.000/0000-00\" />",
    ]
    client.open(uri, text: lines.joined(separator: "\n") + "\n")
    let column = "<input type=\"text\" mask=\"".utf16.count + 2
    func hover(_ line: Int) throws -> String {
      let reply = try client.hover(uri, line: line, character: column)
      return try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    }
    let date = try hover(0)
    XCTAssertTrue(date.contains("02/03/4567"), date)
    let document = try hover(1)
    XCTAssertTrue(document.contains("234.567.890-92"), document)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
