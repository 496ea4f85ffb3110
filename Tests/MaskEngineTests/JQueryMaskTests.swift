import XCTest

@testable import MaskEngine

/// jQuery Mask Plugin behaviour from its README examples (`00/00/0000`, `(00) 0000-00009`,
/// `#.##0,00` and `000.000.000-00` with `reverse: true`) and `getMasked` in jquery.mask.js.
final class JQueryMaskTests: XCTestCase {
  private let date = JQueryMask(pattern: "00/00/0000")

  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  func testFormatsAndCleansTheValue() {
    let r = date.apply(CaretString("12122000"))
    XCTAssertEqual(r.formatted.text, "12/12/2000")
    XCTAssertEqual(r.value, "12122000")
    XCTAssertTrue(r.complete)
    XCTAssertEqual(date.apply(CaretString("1a2")).formatted.text, "12")
  }

  func testTypingAddsLiteralsBeforeTheNextDigit() {
    var s = type(date, CaretString(""), "1")
    s = type(date, s, "2")
    XCTAssertEqual(s.description, "12|")
    s = type(date, s, "3")
    XCTAssertEqual(s.description, "12/3|")
  }

  func testTrailingLiteralIsAddedWhenOneShort() {
    XCTAssertEqual(JQueryMask(pattern: "00/").apply(CaretString("12")).formatted.text, "12/")
  }

  func testBackspaceOverLiteralOnlyMovesTheCaret() {
    let r = date.edit(CaretString("12/3", caret: 3), replacing: 2..<3, with: "", validator: nil)
    XCTAssertEqual(r?.formatted.description, "12|/3")
  }

  func testPaste() {
    XCTAssertEqual(type(date, CaretString(""), "12122000").description, "12/12/2000|")
  }

  func testOptionalDigitAtTheEnd() {
    let phone = JQueryMask(pattern: "(00) 0000-00009")
    XCTAssertEqual(phone.apply(CaretString("1212345678")).formatted.text, "(12) 1234-5678")
    XCTAssertEqual(phone.apply(CaretString("12123456789")).formatted.text, "(12) 1234-56789")
    XCTAssertTrue(phone.issues.isEmpty)
    XCTAssertEqual(JQueryMask(pattern: "9900").issues.map(\.kind), [.optionalTrap])
  }

  func testReverseMoneyMasks() {
    let money = JQueryMask(pattern: "#.##0,00", reverse: true)
    XCTAssertEqual(money.apply(CaretString("123456")).formatted.text, "1.234,56")
    XCTAssertEqual(money.apply(CaretString("12345678")).formatted.text, "123.456,78")
    XCTAssertNil(money.completeFormattedLength)
    XCTAssertEqual(money.tokens.first?.kind, .repeatingSlot(accepting: .asciiDigit))
    let cpf = MaskDialect.jquerymask.parse("000.000.000-00", options: MaskOptions(reverse: true))
    XCTAssertEqual(cpf.apply(CaretString("12345678901")).formatted.text, "123.456.789-01")
    XCTAssertEqual(cpf.apply(CaretString("12345")).formatted.text, "123-45")
  }

  func testIssues() {
    XCTAssertEqual(JQueryMask(pattern: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(JQueryMask(pattern: "+7 ()").issues.map(\.kind), [.noSlots])
    XCTAssertEqual(date.completeFormattedLength, 10)
    XCTAssertEqual(date.sampleInput(), "23456789")
  }
}

/// Cases from the plugin's own suite (test/jquery.mask.test.js, `typeTest` sets the value and
/// masks it, which is `apply`).
final class JQueryMaskSuiteTests: XCTestCase {
  private func check(_ pattern: String, reverse: Bool = false, _ cases: [(String, String)], line: UInt = #line) {
    let mask = JQueryMask(pattern: pattern, reverse: reverse)
    for (input, expected) in cases {
      XCTAssertEqual(mask.apply(CaretString(input)).formatted.text, expected, "\(pattern) ← \(input)", line: line)
    }
  }

  func testSimpleMasks() {
    check("000000", [("1.", "1"), ("1éáa2aaaaqwo", "12"), ("1234567", "123456")])
    check("0.000.000", [("1.", "1."), ("1éáa2aaaaqwo", "1.2"), ("1234567", "1.234.567")])
    check("00/00/0000", [("00a", "00/"), ("00a00/00", "00/00/00"), ("0a/00/00", "00/00/0"), ("0a/0a/00", "00/00"), ("aa/", "")])
    check("(99)", [("(99", "(99)")])
    check("(999) A99-SSSS", [("123.", "(123) "), ("(123) 456-ABCDE", "(123) 456-ABCD"), ("(123) 456-ABCD1", "(123) 456-ABCD")])
    check("AAA 000-S0S", [("123 456-7", "123 456-")])
    check("099.099.099.099", [("0.0.0.0", "0.0.0.0"), ("000000000000", "000.000.000.000"), ("00..", "00.")])
  }

  func testReverseAndRecursiveMasks() {
    check(
      "000.000.000-00", reverse: true,
      [("123", "1-23"), ("12-345", "123-45"), ("123.456.789a00", "123.456.789-00"), ("123-a5", "12-35")])
    check(
      "#.##0,00", reverse: true,
      [("", ""), ("123", "1,23"), ("123,456", "1.234,56"), ("123.456,789", "1.234.567,89"),
       ("1.234.567.890,1", "123.456.789,01")])
    check("0#.#", [("12.", "12."), ("12.345", "12.34.5"), ("12.34.5.", "12.34.5"), ("12.34.567", "12.34.56.7")])
    check("0#", [("1234567", "1234567"), ("123456.", "123456")])
    check("#0", reverse: true, [("1234567", "1234567"), ("123456.", "123456")])
    let money = JQueryMask(pattern: "#.##0,00", reverse: true)
    let r = money.apply(CaretString("123123123123123123"))
    XCTAssertEqual(r.formatted.text, "1.231.231.231.231.231,23")
    XCTAssertEqual(r.value, "123123123123123123")
  }
}
