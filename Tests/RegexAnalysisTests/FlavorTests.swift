import XCTest
@testable import RegexAnalysis

final class FlavorTests: XCTestCase {
  func testECMAScriptFlagLetters() {
    let (flags, invalid) = RegexFlags.ecmaScript("gimsuyd")
    XCTAssertTrue(invalid.isEmpty)
    XCTAssertEqual(flags.ecmaScriptLetters, "dgimsuy")
    XCTAssertEqual(RegexFlags.ecmaScript("gxg").invalid, ["x", "g"])
    // A letter is invalid from its second time on, whatever comes between.
    let repeated = RegexFlags.ecmaScript("vuvqiuq")
    XCTAssertEqual(repeated.flags, [.unicodeSets, .unicode, .caseInsensitive])
    XCTAssertEqual(repeated.invalid, ["v", "q", "u", "q"])
  }

  func testPropertyNamesPerFlavor() {
    XCTAssertTrue(UnicodePropertyNames.isKnown("Letter", flavor: .icu, vMode: false))
    XCTAssertFalse(UnicodePropertyNames.isKnown("Letter", flavor: .java, vMode: false))
    XCTAssertTrue(UnicodePropertyNames.isKnown("IsLatin", flavor: .java, vMode: false))
    XCTAssertFalse(UnicodePropertyNames.isKnown("l", flavor: .ecmascript, vMode: false))
    XCTAssertTrue(UnicodePropertyNames.isKnown("l", flavor: .icu, vMode: false))
    XCTAssertTrue(UnicodePropertyNames.isKnown("RGI_Emoji", flavor: .ecmascript, vMode: true))
    XCTAssertFalse(UnicodePropertyNames.isKnown("RGI_Emoji", flavor: .ecmascript, vMode: false))
  }

  func testInlineModifiersAreAFlavorFindingInECMAScript() throws {
    let e = try XCTUnwrap(RegexParser.parse("(?i)a", flavor: .ecmascript).firstError)
    XCTAssertEqual(e.kind, .flavor)
    XCTAssertTrue(RegexParser.parse("(?i)a", flavor: .java).isValid)
  }

  /// ES2025 lets one name appear in different alternatives; elsewhere a name is used once.
  func testDuplicateGroupNamesAcrossAlternativesInECMAScript() {
    XCTAssertTrue(RegexParser.parse("(?<y>\\d{4})-\\d\\d|\\d\\d-(?<y>\\d{4})", flavor: .ecmascript).isValid)
    XCTAssertFalse(RegexParser.parse("(?<y>\\d)(?<y>\\d)", flavor: .ecmascript).isValid)
    XCTAssertFalse(RegexParser.parse("(?<y>\\d)|(?<y>\\d)", flavor: .java).isValid)
  }

  /// `[…+-]` with the v flag: the error is the `-`, not the `]`.
  func testVFlagHyphenBeforeTheEndIsTheError() throws {
    let e = try XCTUnwrap(RegexParser.parse("[a+-]", flavor: .ecmascript, flagLetters: "v").firstError)
    XCTAssertEqual(e.range, 3..<4)
    XCTAssertTrue(e.message.hasPrefix("`-`"), e.message)
  }

  func testVFlagSetOperations() {
    XCTAssertTrue(RegexParser.parse("[\\p{L}--[a-z]]", flavor: .ecmascript, flagLetters: "v").isValid)
    XCTAssertFalse(RegexParser.parse("[ab&&c]", flavor: .ecmascript, flagLetters: "v").isValid)
    XCTAssertFalse(RegexParser.parse("[(]", flavor: .ecmascript, flagLetters: "v").isValid)
  }
}
