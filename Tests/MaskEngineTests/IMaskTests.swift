import XCTest

@testable import MaskEngine

/// imask behaviour from its guide (pattern `+{7}(000)000-00-00`, `{#}000[aaa]/NIC-`*[**]`,
/// definitions `0 a *`, `lazy: true` default) and MaskedPattern._rebuildMask for the syntax.
final class IMaskTests: XCTestCase {
  private let phone = IMaskMask(pattern: "+{7}(000)000-00-00")

  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  func testFixedPartInBracesIsKeptInTheValue() {
    let r = phone.apply(CaretString("9001234567"))
    XCTAssertEqual(r.formatted.text, "+7(900)123-45-67")
    XCTAssertEqual(r.value, "79001234567")
    XCTAssertTrue(r.complete)
    XCTAssertEqual(phone.tokens.first?.kind, .literal("+", inValue: false))
    XCTAssertEqual(phone.tokens[1].kind, .literal("7", inValue: true))
    XCTAssertEqual(phone.tokens[1].range, 2..<3)
  }

  func testLazyTypingShowsFixedCharactersBeforeTheNextDigit() {
    var s = type(phone, CaretString(""), "9")
    XCTAssertEqual(s.description, "+7(9|")
    s = type(phone, s, "0")
    s = type(phone, s, "0")
    XCTAssertEqual(s.description, "+7(900|")
    s = type(phone, s, "1")
    XCTAssertEqual(s.description, "+7(900)1|")
  }

  func testBackspaceAfterFixedCharacterMovesTheCaretBeforeIt() {
    let mask = IMaskMask(pattern: "00-00")
    let s = mask.edit(CaretString("12-3", caret: 3), replacing: 2..<3, with: "", validator: nil)?.formatted
    XCTAssertEqual(s?.description, "12|-3")
    let t = mask.edit(CaretString("12-3", caret: 4), replacing: 3..<4, with: "", validator: nil)?.formatted
    // `remove` clears only the slot: the fixed `-` already shown stays.
    XCTAssertEqual(t?.description, "12-|")
  }

  func testPasteAndInvalidCharacters() {
    let s = type(phone, CaretString(""), "(900) 123-45-67")
    XCTAssertEqual(s.text, "+7(900)123-45-67")
    XCTAssertEqual(IMaskMask(pattern: "000").apply(CaretString("1a2")).formatted.text, "12")
  }

  func testOptionalSlotsAndEscapes() {
    let nic = IMaskMask(pattern: "{#}000[aaa]/NIC-`*[**]")
    let r = nic.apply(CaretString("123ab/NIC-x"))
    XCTAssertEqual(r.formatted.text, "#123ab/NIC-x")
    XCTAssertTrue(r.complete)
    XCTAssertEqual(r.value, "#123abx")
    let escaped = IMaskMask(pattern: "\\0-00")
    XCTAssertEqual(escaped.apply(CaretString("12")).formatted.text, "0-12")
  }

  func testTogglesAreReported() {
    // `[0[0]]` reads as optional 0, mandatory 0: a trap as well.
    XCTAssertEqual(IMaskMask(pattern: "00[0[0]]").issues.map(\.kind), [.ignored, .ignored, .optionalTrap])
    XCTAssertEqual(IMaskMask(pattern: "00[00").issues.map(\.kind), [.ignored])
    XCTAssertEqual(IMaskMask(pattern: "00}").issues.first?.range, 2..<3)
    XCTAssertEqual(IMaskMask(pattern: "00\\").issues.map(\.kind), [.ignored])
    XCTAssertEqual(IMaskMask(pattern: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(IMaskMask(pattern: "+7").issues.map(\.kind), [.noSlots])
    XCTAssertEqual(IMaskMask(pattern: "[0]0").issues.map(\.kind), [.optionalTrap])
  }

  /// test/masked/pattern/insert.ts: "should skip in lazy mode", "should consider equal fixed",
  /// "should keep trailing fixed".
  func testInsertSpecCases() {
    XCTAssertEqual(IMaskMask(pattern: "0.0").apply(CaretString(".2")).formatted.text, "2")
    XCTAssertEqual(IMaskMask(pattern: "0{.}0").apply(CaretString(".2")).formatted.text, "2")
    XCTAssertEqual(phone.apply(CaretString("+79998887766")).value, "79998887766")
    XCTAssertEqual(IMaskMask(pattern: "0+").apply(CaretString("11")).formatted.text, "1+")
  }

  func testSampleAndLength() {
    XCTAssertEqual(phone.sampleInput(), "2345678909")
    XCTAssertEqual(phone.completeFormattedLength, 16)
    XCTAssertEqual(phone.caretMap(forRaw: "900"), [0, 4, 5, 6])
  }
}

/// `eager` options: imask guide ("eager: true — show fixed chars right after the input"),
/// mask_text_input_formatter README (`#/#` eager: `1/`, then `1/2`), maska docs (`eager`).
final class EagerOptionTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  func testIMaskEagerShowsAndRemovesFixedCharacters() {
    let mask = MaskDialect.imask.parse("00-00", options: MaskOptions(eager: true))
    let s = type(mask, CaretString(""), "12")
    XCTAssertEqual(s.description, "12-|")
    let back = mask.edit(s, replacing: 2..<3, with: "", validator: nil)?.formatted
    XCTAssertEqual(back?.description, "1|")
  }

  func testFlutterEager() {
    let mask = MaskDialect.flutter.parse("#/#", options: MaskOptions(eager: true))
    var s = type(mask, CaretString(""), "1")
    XCTAssertEqual(s.description, "1/|")
    s = type(mask, s, "2")
    XCTAssertEqual(s.description, "1/2|")
  }

  func testMaskaEager() {
    let mask = MaskaMask(pattern: "#-#", eager: true)
    let r = mask.apply(CaretString("1"))
    XCTAssertEqual(r.formatted.text, "1-")
    XCTAssertEqual(r.value, "1")
    XCTAssertEqual(mask.apply(CaretString("12")).formatted.text, "1-2")
    XCTAssertEqual(MaskaMask(pattern: "+7 #", eager: true).apply(CaretString("5")).formatted.text, "+7 5")
  }
}
