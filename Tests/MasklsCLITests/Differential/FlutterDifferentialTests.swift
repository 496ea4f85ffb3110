import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `flutter` engine against the expectations of mask_text_input_formatter's own tests
/// (`Benchmarks/differential/flutter/vectors.py`): each `formatEditUpdate(old, new)` a test
/// makes, replayed as the edit the formatter reads from the two values, and the returned
/// text and caret, `getMaskedText()`, `getUnmaskedText()` and `isFill()` the test expects.
final class FlutterDifferentialTests: XCTestCase {
  /// A `TextEditingValue`: text and selection (-1: Flutter's invalid selection).
  struct Value {
    var text: [Character]
    var start: Int
    var end: Int
  }

  /// The edit `formatEditUpdate` derives from `old` and `new`: the replaced range of the old
  /// text and the inserted text (the formatter's own arithmetic: the old selection start,
  /// moved back to the first changed character, and the length difference).
  static func edit(from old: Value, to new: Value) -> (range: Range<Int>, replacement: String) {
    let afterValid = new.start >= 0
    let beforeValid = old.start >= 0
    var start = afterValid && beforeValid ? old.start : 0
    for i in 0..<max(0, min(start, old.text.count, new.text.count)) where old.text[i] != new.text[i] {
      start = i
      break
    }
    let selected = afterValid ? (beforeValid ? old.end - start : 0) : old.text.count
    let difference = new.text.count - (old.text.count - selected)
    let removed = max(0, -difference)
    let added = max(0, difference)
    let changeStart = max(0, start - removed)
    let lower = min(changeStart, old.text.count)
    let upper = min(max(lower, changeStart + selected + removed), old.text.count)
    let insertEnd = min(changeStart + added, new.text.count)
    let replacement = changeStart < insertEnd ? String(new.text[changeStart..<insertEnd]) : ""
    return (lower..<upper, replacement)
  }

  static func options(_ c: JSON) -> MaskOptions {
    var options = MaskOptions(eager: c["eager"]?.boolValue == true)
    // A `filter:` argument replaces the default filter, even an empty one.
    options.replacesBuiltInDefinitions = c["filter"]?.objectValue != nil
    for (key, ranges) in c["filter"]?.objectValue?.entries ?? [] {
      guard let symbol = key.first else { continue }
      let scalars = (ranges.arrayValue ?? []).compactMap { r -> ClosedRange<UInt32>? in
        guard let lo = r[0]?.intValue, let hi = r[1]?.intValue else { return nil }
        return UInt32(lo)...UInt32(hi)
      }
      options.definitions[symbol] = .scalars(name: "`\(symbol)`", ranges: scalars)
    }
    return options
  }

  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("flutter")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      var options = Self.options(c)
      var mask = MaskDialect.flutter.parse(pattern, options: options)
      var current = CaretString("")
      var value = ""
      for (n, step) in (c["steps"]?.arrayValue ?? []).enumerated() {
        let result: MaskResult
        let context: String
        switch step["op"]?.stringValue {
        case "clear":
          result = MaskResult(formatted: CaretString(""), complete: false, value: "")
          context = "\(c["test"]?.stringValue ?? "") mask `\(pattern)` step \(n + 1): clear()"
        case "updateMask":
          let newPattern = step["mask"]?.stringValue ?? ""
          if let eager = step["eager"]?.boolValue { options.eager = eager }
          mask = MaskDialect.flutter.parse(newPattern, options: options)
          // The unmasked text typed into the empty field with the new mask.
          let (range, replacement) = Self.edit(
            from: Value(text: [], start: -1, end: -1),
            to: Value(text: Array(value), start: value.count, end: value.count))
          result =
            mask.edit(CaretString(""), replacing: range, with: replacement, validator: nil)
            ?? MaskResult(formatted: CaretString(""), complete: false, value: "")
          context = "\(c["test"]?.stringValue ?? "") updateMask(`\(newPattern)`) step \(n + 1)"
        default:
          (result, context) = Self.formatEditUpdate(mask, pattern: pattern, test: c["test"]?.stringValue ?? "", step: step, n: n, current: current)
        }
        current = result.formatted
        value = result.value
        Self.check(step["expect"], result, context, &agreement)
      }
    }
    agreement.assertAllAgree(vectors.library)
  }

  /// A `formatEditUpdate(old, new)` step replayed as the edit the formatter reads from them.
  static func formatEditUpdate(
    _ mask: any Mask, pattern: String, test: String, step: JSON, n: Int, current: CaretString
  ) -> (MaskResult, String) {
    let o = step["old"]!
    var old = Value(text: Array(current.text), start: current.caret, end: current.caret)
    if let text = o["text"]?.stringValue { old.text = Array(text) }
    if let start = o["start"]?.intValue, let end = o["end"]?.intValue { (old.start, old.end) = (Int(start), Int(end)) }
    let new: Value
    if let key = step["append"]?.stringValue {
      new = Value(text: old.text + Array(key), start: old.text.count + 1, end: old.text.count + 1)
    } else {
      let v = step["new"]!
      new = Value(
        text: Array(v["text"]?.stringValue ?? ""), start: Int(v["start"]?.intValue ?? -1), end: Int(v["end"]?.intValue ?? -1))
    }
    let (range, replacement) = Self.edit(from: old, to: new)
    let state = CaretString(String(old.text), caret: max(0, min(old.start, old.text.count)))
    let result =
      mask.edit(state, replacing: range, with: replacement, validator: nil)
      ?? MaskResult(formatted: state, complete: false, value: "")
    return (result, "\(test) mask `\(pattern)` step \(n + 1): `\(String(old.text))` → `\(String(new.text))`")
  }

  /// Compares a step's result with what the test expects after it.
  static func check(_ expect: JSON?, _ result: MaskResult, _ context: String, _ agreement: inout Agreement) {
    guard let expect else { return }
    if let text = expect["text"]?.stringValue { agreement.check("text", engine: result.formatted.text, library: text, context) }
    if let masked = expect["masked"]?.stringValue {
      agreement.check("masked", engine: result.formatted.text, library: masked, context)
    }
    if let prefix = expect["textPrefixOf"]?.stringValue {
      agreement.check("text", engine: prefix.hasPrefix(result.formatted.text), library: true, context + " shows `\(result.formatted.text)`")
    }
    if let caret = expect["caret"]?.intValue { agreement.check("caret", engine: result.formatted.caret, library: Int(caret), context) }
    if let value = expect["value"]?.stringValue { agreement.check("value", engine: result.value, library: value, context) }
    if let complete = expect["complete"]?.boolValue { agreement.check("complete", engine: result.complete, library: complete, context) }
  }
}
