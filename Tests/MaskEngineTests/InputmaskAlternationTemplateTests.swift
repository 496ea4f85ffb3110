import XCTest

@testable import MaskEngine

/// The template after the typed text where the first alternative left has left its group
/// (`continueTemplate`): the library's `getTestTemplate` goes on with an alternative still in
/// its group. Every expectation is the output of Inputmask's `dist/inputmask.js` (730ba938,
/// jsdom, `placeholder: ""`) on a case of `Benchmarks/differential/inputmask/run.py
/// --alternations`.
final class InputmaskAlternationTemplateTests: XCTestCase {
  private func shown(_ pattern: String, _ keys: String) -> [String] {
    FieldSimulator(mask: InputmaskMask(pattern: pattern))
      .replay(keys.map { $0 == "\u{8}" ? .backspace : .character($0) })
      .map { "\($0.state.description) \($0.value)" }
  }

  /// The first alternative is at the `9` after the group, the second still at its `.`.
  func testTheTemplateGoesOnWithTheAlternativeStillInItsGroup() {
    XCTAssertEqual(shown("9(9|9.)9", "67"), ["6|. 6", "67|. 67"])
    XCTAssertEqual(shown("9/(a|*9+).", "58"), ["5/|+. 5", "5/8|+. 58"])
    XCTAssertEqual(shown("99 (A|a+ |999)A", "54"), ["5| +  5", "54 |+  54"])
  }

  /// A test that takes the path keeps it: after `( |-+|/)`'s ` `, the `9` after the group
  /// follows, not the `+` of `-+`.
  func testTheAlternativeOfTheTemplatesTestKeepsThePath() {
    XCTAssertEqual(InputmaskMask(pattern: "a9.( |-+|/)9").apply(CaretString("b")).formatted.text, "b. ")
  }

  /// With the alternation at the start of the mask, the template stops where the first
  /// alternative leaves its group (measured on the held-out seed 2008).
  func testAnAlternationAtTheStartStopsTheTemplate() {
    XCTAssertEqual(shown("(*9|**/)*9", "X\u{8}0"), ["X| X", "| ", "0| 0"])
  }

  /// `format` of a text no key of which is taken stays empty.
  func testNothingTakenFormatsToNothing() {
    XCTAssertEqual(InputmaskMask(pattern: "(A|A+|/*)*").apply(CaretString("395404282")).formatted.text, "")
  }
}
