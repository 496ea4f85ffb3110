import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `jquerymask` engine against jQuery Mask Plugin in jsdom, on the vectors of
/// `Benchmarks/differential/jquerymask/run.py`.
final class JQueryMaskDifferentialTests: XCTestCase {
  func testMaskedAndKeyReplayAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("jquerymask")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let keys = c["keys"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let expected = c["expected"]!
      let mask = MaskDialect.jquerymask.parse(pattern)
      let context = "mask `\(pattern)` keys `\(keys.debugScalars)` text `\(text)`"
      agreement.check("masked", engine: mask.apply(CaretString(text)).formatted.text, library: expected["masked"]?.stringValue ?? "?", context)
      let steps = FieldSimulator(mask: mask).replay(DifferentialVectors.keystrokes(keys))
      let library = expected["keys"]?.arrayValue ?? []
      agreement.check("keys", engine: steps.map(\.state.text), library: library.map { $0["text"]?.stringValue ?? "?" }, context)
      agreement.check("caret", engine: steps.map(\.state.caret), library: library.map { Int($0["caret"]?.intValue ?? -1) }, context)
    }
    agreement.assertAllAgree(vectors.library)
  }
}
