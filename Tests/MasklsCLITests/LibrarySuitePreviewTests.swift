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

  /// Inputmask's qunit/tests_alternations.js, typed in dist/inputmask.js (jsdom, `placeholder:
  /// ""`): the undecided alternative's literals are not shown, a typed literal decides.
  func testInputmaskAlternationShowsOnlyWhatTheAlternativesLeftShare() throws {
    XCTAssertEqual(try keys("inputmask", "W|XY|Z", "WZ"), ["W", "WZ"])
    XCTAssertEqual(try keys("inputmask", "(1|2|3)/(4|5)", "34"), ["3/", "3/4"])
    XCTAssertEqual(
      try keys("inputmask", "9{1,2}C|S A{1,3} 9{4}", "12Ca"), ["1  ", "12  ", "12C  ", "12C A "])
  }

  /// An unclosed group moved to the end of the mask puts the mandatory slot of an optional
  /// trap before the optional one: the mask is still read and reported.
  func testInputmaskUnclosedGroupWithAnOptionalTrapIsReported() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "inputmask", "--json", "--", "(9A([*9]"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let kinds = (json["issues"]?.arrayValue ?? []).compactMap { $0["kind"]?.stringValue }
    XCTAssertTrue(kinds.contains("optionalTrap"), "\(kinds)")
  }

  /// `--input` is what Inputmask shows when the field's text is set (`Inputmask.format`, its
  /// `checkVal`, run in jsdom): a leading digit the mask's literals also hold goes into the
  /// first slot, where typed keys would take it for the literal.
  func testInputmaskInputIsReadAsTheLibraryReadsASetValue() throws {
    let set = try MasklsBinary.run(["preview", "--dialect", "inputmask", "+7(999)999-99-99", "--input", "79161234567", "--json"])
    XCTAssertEqual(set.status, 0, set.stderr)
    XCTAssertEqual(try JSON.parse(set.stdoutBytes)["formatted"]?.stringValue, "+7(791)612-34-56")
    XCTAssertEqual(try keys("inputmask", "+7(999)999-99-99", "7916").last, "+7(916)--")
  }
}
