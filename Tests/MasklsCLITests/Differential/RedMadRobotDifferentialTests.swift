import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `redmadrobot` engine against input-mask-ios's own `Mask.apply(toText:)` on the vectors of
/// `Benchmarks/differential/redmadrobot/run.py`.
final class RedMadRobotDifferentialTests: XCTestCase {
  /// The mask options a case's custom notations stand for.
  static func options(_ notations: [JSON]) -> MaskOptions {
    var options = MaskOptions()
    for n in notations {
      guard let c = n["character"]?.stringValue?.first, let set = n["set"]?.stringValue else { continue }
      let ranges = set.unicodeScalars.map { $0.value...$0.value }
      options.definitions[c] = .scalars(name: "`\(c)`", ranges: ranges)
      if n["optional"]?.boolValue == true { options.optionalSymbols.insert(c) }
    }
    return options
  }

  func testApplyAgreesWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("redmadrobot")
    var agreement = Agreement()
    for c in vectors.cases {
      let format = c["mask"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let expected = c["expected"]!
      let mask = MaskDialect.redmadrobot.parse(format, options: Self.options(c["notations"]?.arrayValue ?? []))
      let caret = min(Int(c["caret"]?.intValue ?? 0), text.count)
      let forward = c["gravity"]?.stringValue == "forward"
      let gravity: CaretString.Gravity =
        forward ? .forward(autocomplete: c["autocomplete"]?.boolValue == true)
        : .backward(autoskip: c["autoskip"]?.boolValue == true)
      let context = "mask `\(format)` text `\(text.debugScalars)` caret \(caret) \(gravity)"
      let application = try XCTUnwrap(mask as? RedMadRobotMask).application(CaretString(text, caret: caret, gravity: gravity))
      // Where the library crashes the engine says so instead, and only there.
      agreement.check("trap", engine: application.trap != nil, library: expected["trap"] != nil, context)
      if expected["trap"] != nil { continue }
      let result = application.result
      agreement.check("text", engine: result.formatted.text, library: expected["text"]?.stringValue ?? "?", context)
      agreement.check("caret", engine: result.formatted.caret, library: Int(expected["caret"]?.intValue ?? -1), context)
      agreement.check("value", engine: result.value, library: expected["value"]?.stringValue ?? "?", context)
      agreement.check("complete", engine: result.complete, library: expected["complete"]?.boolValue ?? false, context)
    }
    agreement.assertAllAgree(vectors.library)
  }
}
