import XCTest

@testable import MaskEngine

final class FieldSimulatorTests: XCTestCase {
  let phone = HashMask(pattern: "+1 (###) ###-####")

  func testRegexThatNeedsTenDigitsRefusesEveryKey() {
    let field = FieldSimulator(mask: phone, validator: ValidatorFixtures.matchesWhole("\\d{10}"))
    let steps = field.type("2345678909")
    XCTAssertEqual(steps.count, 10)
    for step in steps {
      XCTAssertFalse(step.accepted)
      XCTAssertEqual(step.refusal, .validator)
      XCTAssertEqual(step.state, CaretString(""))
    }
  }

  func testBoundedRegexRefusesTheLetter() {
    let field = FieldSimulator(
      mask: HashMask(pattern: "##-##"), validator: ValidatorFixtures.matchesWhole("\\d{0,4}"))
    let steps = field.type("12a4")
    XCTAssertEqual(steps.map(\.state.text), ["1", "12", "12", "12-4"])
    XCTAssertEqual(steps.map(\.accepted), [true, true, false, true])
    XCTAssertEqual(steps[2].refusal, .validator)
    XCTAssertEqual(steps[3].state.caret, 4)
  }

  func testBoundedRegexRefusesTheFifthCharacter() {
    let field = FieldSimulator(
      mask: HashMask(pattern: "##-##"), validator: ValidatorFixtures.matchesWhole("\\d{0,4}"))
    let last = field.type("12345").last
    XCTAssertEqual(last?.state.text, "12-34")
    XCTAssertEqual(last?.refusal, .validator)
    XCTAssertEqual(last?.complete, true)
  }

  func testFullHashMaskWithoutValidatorRefusesAsMask() {
    let field = FieldSimulator(mask: HashMask(pattern: "##-##"))
    let last = field.type("12345").last
    XCTAssertEqual(last?.state, CaretString("12-34", caret: 5))
    XCTAssertEqual(last?.accepted, false)
    XCTAssertEqual(last?.refusal, .mask)
  }

  func testMaxLengthTenStopsAtPlusOneTwoThreeFourFive() {
    let field = FieldSimulator(mask: phone, maxLength: 10)
    let stop = field.typingStop()
    XCTAssertEqual(stop?.state.text, "+1 (234) 5")
    XCTAssertEqual(stop?.keysAccepted, 4)
    XCTAssertEqual(stop?.key, .character("6"))
    XCTAssertEqual(stop?.refusal, .maxLength)
  }

  func testMaxLengthStepsReportRefusal() {
    let field = FieldSimulator(mask: phone, maxLength: 10)
    let steps = field.type("23456")
    XCTAssertEqual(steps[3].state.text, "+1 (234) 5")
    XCTAssertEqual(steps[4].state.text, "+1 (234) 5")
    XCTAssertEqual(steps[4].refusal, .maxLength)
    XCTAssertFalse(steps[4].complete)
  }

  func testMaxLengthCountsTheTextBeforeFormatting() {
    // 7 + 1 <= 9, so the key is allowed even though the result is 10 characters long.
    let field = FieldSimulator(mask: phone, maxLength: 9)
    XCTAssertEqual(field.state(afterTyping: "2345").text, "+1 (234) 5")
    // A paste counts its own length only.
    let pasted = field.replay([.paste("234567890")]).first
    XCTAssertEqual(pasted?.state.text, "+1 (234) 567-890")
  }

  func testMaxLengthAllowsEnoughRoom() {
    let field = FieldSimulator(mask: phone, maxLength: 17)
    XCTAssertNil(field.typingStop())
    XCTAssertEqual(field.state(afterTyping: phone.sampleInput()).text, "+1 (234) 567-8909")
  }

  func testMaxLengthAllowsEdit() {
    let field = FieldSimulator(mask: phone, maxLength: 3)
    XCTAssertTrue(field.allowsByMaxLength("abc", replacing: 2..<3, with: "d"))
    XCTAssertFalse(field.allowsByMaxLength("abc", replacing: 3..<3, with: "d"))
    XCTAssertTrue(field.allowsByMaxLength("abc", replacing: 2..<99, with: "d"))
    XCTAssertTrue(
      FieldSimulator(mask: phone).allowsByMaxLength("abc", replacing: 0..<0, with: "xyz"))
  }

  func testVSTextFieldWithMaxLengthAndExtraDigit() {
    let mask = VSTextFieldMask(pattern: "***-**-****", replacement: "*")
    let limited = FieldSimulator(mask: mask, maxLength: 11)
    let stop = limited.typingStop(typing: "1234567890")
    XCTAssertEqual(stop?.state.text, "123-45-6789")
    XCTAssertEqual(stop?.refusal, .maxLength)

    let unlimited = FieldSimulator(mask: mask)
    let extra = unlimited.typingStop(typing: "1234567890")
    XCTAssertEqual(extra?.refusal, .mask)
    XCTAssertEqual(extra?.keysAccepted, 9)
  }

  func testVSTextFieldIgnoresTheValidator() {
    let field = FieldSimulator(
      mask: VSTextFieldMask(pattern: "***", replacement: "*"),
      validator: ValidatorFixtures.matchesWhole("never"))
    XCTAssertEqual(field.state(afterTyping: "12").text, "12")
  }

  func testStartCaretIsClamped() {
    let field = FieldSimulator(mask: phone)
    let steps = field.replay(keys: "4", from: CaretString("+1 (23", caret: 99))
    XCTAssertEqual(steps.first?.state, CaretString("+1 (234", caret: 7))
    let negative = field.replay(keys: "⌫", from: CaretString("+1 (23", caret: -4))
    XCTAssertEqual(negative.first?.refusal, .mask)
  }

  func testPressReportsTheStartStateValueOnRefusal() {
    let field = FieldSimulator(mask: phone, maxLength: 10)
    let step = field.press(.character("6"), at: CaretString("+1 (234) 5"))
    XCTAssertEqual(step.refusal, .maxLength)
    XCTAssertEqual(step.value, "2345")
  }

  func testEmojiAndCombiningKeysInAnyCharacterSlots() {
    let field = FieldSimulator(mask: HashMask(pattern: "#-#"))
    let steps = field.replay([.character("👍🏽"), .character("e"), .character("\u{301}")])
    XCTAssertEqual(steps.map(\.state.text), ["👍🏽", "👍🏽-e", "👍🏽-é"])
    XCTAssertEqual(steps.last?.value, "👍🏽é")
    XCTAssertEqual(steps.last?.complete, true)
  }

  func testNoSlotMaskNeverTakesACharacter() {
    let field = FieldSimulator(mask: HashMask(pattern: "abc"))
    let steps = field.type("xy")
    XCTAssertEqual(steps.map(\.state.text), ["abc", "abc"])
    XCTAssertEqual(steps.map(\.value), ["", ""])
    XCTAssertEqual(steps.last?.refusal, .mask)
  }

  func testEmptyPatternBehavesAsAPlainFieldWithValidator() {
    let field = FieldSimulator(
      mask: HashMask(pattern: ""), maxLength: 3, validator: ValidatorFixtures.matchesWhole("[a-z]*")
    )
    let steps = field.type("ab1cd")
    XCTAssertEqual(steps.map(\.state.text), ["a", "ab", "ab", "abc", "abc"])
    XCTAssertEqual(steps.map(\.refusal), [nil, nil, .validator, nil, .maxLength])
  }
}
