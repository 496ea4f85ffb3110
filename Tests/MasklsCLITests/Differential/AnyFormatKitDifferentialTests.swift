import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `anyformatkit` engine against AnyFormatKit's `DefaultTextInputFormatter`, on the vectors
/// of `Benchmarks/differential/anyformatkit/run.py`.
final class AnyFormatKitDifferentialTests: XCTestCase {
  func testFormatAndKeyReplayAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("anyformatkit")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let symbol = c["symbol"]?.stringValue?.first ?? "#"
      let text = c["text"]?.stringValue ?? ""
      let keys = c["keys"]?.stringValue ?? ""
      let expected = c["expected"]!
      let mask = MaskDialect.anyformatkit.parse(pattern, options: MaskOptions(replacementCharacter: symbol))
      let context = "pattern `\(pattern)` symbol `\(symbol)` text `\(text.debugScalars)` keys `\(keys.debugScalars)`"
      agreement.check("text", engine: mask.apply(CaretString(text)).formatted.text, library: expected["text"]?.stringValue ?? "?", context)
      let steps = FieldSimulator(mask: mask).replay(DifferentialVectors.keystrokes(keys))
      let library = expected["keys"]?.arrayValue ?? []
      agreement.check("keys", engine: steps.map(\.state.text), library: library.map { $0["text"]?.stringValue ?? "?" }, context)
      agreement.check("caret", engine: steps.map(\.state.caret), library: library.map { Int($0["caret"]?.intValue ?? -1) }, context)
    }
    agreement.assertAllAgree(vectors.library)
  }
}
