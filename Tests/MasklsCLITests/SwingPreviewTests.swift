import Foundation
import MaskJSON
import XCTest

/// `maskls preview --dialect swingmaskformatter` shows what a fresh `JFormattedTextField` does
/// (outputs checked against JDK 17's MaskFormatter).
final class SwingPreviewTests: XCTestCase {
  private func preview(_ args: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview", "--dialect", "swingmaskformatter"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  func testHexSlotsUpperCaseAndARefusedFirstKeyIsRefused() throws {
    let json = try preview(["HH-##", "--keys", "xab"])
    let keys = json["keys"]?.arrayValue ?? []
    XCTAssertEqual(keys.map { $0["text"]?.stringValue ?? "?" }, ["  -  ", "A -  ", "AB-  "])
    XCTAssertEqual(keys.map { $0["accepted"]?.boolValue ?? true }, [false, true, true])
    XCTAssertEqual(keys.last?["caret"], 3)
  }

  func testInputIsWhatTypingShows() throws {
    let typed = try preview(["(###) ###-####", "--keys", "(12)3"])
    let input = try preview(["(###) ###-####", "--input", "(12)3"])
    XCTAssertEqual(input["formatted"], typed["keys"]?.arrayValue?.last?["text"])
    XCTAssertEqual(input["formatted"], "(123)    -    ")
  }

  func testAnySlotTakesThePlaceholderSpace() throws {
    let json = try preview(["**", "--input", "a"])
    XCTAssertEqual(json["formatted"], "a ")
    XCTAssertEqual(json["complete"], true)
    XCTAssertEqual(json["value"], "a ")
  }
}
