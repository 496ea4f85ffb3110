import XCTest
@testable import MaskEngine

/// The caret map is built in one pass; it must say what applying the mask at each caret says.
final class RedMadRobotCaretMapTests: XCTestCase {
  /// The map as the library computes it: one application per caret.
  private func appliedAtEachCaret(_ mask: RedMadRobotMask, _ raw: String) -> [Int] {
    (0...raw.count).map { i in
      mask.apply(CaretString(raw, caret: i, gravity: .forward(autocomplete: mask.listener.autocomplete))).formatted.caret
    }
  }

  func testOnePassAgreesWithApplyingAtEachCaret() {
    let formats = [
      "+7 ([000]) [000] [00] [00]", "[00]-[00]", "[A][0]-[aa]", "[0…]", "{+}[09]/[00]", "[9990]:[00]",
      "([000])", "[000]", "8 [000]", "[__]-[-]", "\\[[00]\\]", "[0] [0]",
    ]
    let inputs = ["", "1", "12", "1234567890", "a1b2c3", "+7 (912) 345", "((12))", "99/88", "é1", "e\u{301}23", " 1 2 ", "12345678901234567890"]
    var compared = 0
    for format in formats {
      for autocomplete in [true, false] {
        var listener = RedMadRobotMask.ListenerSettings()
        listener.autocomplete = autocomplete
        let mask = RedMadRobotMask(format: format, customNotations: [], listener: listener)
        for raw in inputs {
          XCTAssertEqual(mask.caretMap(forRaw: raw), appliedAtEachCaret(mask, raw), "\(format) on \(raw) (autocomplete \(autocomplete))")
          compared += 1
        }
      }
    }
    XCTAssertEqual(compared, formats.count * inputs.count * 2)
  }

  func testInvalidMaskKeepsTheCaret() {
    let mask = RedMadRobotMask(format: "[0")
    XCTAssertEqual(mask.caretMap(forRaw: "12"), appliedAtEachCaret(mask, "12"))
  }

  func testTenThousandBlocksMapEveryCaret() {
    // One application per caret made this minutes long; one pass maps all 20,001 carets.
    let mask = RedMadRobotMask(format: String(repeating: "[00]-", count: 10_000))
    let raw = String(repeating: "12", count: 10_000)
    let map = mask.caretMap(forRaw: raw)
    XCTAssertEqual(map.count, raw.count + 1)
    // After the first two digits the mask has inserted `-`: caret 2 sits after it (typing).
    XCTAssertEqual(Array(map.prefix(5)), [0, 1, 3, 4, 6])
    XCTAssertEqual(map.last, mask.apply(CaretString(raw, caret: raw.count, gravity: .forward(autocomplete: true))).formatted.caret)
  }
}
