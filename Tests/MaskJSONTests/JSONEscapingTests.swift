import MaskJSON
import XCTest

final class JSONEscapingTests: XCTestCase {
  func testControlCharactersQuotesBackslash() throws {
    let value = JSON.string("a\"b\\c\n\t\r\u{08}\u{0C}\u{01}\u{1F}")
    let text = value.serialized()
    XCTAssertEqual(text, #""a\"b\\c\n\t\r\b\f\u0001\u001F""#)
    XCTAssertEqual(try JSON.parse(text), value)
  }

  func testSlashNotEscapedAndNonASCIIKept() throws {
    let value = JSON.string("a/b é 日本 👩‍👩‍👧 \u{301}")
    let text = value.serialized()
    XCTAssertEqual(text, "\"a/b é 日本 👩‍👩‍👧 \u{301}\"")
    XCTAssertEqual(try JSON.parse(text), value)
  }

  func testUnicodeEscapesDecode() throws {
    XCTAssertEqual(try JSON.parse(#""\u00e9\ud83d\ude00\/""#), .string("é😀/"))
  }

  func testNULInStrings() throws {
    let parsed = try JSON.parse(#"{"key":"a\u0000b"}"#)
    XCTAssertEqual(parsed["key"], .string("a\u{0}b"))
    XCTAssertEqual(parsed["key"]?.stringValue?.utf8.count, 3)
    let value: JSON = ["n": "x\u{0}y"]
    XCTAssertEqual(value.serialized(), #"{"n":"x\u0000y"}"#)
    XCTAssertEqual(try JSON.parse(value.serialized()), value)
  }

  /// jansson's parser refuses NUL in object keys (an error, not a truncated key); the writer
  /// escapes it.
  func testNULInKeys() {
    XCTAssertThrowsError(try JSON.parse(#"{"k\u0000ey":1}"#)) { error in
      XCTAssertTrue("\(error)".contains("NUL"), "\(error)")
    }
    let value: JSON = ["n\u{0}": 1]
    XCTAssertEqual(value.serialized(), #"{"n\u0000":1}"#)
  }

  func testEmptyStringsAndKeys() throws {
    let value: JSON = ["": ""]
    XCTAssertEqual(value.serialized(), #"{"":""}"#)
    XCTAssertEqual(try JSON.parse(value.serialized()), value)
  }
}
