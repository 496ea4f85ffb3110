import Foundation
import MaskJSON
import XCTest

/// `maskls preview --keys` replays typing as the libraries' own test suites show it
/// (`Differential/*DifferentialTests` check every case; these check the CLI renders them).
final class LibrarySuitePreviewTests: XCTestCase {
  private func keys(_ dialect: String, _ mask: String, _ keys: String) throws -> [String] {
    let result = try MasklsBinary.run(["preview", "--dialect", dialect, mask, "--keys", keys, "--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    return (json["keys"]?.arrayValue ?? []).map { $0["text"]?.stringValue ?? "?" }
  }

  /// mask_text_input_formatter "Typing 3" and "Typing 4": one typed character always goes to
  /// a slot, even one equal to the mask's literal.
  func testFlutterTypedCharacterIsNeverTakenForALiteral() throws {
    XCTAssertEqual(try keys("flutter", "123###321", "321"), ["1233", "12332", "123321"])
    XCTAssertEqual(try keys("flutter", "0######", "000"), ["00", "000", "0000"])
  }

  /// react-input-mask 2.0.4: typing starts at the first editable position; backspace after a
  /// literal empties the editable position before it, without shifting.
  func testReactInputMaskBackspaceEmptiesThePositionBeforeTheLiteral() throws {
    XCTAssertEqual(
      try keys("reactinputmask", "+7 (999) 999", "1234⌫⌫"),
      ["+7 (1__) ___", "+7 (12_) ___", "+7 (123) ___", "+7 (123) 4__", "+7 (123) ___", "+7 (12_) ___"])
  }
}
