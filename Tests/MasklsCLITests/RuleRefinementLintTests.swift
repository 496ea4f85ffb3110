import Foundation
import MaskJSON
import XCTest

/// Rule refinements seen on real code, through the binary: each case was a false finding (or
/// a wrong suggestion) before.
final class RuleRefinementLintTests: XCTestCase {
  /// `file:line rule` per finding, sorted.
  private func lint(_ files: [String: String]) throws -> [(place: String, message: String)] {
    try MasklsBinary.lintJSON(files).findings.map { f in
      let path = URL(fileURLWithPath: f["path"]?.stringValue ?? "").lastPathComponent
      let line = f["range"]?["start"]?["line"]?.intValue ?? 0
      return ("\(path):\(line) \(f["rule"]?.stringValue ?? "")", f["message"]?.stringValue ?? "")
    }.sorted { $0.place < $1.place }
  }

  func testInputmaskRegexOptionIsNotBacktrackedButAnExponentialSearchIs() throws {
    let found = try lint([
      "form.js": """
        Inputmask({ regex: "^(\\\\d+)+$" }).mask(el);
        const bad = /^(a+)+$/.test(name);
        """,
    ])
    XCTAssertEqual(found.map(\.place), ["form.js:2 regex-redos"])
  }

  func testUpperToLowerRangeSuggestsTheSameLetters() throws {
    let found = try lint(["colour.js": "const isHex = /^#([A-f\\d]{3}){1,2}$/i.test(value);\n"])
    let finding = try XCTUnwrap(found.first { $0.place == "colour.js:1 regex-suspicious-class" })
    XCTAssertTrue(finding.message.hasSuffix("did you mean `A-Fa-f`?"), finding.message)
  }

  func testDartRegExpWithoutUnicodeTakesALiteralDash() throws {
    let dart = "bool ok(String v) => RegExp(r'^[\\w-\\.]+@([\\w-]+\\.)+[\\w-]{2,4}$').hasMatch(v);\n"
    XCTAssertEqual(try lint(["email.dart": dart]).map(\.place), [])
  }

  func testZeroMaxLengthIsNoLimit() throws {
    let swift = """
      ssnField.setFormatting("***-**-****", replacementChar: "*")
      ssnField.maxLength = 0
      """
    XCTAssertEqual(try lint(["Form.swift": swift]).map(\.place), [])
  }

  func testThePatternFieldIsNeverSuggestedToFlutterCode() throws {
    let dart = "final f = MaskTextInputFormatter(mask: \"###-###\", filter: {\"X\": RegExp(r'[0-9]')});\n"
    let found = try lint(["form.dart": dart])
    XCTAssertTrue(found.contains { $0.place == "form.dart:1 mask-wrong-dialect" }, "\(found)")
    XCTAssertFalse(found.contains { $0.message.contains("BBB_pattern") }, "\(found)")
  }
}
