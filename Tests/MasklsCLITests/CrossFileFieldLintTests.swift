import Foundation
import MaskJSON
import XCTest

/// One type extended across files: the binary's findings on a field whose settings are in
/// several files are placed on each file's own literal (the lint keeps such settings
/// compactly, equal ones shared, and makes each again at its own place).
final class CrossFileFieldLintTests: XCTestCase {
  /// 1-based line and column of the first `needle` in `text` (ASCII text: bytes are columns).
  private func position(of needle: String, in text: String) -> (line: Int, column: Int) {
    let before = text[..<text.range(of: needle)!.lowerBound]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, lines.last!.count + 1)
  }

  func testEqualSettingsInSeveralFilesAreEachReportedAtTheirOwnLiteral() throws {
    let regex = #""\\d{0,5}""#
    var files: [String: String] = ["Form.swift": "import UIKit\n\nfinal class FormVC: UIViewController {}\n"]
    for k in 0..<4 {
      // The same statements at other lines and columns in each file.
      files["Form+\(k).swift"] =
        "import UIKit\n" + String(repeating: "// note\n", count: k) + "extension FormVC {\n  func part\(k)() {\n"
        + String(repeating: " ", count: 4 + k) + "zipField.BBB_regular = \(regex)\n"
        + "    zipField.BBB_pattern = \"#####-####\"\n  }\n}\n"
    }
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let findings = try JSON.parse(result.stdoutBytes)["findings"]?.arrayValue ?? []
    var reported: [String: [Int]] = [:]
    for finding in findings where finding["rule"]?.stringValue == "regex-rejects-mask" {
      let name = (finding["path"]?.stringValue ?? "" as String).split(separator: "/").last.map(String.init) ?? ""
      let start = finding["range"]?["start"]
      let end = finding["range"]?["end"]
      reported[name] = [start?["line"]?.intValue, start?["column"]?.intValue, end?["column"]?.intValue].map { Int($0 ?? -1) }
    }
    XCTAssertEqual(reported.count, 4, "\(findings)")
    for k in 0..<4 {
      let name = "Form+\(k).swift"
      let at = position(of: regex, in: files[name]!)
      XCTAssertEqual(reported[name], [at.line, at.column, at.column + regex.count], name)
    }
  }
}
