import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `inputmask` engine against Inputmask's `dist/inputmask.js`, on the vectors of
/// `Benchmarks/differential/inputmask/run.py`: random cases and the simple cases of the
/// library's own qunit suite, run in jsdom (which agreed with headless Chromium on every field
/// of 1,500 cases, and with the suite on all of its cases). A case the library rejects (it
/// throws while parsing the mask) must be a syntax issue here. A case marked `known` in the
/// fixture is a disagreement explained there: it must still disagree (else the mark goes).
///
/// With `MASKLS_INPUTMASK_VECTORS=PATH` (a fresh batch of `run.py --out PATH`, lists of masks
/// or not) the first test reads PATH instead and prints the agreement per field and every
/// disagreeing case with its differing fields (to the file `MASKLS_INPUTMASK_REPORT` names, if
/// set).
final class InputmaskDifferentialTests: XCTestCase {
  func testTypingAndFormatAgreeWithTheLibrary() throws {
    try check("inputmask", fresh: ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_VECTORS"])
  }

  /// Lists of masks (`mask: ["(99) 9999-9999", "(99) 99999-9999"]`, `InputmaskMask(list:)`):
  /// realistic lists and random ones (`run.py --lists`).
  func testListsOfMasksAgreeWithTheLibrary() throws {
    try check("inputmask-lists", fresh: nil)
  }

  /// Masks with an alternation (`(…|…)` or a top-level `|`), `run.py --alternations`.
  func testAlternationsAgreeWithTheLibrary() throws {
    try check("inputmask-alternations", fresh: nil)
  }

  private func check(_ fixture: String, fresh: String?) throws {
    let vectors = try DifferentialVectors.load(fixture, path: fresh)
    var agreement = Agreement()
    var known = 0
    var fixedKnown: [String] = []
    var report: [String] = []
    for (index, c) in vectors.cases.enumerated() {
      let pattern = Self.maskDescription(c)
      let keys = c["keys"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let context = "mask `\(pattern.debugScalars)` keys `\(keys.debugScalars)` text `\(text.debugScalars)`"
      var one = Agreement()
      compare(c, into: &one, context)
      if c["known"] != nil {
        known += 1
        if one.allAgree { fixedKnown.append(context) }
        continue
      }
      compare(c, into: &agreement, context)
      if fresh != nil, !one.allAgree {
        report.append("DISAGREE \(index) \(one.differingFields) \(context)")
        report += one.examples.map { "  " + $0 }
      }
      if ProcessInfo.processInfo.environment["MASKLS_LIST_DISAGREEMENTS"] != nil, !one.allAgree {
        // Read by Benchmarks/differential/inputmask/known.py.
        print("DISAGREE \(index)")
      }
    }
    print("\(known) known disagreements")
    if fresh != nil {
      // Long reports are written to a file when asked (`MASKLS_INPUTMASK_REPORT=PATH`): the
      // test's standard output may lose part of a long run.
      report.append("agreement: \(agreement.summary)")
      if let path = ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_REPORT"] {
        try report.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
      } else {
        report.forEach { print($0) }
      }
    }
    XCTAssertEqual(fixedKnown, [], "these cases marked `known` now agree: remove the mark")
    agreement.assertAllAgree(vectors.library)
  }

  /// The case's mask as written: one mask, or a list `["…", "…"]`.
  static func maskDescription(_ c: JSON) -> String {
    if let list = c["mask"]?.arrayValue { return "[" + list.map { "\"\($0.stringValue ?? "")\"" }.joined(separator: ", ") + "]" }
    return c["mask"]?.stringValue ?? ""
  }

  private func compare(_ c: JSON, into agreement: inout Agreement, _ context: String) {
    let keys = c["keys"]?.stringValue ?? ""
    let text = c["text"]?.stringValue ?? ""
    let expected = c["expected"]!
    // A list of masks (`mask: [...]`) or one mask.
    let mask: any Mask
    if let list = c["mask"]?.arrayValue {
      mask = InputmaskMask(list: list.compactMap(\.stringValue))
    } else {
      mask = MaskDialect.inputmask.parse(c["mask"]?.stringValue ?? "")
    }
    let rejected = mask.issues.contains { $0.kind == .syntax }
    agreement.check("rejected", engine: rejected, library: expected["trap"] != nil, context)
    guard expected["trap"] == nil else { return }
    if let format = expected["format"]?.stringValue {
      agreement.check("format", engine: mask.apply(CaretString(text)).formatted.text, library: format, context)
    }
    let steps = FieldSimulator(mask: mask).replay(DifferentialVectors.keystrokes(keys))
    let library = expected["keys"]?.arrayValue ?? []
    // What the field displays (`_valueGet()`); the page's `input.value` reads "" while no slot
    // is filled.
    agreement.check("keys", engine: steps.map(\.state.text), library: library.map { $0["shown"]?.stringValue ?? "?" }, context)
    agreement.check("caret", engine: steps.map(\.state.caret), library: library.map { Int($0["caret"]?.intValue ?? -1) }, context)
    agreement.check("value", engine: steps.map(\.value), library: library.map { $0["value"]?.stringValue ?? "?" }, context)
    agreement.check("complete", engine: steps.map(\.complete), library: library.map { $0["complete"]?.boolValue ?? false }, context)
  }
}
