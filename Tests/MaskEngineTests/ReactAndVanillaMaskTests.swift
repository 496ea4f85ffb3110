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
    XCTAssertEqual(mask.tokens.first?.kind, .literal("+", inValue: true))
    XCTAssertEqual(mask.tokens[2].range, 2..<4)
    XCTAssertEqual(mask.tokens[2].kind, .literal("9", inValue: true))
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
    // Backspace over the `/` empties the digit before it (no shift).
    let back = date.edit(full, replacing: 2..<3, with: "", validator: nil)
    XCTAssertEqual(back?.formatted.description, "1|_/__/____")
    XCTAssertEqual(back?.complete, false)
    XCTAssertEqual(type(date, CaretString(""), "12.31.2024").description, "12/31/2024|")
  }

  /// tests/input/input.js: "should handle single character removal with Backspace (with
  /// maskPlaceholder)", "should adjust cursor position on single character removal",
  /// "should handle entered characters (with maskPlaceholder)".
  func testReactLibraryTestCases() {
    let phone = ReactInputMask(pattern: "+7 (999) 999 99 99")
    let filled = phone.apply(CaretString("74953156454"))
    XCTAssertEqual(filled.formatted.text, "+7 (495) 315 64 54")
    var s = CaretString(filled.formatted.text, caret: 10)
    s = phone.edit(s, replacing: 9..<10, with: "", validator: nil)?.formatted ?? s
    XCTAssertEqual(s.description, "+7 (495) |_15 64 54")
    s = phone.edit(s, replacing: 8..<9, with: "", validator: nil)?.formatted ?? s
    XCTAssertEqual(s.description, "+7 (49|_) _15 64 54")
    let atStart = phone.edit(CaretString(s.text, caret: 4), replacing: 3..<4, with: "", validator: nil)
    XCTAssertEqual(atStart?.formatted.caret, 4)

    let mixed = ReactInputMask(pattern: "+7 (*a9) 999 99 99")
    let empty = CaretString("+7 (___) ___ __ __", caret: 0)
    XCTAssertEqual(type(mixed, empty, "+").text, "+7 (___) ___ __ __")
    XCTAssertEqual(type(mixed, empty, "7").text, "+7 (___) ___ __ __")
    XCTAssertEqual(type(mixed, empty, "8").text, "+7 (8__) ___ __ __")
    var t = type(mixed, CaretString("+7 (8__) ___ __ __", caret: 0), "E")
    XCTAssertEqual(t.text, "+7 (E__) ___ __ __")
    t = type(mixed, t, "6")
    XCTAssertEqual(t.text, "+7 (E__) ___ __ __")
    t = type(mixed, t, "x")
    XCTAssertEqual(t.text, "+7 (Ex_) ___ __ __")

    // "should adjust cursor position on input": `(999)` with `11`, typing at the end.
    let short = ReactInputMask(pattern: "(999)")
    let u = type(short, CaretString("(11_)", caret: 3), "1")
    XCTAssertEqual(u.description, "(111|)")
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
