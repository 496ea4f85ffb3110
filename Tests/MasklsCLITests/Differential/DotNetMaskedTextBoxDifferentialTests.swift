import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `dotnetmaskedtextbox` engine against the expectations of dotnet/runtime's
/// `MaskedTextProvider` tests (`Benchmarks/differential/dotnetmaskedtextbox/vectors.py`):
/// `Set` as the text box's `Text`, `InsertAt`/`Add` on an empty provider as typing from the
/// start, `Replace(c, start, end)` as typing over a selection; the field with prompts
/// (`ToDisplayString()`), the text without them (`ToString()`), whether the edit was accepted;
/// and dotnet/winforms' `MaskedTextBox.MaskCompleted` after setting `Text`.
///
/// A case the fixture marks `known` (a culture whose currency symbol is not the invariant
/// culture's `¤`, which the engine assumes) is compared apart: it must still disagree, so
/// that the list stays true.
final class DotNetMaskedTextBoxDifferentialTests: XCTestCase {
  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("dotnetmaskedtextbox")
    var agreement = Agreement()
    var known = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let mask = MaskDialect.dotnetmaskedtextbox.parse(pattern)
      let isKnown = c["known"]?.stringValue != nil
      // A fresh provider: the template, every position a prompt.
      var state = mask.apply(CaretString("")).formatted
      var value = ""
      var complete = false
      for step in c["steps"]?.arrayValue ?? [] {
        let op = step["op"]?.stringValue ?? ""
        let text = step["text"]?.stringValue ?? ""
        let context = "\(c["test"]?.stringValue ?? "") mask `\(pattern)` \(op) `\(text)`"
        let result: MaskResult?
        switch op {
        case "set":
          result = mask.apply(CaretString(text))
        case "type":
          // `InsertAt(s, 0)`/`Add(s)` on an empty provider: `s` put in at the start, all or nothing.
          result = mask.edit(CaretString(state.text, caret: 0), replacing: 0..<0, with: text, validator: nil)
        default:
          let start = Int(step["start"]?.intValue ?? 0)
          let end = Int(step["end"]?.intValue ?? 0) + 1
          result = mask.edit(CaretString(state.text, caret: start), replacing: start..<end, with: text, validator: nil)
        }
        let changed = result.map { $0.formatted.text != state.text || op == "set" } ?? false
        if let r = result {
          state = r.formatted
          value = r.value
          complete = r.complete
        }
        let expect = step["expect"]
        if let accepted = step["accepted"]?.boolValue {
          agreement.check("accepted", engine: changed, library: accepted, context)
        }
        if let d = expect?["display"]?.stringValue {
          if isKnown { known.check("display", engine: state.text, library: d, context) } else {
            agreement.check("display", engine: state.text, library: d, context)
          }
        }
        if let done = expect?["complete"]?.boolValue {
          if isKnown { known.check("complete", engine: complete, library: done, context) } else {
            agreement.check("complete", engine: complete, library: done, context)
          }
        }
        if let t = expect?["text"]?.stringValue {
          if isKnown { known.check("text", engine: value, library: t, context) } else {
            agreement.check("text", engine: value, library: t, context)
          }
        }
      }
    }
    print("known disagreements: \(known.summary)")
    XCTAssertEqual(known.differing.values.reduce(0, +), known.compared.values.reduce(0, +), "a known disagreement now agrees: \(known.summary)")
    agreement.assertAllAgree(vectors.library)
  }
}
