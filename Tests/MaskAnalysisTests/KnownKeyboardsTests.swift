@testable import MaskAnalysis
import RegexAnalysis
import XCTest

/// `conflict-keyboard`'s memo of keyboards gives the keyboard table's answers, and the
/// language it compares regexes with holds what the keyboard types.
final class KnownKeyboardsTests: XCTestCase {
  func testRememberedKeyboardsAreTheTableLookUps() {
    let written: [(String, KeyboardPlatform)] = [
      ("numberPad", .uikit), (" UIKeyboardType.phonePad ", .uikit), ("decimalPad", .uikit), ("asciiCapable", .uikit),
      ("numeric", .html), ("DECIMAL", .html), ("tel", .html), ("none", .html), ("text", .html),
      ("number|numberDecimal", .android), ("InputType.TYPE_CLASS_PHONE", .android), ("date", .android),
      ("datetime", .android), ("number|bogus", .android), ("", .android),
      ("TextInputType.numberWithOptions(signed: true, decimal: true)", .flutter), ("phone", .flutter),
      ("text", .flutter), ("unknown", .flutter),
    ]
    for (value, platform) in written {
      let key = KnownKeyboards.Key(value: value, platform: platform)
      let expected = KeyboardCharacters.lookUp(value, platform: platform)
      for _ in 0..<2 {
        let entry = KnownKeyboards.lookUp(key)
        XCTAssertEqual(entry?.characters, expected, "\(value) \(platform)")
        XCTAssertEqual(entry?.typable, expected.flatMap(KnownKeyboards.typableLanguage), "\(value) \(platform)")
      }
    }
    // Asked again, the same entry (remembered, not made again).
    let key = KnownKeyboards.Key(value: "numberPad", platform: .uikit)
    XCTAssertTrue(KnownKeyboards.lookUp(key) === KnownKeyboards.lookUp(key))
  }

  func testTypableLanguageHoldsDigitsAndExtrasWithoutLetters() throws {
    let phone = try XCTUnwrap(KeyboardCharacters.lookUp("phonePad", platform: .uikit))
    let ranges: [ClosedRange<UInt32>] = [0x30...0x39, 0x23...0x23, 0x2A...0x2A, 0x2B...0x2B]
    XCTAssertEqual(KnownKeyboards.typableLanguage(phone), MaskLanguage([.repeating(ScalarSet(ranges))]))
    let letters = try XCTUnwrap(KeyboardCharacters.lookUp("namePhonePad", platform: .uikit))
    XCTAssertNil(KnownKeyboards.typableLanguage(letters))
  }
}
