import XCTest

@testable import MaskEngine

/// Where Inputmask validates a key typed into an alternation, and when it refuses it
/// (`InputmaskAlternationRefusal`). Every expectation is the output of the library's
/// `dist/inputmask.js` (730ba938, jsdom, `placeholder: ""`) on a case of
/// `Benchmarks/differential/inputmask/run.py --alternations` (seeds 2005 to 2007).
final class InputmaskAlternationRefusalTests: XCTestCase {
  /// Shown text with the caret (`|`), value and completeness after each key.
  private func typed(_ pattern: String, _ keys: String) -> [String] {
    FieldSimulator(mask: InputmaskMask(pattern: pattern))
      .replay(keys.map { $0 == "\u{8}" ? .backspace : .character($0) })
      .map { "\($0.state.description) \($0.value) \($0.complete)" }
  }

  /// A slot of the first alternative left where the key is validated: no test there takes
  /// the key and the library does not look further (`isMask`), although another alternative
  /// would take it after a literal.
  func testASlotOfTheFirstAlternativeRefusesTheKey() {
    // The first key too: the field stays empty (`A|+9` is `(A|+)9`).
    XCTAssertEqual(typed("A|+9", "8a2"), ["|  false", "A| A false", "A2| A2 true"])
    // `+*` would take `9` after its `+`; the library stays at `6-`.
    XCTAssertEqual(typed("9(a-|+*)", "69"), ["6|- 6 false", "6|- 6 false"])
    // `/+` would take `.` as its `.`.
    XCTAssertEqual(typed("9(9|/+).", "4."), ["4|. 4 false", "4|. 4 false"])
    // `AA`, `.` and ` 9 `: the template's `A` refuses `7`.
    XCTAssertEqual(typed("9 -(AA|.| 9 )9", "07"), ["0 -| 0 false", "0 -| 0 false"])
  }

  /// The alternatives left are those whose test took the keys: after `8` in `9`, only `9A`
  /// is left, whose `A` refuses `0`.
  func testOnlyTheAlternativesThatTookTheKeysAreLeft() {
    XCTAssertEqual(
      typed("9-(9A| )99", "680"), ["6-| 6 false", "6-8| 68 false", "6-8| 68 false"])
  }

  /// A key refused in `format` is left out and the next keys go on, each validated where
  /// the library would.
  func testFormatLeavesOutTheKeysRefusedWhereTheyAreValidated() {
    XCTAssertEqual(InputmaskMask(pattern: "9(A|. |+9)A ").apply(CaretString("528934.")).formatted.text, "5.  ")
  }

  /// A key a literal refuses goes to the literals up to the next slot (`isValid` looks at the
  /// positions up to `seekNext`): `+` after `/9 ` is the `+` of `+9.`.
  func testATypedLiteralSkipsTheLiteralsBeforeIt() {
    XCTAssertEqual(InputmaskMask(pattern: "/* (A9-|+9.|/)").apply(CaretString("9++991a5")).formatted.text, "/9 +9.")
  }

  /// A case that agreed with the library before and must go on agreeing: a key equal to a
  /// literal all the alternatives show, then keys that only a later alternative takes.
  func testKeysAfterASharedLiteralAreValidatedAfterIt() {
    XCTAssertEqual(
      typed("9+(/|a9*|9+ )/9", "466"), ["4+|// 4 false", "4+6+ /| 46 false", "4+6+ /6| 466 true"])
  }
}
