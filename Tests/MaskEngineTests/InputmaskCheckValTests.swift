import XCTest

@testable import MaskEngine

/// How Inputmask reads a whole text (`Inputmask.format`, a value set on the field): its
/// `checkVal`. Expectations from `dist/inputmask.js` in jsdom (`run.py --prefixed`,
/// Benchmarks/differential/inputmask).
final class InputmaskCheckValTests: XCTestCase {
  private func format(_ mask: String, _ text: String) -> String {
    InputmaskMask(pattern: mask).apply(CaretString(text)).formatted.text
  }

  /// A digit that the literals before the next slot hold further on goes into the slot: the
  /// caret jumps there first (`isTemplateMatch`). Typing the same keys takes it as the literal.
  func testADigitTheLiteralsHoldFurtherOnGoesIntoTheSlot() {
    XCTAssertEqual(format("+7(999)999-99-99", "79161234567"), "+7(791)612-34-56")
    let typed = FieldSimulator(mask: InputmaskMask(pattern: "+7(999)999-99-99")).replay(keys: "7916")
    XCTAssertEqual(typed.last?.state.text, "+7(916)--")
    // Starting with the literals themselves, they are the literals.
    XCTAssertEqual(format("+7(999)999-99-99", "+79161234567"), "+7(916)123-45-67")
    XCTAssertEqual(format("(999) 999-9999", "(555) 123-4567"), "(555) 123-4567")
  }

  /// While it reads, a space is not the literal at the caret (`skipOptionalPartCharacter` is off).
  func testASpaceIsRefused() {
    XCTAssertEqual(format("+7 (999) 999-99-99", "7 916"), "+7 (791) 6--")
  }

  /// Literals typed at the start of a field left incomplete are typed again at the first
  /// slots, inserted before what they hold; each key moved on goes to the next slot of its
  /// own definition, and a slot of another one stays empty.
  func testLeadingLiteralsAreTypedAgainAtTheFirstSlots() {
    XCTAssertEqual(format("1-999", "1"), "1-1")
    XCTAssertEqual(format("1-99a9--", "1(428237212)3"), "1-142--")
    XCTAssertEqual(format("7-9 -9a", "7-4"), "7-7 -4")
    XCTAssertFalse(InputmaskMask(pattern: "1-99a9--").apply(CaretString("1(428237212)3")).complete)
    XCTAssertEqual(InputmaskMask(pattern: "1-99a9--").apply(CaretString("1(428237212)3")).value, "142")
  }

  /// Masks with optional parts, repetitions or alternations keep the general formatting.
  func testOnlyFlatMasksAreReadThisWay() {
    XCTAssertNotNil(InputmaskCheckVal(InputmaskMask(pattern: "+7(999)999-99-99").programs))
    XCTAssertNil(InputmaskCheckVal(InputmaskMask(pattern: "+7(999)999-99-9[9]").programs))
    XCTAssertNil(InputmaskCheckVal(InputmaskMask(pattern: "9{+}").programs))
    XCTAssertNil(InputmaskCheckVal(InputmaskMask(pattern: "9|a").programs))
  }

  /// A list is read under its first mask until a refused key would make the library try
  /// another one (the mask complete, or the first position).
  func testAListIsReadUnderItsFirstMask() {
    let russian = InputmaskMask(list: ["+7(999)999-99-99", "+380(99)999-99-99", "+375(99)999-99-99"])
    XCTAssertEqual(russian.apply(CaretString("7.")).formatted.text, "+7(7)--")
    let brazil = InputmaskMask(list: ["+55-99-9999-9999", "+55-99-99999-9999"])
    XCTAssertEqual(brazil.apply(CaretString("5 .43/96505")).formatted.text, "+55-54-3965-05")
    XCTAssertEqual(brazil.apply(CaretString("5 .43/96505")).value, "54396505")
    // The literals typed at the start are typed again at the first slots, but not the one at
    // the first position, where the list's alternation is decided.
    XCTAssertEqual(brazil.apply(CaretString("+55-55-5555")).formatted.text, "+55-55-55-5555")
    XCTAssertEqual(InputmaskMask(pattern: "+55-99-9999-9999").apply(CaretString("+55-55-5555")).formatted.text, "+55-55-5555-")
    // A mask of the list with a slot among the first one's leading literals: not read this way.
    XCTAssertNil(InputmaskCheckVal(InputmaskMask(list: ["+7(999)", "9999"]).programs, list: true))
  }

  /// A list whose first mask is complete before the text ends moves to the next mask that takes
  /// the keys held and the next character (`alternate()`): a Brazilian mobile number set on the
  /// field shows the second mask.
  func testAListMovesToTheMaskThatTakesTheWholeText() {
    let brazil = InputmaskMask(list: ["+55-99-9999-9999", "+55-99-99999-9999"])
    XCTAssertEqual(brazil.apply(CaretString("+55-55-55555-5555")).formatted.text, "+55-55-55555-5555")
    XCTAssertEqual(brazil.apply(CaretString("59780371874")).formatted.text, "+55-97-80371-874")
    let russian = InputmaskMask(list: ["+7(999)999-99-99", "+380(99)999-99-99", "+375(99)999-99-99"])
    XCTAssertEqual(russian.apply(CaretString("+375(55)555-55-55")).formatted.text, "+375(55)555-55-55")
    // The eleventh digit moves it; the `-` typed under the first mask is typed again there.
    XCTAssertEqual(russian.apply(CaretString("+375(55)555-55-5")).formatted.text, "+375(55)555-55-5")
    // Ten digits fit the first mask.
    XCTAssertEqual(russian.apply(CaretString("+380(55)555")).formatted.text, "+7(380)555-55-")
  }
}
