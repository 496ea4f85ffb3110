import XCTest

@testable import MaskEngine

/// mask_text_input_formatter (README: `+# (###) ###-##-##` → `+0 (123) 456-78-90` /
/// `01234567890`, `####-####`, lazy `#/#` → `1`, `1/2`; default filter `#` `[0-9]`, `A`
/// `[^0-9]`) and AnyFormatKit (README `+7 (###) ###-##-##`; DefaultTextFormatter,
/// CaretPositionCorrector, DefaultRangeCalculator).
final class FlutterAndAnyFormatKitTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  private func backspace(_ mask: any Mask, _ state: CaretString) -> CaretString {
    mask.edit(state, replacing: (state.caret - 1)..<state.caret, with: "", validator: nil)?.formatted ?? state
  }

  // MARK: Flutter

  func testFlutterReadmeExample() {
    let phone = FlutterMaskFormatter(mask: "+# (###) ###-##-##", filter: ["#": .asciiDigit])
    let r = phone.apply(CaretString("01234567890"))
    XCTAssertEqual(r.formatted.text, "+0 (123) 456-78-90")
    XCTAssertEqual(r.value, "01234567890")
    XCTAssertTrue(r.complete)
    let pasted = phone.edit(CaretString(""), replacing: 0..<0, with: "+0 (123) 456-78-90", validator: nil)
    XCTAssertEqual(pasted?.formatted.text, "+0 (123) 456-78-90")
    XCTAssertEqual(pasted?.value, "01234567890")
    XCTAssertEqual(FlutterMaskFormatter(mask: "####-####").apply(CaretString("12345678")).formatted.text, "1234-5678")
  }

  func testFlutterLazyTypingAndCaret() {
    let mask = FlutterMaskFormatter(mask: "#/#")
    var s = type(mask, CaretString(""), "1")
    XCTAssertEqual(s.description, "1|")
    s = type(mask, s, "2")
    XCTAssertEqual(s.description, "1/2|")
    XCTAssertEqual(type(mask, s, "3"), s)
    // The caret stays before the literal in the middle of the text.
    XCTAssertEqual(FlutterMaskFormatter(mask: "##-##").caretMap(forRaw: "1234"), [0, 1, 2, 4, 5])
  }

  func testFlutterBackspaceOverLiteralOnlyMovesTheCaret() {
    let mask = FlutterMaskFormatter(mask: "##-##")
    let s = backspace(mask, CaretString("12-3", caret: 3))
    XCTAssertEqual(s.description, "12|-3")
    let digit = backspace(mask, CaretString("12-3", caret: 2))
    XCTAssertEqual(digit.description, "1|3")
  }

  func testFlutterDefaultFilterAndIssues() {
    let mask = FlutterMaskFormatter(mask: "AA-##")
    XCTAssertEqual(mask.apply(CaretString("x1y23")).formatted.text, "xy-23")
    XCTAssertEqual(FlutterMaskFormatter(mask: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(FlutterMaskFormatter(mask: "+7", filter: ["#": .asciiDigit]).issues.map(\.kind), [.noSlots])
    let custom = MaskDialect.flutter.parse("XX", options: MaskOptions(definitions: ["X": .letter]))
    XCTAssertEqual(custom.tokens.filter(\.isSlot).count, 2)
  }

  // MARK: AnyFormatKit

  private let phone = AnyFormatKitMask(textPattern: "+7 (###) ###-##-##")

  func testAnyFormatKitTypingCaret() {
    var s = type(phone, CaretString(""), "9")
    XCTAssertEqual(s.description, "+7 (9|")
    s = type(phone, s, "99")
    XCTAssertEqual(s.description, "+7 (999|")
    s = type(phone, s, "1")
    XCTAssertEqual(s.description, "+7 (999) 1|")
  }

  func testAnyFormatKitBackspaceAndPaste() {
    let s = backspace(phone, CaretString("+7 (999) 1", caret: 9))
    XCTAssertEqual(s.description, "+7 (999|) 1")
    let pasted = type(phone, CaretString(""), "9991234567")
    XCTAssertEqual(pasted.text, "+7 (999) 123-45-67")
    let r = phone.apply(CaretString("9991234567"))
    XCTAssertTrue(r.complete)
    XCTAssertEqual(r.value, "9991234567")
    let custom = MaskDialect.anyformatkit.parse("**-**", options: MaskOptions(replacementCharacter: "*"))
    XCTAssertEqual(custom.apply(CaretString("1234")).formatted.text, "12-34")
    XCTAssertEqual(phone.completeFormattedLength, 18)
  }
}

/// Cases from mask_text_input_formatter's own tests (test/mask_text_input_formatter_test.dart).
final class FlutterSuiteTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> MaskResult? {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)
  }

  /// "Typing 2" / "Typing 3": the test hands the formatter the whole new text with no
  /// selection, so the whole text is masked again (`apply`).
  func testTypingIntoMasksThatStartWithDigitLiterals() {
    for (pattern, typing, expected) in [("123###", "123", "123123"), ("123###321", "321", "123321321")] {
      let mask = FlutterMaskFormatter(mask: pattern)
      var text = ""
      for (index, c) in typing.enumerated() {
        let r = mask.apply(CaretString(text + String(c)))
        XCTAssertTrue(expected.hasPrefix(r.formatted.text), "\(pattern): \(r.formatted.text)")
        XCTAssertEqual(r.value, String(typing.prefix(index + 1)))
        XCTAssertEqual(r.complete, index == typing.count - 1)
        text = r.formatted.text
      }
    }
    // With a caret, the typed `2` after `1233` lands in the raw text after `3`; one typed
    // character is never matched to the mask's literals (`lengthAdded <= 1` in lazy mode), so
    // the raw text `32` fills the slots ("Typing 3": `12332` starts `123321321`).
    let r = FlutterMaskFormatter(mask: "123###321").edit(CaretString("1233", caret: 4), replacing: 4..<4, with: "2", validator: nil)
    XCTAssertEqual(r?.formatted.text, "12332")
    XCTAssertEqual(r?.value, "32")
  }

  func testInsertCases() {
    let phone = FlutterMaskFormatter(mask: "+# (###) ###-##-##")
    let start = type(phone, CaretString(""), "01234567")
    XCTAssertEqual(start?.formatted, CaretString("+0 (123) 456-7", caret: 14))
    XCTAssertEqual(start?.value, "01234567")
    let overflow = type(phone, CaretString(""), "01234567890123456")
    XCTAssertEqual(overflow?.formatted.text, "+0 (123) 456-78-90")
    XCTAssertEqual(overflow?.value, "01234567890")
    XCTAssertEqual(type(phone, CaretString(""), "0 (123) 456-78-90")?.formatted.text, "+0 (123) 456-78-90")
    let uz = FlutterMaskFormatter(mask: "+998 (••) ••• •• ••", filter: ["•": .asciiDigit])
    let r = type(uz, CaretString(""), "909006053")
    XCTAssertEqual(r?.formatted.text, "+998 (90) 900 60 53")
    XCTAssertEqual(r?.value, "909006053")
  }

  func testRemoveRange() {
    // "Remove - Part - 1": deleting `23` from `+0 (123) 456-78-90` (selection 5..<7).
    let phone = FlutterMaskFormatter(mask: "+# (###) ###-##-##")
    let r = phone.edit(CaretString("+0 (123) 456-78-90", caret: 7), replacing: 5..<7, with: "", validator: nil)
    XCTAssertEqual(r?.formatted.text, "+0 (145) 678-90")
    XCTAssertEqual(r?.formatted.caret, 5)
    XCTAssertEqual(r?.value, "014567890")
  }
}
