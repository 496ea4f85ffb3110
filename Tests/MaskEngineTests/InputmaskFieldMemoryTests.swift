import XCTest

@testable import MaskEngine

/// `InputmaskMask` typing through `InputmaskField`: the field rides from key to key in
/// `MaskResult.memory`, so a key is judged on what the library remembers, not only on the
/// text shown; masks past `fieldPositionLimit` and texts the field did not type go to the rules.
final class InputmaskFieldMemoryTests: XCTestCase {
  /// `(/A|-99|+)9a` + `2`: Inputmask keeps the first alternative's `/` and refuses the digit
  /// there, the field shows `/` (measured in jsdom); the rules wrote `-2`.
  func testTheFieldRidesFromKeyToKey() {
    let mask = MaskDialect.inputmask.parse("(/A|-99|+)9a")
    let steps = FieldSimulator(mask: mask).replay(keys: "2+Y9")
    XCTAssertEqual(steps.map(\.state.text), ["/", "/", "/Y", "/Y9"])
    XCTAssertEqual(steps.map(\.state.caret), [1, 1, 2, 3])
    XCTAssertTrue(steps.allSatisfy { $0.memory?.state is InputmaskField })
  }

  /// Memory is opaque: two results that show the same compare equal whatever the field holds.
  func testMemoryDoesNotChangeEquality() throws {
    let mask = MaskDialect.inputmask.parse("99-99")
    let typed = try XCTUnwrap(FieldSimulator(mask: mask).replay(keys: "12").last)
    var bare = typed
    bare.memory = nil
    XCTAssertEqual(typed, bare)
  }

  /// A text the field did not type (a start state with no memory) is edited by the rules.
  func testAStartTextWithoutMemoryGoesToTheRules() {
    let mask = MaskDialect.inputmask.parse("99-99")
    let steps = FieldSimulator(mask: mask).replay(keys: "3", from: CaretString("12-", caret: 3))
    XCTAssertEqual(steps.last?.state.text, "12-3")
    XCTAssertNil(steps.last?.memory)
  }

  /// Past 64 positions the field is not built (its cost grows with the cube of the length);
  /// the rules still type the mask.
  func testLongMasksGoToTheRules() throws {
    let short = try XCTUnwrap(MaskDialect.inputmask.parse(String(repeating: "9", count: 64)) as? InputmaskMask)
    let long = try XCTUnwrap(MaskDialect.inputmask.parse(String(repeating: "9", count: 65)) as? InputmaskMask)
    XCTAssertNotNil(short.freshField())
    XCTAssertNil(long.freshField())
    let steps = FieldSimulator(mask: long).replay(keys: "12")
    XCTAssertEqual(steps.map(\.state.text), ["1", "12"])
    XCTAssertNil(steps.last?.memory)
  }

  /// Groups nested deeper than `nestingLimit` are past the field's budget (the lexer, the test
  /// search and each copy recurse through them); the rules type such a mask.
  func testDeeplyNestedMasksArePastTheBudget() throws {
    func nested(_ depth: Int) -> String { String(repeating: "(", count: depth) + "9|a" + String(repeating: ")", count: depth) }
    XCTAssertNoThrow(try InputmaskField(mask: nested(InputmaskCore.nestingLimit)))
    XCTAssertThrowsError(try InputmaskField(mask: nested(InputmaskCore.nestingLimit + 1))) { error in
      XCTAssertEqual(error as? InputmaskFieldError, .budget)
    }
    let steps = FieldSimulator(mask: MaskDialect.inputmask.parse(nested(200))).replay(keys: "1")
    XCTAssertEqual(steps.count, 1)
    XCTAssertNil(steps.last?.memory)
  }

  /// Custom markers (`groupmarker: ["<", ">"]`) reach the field as the default ones.
  func testCustomMarkersReachTheField() throws {
    let mask = InputmaskMask(pattern: "<9|a>-9", markers: ["<": "(", ">": ")"])
    XCTAssertNotNil(mask.freshField())
    let steps = FieldSimulator(mask: mask).replay(keys: "b1")
    XCTAssertEqual(steps.last?.state.text, "b-1")
    XCTAssertNotNil(steps.last?.memory)
  }
}
