import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `reactinputmask` engine against the expectations of react-input-mask's own tests
/// (`Benchmarks/differential/reactinputmask/vectors.py`): each test's steps replayed on the
/// engine's field and the text and caret the test expects.
///
/// The test file drives a DOM input: its helpers compute the new value from the DOM's
/// selection, while the component reads the change against the selection it saved itself
/// (set by its own `setSelection`, not by `setInputSelection`). Both are tracked here, and
/// each change event is handed to the engine as the edit the component reads from them.
final class ReactInputMaskDifferentialTests: XCTestCase {
  struct Field {
    let mask: ReactInputMask
    var text = ""
    /// The DOM's selection and the one the component saved.
    var dom = 0..<0
    var saved = 0..<0
    var focused = false
    /// A value the test set on the DOM, waiting for its change event.
    var pendingValue: String?

    init(mask: ReactInputMask) { self.mask = mask }

    mutating func select(_ r: Range<Int>) {
      dom = r
      if focused { saved = r }
    }

    /// A change event: the DOM now holds `value` with `selection`; the component compares
    /// them with the value and selection it saved (`processChange`).
    mutating func change(to value: [Character], selection: Range<Int>, previousSelection: Range<Int>) {
      let previous = Array(text)
      let state: CaretString
      let range: Range<Int>
      let replacement: String
      if selection.upperBound > previousSelection.lowerBound {
        let upper = min(selection.upperBound, value.count)
        let lower = min(previousSelection.lowerBound, upper)
        replacement = String(value[lower..<upper])
        range = previousSelection
        state = CaretString(text, caret: previousSelection.lowerBound)
      } else if value.count < previous.count {
        let removed = previous.count - value.count
        let cursor = min(previousSelection.lowerBound, selection.lowerBound)
        replacement = ""
        if removed == 1 && previousSelection.isEmpty {
          range = selection.lowerBound < previousSelection.lowerBound ? selection.lowerBound..<previousSelection.lowerBound
            : previousSelection.lowerBound..<(previousSelection.lowerBound + 1)
        } else {
          range = cursor..<(cursor + removed)
        }
        state = CaretString(text, caret: previousSelection.lowerBound)
      } else {
        return
      }
      guard let r = mask.edit(state, replacing: range, with: replacement, validator: nil) else {
        dom = state.caret..<state.caret
        return
      }
      text = r.formatted.text
      select(r.formatted.caret..<r.formatted.caret)
    }
  }

  /// The case's mask with its `maskChar` (`null` in the fixture: none) and `formatChars`.
  static func mask(_ c: JSON) -> ReactInputMask {
    let pattern = c["mask"]?.stringValue ?? ""
    var maskChar: Character? = "_"
    if let m = c["maskChar"] { maskChar = m.stringValue?.first }
    var table: [Character: CharacterClass] = [:]
    for (key, ranges) in c["formatChars"]?.objectValue?.entries ?? [] {
      guard let symbol = key.first else { continue }
      let scalars = (ranges.arrayValue ?? []).compactMap { r -> ClosedRange<UInt32>? in
        guard let lo = r[0]?.intValue, let hi = r[1]?.intValue else { return nil }
        return UInt32(lo)...UInt32(hi)
      }
      table[symbol] = .scalars(name: "`\(symbol)`", ranges: scalars)
    }
    return ReactInputMask(pattern: pattern, formatChars: table, replacingBuiltIns: !table.isEmpty, maskChar: maskChar)
  }

  func testLibraryTestSuiteExpectations() throws {
    let vectors = try DifferentialVectors.load("reactinputmask")
    var agreement = Agreement()
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let mask = Self.mask(c)
      var field = Field(mask: mask)
      var alwaysShowMask = false
      var history: [String] = []
      for step in c["steps"]?.arrayValue ?? [] {
        let op = step["op"]?.stringValue ?? ""
        let text = step["text"]?.stringValue
        let start = Int(step["start"]?.intValue ?? 0)
        let end = Int(step["end"]?.intValue ?? 0)
        let context = "\(c["test"]?.stringValue ?? "") mask `\(pattern)` after \(history.joined(separator: ", "))"
        switch op {
        case "mount":
          // The component formats its initial value, even an empty one with `alwaysShowMask`.
          alwaysShowMask = step["alwaysShowMask"]?.boolValue == true
          field.text = (text ?? "").isEmpty && !alwaysShowMask ? "" : mask.apply(CaretString(text ?? "")).formatted.text
          field.dom = field.text.count..<field.text.count
        case "focus":
          field.focused = true
          let focused = mask.focus(CaretString(field.text, caret: field.dom.lowerBound))
          field.text = focused.text
          if focused.caret != field.dom.lowerBound || field.dom.isEmpty { field.select(focused.caret..<focused.caret) }
          field.saved = field.dom
        case "blur":
          field.focused = false
          if !alwaysShowMask { field.text = mask.blur(field.text) }
        case "key", "paste":
          let typed = Array(text ?? "")
          var value = Array(field.text)
          let dom = field.dom.clamped(to: 0..<value.count)
          value.replaceSubrange(dom, with: typed)
          let caret = dom.lowerBound + typed.count
          field.change(to: value, selection: caret..<caret, previousSelection: op == "paste" ? dom : field.saved)
        case "backspace", "delete":
          var value = Array(field.text)
          let dom = field.dom.clamped(to: 0..<value.count)
          var caret = dom.lowerBound
          if !dom.isEmpty {
            value.removeSubrange(dom)
          } else if op == "backspace" && dom.lowerBound > 0 {
            value.remove(at: dom.lowerBound - 1)
            caret -= 1
          } else if op == "delete" && dom.lowerBound < value.count {
            value.remove(at: dom.lowerBound)
          }
          field.dom = caret..<caret
          field.change(to: value, selection: caret..<caret, previousSelection: field.saved)
        case "select":
          field.select(min(start, field.text.count)..<min(max(start, end), field.text.count))
        case "domselect":
          let count = field.pendingValue?.count ?? field.text.count
          field.dom = min(start, count)..<min(max(start, end), count)
        case "setvalue":
          field.pendingValue = text
          field.dom = (text ?? "").count..<(text ?? "").count
        case "change":
          guard let value = field.pendingValue else { continue }
          field.pendingValue = nil
          if !field.focused {
            // A change on a field without focus is taken for autofill: the value as typed into the empty field.
            let r = mask.apply(CaretString(value))
            field.text = r.formatted.text
            continue
          }
          field.change(to: Array(value), selection: field.dom, previousSelection: field.saved)
        default:
          if let expected = text { agreement.check("text", engine: field.text, library: expected, context) }
          if let caret = step["caret"]?.intValue { agreement.check("caret", engine: field.dom.lowerBound, library: Int(caret), context) }
          continue
        }
        history.append(op + (text.map { " `\($0)`" } ?? "") + (step["start"]?.intValue.map { " \($0)" } ?? ""))
      }
    }
    agreement.assertAllAgree(vectors.library)
  }
}
