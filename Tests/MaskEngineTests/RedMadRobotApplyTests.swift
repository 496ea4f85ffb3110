import XCTest
@testable import MaskEngine

/// `Mask.apply(toText:)`: formatted text, caret, extracted value, completeness.
final class RedMadRobotApplyTests: XCTestCase {
  private let phone = RedMadRobotMask(format: "+7 ([000]) [000] [00] [00]")

  private func check(
    _ mask: RedMadRobotMask, _ input: String, autocomplete: Bool = false,
    text: String, value: String, complete: Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    let r = mask.apply(CaretString(input, gravity: .forward(autocomplete: autocomplete)))
    XCTAssertEqual(r.formatted.text, text, file: file, line: line)
    XCTAssertEqual(r.formatted.caret, text.count, "caret", file: file, line: line)
    XCTAssertEqual(r.value, value, "value", file: file, line: line)
    XCTAssertEqual(r.complete, complete, "complete", file: file, line: line)
  }

  // input-mask-ios PhoneCase.swift, format "+7 ([000]) [000] [00] [00]".
  func testPhoneCase() {
    check(phone, "+", text: "+", value: "", complete: false)
    check(phone, "7", text: "+7", value: "", complete: false)
    check(phone, "9", text: "+7 (9", value: "9", complete: false)
    check(phone, "+7 (123) 4", text: "+7 (123) 4", value: "1234", complete: false)
    check(phone, "1234567890", text: "+7 (123) 456 78 90", value: "1234567890", complete: true)
    check(phone, "12345678901", text: "+7 (123) 456 78 90", value: "1234567890", complete: true)
    check(phone, "+(123)456-78-90", text: "+7 (123) 456 78 90", value: "1234567890", complete: true)
  }

  // input-mask-ios PhoneCase.swift, testApplyAutocomplete_*.
  func testPhoneAutocomplete() {
    check(phone, "", autocomplete: true, text: "+7 (", value: "", complete: false)
    check(phone, "+7", autocomplete: true, text: "+7 (", value: "", complete: false)
    check(phone, "a", autocomplete: true, text: "+7 (", value: "", complete: false)
    check(phone, "a+7 (", autocomplete: true, text: "+7 (7", value: "7", complete: false)
    check(phone, "7 ", autocomplete: true, text: "+7 (", value: "", complete: false)
  }

  // input-mask-ios EscapedCase.swift.
  func testEscapedCase() {
    let m = RedMadRobotMask(format: #"\{\[[00]\]{99}{\}\[}"#)
    check(m, "1", text: "{[1", value: "1", complete: false)
    check(m, "112", text: "{[11]99}[", value: "1199}[", complete: true)
    check(m, "1122", text: "{[11]99}[", value: "1199}[", complete: true)
  }

  // input-mask-ios EndlessIntegerCase.swift, format "[0…]".
  func testEndlessInteger() {
    let m = RedMadRobotMask(format: "[0…]")
    check(m, "J", text: "", value: "", complete: false)
    check(m, "1", text: "1", value: "1", complete: true)
    check(m, "1Jeorge23", text: "123", value: "123", complete: true)
  }

  // Fixed `{}` characters are kept in the value and autocompleted; `[9900]` is sorted to `[0099]`.
  func testDateWithFixedDots() {
    let m = RedMadRobotMask(format: "[00]{.}[00]{.}[9900]")
    XCTAssertEqual(m.sanitizedFormat, "[00]{.}[00]{.}[0099]")
    check(m, "12", text: "12", value: "12", complete: false)
    check(m, "12", autocomplete: true, text: "12.", value: "12.", complete: false)
    check(m, "1203", text: "12.03", value: "12.03", complete: false)
    // The sorted block makes a two-digit year complete.
    check(m, "120320", text: "12.03.20", value: "12.03.20", complete: true)
    check(m, "12032020", text: "12.03.2020", value: "12.03.2020", complete: true)
  }

  // input-mask-ios DayMonthYearShortCase.swift, format "[90]{.}[90]{.}[0000]" (sorted to "[09]…"):
  // text, caret, value, affinity and completeness.
  func testDayMonthYearShortCase() {
    let m = RedMadRobotMask(format: "[90]{.}[90]{.}[0000]")
    let cases: [(input: String, caret: Int?, text: String, outCaret: Int, affinity: Int, complete: Bool)] = [
      ("11", nil, "11", 2, 2, false),
      ("111", nil, "11.1", 4, 2, false),
      ("1111", nil, "11.11", 5, 3, false),
      ("123456", nil, "12.34.56", 8, 4, false),
      ("12.3", nil, "12.3", 4, 4, false),
      ("12.34.5", nil, "12.34.5", 7, 7, false),
      ("1234567", nil, "12.34.567", 9, 5, false),
      ("12345678", nil, "12.34.5678", 10, 6, true),
      ("1111", 0, "11.11", 0, 3, false),
      ("1111", 2, "11.11", 3, 3, false),
      ("abc1111", nil, "11.11", 5, 0, false),
      ("abc1de111", nil, "1.11.1", 6, -4, false),
      ("abc1de1fg11", nil, "1.1.11", 6, -7, false),
      ("a", nil, "", 0, -1, false),
    ]
    for c in cases {
      let a = m.application(CaretString(c.input, caret: c.caret, gravity: .forward(autocomplete: false)))
      XCTAssertEqual(a.result.formatted.text, c.text, c.input)
      XCTAssertEqual(a.result.formatted.caret, c.outCaret, "caret \(c.input)")
      XCTAssertEqual(a.result.value, c.text, "value \(c.input)")
      XCTAssertEqual(a.affinity, c.affinity, "affinity \(c.input)")
      XCTAssertEqual(a.result.complete, c.complete, "complete \(c.input)")
    }
  }

  // Optional digits: the mask is complete after the mandatory one.
  func testOptionalDigits() {
    let m = RedMadRobotMask(format: "[099]")
    check(m, "1", text: "1", value: "1", complete: true)
    check(m, "1234", text: "123", value: "123", complete: true)
    check(m, "a", text: "", value: "", complete: false)
  }

  func testLetterThenOptionalAlphanumeric() {
    let m = RedMadRobotMask(format: "[A][-]")
    check(m, "a", text: "a", value: "a", complete: true)
    check(m, "1", text: "", value: "", complete: false)
    check(m, "a1", text: "a1", value: "a1", complete: true)
    check(m, "ab", text: "ab", value: "ab", complete: true)
  }

  // Free characters are not mandatory for `complete` (noMandatoryCharactersLeftAfterState).
  func testTrailingFreeCharacterNotMandatory() {
    let m = RedMadRobotMask(format: "[00]-")
    check(m, "12", text: "12", value: "12", complete: true)
    let fixed = RedMadRobotMask(format: "[00]{-}")
    check(fixed, "12", text: "12", value: "12", complete: false)
  }

  // The caret in the middle: characters inserted before the caret push it forward.
  func testCaretInTheMiddle() {
    let r = phone.apply(CaretString("1234", caret: 2, gravity: .forward(autocomplete: false)))
    XCTAssertEqual(r.formatted.description, "+7 (12|3) 4")
  }

  // Mask.Result.affinity and AffinityCalculationStrategy doc example, format "[00].[00]".
  func testAffinity() {
    let m = RedMadRobotMask(format: "[00].[00]")
    XCTAssertEqual(m.calculateAffinity(.wholeString, for: CaretString("1234")), 3)
    XCTAssertEqual(m.calculateAffinity(.wholeString, for: CaretString("12.34")), 5)
    // The doc says 3 for "1.234", but Mask.apply's code counts the rejected "." as −1 as well:
    // +4 accepted digits, −1 rejected ".", −1 inserted "." = 2.
    XCTAssertEqual(m.calculateAffinity(.wholeString, for: CaretString("1.234")), 2)
    // AffinityCalculationStrategy.capacity doc: "[00]-[0]" with "1" → -3, "12345" → Int.min.
    let short = RedMadRobotMask(format: "[00]-[0]")
    XCTAssertEqual(short.calculateAffinity(.capacity, for: CaretString("1")), -3)
    XCTAssertEqual(short.calculateAffinity(.capacity, for: CaretString("12345")), Int.min)
    // extractedValueCapacity doc: "[00]-[000]" with "12-3" → -2.
    let mid = RedMadRobotMask(format: "[00]-[000]")
    XCTAssertEqual(mid.calculateAffinity(.extractedValueCapacity, for: CaretString("12-3")), -2)
    // prefix doc: "+7 [000] [000]" with "+7 12 345" → 5, "8 [000] [000]" → 0.
    let plus7 = RedMadRobotMask(format: "+7 [000] [000]")
    let eight = RedMadRobotMask(format: "8 [000] [000]")
    XCTAssertEqual(plus7.calculateAffinity(.prefix, for: CaretString("+7 12 345")), 5)
    XCTAssertEqual(eight.calculateAffinity(.prefix, for: CaretString("+7 12 345")), 0)
    XCTAssertEqual(
      RedMadRobotMask.pickMask(primary: plus7, affine: [eight], for: CaretString("8 12 345"), strategy: .prefix)
        .pattern, "8 [000] [000]")
  }

  func testPlaceholderAndTailPlaceholder() {
    XCTAssertEqual(phone.placeholder, "+7 (000) 000 00 00")  // PhoneCase placeholder
    XCTAssertEqual(phone.application(CaretString("123")).tailPlaceholder, ") 000 00 00")
  }

  func testBackwardAutoskipInApply() {
    // Mask.apply: with autoskip, literals right before the caret at the end are removed.
    let r = phone.apply(CaretString("+7 (123) ", caret: 9, gravity: .backward(autoskip: true)))
    XCTAssertEqual(r.formatted.description, "+7 (123|")
    let plain = phone.apply(CaretString("+7 (123) ", caret: 9, gravity: .backward(autoskip: false)))
    XCTAssertEqual(plain.formatted.description, "+7 (123) |")
  }
}
