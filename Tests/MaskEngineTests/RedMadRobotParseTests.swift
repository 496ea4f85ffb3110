import XCTest
@testable import MaskEngine

/// Parsing: the library's `FormatSanitizer` + `Compiler`, with token ranges in mask characters.
final class RedMadRobotParseTests: XCTestCase {
  private func optionalFlags(_ m: RedMadRobotMask) -> [Bool?] {
    m.tokens.map {
      if case .slot(_, let optional) = $0.kind { return optional }
      return nil
    }
  }

  // README phone example.
  func testPhoneTokensAndRanges() {
    let m = RedMadRobotMask(format: "+7 ([000]) [000]-[00]-[00]")
    XCTAssertTrue(m.isValid)
    XCTAssertTrue(m.issues.isEmpty, "\(m.issues)")
    XCTAssertEqual(m.tokens.count, 18)
    XCTAssertEqual(m.tokens[0], MaskToken(.literal("+", inValue: false), range: 0..<1))
    XCTAssertEqual(m.tokens[3], MaskToken(.literal("(", inValue: false), range: 3..<4))
    XCTAssertEqual(m.tokens[4], MaskToken(.slot(accepting: .decimalDigit, optional: false), range: 5..<6))
    XCTAssertEqual(m.tokens[7], MaskToken(.literal(")", inValue: false), range: 9..<10))
    XCTAssertEqual(m.completeFormattedLength, 18)
  }

  // input-mask-android FormatSanitizerTest.kt: "[0909]" sanitises to "[0099]".
  func testSanitizerSortsMandatoryBeforeOptional() {
    let m = RedMadRobotMask(format: "[0909]")
    XCTAssertEqual(m.sanitizedFormat, "[0099]")
    XCTAssertEqual(optionalFlags(m), [false, false, true, true])
    // Ranges still point at the characters as written.
    XCTAssertEqual(m.tokens.map(\.range), [1..<2, 3..<4, 2..<3, 4..<5])
  }

  // input-mask-ios FormatSanitizer.swift doc: "[0000Aa]" is divided into "[0000]" and "[Aa]".
  func testSanitizerSplitsMixedBlocks() {
    let m = RedMadRobotMask(format: "[0000Aa]")
    XCTAssertEqual(m.sanitizedFormat, "[0000][Aa]")
    XCTAssertEqual(m.tokens.count, 6)
    XCTAssertEqual(m.tokens[4], MaskToken(.slot(accepting: .letter, optional: false), range: 5..<6))
    XCTAssertEqual(m.tokens[5], MaskToken(.slot(accepting: .letter, optional: true), range: 6..<7))
    XCTAssertTrue(m.issues.isEmpty, "\(m.issues)")
  }

  func testSanitizerSplitsThreeWays() {
    let m = RedMadRobotMask(format: "[0a_]")
    XCTAssertEqual(m.sanitizedFormat, "[0][a][_]")
    XCTAssertEqual(optionalFlags(m), [false, true, false])
  }

  // FormatSanitizer.sortFormatBlocks: `_` and `-` are sorted as `A` and `a`, so `_` comes first.
  func testAlphanumericBlockSortsUnderscoreFirst() {
    let m = RedMadRobotMask(format: "[-_]")
    XCTAssertEqual(m.sanitizedFormat, "[_-]")
    XCTAssertEqual(optionalFlags(m), [false, true])
  }

  // input-mask-android CompilerTest.kt / Compiler doc: "[09]{.}[09]{.}19[00]".
  func testCompilerStateSequence() {
    let m = RedMadRobotMask(format: "[09]{.}[09]{.}19[00]")
    let kinds = m.tokens.map(\.kind)
    XCTAssertEqual(kinds, [
      .slot(accepting: .decimalDigit, optional: false), .slot(accepting: .decimalDigit, optional: true),
      .literal(".", inValue: true),
      .slot(accepting: .decimalDigit, optional: false), .slot(accepting: .decimalDigit, optional: true),
      .literal(".", inValue: true),
      .literal("1", inValue: false), .literal("9", inValue: false),
      .slot(accepting: .decimalDigit, optional: false), .slot(accepting: .decimalDigit, optional: false),
    ])
  }

  // input-mask-ios EscapedCase.swift: `\{\[[00]\]{99}{\}\[}` shows `{[12]99}[`.
  func testEscapesBecomeLiteralsWithBackslashInRange() {
    let m = RedMadRobotMask(format: #"\{\[[00]\]{99}{\}\[}"#)
    XCTAssertTrue(m.isValid)
    XCTAssertEqual(m.placeholder, "{[00]99}[")
    XCTAssertEqual(m.tokens.first, MaskToken(.literal("{", inValue: false), range: 0..<2))
    XCTAssertEqual(m.tokens[4], MaskToken(.literal("]", inValue: false), range: 8..<10))
    XCTAssertEqual(m.tokens[7], MaskToken(.literal("}", inValue: true), range: 15..<17))
    XCTAssertEqual(m.tokens[8], MaskToken(.literal("[", inValue: true), range: 17..<19))
    // EscapedCase: acceptable/total text length 9, value length 6.
    XCTAssertEqual(m.acceptableTextLength, 9)
    XCTAssertEqual(m.totalValueLength, 6)
  }

  // input-mask-ios EndlessIntegerCase.swift: "[0…]" has placeholder "0" and 2 states.
  func testEllipsisAfterDigit() {
    let m = RedMadRobotMask(format: "[0…]")
    XCTAssertEqual(m.tokens, [
      MaskToken(.slot(accepting: .decimalDigit, optional: false), range: 1..<2),
      MaskToken(.repeatingSlot(accepting: .decimalDigit), range: 2..<3),
    ])
    XCTAssertEqual(m.placeholder, "0")
    XCTAssertEqual(m.acceptableTextLength, 2)
    XCTAssertEqual(m.totalTextLength, 2)
    XCTAssertNil(m.completeFormattedLength)
  }

  // input-mask-ios WildcardCase.swift: "[…]" takes letters and digits.
  func testWildcardEllipsis() {
    let m = RedMadRobotMask(format: "[…]")
    XCTAssertEqual(m.tokens, [MaskToken(.repeatingSlot(accepting: .alphanumeric), range: 1..<2)])
    XCTAssertEqual(RedMadRobotMask(format: "[A…]").tokens.last?.kind, .repeatingSlot(accepting: .letter))
  }

  // input-mask-ios CustomNotationEllipticalCase / Compiler.compileWithCustomNotations.
  func testCustomNotations() {
    let oneToThree = RedMadRobotMask.Notation(
      character: "D", characterSet: .scalars(name: "1–3", ranges: [0x31...0x33]), isOptional: false)
    let m = RedMadRobotMask(format: "[DD]", customNotations: [oneToThree])
    XCTAssertTrue(m.isValid)
    XCTAssertEqual(m.tokens.first?.kind, .slot(accepting: .scalars(name: "1–3", ranges: [0x31...0x33]), optional: false))
    XCTAssertEqual(m.apply(CaretString("1459")).formatted.text, "1")
    XCTAssertTrue(m.apply(CaretString("13")).complete)
    XCTAssertEqual(m.placeholder, "DD")
    // Without the notation the compiler throws.
    XCTAssertFalse(RedMadRobotMask(format: "[DD]").isValid)
    // An ellipsis after a custom character inherits its set.
    let endless = RedMadRobotMask(format: "[D…]", customNotations: [oneToThree])
    XCTAssertEqual(endless.apply(CaretString("1234")).formatted.text, "123")
  }

  func testDialectEntryPoint() {
    let m = MaskDialect.redmadrobot.parse("[00]")
    XCTAssertEqual(m.dialect, .redmadrobot)
    XCTAssertEqual(m.tokens.count, 2)
  }
}
