import XCTest

@testable import MaskEngine

/// Which test of an alternation takes a key, and so its casing (`casedByMergedTests`). Every
/// expectation is the output of Inputmask's `dist/inputmask.js` (730ba938, jsdom,
/// `placeholder: ""`) on a case of `Benchmarks/differential/inputmask/run.py --alternations`.
final class InputmaskAlternationCasingTests: XCTestCase {
  private func format(_ pattern: String, _ text: String) -> String {
    InputmaskMask(pattern: pattern).apply(CaretString(text)).formatted.text
  }

  private func shown(_ pattern: String, _ keys: String) -> [String] {
    FieldSimulator(mask: InputmaskMask(pattern: pattern))
      .replay(keys.map { $0 == "\u{8}" ? .backspace : .character($0) })
      .map { "\($0.state.text) \($0.value)" }
  }

  /// `a` and `A` hold the same letters: the later alternative's test is put before the
  /// earlier one, and takes the letter.
  func testTheLaterOfTwoLetterTestsTakesTheLetter() {
    // `A` after `a`: upper-cased.
    XCTAssertEqual(format("-(a9|A|A/9)9", "+24(-a"), "-A")
    XCTAssertEqual(format("/(-|A/|*9)9", ")a19993)3"), "/A19")
    // `a` after `A` (`+9a|A/` is `+9(a|A)/`, `+9A|a9.` is `+9(A|a)9.`): as typed.
    XCTAssertEqual(format("+9A|a9.", "+170b X8"), "+1b8.")
    XCTAssertEqual(format("9./(A|-*+|a).", "/0415b"), "0./b.")
    XCTAssertEqual(format("+9a|A/", "bY0b"), "+0B/")
  }

  /// `*` holds the letters of `A`: `A` comes first wherever it is.
  func testALetterTestComesBeforeTheAnyCharacterTest() {
    XCTAssertEqual(format("( *| A)", "a7"), " A")
    XCTAssertEqual(shown("+9.(*|/a9|A)+", "9b"), ["+9.+ 9", "+9.B+ 9B"])
  }

  /// A test of a position after the alternation comes after the alternatives' tests:
  /// ` / (*aA|9|-99)A` takes `b` in the `a` of `*aA`, not the `A` after the group.
  func testATestAfterTheGroupComesAfterTheAlternatives() {
    XCTAssertEqual(shown(" / (*aA|9|-99)A", "8b").last, " / 8b 8b")
  }
}
