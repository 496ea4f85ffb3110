import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `imask` engine against the expectations of imask's own tests
/// (`Benchmarks/differential/imask/vectors.py`): the text set, typed at the end, deleted
/// backwards (backspace) or forwards (delete), and the `value` / `unmaskedValue` asserted.
final class IMaskDifferentialTests: XCTestCase {
  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("imask")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let eager = c["eager"]?.boolValue == true
      let mask = MaskDialect.imask.parse(pattern, options: MaskOptions(eager: eager))
      var state = CaretString("")
      var value = ""
      var history: [String] = []
      for step in c["steps"]?.arrayValue ?? [] {
        let op = step["op"]?.stringValue ?? ""
        let text = step["text"]?.stringValue ?? ""
        let start = Int(step["start"]?.intValue ?? 0)
        let end = start + Int(step["count"]?.intValue ?? 0)
        let result: MaskResult?
        switch op {
        case "set": result = mask.apply(CaretString(text))
        case "append":
          let n = state.text.count
          result = mask.edit(CaretString(state.text, caret: n), replacing: n..<n, with: text, validator: nil)
        case "backspace":
          result = mask.edit(CaretString(state.text, caret: end), replacing: start..<end, with: "", validator: nil)
        default:
          result = mask.edit(CaretString(state.text, caret: start), replacing: start..<end, with: "", validator: nil)
        }
        if let result {
          state = result.formatted
          value = result.value
        }
        history.append("\(op) \(op == "backspace" || op == "delete" ? "\(start)..<\(end)" : "`\(text)`")")
        let context = "\(c["test"]?.stringValue ?? "") mask `\(pattern)`\(eager ? " eager" : "") after \(history.joined(separator: ", "))"
        if let t = step["expect"]?["text"]?.stringValue { agreement.check("text", engine: state.text, library: t, context) }
        if let v = step["expect"]?["value"]?.stringValue { agreement.check("value", engine: value, library: v, context) }
      }
    }
    agreement.assertAllAgree(vectors.library)
  }
}
