import XCTest
@testable import MaskEngine

/// What `MaskedTextInputListener.textInput(_:isChangingCharactersIn:replacementString:)` does
/// (input-mask-ios MaskedTextInputListener.swift): typing → forward gravity with autocomplete
/// (on by default), deletion → backward gravity with autoskip (off by default).
final class RedMadRobotEditTests: XCTestCase {
  private let phone = RedMadRobotMask(format: "+7 ([000]) [000]-[00]-[00]")

  private func type(_ mask: RedMadRobotMask, _ state: CaretString, _ s: String) -> CaretString {
    guard let r = mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil) else {
      XCTFail("edit refused")
      return state
    }
    return r.formatted
  }

  private func backspace(_ mask: RedMadRobotMask, _ state: CaretString) -> CaretString {
    guard state.caret > 0,
      let r = mask.edit(state, replacing: (state.caret - 1)..<state.caret, with: "", validator: nil)
    else { return state }
    return r.formatted
  }

  func testTypingAutocompletesTrailingLiterals() {
    var s = CaretString("", caret: 0)
    s = type(phone, s, "1")
    XCTAssertEqual(s.description, "+7 (1|")
    s = type(phone, s, "2")
    XCTAssertEqual(s.description, "+7 (12|")
    s = type(phone, s, "3")
    XCTAssertEqual(s.description, "+7 (123) |")
    s = type(phone, s, "4")
    XCTAssertEqual(s.description, "+7 (123) 4|")
    s = type(phone, s, "x")
    XCTAssertEqual(s.description, "+7 (123) 4|")
  }

  func testBackspaceKeepsLiteralsWithoutAutoskip() {
    var s = CaretString("+7 (123) 4", caret: 10)
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "+7 (123) |")
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "+7 (123)|")
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "+7 (123|")
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "+7 (12|")
  }

  func testBackspaceWithAutoskipSkipsLiterals() {
    var m = phone
    m.listener.autoskip = true
    let s = backspace(m, CaretString("+7 (123) ", caret: 9))
    XCTAssertEqual(s.description, "+7 (123|")
    // Mask.apply: the tail placeholder restarts at the skipped literal.
    let applied = m.application(CaretString("+7 (123)", caret: 8, gravity: .backward(autoskip: true)))
    XCTAssertEqual(applied.result.formatted.description, "+7 (123|")
    XCTAssertEqual(applied.tailPlaceholder, ") 000-00-00")
  }

  func testBackspaceOverLiteralInTheMiddleOnlyMovesCaret() {
    let s = backspace(phone, CaretString("+7 (123) 456", caret: 8))
    XCTAssertEqual(s.description, "+7 (123|) 456")
  }

  func testDeletingADigitShiftsTheRest() {
    let r = phone.edit(CaretString("+7 (123) 456", caret: 6), replacing: 5..<6, with: "", validator: nil)
    XCTAssertEqual(r?.formatted.description, "+7 (1|34) 56")
    XCTAssertEqual(r?.value, "13456")
  }

  func testPasteFormatsWholeValue() {
    let r = phone.edit(CaretString("", caret: 0), replacing: 0..<0, with: "9031234567", validator: nil)
    XCTAssertEqual(r?.formatted.description, "+7 (903) 123-45-67|")
    XCTAssertEqual(r?.complete, true)
    XCTAssertEqual(r?.value, "9031234567")
  }

  func testAutocompleteOffLeavesLiteralsForLater() {
    var m = phone
    m.listener.autocomplete = false
    let s = type(m, CaretString("+7 (12", caret: 6), "3")
    XCTAssertEqual(s.description, "+7 (123|")
  }

  func testRangeOutsideTextIsClamped() {
    // MaskedTextInputListener.replaceCharacters clamps ranges beyond the text (issue #84).
    let r = phone.edit(CaretString("+7 (1", caret: 5), replacing: 9..<12, with: "2", validator: nil)
    XCTAssertEqual(r?.formatted.description, "+7 (12|")
  }

  func testLoneSpaceFallsBackToTheField() {
    // allowSuggestions: a space typed into an empty field is inserted unformatted.
    let r = phone.edit(CaretString("", caret: 0), replacing: 0..<0, with: " ", validator: nil)
    XCTAssertEqual(r?.formatted.description, " |")
  }

  func testInvalidMaskHasNoEdit() {
    let bad = RedMadRobotMask(format: "[0x]")
    XCTAssertNil(bad.edit(CaretString(""), replacing: 0..<0, with: "1", validator: nil))
    XCTAssertEqual(bad.apply(CaretString("12")).formatted.text, "12")
  }

  func testFocusAndPut() {
    XCTAssertEqual(phone.focusEmptyField().formatted.description, "+7 (|")
    XCTAssertEqual(phone.put("1234567").formatted.description, "+7 (123) 456-7|")
  }

  func testCaretMapForRaw() {
    let m = RedMadRobotMask(format: "[00]-[00]")
    // Autocomplete (the listener default) pushes the caret past the "-" once two digits are in.
    XCTAssertEqual(m.caretMap(forRaw: "1234"), [0, 1, 3, 4, 5])
  }

  func testSampleInput() {
    XCTAssertEqual(phone.sampleInput(), "2345678909")
    XCTAssertEqual(RedMadRobotMask(format: "[AA]-[000]").sampleInput(), "ab234")
    XCTAssertEqual(RedMadRobotMask(format: "[0…]").sampleInput(), "2345")
    // A free "2" would swallow the sample digit, so the formatted text is used instead.
    XCTAssertEqual(RedMadRobotMask(format: "2[0]").sampleInput(), "22")
  }
}
