import XCTest

@testable import MaskEngine

final class KeystrokeTests: XCTestCase {
  func testParseTreatsEveryCharacterAsAKey() {
    XCTAssertEqual(Keystroke.parse("2a"), [.character("2"), .character("a")])
  }

  func testParseRecognisesBothBackspaceSpellings() {
    XCTAssertEqual(
      Keystroke.parse("1⌫2\\b"), [.character("1"), .backspace, .character("2"), .backspace])
  }

  func testParseKeepsOtherBackslashes() {
    XCTAssertEqual(Keystroke.parse("\\d"), [.character("\\"), .character("d")])
    XCTAssertEqual(Keystroke.parse("\\"), [.character("\\")])
  }

  func testDescription() {
    XCTAssertEqual(Keystroke.backspace.description, "⌫")
    XCTAssertEqual(Keystroke.paste("12").description, "12")
  }

  func testEditForKeys() {
    let state = CaretString("+1 (23", caret: 6)
    XCTAssertEqual(FieldSimulator.edit(for: .character("4"), at: state)?.range, 6..<6)
    XCTAssertEqual(FieldSimulator.edit(for: .backspace, at: state)?.range, 5..<6)
    XCTAssertEqual(FieldSimulator.edit(for: .backspace, at: state)?.replacement, "")
    XCTAssertEqual(FieldSimulator.edit(for: .paste("99"), at: state)?.replacement, "99")
    XCTAssertNil(FieldSimulator.edit(for: .backspace, at: CaretString("", caret: 0)))
  }

  /// The spec's worked replay table for `+1 (###) ###-####`.
  func testSpecReplayTable() {
    let field = FieldSimulator(mask: HashMask(pattern: "+1 (###) ###-####"))
    let steps = field.replay(keys: "2345⌫⌫6")
    XCTAssertEqual(
      rendered(steps),
      ["+1 (2|", "+1 (23|", "+1 (234|", "+1 (234) 5|", "+1 (234|", "+1 (23|", "+1 (236|"])
    XCTAssertTrue(steps.allSatisfy(\.accepted))
    XCTAssertEqual(steps.map(\.value), ["2", "23", "234", "2345", "234", "23", "236"])
  }

  func testBackspaceOnEmptyFieldDoesNothing() {
    let field = FieldSimulator(mask: HashMask(pattern: "##"))
    let step = field.replay([.backspace]).first
    XCTAssertEqual(step?.state, CaretString(""))
    XCTAssertEqual(step?.accepted, false)
    XCTAssertEqual(step?.refusal, .mask)
  }

  func testBackspaceAtCaretZeroOfNonEmptyTextDoesNothing() {
    let field = FieldSimulator(mask: HashMask(pattern: "##"))
    let step = field.replay([.backspace], from: CaretString("12", caret: 0)).first
    XCTAssertEqual(step?.state, CaretString("12", caret: 0))
    XCTAssertEqual(step?.accepted, false)
    XCTAssertEqual(step?.value, "12")
    XCTAssertEqual(step?.complete, true)
  }

  func testVSTextFieldReplayTypesAtCaretAndReformats() {
    let field = FieldSimulator(mask: VSTextFieldMask(pattern: "***-**-****", replacement: "*"))
    let steps = field.replay(keys: "1234⌫5a")
    XCTAssertEqual(rendered(steps), ["1|", "12|", "123|", "123-4|", "123|", "123-5|", "123-5|"])
    XCTAssertEqual(steps.last?.accepted, false)
    XCTAssertEqual(steps.last?.refusal, .mask)
  }
}
