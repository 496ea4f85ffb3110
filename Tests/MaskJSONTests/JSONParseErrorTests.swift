import MaskJSON
import XCTest

final class JSONParseErrorTests: XCTestCase {
  private func error(_ text: String) -> JSONParseError? {
    do {
      _ = try JSON.parse(text)
      return nil
    } catch {
      return error
    }
  }

  func testMissingValueReportsPosition() throws {
    let e = try XCTUnwrap(error(#"{"a": }"#))
    XCTAssertEqual(e.line, 1)
    // The offending token is the `}` at byte 6 (column 7); parsing stopped after it.
    XCTAssertEqual(e.column, 7)
    XCTAssertEqual(e.offset, 7)
    XCTAssertTrue(e.message.contains("}"), e.message)
  }

  func testErrorOnThirdLine() throws {
    let e = try XCTUnwrap(error("{\n  \"a\": 1,\n  \"b\" 2\n}"))
    XCTAssertEqual(e.line, 3)
    XCTAssertEqual(e.column, 7)  // the `2` where `:` was expected
    XCTAssertEqual(e.offset, 19)
    XCTAssertTrue(e.message.contains("':' expected"), e.message)
  }

  func testColumnCountsCharactersOffsetCountsBytes() throws {
    let e = try XCTUnwrap(error(#"{"é": tru}"#))
    XCTAssertEqual(e.line, 1)
    XCTAssertEqual(e.column, 9)
    XCTAssertEqual(e.offset, 10)  // é is two bytes
  }

  func testTruncatedAndTrailingAndEmpty() throws {
    XCTAssertTrue(try XCTUnwrap(error("[1, 2")).message.contains("end of file"))
    XCTAssertEqual(try XCTUnwrap(error("[1] x")).offset, 5)
    XCTAssertNotNil(error(""))
    XCTAssertNotNil(error("   "))
    XCTAssertNotNil(error(#"{"a":1,}"#))
    XCTAssertNotNil(error("'single'"))
  }

  func testInvalidUnicodeEscapeIsAnError() {
    XCTAssertNotNil(error(#""\ud800""#))
  }

  func testInvalidUTF8IsAnError() {
    XCTAssertThrowsError(try JSON.parse([0x22, 0xFF, 0x22]))
  }

  func testDeepNestingIsRejectedNotCrashing() throws {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let e = try XCTUnwrap(error(text))
    XCTAssertTrue(e.message.contains("depth"), e.message)
    // Just under the limit still parses.
    let ok = JSON.maxParseDepth
    let fine = String(repeating: "[", count: ok) + String(repeating: "]", count: ok)
    XCTAssertNotNil(try JSON.parse(fine).arrayValue)
  }

  func testDeepSwiftValueSerialisesWithCutOff() {
    var value: JSON = 1
    for _ in 0..<(JSON.maxSerializeDepth + 10) { value = [value] }
    let text = value.serialized()
    XCTAssertTrue(text.contains("null"))
    XCTAssertFalse(text.contains("1"))
    XCTAssertEqual(text.filter { $0 == "[" }.count, JSON.maxSerializeDepth)
  }

  func testDescriptionMentionsPosition() throws {
    let e = try XCTUnwrap(error("[1,,]"))
    XCTAssertTrue(e.description.contains("line 1"), e.description)
  }
}
