import Foundation
import MaskJSON
import XCTest

/// `maskls preview --dialect inputmask` through the binary on masks with alternations, from
/// the `inputmask-alternations` vectors (Inputmask in jsdom): each key typed (backspace as
/// `⌫`) shows the text, caret, value and completeness the library showed, and `--input` shows
/// what `Inputmask.format` gave.
final class InputmaskAlternationPreviewTests: XCTestCase {
  func testAlternationsThroughTheBinaryAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("inputmask-alternations")
    let cases = vectors.cases.filter {
      let keys = $0["keys"]?.stringValue ?? ""
      let text = $0["text"]?.stringValue ?? ""
      return $0["expected"]?["trap"] == nil && !keys.isEmpty && !text.isEmpty
        && !(keys + text).contains(where: { $0 == "\\" || $0 == "⌫" })
    }.prefix(60)
    XCTAssertEqual(cases.count, 60)
    var agreement = Agreement()
    for c in cases {
      let mask = c["mask"]?.stringValue ?? ""
      let keys = (c["keys"]?.stringValue ?? "").replacingOccurrences(of: "\u{8}", with: "⌫")
      let text = c["text"]?.stringValue ?? ""
      let args = ["preview", "--dialect", "inputmask", "--json", "--keys=\(keys)", "--input=\(text)", "--", mask]
      let result = try MasklsBinary.run(args)
      XCTAssertEqual(result.status, 0, result.stderr)
      let preview = try JSON.parse(result.stdoutBytes)
      let steps = preview["keys"]?.arrayValue ?? []
      let library = c["expected"]?["keys"]?.arrayValue ?? []
      let context = args.joined(separator: " ")
      agreement.check("format", engine: preview["formatted"]?.stringValue ?? "?", library: c["expected"]?["format"]?.stringValue ?? "", context)
      agreement.check(
        "shown", engine: steps.map { $0["text"]?.stringValue ?? "?" }, library: library.map { $0["shown"]?.stringValue ?? "?" }, context)
      agreement.check("caret", engine: steps.map { Int($0["caret"]?.intValue ?? -1) }, library: library.map { Int($0["caret"]?.intValue ?? -2) }, context)
      agreement.check(
        "value", engine: steps.map { $0["value"]?.stringValue ?? "?" }, library: library.map { $0["value"]?.stringValue ?? "?" }, context)
      agreement.check(
        "complete", engine: steps.map { $0["complete"]?.boolValue ?? false }, library: library.map { $0["complete"]?.boolValue ?? true },
        context)
    }
    agreement.assertAllAgree(vectors.library + " through maskls preview")
  }
}
