import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `vanillamasker` engine against vanilla-masker's `VMasker.toPattern` run in node, on the
/// vectors of `Benchmarks/differential/vanillamasker/run.py`.
final class VanillaMaskerDifferentialTests: XCTestCase {
  func testToPatternAndKeyReplayAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("vanillamasker")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let keys = c["keys"]?.stringValue ?? ""
      let expected = c["expected"]!
      let mask = MaskDialect.vanillamasker.parse(pattern)
      let context = "pattern `\(pattern.debugScalars)` text `\(text.debugScalars)` keys `\(keys.debugScalars)`"
      agreement.check("text", engine: mask.apply(CaretString(text)).formatted.text, library: expected["text"]?.stringValue ?? "?", context)
      let steps = FieldSimulator(mask: mask).replay(DifferentialVectors.keystrokes(keys))
      let library = (expected["keys"]?.arrayValue ?? []).map { $0.stringValue ?? "?" }
      agreement.check("keys", engine: steps.map(\.state.text), library: library, context)
      // The library sets the value on every key: the caret ends at the end.
      agreement.check("caret", engine: steps.map(\.state.caret), library: library.map(\.count), context)
    }
    agreement.assertAllAgree(vectors.library)
  }
}
