import Foundation
import MaskJSON
import XCTest

/// `maskls lint`: each file follows the nearest `.maskls.json` at or above it.
final class FolderConfigurationLintTests: XCTestCase {
  private func tree() throws -> URL {
    try MasklsBinary.tempDir([
      "A/.maskls.json": Array(#"{"settings": {"cardMask": "mask=hash"}, "rules": {"mask-empty": "error"}}"#.utf8),
      "A/Form.swift": Array("field.cardMask = \"0000\"\nother.BBB_pattern = \"\"\n".utf8),
      "A/Generated/Old.swift": Array("y.cardMask = \"3333\"\n".utf8),
      // Nearest wins, nothing is merged: no custom names here.
      "A/Sub/.maskls.json": Array("{}".utf8),
      "A/Sub/Plain.swift": Array("z.cardMask = \"0000\"\n".utf8),
      "B/.maskls.json": Array(#"{"settings": {"phoneMask": "mask=hash"}, "rules": {"mask-empty": "off", "mask-no-slots": "warning"}, "exclude": ["Generated"]}"#.utf8),
      "B/Form.swift": Array("field.cardMask = \"0000\"\nfield2.phoneMask = \"1111\"\nother.BBB_pattern = \"\"\n".utf8),
      "B/Generated/Old.swift": Array("y.phoneMask = \"2222\"\n".utf8),
      "Root.swift": Array("q.cardMask = \"0000\"\nr.BBB_pattern = \"\"\n".utf8),
    ])
  }

  /// "file:line:rule:severity" of every finding.
  private func findings(_ arguments: [String], cwd: URL) throws -> [String] {
    let result = try MasklsBinary.run(arguments + ["--format", "json"], cwd: cwd)
    let json = try JSON.parse(result.stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map {
      let path = $0["path"]?.stringValue ?? ""
      return "\(path):\($0["range"]?["start"]?["line"]?.intValue ?? 0):\($0["rule"]?.stringValue ?? ""):\($0["severity"]?.stringValue ?? "")"
    }.sorted()
  }

  func testEachFileFollowsTheNearestConfiguration() throws {
    let dir = try tree()
    let found = try findings(["lint", "."], cwd: dir)
    // A: its setting name and severity; A/Sub: none of A's names; B: its own name and
    // severities, its Generated/ excluded; Root.swift: no configuration.
    XCTAssertEqual(found, [
      "A/Form.swift:1:mask-no-slots:error",
      "A/Form.swift:2:mask-empty:error",
      "A/Generated/Old.swift:1:mask-no-slots:error",
      "B/Form.swift:2:mask-no-slots:warning",
      "Root.swift:2:mask-empty:info",
    ])
  }

  func testLintingOneFolderUsesItsConfigurationToo() throws {
    let dir = try tree()
    XCTAssertEqual(try findings(["lint", "B", "A/Form.swift"], cwd: dir), [
      "A/Form.swift:1:mask-no-slots:error",
      "A/Form.swift:2:mask-empty:error",
      "B/Form.swift:2:mask-no-slots:warning",
    ])
  }

  func testConfigOptionForcesOneConfigurationForEveryFile() throws {
    let dir = try tree()
    XCTAssertEqual(try findings(["lint", "B", "Root.swift", "--config", "A/.maskls.json"], cwd: dir), [
      "B/Form.swift:1:mask-no-slots:error",
      "B/Form.swift:3:mask-empty:error",
      "Root.swift:1:mask-no-slots:error",
      "Root.swift:2:mask-empty:error",
    ])
  }
}
