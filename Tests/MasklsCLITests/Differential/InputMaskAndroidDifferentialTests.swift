import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `redmadrobot` engine against the expectations of input-mask-android's own unit tests
/// (`Benchmarks/differential/inputmaskandroid/vectors.py`): `Mask.apply` text, caret, extracted
/// value and completeness.
final class InputMaskAndroidDifferentialTests: XCTestCase {
  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("inputmaskandroid")
    var agreement = Agreement()
    for c in vectors.cases {
      let format = c["mask"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let caret = Int(c["caret"]?.intValue ?? 0)
      let expected = c["expected"]!
      let gravity: CaretString.Gravity =
        c["gravity"]?.stringValue == "forward"
        ? .forward(autocomplete: c["autocomplete"]?.boolValue == true)
        : .backward(autoskip: c["autoskip"]?.boolValue == true)
      let context = "\(c["test"]?.stringValue ?? ""): mask `\(format)` text `\(text)` caret \(caret) \(gravity)"
      let result = MaskDialect.redmadrobot.parse(format).apply(CaretString(text, caret: caret, gravity: gravity))
      agreement.check("text", engine: result.formatted.text, library: expected["text"]?.stringValue ?? "?", context)
      agreement.check("caret", engine: result.formatted.caret, library: Int(expected["caret"]?.intValue ?? -1), context)
      agreement.check("value", engine: result.value, library: expected["value"]?.stringValue ?? "?", context)
      agreement.check("complete", engine: result.complete, library: expected["complete"]?.boolValue ?? false, context)
    }
    agreement.assertAllAgree(vectors.library)
  }
}
