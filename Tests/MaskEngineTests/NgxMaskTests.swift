import XCTest

@testable import MaskEngine

/// ngx-mask behaviour from its README/demo (`(000) 000-0000`, `0*.00`, `0{4}`, `000.000.000-99`,
/// `(00) 0000-0000||(00) 0 0000-0000`, `separator.2`, `percent`, `IP`, `CPF_CNPJ`) and
/// `initialConfig` (patterns, specialCharacters).
final class NgxMaskTests: XCTestCase {
  private let phone = NgxMask(pattern: "(000) 000-0000")

  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  func testFormatsAndDropsSpecialCharactersFromTheValue() {
    let r = phone.apply(CaretString("1234567890"))
    XCTAssertEqual(r.formatted.text, "(123) 456-7890")
    XCTAssertEqual(r.value, "1234567890")
    XCTAssertTrue(r.complete)
  }

  func testTypingBackspaceAndPaste() {
    var s = type(phone, CaretString(""), "1")
    XCTAssertEqual(s.description, "(1|")
    s = type(phone, s, "23")
    XCTAssertEqual(s.description, "(123|")
    s = type(phone, s, "4")
    XCTAssertEqual(s.description, "(123) 4|")
    let back = phone.edit(s, replacing: 4..<5, with: "", validator: nil)?.formatted
    XCTAssertEqual(back?.description, "(123|) 4")
    XCTAssertEqual(type(phone, CaretString(""), "123-456-7890").description, "(123) 456-7890|")
  }

  func testOptionalRepeatAndCount() {
    XCTAssertEqual(NgxMask(pattern: "0*.00").apply(CaretString("12345.678")).formatted.text, "12345.67")
    XCTAssertEqual(NgxMask(pattern: "0{4}").apply(CaretString("123456")).formatted.text, "1234")
    XCTAssertEqual(NgxMask(pattern: "0{4}").tokens.count, 4)
    let cpf = NgxMask(pattern: "000.000.000-99")
    XCTAssertTrue(cpf.apply(CaretString("123456789")).complete)
    XCTAssertEqual(cpf.apply(CaretString("12345678901")).formatted.text, "123.456.789-01")
    XCTAssertTrue(NgxMask(pattern: "0?00").issues.contains { $0.kind == .optionalTrap })
  }

  func testAlternativesPickTheShortestThatFits() {
    let mask = NgxMask(pattern: "(00) 0000-0000||(00) 0 0000-0000")
    XCTAssertEqual(mask.apply(CaretString("1234567890")).formatted.text, "(12) 3456-7890")
    XCTAssertEqual(mask.apply(CaretString("12345678901")).formatted.text, "(12) 3 4567-8901")
  }

  func testLiteralOutsideSpecialCharactersStallsInput() {
    let mask = NgxMask(pattern: "00x00")
    XCTAssertEqual(mask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(mask.issues.first?.range, 2..<3)
    XCTAssertEqual(mask.apply(CaretString("1234")).formatted.text, "12")
    let custom = MaskDialect.ngxmask.parse("00x00", options: MaskOptions(specialCharacters: ["x"]))
    XCTAssertTrue(custom.issues.isEmpty)
    XCTAssertEqual(custom.apply(CaretString("1234")).formatted.text, "12x34")
  }

  func testCaseClasses() {
    XCTAssertEqual(NgxMask(pattern: "UUU").apply(CaretString("aBcD")).formatted.text, "BD")
    XCTAssertEqual(NgxMask(pattern: "LLL").apply(CaretString("aBc")).formatted.text, "ac")
  }

  func testKeywords() {
    XCTAssertEqual(NgxMask(pattern: "separator").apply(CaretString("1234567")).formatted.text, "1 234 567")
    XCTAssertEqual(NgxMask(pattern: "separator.2").apply(CaretString("1234.567")).formatted.text, "1 234.56")
    XCTAssertEqual(NgxMask(pattern: "percent").apply(CaretString("101")).formatted.text, "10")
    XCTAssertEqual(NgxMask(pattern: "IP").apply(CaretString("192.168.0.1")).formatted.text, "192.168.0.1")
    let cpfCnpj = NgxMask(pattern: "CPF_CNPJ")
    XCTAssertEqual(cpfCnpj.keyword, .cpfCnpj)
    XCTAssertEqual(cpfCnpj.apply(CaretString("12345678901")).formatted.text, "123.456.789-01")
    XCTAssertEqual(cpfCnpj.apply(CaretString("12345678000195")).formatted.text, "12.345.678/0001-95")
    XCTAssertNil(NgxKeyword("separatorX"))
  }
}

/// The library's steps the engine follows (`NgxMaskApplier`, `NgxNumberKeyword`,
/// `NgxMaskDirective`), typed key by key as ngx-mask's specs type.
final class NgxMaskLibraryStepsTests: XCTestCase {
  private func typed(_ pattern: String, _ text: String, options: MaskOptions = MaskOptions()) -> String {
    FieldSimulator(mask: MaskDialect.ngxmask.parse(pattern, options: options)).state(afterTyping: text).text
  }

  func testARefusedFirstKeyLeavesTheFieldEmpty() {
    XCTAssertEqual(typed("(000) 000-0000", "@"), "")
    XCTAssertEqual(typed("(000) 000-0000", "1"), "(1")
    // A literal the user types first is kept.
    XCTAssertEqual(typed("(000) 000-0000", "("), "(")
  }

  func testStarRepeatsTheSlotUntilTheNextSymbolTakesTheCharacter() {
    XCTAssertEqual(typed("0*.00", "12345.678"), "12345.67")
    XCTAssertEqual(typed("9*/0*", "12/34"), "12/34")
  }

  func testAlternativesFollowTheTypedLength() {
    let mask = "000.000.000-00||00.000.000/0000-00"
    XCTAssertEqual(typed(mask, "12345678901"), "123.456.789-01")
    XCTAssertEqual(typed(mask, "123456789012"), "12.345.678/9012")
    XCTAssertEqual(typed("0{4}||0{6}", "123456"), "123456")
  }

  func testCPFOrCNPJByTheNumberOfDigits() {
    XCTAssertEqual(typed("CPF_CNPJ", "12345678901"), "123.456.789-01")
    XCTAssertEqual(typed("CPF_CNPJ", "12345678901234"), "12.345.678/9012-34")
  }

  func testDateAndTimeSymbolsPassOutOfRangeDigits() {
    // An hour over 2 passes `H`: the digit lands in `h`.
    XCTAssertEqual(typed("Hh:m0", "4"), "4")
    XCTAssertEqual(typed("Hh:m0:s0", "235959"), "23:59:59")
    // A minute over 5 passes `m`.
    XCTAssertEqual(typed("Hh:m0", "127"), "12:7")
    // A month over 12 passes `M`; a day over 31 passes `d`.
    XCTAssertEqual(typed("d0/M0/0000", "3113"), "31/1/3")
    XCTAssertEqual(typed("d0/M0/0000", "45"), "4/5")
  }

  func testPercentAndSeparator() {
    XCTAssertEqual(typed("percent", "101"), "10")
    XCTAssertEqual(typed("percent.2", "99.999"), "99.99")
    XCTAssertEqual(typed("separator", "1234567"), "1 234 567")
    XCTAssertEqual(typed("separator.2", "1234.567"), "1 234.56")
    XCTAssertEqual(typed("separator.2", "01"), "0.1")
    // No decimals: the decimal marker is refused.
    XCTAssertEqual(typed("separator.0", "12."), "12")
  }

  func testCustomOptionalPattern() {
    var options = MaskOptions()
    options.definitions["B"] = .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A])
    options.optionalSymbols = ["B"]
    XCTAssertEqual(typed("SSBB-0999", "FF-2", options: options), "FF-2")
    XCTAssertEqual(typed("SSBB-0999", "FFDD-2233", options: options), "FFDD-2233")
  }

  func testIPSampleIsACompleteAddress() {
    let ip = NgxMask(pattern: "IP")
    let sample = ip.apply(CaretString(ip.sampleInput()))
    XCTAssertEqual(sample.formatted.text, "192.168.0.1")
    XCTAssertTrue(sample.complete)
    XCTAssertEqual(ip.completeFormattedLength, 7)
  }

  func testLargeRepeatCountsAreRepetitionsNotLiterals() {
    let mask = NgxMask(pattern: "0{5000}")
    XCTAssertTrue(mask.issues.isEmpty, "\(mask.issues)")
    XCTAssertEqual(mask.apply(CaretString("12a3")).formatted.text, "123")
    XCTAssertTrue(NgxMask(pattern: "0{" + String(repeating: "9", count: 400) + "}").issues.isEmpty)
  }

  func testCustomStarPatternIsASlot() {
    let star = CharacterClass.scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A])
    let mask = NgxMask(pattern: "**-**", patterns: ["*": star])
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 4)
    XCTAssertEqual(typed("**-**", "1234", options: MaskOptions(definitions: ["*": star])), "12-34")
  }

  func testEmptyMaskLeavesTheTextAsTyped() {
    XCTAssertEqual(typed("", "1éá-"), "1éá-")
  }
}

/// Cases from ngx-mask's own spec (projects/ngx-mask-lib/src/test/basic-logic.spec.ts).
final class NgxMaskSpecTests: XCTestCase {
  private func check(_ pattern: String, _ cases: [(String, String)], line: UInt = #line) {
    let mask = NgxMask(pattern: pattern)
    for (input, expected) in cases {
      XCTAssertEqual(mask.apply(CaretString(input)).formatted.text, expected, "\(pattern) ← \(input)", line: line)
    }
  }

  func testBasicLogicSpec() {
    check("0000.0000", [("1.", "1"), ("1éáa2aaaaqwo", "12"), ("1234567", "1234.567")])
    check("0.000.000", [("1.", "1."), ("1éáa2aaaaqwo", "1.2"), ("1234567", "1.234.567")])
    check("0.00", [("1", "1"), ("12", "1.2"), ("1234", "1.23"), ("12345678", "1.23")])
    check("00/00/0000", [("00/", "00/"), ("00a", "00/"), ("00a00/00", "00/00/00"), ("0a/00/00", "00/00/0"), ("aa/", "")])
    check("(99)", [("99", "(99)")])
    check("(000) 000-0000", [("1", "(1"), ("123", "(123"), ("1234", "(123) 4"), ("(123) 4567", "(123) 456-7")])
    check(
      "(099) A99-SSSS",
      [("123.", "(123) "), ("(123) A", "(123) A"), ("(123) 456-ABCDE", "(123) 456-ABCD"), ("(123) 456-ABCD1", "(123) 456-ABCD")])
    check("IP", [("1.1.1.1", "1.1.1.1"), ("12.1.12.1", "12.1.12.1"), ("127.001.1.1", "127.001.1.1")])
    check("000.000.000-00", [("1234", "123.4"), ("123.4567", "123.456.7"), ("12345678901", "123.456.789-01")])
    check(
      "(00) 0000-0000||(00) 0 0000-0000",
      [("123", "(12) 3"), ("1234567890", "(12) 3456-7890"), ("12345678901", "(12) 3 4567-8901"), ("(12)", "(12)")])
    check("CPF_CNPJ", [("123456789012", "12.345.678/9012"), ("1234567890", "123.456.789-0")])
  }
}
