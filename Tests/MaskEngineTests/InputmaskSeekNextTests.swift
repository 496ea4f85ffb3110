import XCTest

@testable import MaskEngine

/// The caret after a key in an alternation (`InputmaskSeekNext`): `seekNext` stops where the
/// tests `getTests` returns for the alternatives still possible hold a slot or more than one
/// literal, an empty slot the field does not show too. Every expectation is the output of
/// Inputmask's `dist/inputmask.js` (730ba938, jsdom, `placeholder: ""`) on a case of
/// `Benchmarks/differential/inputmask/run.py --alternations`.
final class InputmaskSeekNextTests: XCTestCase {
  private func shown(_ pattern: String, _ keys: String) -> [String] {
    FieldSimulator(mask: InputmaskMask(pattern: pattern))
      .replay(keys.map { $0 == "\u{8}" ? .backspace : .character($0) })
      .map { "\($0.state.description) \($0.value)" }
  }

  /// Both alternatives show `33/.`, but the second has its `a` where the first has its `/`:
  /// the caret stops before the `/`. Likewise the `+` after `9(9|99)`, where the second
  /// alternative has its second `9`.
  func testTheCaretStopsAtAnEmptySlotOfAnotherAlternative() {
    XCTAssertEqual(shown("99(/9|a9/)A.", "33"), ["3|/. 3", "33|/. 33"])
    XCTAssertEqual(shown("-9(9|99)+9", "55"), ["-5|+ 5", "-55|+ 55"])
    XCTAssertEqual(shown("/-9(99 |9  |9*9)9", "688"), ["/-6|  6", "/-68|  68", "/-688|  688"])
  }

  /// An alternative that has left its group adds no test unless it is the first one possible:
  /// after `b` (the first and third alternatives), the third adds nothing at the `/`.
  func testAnAlternativePastItsGroupAddsNothingUnlessFirst() {
    XCTAssertEqual(shown("99(a/|+|a) ", "50b"), ["5|/  5", "50|/  50", "50b/ | 50b"])
  }

  /// The merge of the tests decides which alternatives a key leaves: the `a` of the second
  /// alternative goes before the first `*` with the third's, so a digit taken by the first `*`
  /// leaves the first alternative alone, and the caret goes to the end.
  func testTheMergedTestThatTookTheKeyKeepsItsAlternatives() {
    XCTAssertEqual(shown("9 9(* -|a+/|*. )-.", "796"), ["7 | --. 7", "7 9| --. 79", "7 96 --.| 796"])
  }

  /// A typed literal the field shows already: the caret is sought from that literal.
  func testTheCaretAfterATypedLiteralIsSoughtFromIt() {
    XCTAssertEqual(shown("*9(/.|*a|//9)A-", "37/"), ["3|/.- 3", "37|/.- 37", "37/|.- 37"])
  }
}
