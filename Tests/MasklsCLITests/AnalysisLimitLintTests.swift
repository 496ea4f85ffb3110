import Foundation
import MaskAnalysis
import MaskJSON
import XCTest

/// One field set tens of thousands of times (a generated file) costs the analysis linear
/// work, and past the documented bound of settings per field the rest is counted, not
/// checked, with one `analysis-limit` note.
final class AnalysisLimitLintTests: XCTestCase {
  /// `count` assignments of `plateField.primaryMaskFormat`, one per line, with `extra` after.
  private func assignments(_ count: Int, extra: String = "") -> String {
    var text = "func setup() {\n"
    for _ in 0..<count { text += "  plateField.primaryMaskFormat = \"[00]-[000]\"\n" }
    return text + extra + "}\n"
  }

  func testAFieldPastTheLimitIsCheckedUpToItAndSaysSoOnce() throws {
    let limit = AnalysisLimits.settingsPerField
    // The setting past the limit conflicts with the keyboard, but it is not checked.
    let source = assignments(limit - 1, extra: """
        plateField.keyboardType = .numberPad
        plateField.primaryMaskFormat = "[AA]-[000]"
        plateField.primaryMaskFormat = "[AA]-[000]"

      """)
    let (findings, _, output) = try MasklsBinary.lintJSON(["Form.swift": source])
    XCTAssertEqual(output.status, 0, output.stderr)
    let notes = findings.filter { $0["rule"]?.stringValue == "analysis-limit" }
    XCTAssertEqual(notes.count, 1)
    XCTAssertEqual(notes.first?["severity"]?.stringValue, "info")
    // On the first setting not checked: line 1 is `func setup() {`, then limit - 1 masks and
    // the keyboard (the limit-th setting), then the first mask past the limit.
    XCTAssertEqual(notes.first?["range"]?["start"]?["line"]?.intValue, Int64(limit + 2))
    XCTAssertTrue(notes.first?["message"]?.stringValue?.contains("only the first 10,000 settings") == true)
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "conflict-keyboard" }.count, 0)
  }

  func testAFieldAtTheLimitIsCheckedWhole() throws {
    let limit = AnalysisLimits.settingsPerField
    let source = assignments(limit - 2, extra: """
        plateField.keyboardType = .numberPad
        plateField.primaryMaskFormat = "[AA]-[000]"

      """)
    let (findings, _, _) = try MasklsBinary.lintJSON(["Form.swift": source])
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "analysis-limit" }.count, 0)
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "conflict-keyboard" }.count, 1)
  }

  /// Keyboards × masks on one field were compared pairwise: 6,000 of each took minutes.
  /// Each distinct keyboard is now checked once against the masks.
  func testKeyboardsAndMasksOnOneFieldCostLinearWork() throws {
    var text = "func setup() {\n"
    for i in 0..<6_000 {
      text += "  plateField.primaryMaskFormat = \"[00]-[\(String(repeating: "0", count: 1 + i % 30))]\"\n"
      text += "  plateField.keyboardType = .numberPad\n"
    }
    text += "}\n"
    let started = Date()
    let (findings, _, output) = try MasklsBinary.lintJSON(["Form.swift": text])
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertLessThan(Date().timeIntervalSince(started), 60, "quadratic in the field's settings")
    // Digits only: the number pad types every mask.
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "conflict-keyboard" }.count, 0)
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "analysis-limit" }.count, 1)
  }

  /// A generated file with more literals than a file is analysed for: the first literals are
  /// checked, the rest of the file is not, and one `analysis-limit` note says where.
  private func generatedFile(fields: Int, first: String, last: String) -> String {
    var text = "func setup() {\n  \(first)\n"
    for i in 1..<(fields - 1) { text += "  field\(i).BBB_pattern = \"(###) ###-####\"\n" }
    return text + "  \(last)\n}\n"
  }

  func testAFileWithMoreLiteralsThanTheBoundIsAnalysedUpToItAndSaysSoOnce() throws {
    let limit = AnalysisLimits.literalsPerFile
    // The same mistake at the first and at the last literal: only the first is analysed.
    let source = generatedFile(fields: limit + 1, first: #"first.BBB_regular = "[a-z""#, last: #"last.BBB_regular = "[a-z""#)
    let (findings, _, output) = try MasklsBinary.lintJSON(["Generated.swift": source])
    XCTAssertEqual(output.status, 1, output.stderr)
    let notes = findings.filter { $0["rule"]?.stringValue == "analysis-limit" }
    XCTAssertEqual(notes.count, 1, "\(notes)")
    XCTAssertEqual(notes.first?["severity"]?.stringValue, "info")
    // Line 1 is `func setup() {`; the literal past the bound is on the line after them.
    XCTAssertEqual(notes.first?["range"]?["start"]?["line"]?.intValue, Int64(limit + 2))
    XCTAssertEqual(
      notes.first?["message"]?.stringValue,
      "not analysed: 20,001 string literals in this file configure fields; only the first 20,000 are checked, the 1 from here on is not")
    let syntax = findings.filter { $0["rule"]?.stringValue == "regex-syntax" }
    XCTAssertEqual(syntax.map { $0["range"]?["start"]?["line"]?.intValue }, [2])
  }

  func testAFileAtTheBoundIsAnalysedWhole() throws {
    let limit = AnalysisLimits.literalsPerFile
    let source = generatedFile(fields: limit, first: #"first.BBB_regular = "[a-z""#, last: #"last.BBB_regular = "[a-z""#)
    let (findings, _, _) = try MasklsBinary.lintJSON(["Generated.swift": source])
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "analysis-limit" }.count, 0)
    XCTAssertEqual(findings.filter { $0["rule"]?.stringValue == "regex-syntax" }.count, 2)
  }
}
