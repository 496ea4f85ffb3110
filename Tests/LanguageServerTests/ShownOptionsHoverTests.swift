import Foundation
import MaskJSON
import XCTest

/// Hover over `maskls serve` shows what the field does with the options written next to its
/// mask: react-input-mask `maskChar`, a Flutter `const` filter map, ngx-mask inputs the
/// preview leaves out; an option that cannot be read gives no sample at all.
final class ShownOptionsHoverTests: XCTestCase {
  private func hovers(_ name: String, languageId: String, lines: [String], at positions: [(line: Int, character: Int)]) throws -> [String] {
    let client = try ServerTestClient()
    try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    let uri = ServerTestClient.tempURI(name)
    client.open(uri, text: lines.joined(separator: "\n") + "\n", languageId: languageId)
    let texts = try positions.map { position -> String in
      let reply = try client.hover(uri, line: position.line, character: position.character)
      return try XCTUnwrap(reply["result"]?["contents"]?["value"]?.stringValue, "\(reply)")
    }
    XCTAssertEqual(try client.shutdownAndExit(), 0)
    return texts
  }

  func testReactInputMaskCharacter() throws {
    let lines = [
      "import Masked from 'react-input-mask';",
      "export const A = () => <Masked mask=\"99/99\" maskChar={null} />;",
      "export const B = () => <Masked mask=\"99/99\" maskChar=\"-\" />;",
      "export const C = (props) => <Masked mask=\"99/99\" maskChar={props.c} />;",
    ]
    let column = { (line: Int) in lines[line].utf16.count - lines[line].drop(while: { $0 != "\"" }).utf16.count + 2 }
    let texts = try hovers("Form.jsx", languageId: "javascriptreact", lines: lines, at: [(1, column(1)), (2, column(2)), (3, column(3))])
    // Typing `2` then `3`: nothing shown in the empty positions, then `-` in them.
    XCTAssertTrue(texts[0].contains("\n3  23/|\n"), texts[0])
    XCTAssertFalse(texts[0].contains("_"), texts[0])
    XCTAssertTrue(texts[1].contains("\n3  23/|--\n"), texts[1])
    // Unknown: no sample, no placeholder claimed.
    XCTAssertTrue(texts[2].contains("cannot read"), texts[2])
    XCTAssertFalse(texts[2].contains("Typing"), texts[2])
  }

  func testFlutterConstFilter() throws {
    let lines = ["final plate = MaskTextInputFormatter(mask: 'LLL-0000', filter: const {'L': RegExp(r'[A-Z]'), '0': RegExp(r'[0-9]')});"]
    let texts = try hovers("lib/plate.dart", languageId: "dart", lines: lines, at: [(0, 45)])
    XCTAssertTrue(texts[0].contains("`LLL` — 3 × /[A-Z]/"), texts[0])
    XCTAssertTrue(texts[0].contains("complete"), texts[0])
  }

  func testNgxInputsLeftOutAreNamed() throws {
    let lines = [#"<input mask="(000) 000-0000" prefix="+7 " [showMaskTyped]="true">"#]
    let texts = try hovers("phone.component.html", languageId: "html", lines: lines, at: [(0, 16)])
    XCTAssertTrue(texts[0].contains("⚠ `prefix`, `showMaskTyped` of this field change the text it shows"), texts[0])
  }
}
