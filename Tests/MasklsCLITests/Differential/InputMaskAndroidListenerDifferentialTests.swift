import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `redmadrobot-android` key replay (`FieldSimulator` over a `RedMadRobotMask` read as
/// Android, with the case's listener settings) against input-mask-android's own
/// `MaskedTextChangedListener` in an emulated EditText
/// (`Benchmarks/differential/inputmaskandroid/run_listener.py`, `ListenerDriver.kt`): the field
/// after focus and after each key, text, caret (UTF-16), extracted value and completeness (where
/// the listener has told its value listener once). A case marked `known` must still disagree.
/// With `MASKLS_INPUTMASK_ANDROID_LISTENER_VECTORS=PATH` a fresh batch (`run_listener.py --out
/// PATH`) is read instead and every disagreeing case printed.
final class InputMaskAndroidListenerDifferentialTests: XCTestCase {
  func testKeyReplayAgreesWithTheLibraryListener() throws {
    let fresh = ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_ANDROID_LISTENER_VECTORS"]
    let vectors = try DifferentialVectors.load("inputmaskandroid-listener", path: fresh)
    var agreement = Agreement()
    var everyCase = Agreement()
    var fixedKnown: [String] = []
    for (index, c) in vectors.cases.enumerated() {
      var one = Agreement()
      let context = Self.compare(c, into: &one)
      _ = Self.compare(c, into: &everyCase)
      if !one.allAgree, fresh != nil { print("DISAGREE \(index) \(one.differingFields) \(context)") }
      if c["known"] != nil {
        if one.allAgree { fixedKnown.append(context) }
        continue
      }
      _ = Self.compare(c, into: &agreement)
    }
    print("agreement on every case, known ones included: " + everyCase.summary)
    XCTAssertEqual(fixedKnown, [], "these cases marked `known` now agree: remove the mark")
    agreement.assertAllAgree(vectors.library)
  }

  /// The engine's field for case `c`: the Android reading with the case's notations, affine
  /// formats, autocomplete and autoskip.
  static func mask(_ c: JSON) -> RedMadRobotMask? {
    var options = RedMadRobotDifferentialTests.options(c["notations"]?.arrayValue ?? [])
    options.redMadRobotPlatform = .android
    let parse = { (format: String) in MaskDialect.redmadrobot.parse(format, options: options) as? RedMadRobotMask }
    guard var mask = parse(c["mask"]?.stringValue ?? "") else { return nil }
    mask.listener = RedMadRobotMask.ListenerSettings(
      autocomplete: c["autocomplete"]?.boolValue ?? true, autoskip: c["autoskip"]?.boolValue ?? false,
      affinityStrategy: strategy(c["strategy"]?.stringValue))
    mask.affineMasks = (c["affine"]?.arrayValue ?? []).compactMap { $0.stringValue.flatMap(parse) }
    return mask
  }

  /// The library's `AffinityCalculationStrategy` by name (`WHOLE_STRING` when absent).
  static func strategy(_ name: String?) -> RedMadRobotMask.AffinityCalculationStrategy {
    switch name {
    case "PREFIX": return .prefix
    case "CAPACITY": return .capacity
    case "EXTRACTED_VALUE_CAPACITY": return .extractedValueCapacity
    default: return .wholeString
    }
  }

  /// Compares one case step by step; returns its description for messages.
  static func compare(_ c: JSON, into agreement: inout Agreement) -> String {
    // A string of keys, or a list where a string of several characters is pasted.
    let list = c["keys"]?.arrayValue?.compactMap(\.stringValue)
    let keystrokes = list.map { $0.map { $0 == "\u{8}" ? .backspace : $0.count > 1 ? .paste($0) : .character(Character($0)) } }
      ?? DifferentialVectors.keystrokes(c["keys"]?.stringValue ?? "")
    let keys = list.map { $0.joined(separator: "·") } ?? c["keys"]?.stringValue ?? ""
    let focus = c["focus"]?.boolValue == true
    let settings = "ac \(c["autocomplete"]?.boolValue == true) as \(c["autoskip"]?.boolValue == true) focus \(focus)"
      + " strategy \(c["strategy"]?.stringValue ?? "WHOLE_STRING")"
    let affine = (c["affine"]?.arrayValue ?? []).compactMap(\.stringValue)
    let context = "mask `\(c["mask"]?.stringValue ?? "")` affine \(affine) \(settings) keys `\(keys.debugScalars)`"
    let expected = c["expected"]!
    guard let mask = mask(c) else {
      agreement.check("mask", engine: "not a RedMadRobotMask", library: "Mask", context)
      return context
    }
    agreement.check("invalid", engine: !mask.isValid, library: expected["error"] != nil, context)
    guard mask.isValid, let start = expected["start"], let steps = expected["steps"]?.arrayValue else { return context }
    let field = FieldSimulator(mask: mask)
    let first = (focus ? mask.focusedField() : nil) ?? field.inspect(mask.emptyField)
    check(first, against: start, into: &agreement, "\(context) at focus")
    let replay = field.replay(keystrokes, after: first)
    for (n, (step, library)) in zip(replay, steps).enumerated() {
      let result = MaskResult(formatted: step.state, complete: step.complete, value: step.value)
      check(result, against: library, into: &agreement, "\(context) after key \(n + 1)")
    }
    agreement.check("keys", engine: replay.count, library: steps.count, context)
    return context
  }

  private static func check(_ result: MaskResult, against library: JSON, into agreement: inout Agreement, _ context: String) {
    let text = result.formatted.text
    let caret16 = text.utf16.distance(
      from: text.startIndex, to: text.index(text.startIndex, offsetBy: min(result.formatted.caret, text.count)))
    let shown = "engine `\(result.formatted.description)`"
    agreement.check(
      "text", engine: Array(text.unicodeScalars), library: Array((library["text"]?.stringValue ?? "?").unicodeScalars),
      "\(context) (\(shown))")
    agreement.check("caret", engine: caret16, library: Int(library["caret"]?.intValue ?? -1), "\(context) (\(shown))")
    // Null until the listener has told its value listener once (a backspace in an empty field
    // tells nobody).
    guard let value = library["value"]?.stringValue else { return }
    agreement.check(
      "value", engine: Array(result.value.unicodeScalars), library: Array(value.unicodeScalars), "\(context) (\(shown))")
    agreement.check(
      "complete", engine: result.complete, library: library["complete"]?.boolValue ?? false, "\(context) (\(shown))")
  }
}
