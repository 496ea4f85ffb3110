import XCTest

@testable import MaskEngine

/// A list of Inputmask masks records a key that a literal takes as typed, and reports it in
/// the value (`unmaskedvalue()` keeps the literals stored as typed when the mask is a list).
/// Expectations from `dist/inputmask.js` in jsdom (the `inputmask-lists` vectors of
/// Benchmarks/differential/inputmask).
final class InputmaskListTypedLiteralTests: XCTestCase {
  private let russian = InputmaskMask(list: ["+7(999)999-99-99", "+380(99)999-99-99", "+375(99)999-99-99"])
  private let brazil = InputmaskMask(list: ["+55-99-9999-9999", "+55-99-99999-9999"])

  private func replay(_ mask: any Mask, _ keys: String) -> [(String, Int, String)] {
    FieldSimulator(mask: mask).replay(keys: keys).map { ($0.state.description, $0.state.caret, $0.value) }
  }

  private func values(_ mask: any Mask, _ keys: String) -> [String] {
    FieldSimulator(mask: mask).replay(keys: keys).map(\.value)
  }

  private func shown(_ mask: any Mask, _ keys: String) -> [String] {
    FieldSimulator(mask: mask).replay(keys: keys).map(\.state.description)
  }

  /// `+7(…)` typed `7`: the literal `7` takes the key, which is in the value from then on.
  func testAKeyALiteralTookIsInTheValue() {
    XCTAssertEqual(shown(russian, "71"), ["+7(|)--", "+7(1|)--"])
    XCTAssertEqual(values(russian, "71"), ["7", "71"])
    // `+` and `(` too: each is the first literal up to the first slot equal to the key.
    XCTAssertEqual(values(russian, "+9"), ["+", "+9"])
    XCTAssertEqual(values(russian, "(08"), ["(", "(0", "(08"])
  }

  /// A refused key and a backspace keep the typed literal.
  func testTheTypedLiteralStaysThroughRefusedKeysAndBackspace() {
    XCTAssertEqual(values(russian, "7/137"), ["7", "7", "71", "713", "7137"])
    XCTAssertEqual(shown(russian, "(0836⌫"), ["+7(|)--", "+7(0|)--", "+7(08|)--", "+7(083)|--", "+7(083)6|--", "+7(083)|--"])
    XCTAssertEqual(values(russian, "(0836⌫"), ["(", "(0", "(08", "(083", "(0836", "(083"])
  }

  /// The text does not tell which literal was typed: `+55-5--` is `5` then `5` (value `55`)
  /// or `+` then `5` (value `+5`). The value the field had does.
  func testTheValueTellsWhichLiteralWasTyped() {
    XCTAssertEqual(shown(brazil, "55"), ["+55-|--", "+55-5|--"])
    XCTAssertEqual(values(brazil, "55"), ["5", "55"])
    XCTAssertEqual(shown(brazil, "+5"), ["+55-|--", "+55-5|--"])
    XCTAssertEqual(values(brazil, "+5"), ["+", "+5"])
    XCTAssertEqual(values(brazil, "5597"), ["5", "55", "559", "5597"])
  }

  /// A key the literal at the caret takes on a list whose first mask refuses it moves to the
  /// mask that has the literal (`(99) 9999-9999`: `(`; `999-9999`: the second mask's `(`).
  func testAKeyTakenByTheLiteralOfALaterMask() {
    let us = InputmaskMask(list: ["999-9999", "(999) 999-9999", "1-(999) 999-9999"])
    XCTAssertEqual(shown(us, "(95"), ["(|) -", "(9|) -", "(95|) -"])
    XCTAssertEqual(values(us, "(95"), ["(", "(9", "(95"])
    let brazilPhone = InputmaskMask(list: ["(99) 9999-9999", "(99) 99999-9999"])
    XCTAssertEqual(values(brazilPhone, "(228"), ["(", "(2", "(22", "(228"])
  }

  /// A backspace right after a typed literal deletes it (`seekPrevious` counts a position
  /// holding a typed key); with nothing left, the field goes back to the first mask.
  func testBackspaceDeletesATypedLiteral() {
    XCTAssertEqual(replay(russian, "7⌫").map(\.2), ["7", ""])
    XCTAssertEqual(replay(russian, "7⌫").map(\.0), ["+7(|)--", "+7(|)--"])
    let us = InputmaskMask(list: ["999-9999", "(999) 999-9999", "1-(999) 999-9999"])
    XCTAssertEqual(shown(us, "(95⌫⌫⌫"), ["(|) -", "(9|) -", "(95|) -", "(9|) -", "(|) -", "|-"])
    XCTAssertEqual(values(us, "(95⌫⌫⌫"), ["(", "(9", "(95", "(9", "(", ""])
  }

  /// The typed literal is a key the masks are checked against: a key no mask takes with it is
  /// refused (`.` shows `.1/` in the second mask; `9` would fit `99` only without the `.`),
  /// and the mask that holds it stays (`(89)+8+` + `X` + `5`).
  func testATypedLiteralKeepsItsMask() {
    let dots = InputmaskMask(list: [".", ".9/", "99"])
    XCTAssertEqual(shown(dots, ".19"), [".|", ".1/|", ".1/|"])
    XCTAssertEqual(values(dots, ".19"), [".", ".1", ".1"])
    let sums = InputmaskMask(list: ["9+9", "99+99", "(99)+99+99"])
    XCTAssertEqual(shown(sums, "(898X5"), ["(|)++", "(8|)++", "(89)+|+", "(89)+8|+", "(89)+8|+", "(89)+85+|"])
    XCTAssertEqual(values(sums, "(898X5"), ["(", "(8", "(89", "(898", "(898", "(8985"])
  }

  /// A key a complete mask does not take and no other mask does either: the library
  /// re-validates the keys under the first mask, the key after the last position held, where
  /// a literal the field shows takes it; the text does not change, the value does.
  func testAKeyAfterACompleteMaskGoesToTheLiteralShownAfterIt() {
    let list = InputmaskMask(list: ["999.+-", "-A9", "-A9+-"])
    XCTAssertEqual(shown(list, "751-"), ["7|.+-", "75|.+-", "751.+-|", "751.+-|"])
    XCTAssertEqual(values(list, "751-"), ["7", "75", "751", "751-"])
    XCTAssertEqual(values(list, "751 "), ["7", "75", "751", "751."])
    // The second mask takes a literal after a complete first mask: `12345-` in `99999-9999`.
    let zip = InputmaskMask(list: ["99999", "99999-9999"])
    XCTAssertEqual(shown(zip, "12345-6").suffix(2), ["12345-|", "12345-6|"])
    XCTAssertEqual(values(zip, "12345-6").suffix(2), ["12345-", "12345-6"])
  }

  /// A backspace makes the library re-validate the keys left from the first mask, each at the
  /// position after the last one held: a `5` typed into a slot goes to the literal `5` then.
  /// After a switch to a later mask, the keys left go back to the first mask that takes them.
  func testBackspaceRevalidatesTheKeysLeft() {
    XCTAssertEqual(replay(brazil, "5591⌫").suffix(2).map(\.0), ["+55-59-1|-", "+55-9|--"])
    XCTAssertEqual(values(brazil, "5591⌫").suffix(2), ["5591", "559"])
    let us = InputmaskMask(list: ["999-9999", "(999) 999-9999", "1-(999) 999-9999"])
    XCTAssertEqual(shown(us, "27053917⌫").suffix(2), ["(270) 539-17|", "270-5391|"])
    let phone = InputmaskMask(list: ["(99) 9999-9999", "(99) 99999-9999"])
    XCTAssertEqual(shown(phone, "12345678901⌫").suffix(2), ["(12) 34567-8901|", "(12) 3456-7890|"])
  }

  /// One mask (not a list): the library leaves every literal out of the value.
  func testOneMaskLeavesTypedLiteralsOut() {
    let one = InputmaskMask(pattern: "+7(999)999-99-99")
    XCTAssertEqual(values(one, "71"), ["", "1"])
  }

  func testTypedLiteralPositionsAccountForTheValue() {
    let text = Array("+55-5--")
    let fromSlot = text.indices.map { $0 == 4 }
    XCTAssertEqual(InputmaskMask.typedLiteralPositions(text, fromSlot: fromSlot, value: Array("55")), [1])
    XCTAssertEqual(InputmaskMask.typedLiteralPositions(text, fromSlot: fromSlot, value: Array("+5")), [0])
    XCTAssertEqual(InputmaskMask.typedLiteralPositions(text, fromSlot: fromSlot, value: Array("5")), [])
    XCTAssertEqual(InputmaskMask.typedLiteralPositions(text, fromSlot: fromSlot, value: Array("555")), [1, 2])
    XCTAssertNil(InputmaskMask.typedLiteralPositions(text, fromSlot: fromSlot, value: Array("6")))
  }

  /// A complete mask refuses a key after it, and the library re-validates the keys held under
  /// the next mask with the key after them (`alternate()`): the literal at the position after
  /// the last key held takes it, or takes a space, as typed, though the template showed more
  /// literals before the caret.
  func testAKeyRefusedByACompleteMaskGoesRightAfterTheKeysHeld() {
    XCTAssertEqual(values(InputmaskMask(list: ["a/.", "a/.*9 "]), "X/76"), ["X", "X/", "X/7", "X/76"])
    XCTAssertEqual(values(InputmaskMask(list: ["999", "9999+", "9999+/AA"]), "9008+X"), ["9", "90", "900", "9008", "9008+", "9008+X"])
    let spaced = InputmaskMask(list: ["*A9a", "*A9a-+", "*A9a-+ "])
    XCTAssertEqual(shown(spaced, "3X5Y  "), ["3|", "3X|", "3X5|", "3X5Y|", "3X5Y-+|", "3X5Y-+ |"])
    XCTAssertEqual(values(spaced, "3X5Y  "), ["3", "3X", "3X5", "3X5Y", "3X5Y-", "3X5Y-+"])
  }

  /// A space after a complete mask, or in an empty field, stands for the literal after the
  /// keys held under the next mask that takes them, which may put them elsewhere (`0+2` →
  /// `02+`).
  func testASpaceAfterACompleteMaskTakesTheNextMasksLiteral() {
    let slash = InputmaskMask(list: ["999", "999/a9", "999/a9/-"])
    XCTAssertEqual(shown(slash, "917 "), ["9|", "91|", "917|", "917/|"])
    XCTAssertEqual(values(slash, "917 "), ["9", "91", "917", "917/"])
    // In an empty field too (the first position): the second US mask's `(` takes it.
    let us = InputmaskMask(list: ["999-9999", "(999) 999-9999", "1-(999) 999-9999"])
    XCTAssertEqual(shown(us, " 9"), ["(|) -", "(9|) -"])
    XCTAssertEqual(values(us, " 9"), ["(", "(9"])
    let plus = InputmaskMask(list: ["9+9", "99+99", "(99)+99+99"])
    XCTAssertEqual(shown(plus, "02 +"), ["0+|", "0+2|", "02+|", "02+|"])
    XCTAssertEqual(values(plus, "02 +"), ["0", "02", "02+", "02+"])
  }

  /// A key after a complete field: the keys held and the key are re-validated under the other
  /// masks in order, then under the mask shown; the first that takes them all is shown, else
  /// the field stays as it was.
  func testAKeyAfterACompleteFieldIsRevalidatedUnderTheOtherMasks() {
    let eleventh = replay(russian, "35313831811)2⌫")
    XCTAssertEqual(eleventh.map(\.0), [
      "+7(3|)--", "+7(35|)--", "+7(353)|--", "+7(353)1|--", "+7(353)13|--", "+7(353)138-|-",
      "+7(353)138-3|-", "+7(353)138-31-|", "+7(353)138-31-8|", "+7(353)138-31-81|",
      "+375(31)383-18-11|", "+375(31)383-18-11|", "+375(31)383-18-11|", "+7(353)138-31-81|",
    ])
    // Under `+375(99)…` the `3` and `5` are its literals, typed.
    XCTAssertEqual(eleventh[10].2, "35313831811")
  }

  /// A letter a later mask starts with does not take a space typed first (measured).
  func testALetterDoesNotTakeASpaceTypedFirst() {
    XCTAssertEqual(shown(InputmaskMask(list: ["99.9", "X"]), " 78"), ["|", "7|.", "78.|"])
    XCTAssertEqual(shown(InputmaskMask(list: ["9", "+9"]), " "), ["+|"])
  }

  /// The keys are re-validated each after the last one held, under the mask shown too: a `7`
  /// a slot took becomes the first mask's literal `7` when an eleventh digit comes.
  func testAnEleventhDigitIsRevalidatedUnderTheMaskShown() {
    let states = replay(russian, "⌫7962313889" + "2")
    XCTAssertEqual(states.map(\.0).suffix(2), ["+7(796)231-38-89|", "+7(962)313-88-92|"])
    XCTAssertEqual(states.last?.2, "79623138892")
  }

  /// A backspace that deletes the only key leaves the first mask's template.
  func testDeletingTheOnlyKeyLeavesTheFirstMasksTemplate() {
    let us = InputmaskMask(list: ["999-9999", "(999) 999-9999", "1-(999) 999-9999"])
    XCTAssertEqual(replay(us, "-⌫9").map(\.0), ["1-(|) -", "|-", "9|-"])
    XCTAssertEqual(values(us, "-⌫9"), ["-", "", "9"])
  }
}
