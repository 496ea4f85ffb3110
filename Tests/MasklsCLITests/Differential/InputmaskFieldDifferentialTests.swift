import Foundation
import MaskJSON
import XCTest

@testable import MaskEngine

/// `InputmaskField`, the port of Inputmask's own algorithm, against the library's outputs:
/// for each case the field is built (a trap is a refusal), `format` is compared, then every key
/// is typed (`\u{8}` is Backspace) and what the field shows, its caret, its unmasked value and
/// completeness are compared after each key.
///
/// With `MASKLS_INPUTMASK_FIELD_VECTORS=PATH` the first test reads PATH instead of the
/// committed single-mask fixture; `MASKLS_INPUTMASK_FIELD_REPORT=PATH` receives the
/// disagreements and, on its last line, the agreement per field and the count of cases that
/// agree on every field.
final class InputmaskFieldDifferentialTests: XCTestCase {
  func testSingleMasksAgreeWithTheLibrary() throws {
    let fresh = ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_FIELD_VECTORS"]
    let (agreement, all, total) = try check("inputmask", fresh: fresh)
    if fresh == nil {
      XCTAssertEqual(all, total, "cases agreeing on every field: \(all)/\(total) — \(agreement.summary)")
    }
  }

  func testListsOfMasksAgreeWithTheLibrary() throws {
    guard ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_FIELD_VECTORS"] == nil else { return }
    let (agreement, all, total) = try check("inputmask-lists", fresh: nil)
    XCTAssertEqual(all, total, "cases agreeing on every field: \(all)/\(total) — \(agreement.summary)")
  }

  private func check(_ fixture: String, fresh: String?) throws -> (Agreement, Int, Int) {
    let vectors = try DifferentialVectors.load(fixture, path: fresh)
    var agreement = Agreement()
    var report: [String] = []
    var everyField = 0
    for (index, c) in vectors.cases.enumerated() {
      let pattern = InputmaskDifferentialTests.maskDescription(c)
      let keys = c["keys"]?.stringValue ?? ""
      let text = c["text"]?.stringValue ?? ""
      let context = "mask `\(pattern.debugScalars)` keys `\(keys.debugScalars)` text `\(text.debugScalars)`"
      var one = Agreement()
      compare(c, into: &one, context)
      compare(c, into: &agreement, context)
      if one.allAgree {
        everyField += 1
      } else {
        report.append("DISAGREE \(index) \(one.differingFields) \(context)")
        report += one.examples.map { "  " + $0 }
      }
    }
    let total = vectors.cases.count
    report.append("agreement: \(agreement.summary); every field \(everyField)/\(total)")
    if let path = ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_FIELD_REPORT"] {
      try report.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    print("\(fixture): \(agreement.summary); every field \(everyField)/\(total)")
    return (agreement, everyField, total)
  }

  private func compare(_ c: JSON, into agreement: inout Agreement, _ context: String) {
    let keys = c["keys"]?.stringValue ?? ""
    let text = c["text"]?.stringValue ?? ""
    guard let expected = c["expected"] else { return }
    let list = c["mask"]?.arrayValue?.compactMap(\.stringValue)
    let mask = c["mask"]?.stringValue ?? ""
    var field: InputmaskField?
    var refused = false
    var budget = false
    do {
      field = try list.map { try InputmaskField(list: $0) } ?? InputmaskField(mask: mask)
    } catch InputmaskFieldError.budget {
      budget = true
    } catch {
      refused = true
    }
    var format: String?
    if field != nil {
      do {
        format = try list.map { try InputmaskField.format(text, list: $0) } ?? InputmaskField.format(text, mask: mask)
      } catch InputmaskFieldError.budget {
        budget = true
      } catch {
        refused = true
      }
    }
    var steps: [(shown: String, text: String, caret: Int, value: String, complete: Bool)] = []
    if var f = field, !refused {
      for scalar in keys.unicodeScalars {
        do {
          if scalar == "\u{8}" { try f.backspace() } else { try f.type(Character(scalar)) }
        } catch InputmaskFieldError.budget {
          budget = true
          break
        } catch {
          refused = true
          break
        }
        steps.append((f.shown, f.text, f.caret, f.value, f.isComplete))
      }
    }
    agreement.check("trap", engine: refused, library: expected["trap"] != nil, context)
    if budget { agreement.check("budget", engine: true, library: false, context) }
    guard expected["trap"] == nil, !refused else { return }
    if let lib = expected["format"]?.stringValue {
      agreement.check("format", engine: format ?? "<none>", library: lib, context)
    }
    let library = expected["keys"]?.arrayValue ?? []
    agreement.check("shown", engine: steps.map(\.shown), library: library.map { $0["shown"]?.stringValue ?? "?" }, context)
    agreement.check("text", engine: steps.map(\.text), library: library.map { $0["text"]?.stringValue ?? "?" }, context)
    agreement.check("caret", engine: steps.map(\.caret), library: library.map { Int($0["caret"]?.intValue ?? -1) }, context)
    agreement.check("value", engine: steps.map(\.value), library: library.map { $0["value"]?.stringValue ?? "?" }, context)
    agreement.check("complete", engine: steps.map(\.complete), library: library.map { $0["complete"]?.boolValue ?? false }, context)
  }
}
