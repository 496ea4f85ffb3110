import Foundation
import MaskJSON
import XCTest

/// AnyFormatKit's sum formatters through the built binary: `maskls preview --dialect
/// anyformatkitsum` replays keys as `SumTextInputFormatter.formatInput` does, and `maskls lint`
/// reads `SumTextInputFormatter(textPattern:)` as a number format.
final class AnyFormatKitSumCLITests: XCTestCase {
  func testPreviewReplaysKeys() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "anyformatkitsum", "#,###.## $", "--keys", "1234567", "--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let steps = (json["keys"]?.arrayValue ?? []).map { step -> String in
      let text = Array(step["text"]?.stringValue ?? "")
      let caret = min(Int(step["caret"]?.intValue ?? 0), text.count)
      return String(text[..<caret]) + "|" + String(text[caret...])
    }
    // SumTextInputFormatterInputTests test1–test7, with the suffix after the caret.
    XCTAssertEqual(steps, ["1| $", "12| $", "123| $", "1,234| $", "12,345| $", "123,456| $", "1,234,567| $"])
    XCTAssertEqual(json["dialect"], "anyformatkitsum")
    let text = try MasklsBinary.run(["preview", "--dialect", "anyformatkitsum", "#,###.## $", "--input", "1234567.891"]).stdout
    XCTAssertTrue(text.contains("formatted: 1,234,567.89| $"), text)
    XCTAssertTrue(text.contains("AnyFormatKit (sum)"), text)
  }

  func testLintReadsSumFormats() throws {
    let swift = """
      import AnyFormatKit

      final class AmountViewController: UIViewController {
        let amount = SumTextInputFormatter(textPattern: "#,###.## $")
        let tip = SumTextInputFormatter(textPattern: "#,### $")
      }
      """
    let dir = try MasklsBinary.tempDir(["Amount.swift": Array(swift.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let findings = try XCTUnwrap(JSON.parse(result.stdoutBytes)["findings"]?.arrayValue, result.stderr)
    XCTAssertEqual(findings.map { $0["rule"]?.stringValue ?? "" }, ["mask-ignored"])
    XCTAssertEqual(findings.first?["range"]?["start"]?["line"]?.intValue, 5)
    let message = findings.first?["message"]?.stringValue ?? ""
    XCTAssertTrue(message.contains("takes it as both the grouping and the decimal separator (groups of 5)"), message)
  }
}
