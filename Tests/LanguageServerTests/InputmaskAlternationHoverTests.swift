import Foundation
import MaskJSON
import XCTest

/// Over stdio: the hover's typing replay of an Inputmask mask with an alternation shows what
/// the library shows key by key. `A(*|9*9)9.a` typed `A02A` then two backspaces, in jsdom:
/// `A|.`, `A0|.`, `A02|.`, the second `A` refused (`A02|.`; the rules wrote `A02.A|`), `A0|.`,
/// `A|.`; `format("A02A")` is `A02.`.
final class InputmaskAlternationHoverTests: XCTestCase {
  func testHoverReplaysAnAlternationAsTheLibraryDoes() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("code.js")
    let line = "Inputmask({ mask: \"A(*|9*9)9.a\" }).mask(document.getElementById(\"code\"));"
    client.open(uri, text: "import Inputmask from \"inputmask\";\n\(line)\n", languageId: "javascript")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let mask = try XCTUnwrap(line.range(of: "\"A(*"))
    let markdown = try XCTUnwrap(
      client.hover(uri, line: 1, character: line.utf16.distance(from: line.startIndex, to: mask.lowerBound) + 3)["result"]?[
        "contents"]?["value"]?.stringValue)
    XCTAssertTrue(markdown.contains("Sample: `A02A` → `A02.`"), markdown)
    let typing = markdown.components(separatedBy: "\n").filter { $0.hasPrefix("A ") || $0.hasPrefix("0 ") || $0.hasPrefix("2 ") || $0.hasPrefix("⌫ ") }
    XCTAssertEqual(typing, ["A  A|.", "0  A0|.", "2  A02|.", "A  A02|.   (no change)", "⌫  A0|.", "⌫  A|."], markdown)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
