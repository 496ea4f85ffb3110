import XCTest

@testable import MaskEngine

/// Random lists of Inputmask masks typed with random keys and backspaces (fixed seed): the
/// replay of a list (typed literals, re-validation after a backspace) never traps and keeps
/// the caret inside the text.
final class InputmaskListFuzzTests: XCTestCase {
  /// A small deterministic generator (64-bit LCG), the same on every machine.
  private struct Draw {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  func testRandomListsAndKeysNeverTrapAndKeepTheCaretInTheText() {
    var draw = Draw(state: 20_261_127)
    let maskParts: [String] = ["9", "9", "a", "*", "+", "7", "(", ")", "-", " ", ".", "[9]", "99"]
    let keys: [Character] = ["1", "7", "5", "a", "+", "(", ")", "-", " ", ".", "⌫", "⌫"]
    var steps = 0
    for _ in 0..<400 {
      let list = (0..<(2 + draw.next(2))).map { _ in
        (0..<(2 + draw.next(8))).map { _ in maskParts[draw.next(maskParts.count)] }.joined()
      }
      let typed = String((0..<(1 + draw.next(12))).map { _ in keys[draw.next(keys.count)] })
      for step in FieldSimulator(mask: InputmaskMask(list: list)).replay(keys: typed) {
        steps += 1
        XCTAssertLessThanOrEqual(step.state.caret, step.state.text.count, "\(list) \(typed)")
        XCTAssertGreaterThanOrEqual(step.state.caret, 0, "\(list) \(typed)")
      }
    }
    XCTAssertGreaterThan(steps, 1_000)
  }
}
