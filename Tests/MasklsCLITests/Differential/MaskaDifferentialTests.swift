import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `maska` engine against the expectations of maska's own test suite
/// (`Benchmarks/differential/maska/vectors.py`): `masked`, `unmasked`, `completed`.
final class MaskaDifferentialTests: XCTestCase {
  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("maska")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let input = c["input"]?.stringValue ?? ""
      let call = c["call"]?.stringValue ?? ""
      let expected = c["expected"]?["result"]
      let eager = c["eager"]?.boolValue == true
      let result = MaskDialect.maska.parse(pattern, options: MaskOptions(eager: eager)).apply(CaretString(input))
      let context = "mask `\(pattern)`\(eager ? " eager" : "") \(call)(`\(input)`)"
      switch call {
      case "masked": agreement.check("masked", engine: result.formatted.text, library: expected?.stringValue ?? "?", context)
      case "unmasked": agreement.check("unmasked", engine: result.value, library: expected?.stringValue ?? "?", context)
      default: agreement.check("completed", engine: result.complete, library: expected?.boolValue ?? false, context)
      }
    }
    agreement.assertAllAgree(vectors.library)
  }
}
