import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `redmadrobot` engine read as input-mask-android reads masks
/// (`MaskOptions.redMadRobotPlatform = .android`, what Kotlin and Java code get) against
/// RedMadRobot input-mask-android: the expectations of its own unit tests
/// (`Benchmarks/differential/inputmaskandroid/vectors.py`), and its pure-Kotlin core run on the
/// random cases of the input-mask-ios vectors (`inputmaskandroid/run.py`): `Mask.apply` text,
/// caret, extracted value, completeness, affinity, tail placeholder, placeholder and lengths,
/// and whether it throws.
final class InputMaskAndroidDifferentialTests: XCTestCase {
  static let android = MaskOptions(redMadRobotPlatform: .android)

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
      let mask = try XCTUnwrap(MaskDialect.redmadrobot.parse(format, options: Self.android) as? RedMadRobotMask)
      XCTAssertEqual(mask.platform, .android)
      // The suite's texts are ASCII: its carets are characters and UTF-16 units alike.
      let application = mask.application(CaretString(text, caret: caret, gravity: gravity))
      let result = application.result
      agreement.check("text", engine: result.formatted.text, library: expected["text"]?.stringValue ?? "?", context)
      agreement.check("caret", engine: application.libraryCaret, library: Int(expected["caret"]?.intValue ?? -1), context)
      agreement.check("value", engine: result.value, library: expected["value"]?.stringValue ?? "?", context)
      agreement.check("complete", engine: result.complete, library: expected["complete"]?.boolValue ?? false, context)
    }
    agreement.assertAllAgree(vectors.library)
  }

  /// The library run (`run.py`: Mask, states, compiler and sanitizer compiled with `kotlinc`).
  /// It reads Kotlin strings: a character is a UTF-16 code unit and the caret a UTF-16 offset,
  /// so the engine's `libraryCaret` (UTF-16 on Android) is compared, text and value scalar by
  /// scalar, affinity (UTF-16 units) on every text. A case marked `known` is a difference
  /// explained in the fixture: it must still disagree, else the mark goes. With `MASKLS_INPUTMASK_ANDROID_VECTORS=PATH` a fresh batch (`run.py --out
  /// PATH`) is read instead and every disagreeing case printed; with
  /// `MASKLS_INPUTMASK_ANDROID_DISAGREEMENTS=PATH` the disagreeing cases (index, fields) are
  /// written to PATH for `known.py`.
  func testApplyAgreesWithTheLibraryRun() throws {
    let environment = ProcessInfo.processInfo.environment
    let fresh = environment["MASKLS_INPUTMASK_ANDROID_VECTORS"]
    let vectors = try DifferentialVectors.load("inputmaskandroid-run", path: fresh)
    var agreement = Agreement()
    var everyCase = Agreement()
    var knownCount = 0
    var fixedKnown: [String] = []
    var disagreements: [String] = []
    for (index, c) in vectors.cases.enumerated() {
      let format = c["mask"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let caret = min(Int(c["caret"]?.intValue ?? 0), text.count)
      // run.py's conversion of the caret, against Swift's own grapheme clusters.
      let caret16 = text.utf16.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: caret))
      XCTAssertEqual(Int(c["caret16"]?.intValue ?? -1), caret16, "caret16 of case \(index)")
      let gravity = c["gravity"]?.stringValue ?? ""
      let context = "mask `\(format)` text `\(text.debugScalars)` caret \(caret) (UTF-16 \(caret16)) \(gravity)"
      var one = Agreement()
      Self.compare(c, into: &one, context)
      Self.compare(c, into: &everyCase, context)
      if !one.allAgree {
        disagreements.append("\(index) \(one.differingFields.joined(separator: ","))")
        if fresh != nil { print("DISAGREE \(index) \(one.differingFields) \(context)") }
      }
      if c["known"] != nil {
        knownCount += 1
        if one.allAgree { fixedKnown.append(context) }
        continue
      }
      Self.compare(c, into: &agreement, context)
    }
    if let path = environment["MASKLS_INPUTMASK_ANDROID_DISAGREEMENTS"] {
      // Read by Benchmarks/differential/inputmaskandroid/known.py.
      try (disagreements.map { $0 + "\n" }.joined()).write(toFile: path, atomically: true, encoding: .utf8)
    }
    print(
      "agreement on all \(vectors.cases.count) cases, the \(knownCount) known differences included: "
        + everyCase.summary)
    XCTAssertEqual(fixedKnown, [], "these cases marked `known` now agree: remove the mark")
    agreement.assertAllAgree(vectors.library)
  }

  private static func compare(_ c: JSON, into agreement: inout Agreement, _ context: String) {
    let format = c["mask"]?.stringValue ?? ""
    let text = c["text"]?.stringValue ?? ""
    let expected = c["expected"]!
    var options = RedMadRobotDifferentialTests.options(c["notations"]?.arrayValue ?? [])
    options.redMadRobotPlatform = .android
    let mask = MaskDialect.redmadrobot.parse(format, options: options)
    let caret = min(Int(c["caret"]?.intValue ?? 0), text.count)
    let gravity: CaretString.Gravity =
      c["gravity"]?.stringValue == "forward"
      ? .forward(autocomplete: c["autocomplete"]?.boolValue == true)
      : .backward(autoskip: c["autoskip"]?.boolValue == true)
    guard let red = mask as? RedMadRobotMask else {
      return agreement.check("mask", engine: "not a RedMadRobotMask", library: "Mask", context)
    }
    let application = red.application(CaretString(text, caret: caret, gravity: gravity))
    // Where the library throws (a Kotlin exception) the engine must report a library crash,
    // and only there (input-mask-android: never); an invalid mask (`Compiler.FormatError`) must
    // be invalid here too.
    agreement.check("throws", engine: application.trap != nil, library: expected["throws"] != nil, context)
    agreement.check("invalid", engine: !red.isValid, library: expected["error"] != nil, context)
    if expected["throws"] != nil || expected["error"] != nil { return }
    let result = application.result
    let out = result.formatted.text
    agreement.check(
      "text", engine: Array(out.unicodeScalars), library: Array((expected["text"]?.stringValue ?? "?").unicodeScalars),
      context)
    agreement.check("caret", engine: application.libraryCaret, library: Int(expected["caret"]?.intValue ?? -1), context)
    // The caret in characters stands for the library's where a character boundary is there.
    let caret16 = out.utf16.distance(from: out.startIndex, to: out.index(out.startIndex, offsetBy: result.formatted.caret))
    agreement.check("caret (characters)", engine: caret16 <= application.libraryCaret, library: true, context)
    agreement.check(
      "value", engine: Array(result.value.unicodeScalars),
      library: Array((expected["value"]?.stringValue ?? "?").unicodeScalars), context)
    agreement.check("complete", engine: result.complete, library: expected["complete"]?.boolValue ?? false, context)
    // Result.affinity counts UTF-16 units (+1 taken, −1 skipped or inserted), as the engine's
    // Android reading does.
    agreement.check(
      "affinity", engine: application.affinity, library: Int(expected["affinity"]?.intValue ?? -999), context)
    agreement.check(
      "tailPlaceholder", engine: application.tailPlaceholder, library: expected["tailPlaceholder"]?.stringValue ?? "?",
      context)
    agreement.check("placeholder", engine: red.placeholder, library: expected["placeholder"]?.stringValue ?? "?", context)
    agreement.check(
      "lengths",
      engine: [red.acceptableTextLength, red.totalTextLength, red.acceptableValueLength, red.totalValueLength],
      library: ["acceptableTextLength", "totalTextLength", "acceptableValueLength", "totalValueLength"].map {
        Int(expected[$0]?.intValue ?? -1)
      }, context)
  }
}
