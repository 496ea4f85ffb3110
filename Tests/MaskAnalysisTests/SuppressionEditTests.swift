import MaskAnalysis
import SourceScanning
import XCTest

/// "Ignore this rule on this line" writes the file's comment syntax, and the written
/// comment does silence the finding.
final class SuppressionEditTests: XCTestCase {
  /// Applies the suppression of every finding of `rule` in `source`; returns the new text
  /// after checking that the rule is silent there.
  private func suppress(_ rule: String, _ source: String, path: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    let findings = ExampleMarkers.allFindings(in: source, fileName: path).filter { $0.rule == rule }
    XCTAssertFalse(findings.isEmpty, "no \(rule) finding", file: file, line: line)
    let text = SourceText(source)
    let project = AnalysisProject()
    project.setFile(path: path, text: text)
    let edits = findings.compactMap {
      SuppressionEdit.make(rule: rule, at: $0.location, in: text, enclosing: project.enclosingLiteral(path: path, range: $0.location.range))
    }
    guard edits.count == findings.count else { return nil }
    let result = FixApplication.apply(edits.map { Fix(title: "", edits: [$0], isSafe: false) }, to: text.bytes)
    let out = String(decoding: result.bytes, as: UTF8.self)
    XCTAssertEqual(ExampleMarkers.allFindings(in: out, fileName: path).filter { $0.rule == rule }.map(\.message), [], out, file: file, line: line)
    return out
  }

  func testCodeGetsALineBefore() {
    let swift = "func f() {\n    field.BBB_regular = \"^[A-z]+$\"\n}\n"
    XCTAssertEqual(
      suppress("regex-suspicious-class", swift, path: "F.swift"),
      "func f() {\n    // maskls: ignore=regex-suspicious-class\n    field.BBB_regular = \"^[A-z]+$\"\n}\n")
  }

  func testAnExistingDirectiveGetsTheRuleAdded() {
    let swift = "// maskls: ignore=mask-syntax\nfield.BBB_regular = \"^[A-z]+$\"\n"
    XCTAssertEqual(
      suppress("regex-suspicious-class", swift, path: "F.swift"),
      "// maskls: ignore=mask-syntax,regex-suspicious-class\nfield.BBB_regular = \"^[A-z]+$\"\n")
  }

  func testMarkupGetsAnEndOfLineComment() {
    let html = "<form>\n  <input pattern=\"[A-z]+\">\n</form>\n"
    XCTAssertEqual(
      suppress("regex-suspicious-class", html, path: "form.html"),
      "<form>\n  <input pattern=\"[A-z]+\"> <!-- maskls: ignore=regex-suspicious-class -->\n</form>\n")
  }

  func testNoCommentInsideAMultiLineTag() {
    let html = "<form>\n  <input\n    pattern=\"[A-z]+\"\n    name=\"x\">\n</form>\n"
    XCTAssertNil(suppress("regex-suspicious-class", html, path: "form.html"))
  }

  func testNoCommentInsideAMultiLineString() {
    let swift = "field.BBB_regular = \"\"\"\n  ^[A-z]+$\n  \"\"\"\n"
    XCTAssertNil(suppress("regex-suspicious-class", swift, path: "F.swift"))
  }
}
