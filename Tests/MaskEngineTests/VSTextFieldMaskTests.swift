import XCTest

@testable import MaskEngine

final class VSTextFieldMaskTests: XCTestCase {
  let ssn = VSTextFieldMask(pattern: "***-**-****", replacement: "*")

  func testSpecReformatExamples() {
    XCTAssertEqual(ssn.reformat("123456789").text, "123-45-6789")
    XCTAssertEqual(ssn.reformat("12a3").text, "123")
    XCTAssertEqual(ssn.reformat("1234567890123").text, "123-45-6789")
    XCTAssertEqual(ssn.reformat("12-3").text, "123")
  }

  func testEmptyTextOrPatternIsLeftAsItIs() {
    XCTAssertEqual(ssn.reformat("").text, "")
    let empty = VSTextFieldMask(pattern: "", replacement: "*")
    XCTAssertEqual(empty.reformat("ab1").text, "ab1")
    XCTAssertEqual(empty.issues.map(\.kind), [.empty])
    XCTAssertEqual(
      empty.apply(CaretString("ab1", caret: 0)).formatted, CaretString("ab1", caret: 3))
  }

  func testOnlyASCIIDigitsAreKept() {
    // Arabic-Indic and fullwidth digits are not ASCII digits.
    XCTAssertEqual(ssn.reformat("1٢３4").text, "14")
    XCTAssertEqual(ssn.reformat("🙂5é6").text, "56")
  }

  func testTextWithoutDigitsShowsTheLeadingLiteral() {
    let phone = VSTextFieldMask(pattern: "(***) ***", replacement: "*")
    XCTAssertEqual(phone.reformat("a").text, "(")
    XCTAssertEqual(ssn.reformat("a").text, "")
  }

  func testPatternWithoutReplacementCharacterHasNoSlot() {
    let mask = VSTextFieldMask(pattern: "ab-cd", replacement: "*")
    XCTAssertEqual(mask.issues.map(\.kind), [.noSlots])
    XCTAssertTrue(mask.tokens.allSatisfy { !$0.isSlot })
    XCTAssertEqual(mask.reformat("x").text, "a")
    // A digit never gets in: the loop never consumes it and runs through the pattern.
    XCTAssertEqual(mask.reformat("1").text, "ab-cd")
    XCTAssertEqual(mask.apply(CaretString("1")).value, "")
    XCTAssertNil(mask.completeFormattedLength)
    XCTAssertEqual(mask.sampleInput(), "")
  }

  func testCustomReplacementCharacter() {
    let mask = MaskDialect.vstextfield.parse(
      "###-###", options: MaskOptions(replacementCharacter: "#"))
    XCTAssertEqual(mask.apply(CaretString("123456")).formatted.text, "123-456")
    XCTAssertEqual(mask.tokens[0].kind, .slot(accepting: .asciiDigit, optional: false))
    XCTAssertEqual(mask.tokens[3], MaskToken(.literal("-", inValue: false), range: 3..<4))
  }

  func testDefaultReplacementFromDialectParse() {
    let mask = MaskDialect.vstextfield.parse("***-**-****")
    XCTAssertEqual(mask.dialect, .vstextfield)
    XCTAssertEqual(mask.apply(CaretString("123456789")).formatted.text, "123-45-6789")
  }

  func testApplyPutsCaretAtTheEndAndReportsValue() {
    let partial = ssn.apply(CaretString("12a3", caret: 1))
    XCTAssertEqual(partial.formatted, CaretString("123", caret: 3))
    XCTAssertFalse(partial.complete)
    XCTAssertEqual(partial.value, "123")

    let full = ssn.apply(CaretString("1234567890123"))
    XCTAssertTrue(full.complete)
    XCTAssertEqual(full.value, "123456789")
  }

  func testEditInsertsThenReformatsWithCaretAtEnd() {
    let result = ssn.edit(
      CaretString("123-4", caret: 1), replacing: 1..<1, with: "9", validator: nil)
    XCTAssertEqual(result?.formatted, CaretString("192-34", caret: 6))
  }

  func testBackspaceOverALiteralGoesBackToTheDigits() {
    let result = ssn.edit(CaretString("123-", caret: 4), replacing: 3..<4, with: "", validator: nil)
    XCTAssertEqual(result?.formatted.text, "123")
  }

  func testValidatorIsIgnored() {
    let result = ssn.edit(
      CaretString(""), replacing: 0..<0, with: "1",
      validator: ValidatorFixtures.matchesWhole("x"))
    XCTAssertEqual(result?.formatted.text, "1")
  }

  func testOutOfRangeEditIsClamped() {
    let result = ssn.edit(CaretString("12", caret: 9), replacing: 7..<12, with: "3", validator: nil)
    XCTAssertEqual(result?.formatted.text, "123")
    let negative = ssn.edit(
      CaretString("12", caret: 0), replacing: -4..<1, with: "", validator: nil)
    XCTAssertEqual(negative?.formatted.text, "2")
  }

  func testTrailingLiteralIsReportedAndShownOnlyAfterAnExtraDigit() {
    let mask = VSTextFieldMask(pattern: "***-", replacement: "*")
    XCTAssertEqual(mask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(mask.reformat("123").text, "123")
    XCTAssertEqual(mask.reformat("1234").text, "123-")
    XCTAssertEqual(mask.completeFormattedLength, 3)
  }

  func testCaretMapSample() {
    XCTAssertEqual(ssn.caretMap(forRaw: "12345"), [0, 1, 2, 3, 5, 6])
    XCTAssertEqual(ssn.caretMap(forRaw: "1a2"), [0, 1, 1, 2])
    XCTAssertEqual(ssn.sampleInput(), "234567890")
    XCTAssertEqual(ssn.apply(CaretString(ssn.sampleInput())).formatted.text, "234-56-7890")
    XCTAssertEqual(ssn.completeFormattedLength, 11)
  }
}
