import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `swingmaskformatter` engine against the JDK's `MaskFormatter` in a headless
/// `JFormattedTextField`, on the vectors of `Benchmarks/differential/swingmaskformatter/run.py`:
/// keys typed into a fresh field.
final class SwingMaskFormatterDifferentialTests: XCTestCase {
  func testTypingAgreesWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("swingmaskformatter")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let keys = c["keys"]?.stringValue ?? ""
      let expected = c["expected"]!
      let mask = MaskDialect.swingmaskformatter.parse(pattern)
      let context = "mask `\(pattern.debugScalars)` keys `\(keys.debugScalars)`"
      if expected["invalid"] != nil {
        agreement.check("invalid", engine: mask.issues.contains { $0.kind == .syntax }, library: true, context)
        continue
      }
      let start = try XCTUnwrap(expected["start"])
      let fresh = mask.emptyField
      agreement.check("start", engine: fresh.text, library: start["text"]?.stringValue ?? "?", context)
      let steps = FieldSimulator(mask: mask).replay(DifferentialVectors.keystrokes(keys), from: fresh)
      let library = expected["keys"]?.arrayValue ?? []
      agreement.check("keys", engine: steps.map(\.state.text), library: library.map { $0["text"]?.stringValue ?? "?" }, context)
      agreement.check("caret", engine: steps.map(\.state.caret), library: library.map { Int($0["caret"]?.intValue ?? -1) }, context)
      agreement.check(
        "value", engine: steps.map { $0.complete ? $0.value : nil },
        library: library.map { $0["value"]?.stringValue }, context)
      // A key is accepted when the field changed.
      var before = (start["text"]?.stringValue ?? "", Int(start["caret"]?.intValue ?? 0))
      var changed: [Bool] = []
      for step in library {
        let after = (step["text"]?.stringValue ?? "", Int(step["caret"]?.intValue ?? 0))
        changed.append(after != before)
        before = after
      }
      agreement.check("accepted", engine: steps.map(\.accepted), library: changed, context)
      // Typing the keys' characters (no backspace) is what `--input` previews.
      if !keys.contains("\u{8}"), let last = library.last {
        agreement.check("input", engine: mask.apply(CaretString(keys)).formatted.text, library: last["text"]?.stringValue ?? "?", context)
      }
    }
    agreement.assertAllAgree(vectors.library)
  }
}
