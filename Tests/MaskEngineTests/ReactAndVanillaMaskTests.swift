import XCTest

@testable import MaskEngine

/// react-input-mask (README: `+4\9 99 999 99`, `99/99/9999`, default `maskChar` `_`,
/// `formatChars` `9 a *`) and vanilla-masker (README: `VMasker.toPattern(1099911111,
/// "(99) 9999-9999")`, `"AAA-9999"`, `9 A S`; `toPattern` in vanilla-masker.js).
final class ReactAndVanillaMaskTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  // MARK: react-input-mask

  func testReactShowsTheWholeMaskWithMaskChar() {
    let mask = ReactInputMask(pattern: "+4\\9 99 999 99")
    XCTAssertEqual(mask.tokens.first?.kind, .literal("+", inValue: false))
    XCTAssertEqual(mask.tokens[2].range, 2..<4)
    XCTAssertEqual(mask.tokens[2].kind, .literal("9", inValue: false))
    var s = type(mask, CaretString(""), "1")
    XCTAssertEqual(s.description, "+49 1|_ ___ __")
    s = type(mask, s, "2")
    XCTAssertEqual(s.description, "+49 12 |___ __")
    let r = mask.apply(CaretString("1234567"))
    XCTAssertEqual(r.formatted.text, "+49 12 345 67")
    XCTAssertTrue(r.complete)
    XCTAssertEqual(r.value, "+49 12 345 67")
  }

  func testReactBackspaceAndPaste() {
    let date = ReactInputMask(pattern: "99/99/9999")
    let full = type(date, CaretString(""), "12")
    XCTAssertEqual(full.description, "12/|__/____")
    // Backspace over the `/` only moves the caret.
    let back = date.edit(full, replacing: 2..<3, with: "", validator: nil)
    XCTAssertEqual(back?.formatted.description, "12|/__/____")
    XCTAssertEqual(back?.complete, false)
    // Backspace over a digit empties its slot and the rest shifts left.
    let digit = date.edit(CaretString("12/34/____", caret: 2), replacing: 1..<2, with: "", validator: nil)
    XCTAssertEqual(digit?.formatted.description, "1|3/4_/____")
    XCTAssertEqual(type(date, CaretString(""), "12.31.2024").description, "12/31/2024|")
  }

  // MARK: vanilla-masker

  func testVanillaToPattern() {
    let phone = VanillaMasker(pattern: "(99) 9999-9999")
    XCTAssertEqual(phone.apply(CaretString("1099911111")).formatted.text, "(10) 9991-1111")
    XCTAssertTrue(phone.apply(CaretString("1099911111")).complete)
    XCTAssertEqual(VanillaMasker(pattern: "AAA-9999").apply(CaretString("ABC1234")).formatted.text, "ABC-1234")
    XCTAssertEqual(phone.apply(CaretString("10")).formatted.text, "(10")
  }

  func testVanillaCutsAtTheFirstRefusedCharacter() {
    let mask = VanillaMasker(pattern: "99-99")
    XCTAssertEqual(mask.apply(CaretString("12a3")).formatted.text, "12-")
    XCTAssertFalse(mask.apply(CaretString("12a3")).complete)
  }

  func testVanillaCaretGoesToTheEnd() {
    let mask = VanillaMasker(pattern: "99-99")
    var s = type(mask, CaretString(""), "123")
    XCTAssertEqual(s.description, "12-3|")
    s = type(mask, CaretString("12-3", caret: 1), "9")
    XCTAssertEqual(s.description, "19-23|")
    let back = mask.edit(CaretString("12-3", caret: 4), replacing: 3..<4, with: "", validator: nil)
    XCTAssertEqual(back?.formatted.description, "12|")
    // Backspace over the literal: it comes back and the caret goes to the end.
    let literal = mask.edit(CaretString("12-3", caret: 3), replacing: 2..<3, with: "", validator: nil)
    XCTAssertEqual(literal?.formatted.description, "12-3|")
    // Paste: non-word characters are stripped first.
    XCTAssertEqual(type(mask, CaretString(""), "12/34").description, "12-34|")
    XCTAssertEqual(mask.issues, [])
    XCTAssertEqual(VanillaMasker(pattern: "--").issues.map(\.kind), [.noSlots])
  }
}
