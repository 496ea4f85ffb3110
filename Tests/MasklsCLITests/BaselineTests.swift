import Foundation
import MaskJSON
import XCTest

/// `--write-baseline FILE` and `--baseline FILE`.
final class BaselineTests: XCTestCase {
  static let form = """
    field.BBB_pattern = "00000"
    other.BBB_pattern = "00000"
    nameField.BBB_regular = "[A-z]"

    """

  func testBaselineHidesRecordedFindingsAndSurvivesEditsElsewhere() throws {
    let dir = try MasklsBinary.tempDir(["App/Form.swift": Array(Self.form.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let write = try MasklsBinary.run(["lint", "App", "--write-baseline", "maskls-baseline.json"], cwd: dir)
    XCTAssertEqual(write.status, 0, write.stdout + write.stderr)
    XCTAssertTrue(write.stderr.contains("recorded 3 findings in maskls-baseline.json"), write.stderr)
    let baseline = try JSON.parse([UInt8](try Data(contentsOf: dir.appendingPathComponent("maskls-baseline.json"))))
    let entries = try XCTUnwrap(baseline["findings"]?.arrayValue)
    XCTAssertEqual(entries.count, 3)
    XCTAssertEqual(Set(entries.compactMap { $0["path"]?.stringValue }), ["App/Form.swift"])
    // Two findings with the same rule and text are told apart by occurrence; no line numbers.
    let noSlots = entries.filter { $0["rule"] == "mask-no-slots" }
    XCTAssertEqual(noSlots.compactMap { $0["text"]?.stringValue }, ["00000", "00000"])
    XCTAssertEqual(Set(noSlots.compactMap { $0["occurrence"]?.intValue }), [1, 2])
    XCTAssertNil(entries[0]["line"])

    let clean = try MasklsBinary.run(["lint", "App", "--baseline", "maskls-baseline.json"], cwd: dir)
    XCTAssertEqual(clean.status, 0, clean.stdout)
    XCTAssertTrue(clean.stdout.contains("0 errors, 0 warnings in 1 file"), clean.stdout)
    XCTAssertTrue(clean.stdout.contains("3 findings hidden by the baseline"), clean.stdout)

    // Code added above, and a new mistake: only the new one is reported.
    let edited = "import UIKit\n\n// comment\n" + Self.form + "late.BBB_pattern = \"99\"\n"
    try Data(edited.utf8).write(to: dir.appendingPathComponent("App/Form.swift"))
    let after = try MasklsBinary.run(["lint", "App", "--baseline", "maskls-baseline.json", "--format", "json"], cwd: dir)
    XCTAssertEqual(after.status, 1)
    let json = try JSON.parse(after.stdoutBytes)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue)
    XCTAssertEqual(findings.count, 1, after.stdout)
    XCTAssertEqual(findings.first?["range"]?["start"]?["line"], 7)
    XCTAssertEqual(json["baseline"]?["suppressed"], 3)
    XCTAssertEqual(json["baseline"]?["stale"]?.arrayValue?.count, 0)
    let check = try JSONSchemaCheck.validate(after.stdoutBytes, against: "docs/schema/lint-output.schema.json")
    XCTAssertTrue(check.valid, check.errors)

    // From another folder: paths are relative to the baseline file.
    let fromApp = try MasklsBinary.run(["lint", ".", "--baseline", "../maskls-baseline.json", "--format", "json"], cwd: dir.appendingPathComponent("App"))
    XCTAssertEqual(try JSON.parse(fromApp.stdoutBytes)["baseline"]?["suppressed"], 3, fromApp.stdout)
  }

  func testFixedFindingsAreReportedAsStale() throws {
    let dir = try MasklsBinary.tempDir(["App/Form.swift": Array(Self.form.utf8), "Other/B.swift": Array("b.BBB_pattern = \"0\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(try MasklsBinary.run(["lint", ".", "--write-baseline", "base.json"], cwd: dir).status, 0)
    // One of the two identical masks is fixed.
    let fixed = Self.form.replacingOccurrences(of: "other.BBB_pattern = \"00000\"", with: "other.BBB_pattern = \"#####\"")
    try Data(fixed.utf8).write(to: dir.appendingPathComponent("App/Form.swift"))
    let run = try MasklsBinary.run(["lint", ".", "--baseline", "base.json"], cwd: dir)
    XCTAssertEqual(run.status, 0, run.stdout)
    XCTAssertTrue(run.stderr.contains("1 entry of base.json no longer matches a finding"), run.stderr)
    XCTAssertTrue(run.stderr.contains("App/Form.swift: mask-no-slots `00000` (occurrence 2)"), run.stderr)
    // Linting one folder: the other folder's entries are not stale.
    let part = try MasklsBinary.run(["lint", "App", "--baseline", "base.json", "--format", "json"], cwd: dir)
    let stale = try XCTUnwrap(try JSON.parse(part.stdoutBytes)["baseline"]?["stale"]?.arrayValue)
    XCTAssertEqual(stale.compactMap { $0["path"]?.stringValue }, ["App/Form.swift"])
  }

  func testBadBaselineIsAUsageError() throws {
    let dir = try MasklsBinary.tempDir(["A.swift": Array("a.BBB_pattern = \"#\"\n".utf8), "bad.json": Array(#"{"version": 1, "findings": [{"rule": "x"}]}"#.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = try MasklsBinary.run(["lint", ".", "--baseline", "bad.json"], cwd: dir)
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("entry 1 needs rule, path, text and occurrence"), bad.stderr)
    XCTAssertEqual(try MasklsBinary.run(["lint", ".", "--baseline", "missing.json"], cwd: dir).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["lint", ".", "--baseline", "bad.json", "--write-baseline", "b.json"], cwd: dir).status, 2)
  }
}
