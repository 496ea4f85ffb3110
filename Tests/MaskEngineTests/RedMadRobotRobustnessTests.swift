import XCTest
@testable import MaskEngine

/// Random masks and inputs never crash, and a few invariants hold.
final class RedMadRobotRobustnessTests: XCTestCase {
  private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
  }

  func testRandomMasksNeverCrash() {
    var rng = SplitMix64(state: 0x5EED)
    let maskAlphabet = Array("[]{}\\09Aa_-…x. +é")
    let inputAlphabet = Array("0123abc .-+()[]é👍🏽")
    for _ in 0..<1500 {
      let format = String((0..<rng.below(14)).map { _ in maskAlphabet[rng.below(maskAlphabet.count)] })
      let mask = RedMadRobotMask(format: format)
      let count = format.count
      for issue in mask.issues {
        XCTAssertTrue(issue.range.lowerBound >= 0 && issue.range.upperBound <= count, "\(format) \(issue)")
      }
      for token in mask.tokens {
        XCTAssertTrue(token.range.lowerBound >= 0 && token.range.upperBound <= count, "\(format)")
      }
      XCTAssertEqual(mask.isValid, !mask.issues.contains { $0.kind == .syntax }, format)

      let input = String((0..<rng.below(12)).map { _ in inputAlphabet[rng.below(inputAlphabet.count)] })
      let caret = rng.below(input.count + 3) - 1
      let gravity: CaretString.Gravity =
        rng.below(2) == 0 ? .forward(autocomplete: rng.below(2) == 0) : .backward(autoskip: rng.below(2) == 0)
      let r = mask.apply(CaretString(input, caret: caret, gravity: gravity))
      XCTAssertTrue(r.formatted.caret >= 0 && r.formatted.caret <= r.formatted.text.count, format)

      let lo = rng.below(input.count + 2) - 1
      let hi = lo + rng.below(4)
      _ = mask.edit(CaretString(input, caret: caret), replacing: lo..<hi, with: rng.below(2) == 0 ? "" : "1", validator: nil)
      XCTAssertEqual(mask.caretMap(forRaw: input).count, input.count + 1)

      if mask.isValid {
        let sample = mask.sampleInput()
        let applied = mask.apply(CaretString(sample, gravity: .forward(autocomplete: true)))
        XCTAssertTrue(applied.complete || mask.pattern.isEmpty, "\(format) sample \(sample)")
        if let length = mask.completeFormattedLength {
          XCTAssertEqual(applied.formatted.text.count, length, "\(format) sample \(sample)")
        }
      }
    }
  }
}
