import Foundation
import MaskJSON
import XCTest

/// An empty mask is a note, and none where it is clearly on purpose.
final class EmptyMaskLintTests: XCTestCase {
  func testEmptyMaskNotesOnlyWhereNothingElseExplainsIt() throws {
    let dir = try MasklsBinary.tempDir([
      "Listener.swift": Array("""
        final class Listener {
          init() { self.primaryMaskFormat = "" }
        }
        phoneField.BBB_pattern = ""
        """.utf8),
      "Form1.cs": Array("""
        class Form1 {
          void OnPick() { if (company) { box.Mask = "00.000.000/0000-00"; } else { box.Mask = ""; } }
        }
        """.utf8),
    ])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let found = (json["findings"]?.arrayValue ?? []).map {
      "\(URL(fileURLWithPath: $0["path"]?.stringValue ?? "").lastPathComponent):\($0["range"]?["start"]?["line"]?.intValue ?? 0) \($0["rule"]?.stringValue ?? "") \($0["severity"]?.stringValue ?? "")"
    }
    XCTAssertEqual(found, ["Listener.swift:4 mask-empty info"])
    XCTAssertEqual(json["summary"]?["infos"], 1)
  }
}
