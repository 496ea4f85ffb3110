import Foundation
import MaskJSON
import XCTest

/// `maskls lint --fix`, `--diff` and `--unsafe-fixes` through the binary.
final class LintFixTests: XCTestCase {
  /// An Objective-C `\d` that the compiler turns into `d` (a safe fix writes `\\d`), far from
  /// a second one so a diff has two hunks.
  static let objc = #"""
    - (void)viewDidLoad {
      [zipField setBBB_regular:@"\d{0,5}"];
      // 1
      // 2
      // 3
      // 4
      // 5
      // 6
      // 7
      // 8
      [phoneField setBBB_regular:@"\d{0,10}"];
    }

    """#
  static let objcFixed = objc.replacingOccurrences(of: #"@"\d"#, with: #"@"\\d"#)

  /// A validator without anchors: its fix (anchoring) changes what the regex accepts.
  static let unanchored = "function isZip(v) { return /\\d{5}/.test(v); }\n"

  private func read(_ dir: URL, _ name: String) throws -> String {
    try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
  }

  private func rules(_ output: MasklsBinary.Output) throws -> [String] {
    try (JSON.parse(output.stdoutBytes)["findings"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue }
  }

  func testFixWritesSafeFixesAndReportsTheFixedFile() throws {
    let dir = try MasklsBinary.tempDir(["Form.m": Array(Self.objc.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let before = try MasklsBinary.run(["lint", ".", "--format", "json"], cwd: dir)
    XCTAssertEqual(try rules(before).filter { $0 == "host-escape" }.count, 2, before.stdout)

    let fixed = try MasklsBinary.run(["lint", ".", "--fix", "--format", "json"], cwd: dir)
    XCTAssertEqual(try read(dir, "Form.m"), Self.objcFixed)
    XCTAssertEqual(try rules(fixed), [], fixed.stdout)
    XCTAssertEqual(fixed.status, 0, fixed.stderr)
    XCTAssertTrue(fixed.stderr.contains("fixed 2 findings in 1 file"), fixed.stderr)
    // No temporary file is left next to it.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["Form.m"])

    let again = try MasklsBinary.run(["lint", ".", "--fix"], cwd: dir)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stderr.contains("nothing fixed"), again.stderr)
  }

  func testUnsafeFixesAreAppliedOnlyWhenAskedFor() throws {
    let dir = try MasklsBinary.tempDir(["check.js": Array(Self.unanchored.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let safeOnly = try MasklsBinary.run(["lint", "check.js", "--fix", "--format", "json"], cwd: dir)
    XCTAssertEqual(try read(dir, "check.js"), Self.unanchored)
    XCTAssertTrue(try rules(safeOnly).contains("regex-unanchored"), safeOnly.stdout)

    let unsafe = try MasklsBinary.run(["lint", "check.js", "--fix", "--unsafe-fixes", "--format", "json"], cwd: dir)
    let anchored = try read(dir, "check.js")
    XCTAssertNotEqual(anchored, Self.unanchored)
    XCTAssertTrue(anchored.contains("/^\\d{5}$/"), anchored)
    XCTAssertFalse(try rules(unsafe).contains("regex-unanchored"), unsafe.stdout)

    let alone = try MasklsBinary.run(["lint", "check.js", "--unsafe-fixes"], cwd: dir)
    XCTAssertEqual(alone.status, 2, alone.stderr)
  }

  /// The diff names the files, changes nothing, and applied with `git apply` gives what
  /// `--fix` writes.
  func testDiffShowsWhatFixWouldWriteAndChangesNothing() throws {
    let files = ["Forms/Form.m": Array(Self.objc.utf8), "check.js": Array(Self.unanchored.utf8)]
    let dir = try MasklsBinary.tempDir(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let diff = try MasklsBinary.run(["lint", ".", "--diff"], cwd: dir)
    XCTAssertEqual(diff.status, 1, diff.stderr)
    XCTAssertEqual(try read(dir, "Forms/Form.m"), Self.objc)
    XCTAssertTrue(diff.stdout.hasPrefix("--- a/Forms/Form.m\n+++ b/Forms/Form.m\n@@ -1,5 +1,5 @@\n"), diff.stdout)
    XCTAssertEqual(diff.stdout.components(separatedBy: "\n@@ ").count, 3, "two hunks: \(diff.stdout)")
    XCTAssertTrue(diff.stdout.contains(#"-  [zipField setBBB_regular:@"\d{0,5}"];"# + "\n" + #"+  [zipField setBBB_regular:@"\\d{0,5}"];"#), diff.stdout)
    XCTAssertFalse(diff.stdout.contains("check.js"), "an unsafe fix is not shown: \(diff.stdout)")

    let copy = try MasklsBinary.tempDir(files)
    defer { try? FileManager.default.removeItem(at: copy) }
    let patch = copy.appendingPathComponent("fix.diff")
    try Data(diff.stdoutBytes).write(to: patch)
    let apply = Process()
    apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    apply.arguments = ["git", "apply", "--unsafe-paths", patch.path]
    apply.currentDirectoryURL = copy
    try apply.run()
    apply.waitUntilExit()
    XCTAssertEqual(apply.terminationStatus, 0)
    try MasklsBinary.run(["lint", ".", "--fix"], cwd: dir)
    XCTAssertEqual(try read(copy, "Forms/Form.m"), try read(dir, "Forms/Form.m"))
    XCTAssertEqual(try read(dir, "Forms/Form.m"), Self.objcFixed)

    let unsafe = try MasklsBinary.run(["lint", ".", "--diff", "--unsafe-fixes"], cwd: dir)
    XCTAssertEqual(unsafe.status, 1, unsafe.stderr)
    XCTAssertTrue(unsafe.stdout.hasPrefix("--- a/check.js\n+++ b/check.js\n@@ -1 +1 @@\n-function isZip"), unsafe.stdout)
    let clean = try MasklsBinary.run(["lint", "Forms", "--diff"], cwd: dir)
    XCTAssertEqual(clean.status, 0, clean.stderr)
    XCTAssertEqual(clean.stdout, "")
  }

  /// A last line without a newline is marked so `patch` keeps it that way.
  func testDiffOfALastLineWithoutNewline() throws {
    let source = #"[field setBBB_regular:@"\d{0,5}"];"#
    let dir = try MasklsBinary.tempDir(["Form.m": Array(source.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let diff = try MasklsBinary.run(["lint", "Form.m", "--diff"], cwd: dir)
    XCTAssertEqual(
      diff.stdout,
      "--- a/Form.m\n+++ b/Form.m\n@@ -1 +1 @@\n-\(source)\n\\ No newline at end of file\n+"
        + #"[field setBBB_regular:@"\\d{0,5}"];"# + "\n\\ No newline at end of file\n")
  }

  func testFixFromStandardInputPrintsTheFixedText() throws {
    let output = try MasklsBinary.run(["lint", "-", "--stdin-filename", "Form.m", "--fix"], stdin: Data(Self.objc.utf8))
    XCTAssertEqual(output.stdout, Self.objcFixed)
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(output.stderr.contains("fixed 2 findings, 0 remaining"), output.stderr)
    // Nothing to fix: the text comes back as given; the status is about its findings.
    let unsafe = try MasklsBinary.run(["lint", "-", "--stdin-filename", "check.js", "--fix", "--strict"], stdin: Data(Self.unanchored.utf8))
    XCTAssertEqual(unsafe.stdout, Self.unanchored)
    XCTAssertEqual(unsafe.status, 1, unsafe.stderr)
  }

  /// A UTF-8 file with a byte order mark keeps it.
  func testFixKeepsTheByteOrderMark() throws {
    let dir = try MasklsBinary.tempDir(["Form.m": [0xEF, 0xBB, 0xBF] + Array(Self.objc.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    try MasklsBinary.run(["lint", "Form.m", "--fix"], cwd: dir)
    XCTAssertEqual([UInt8](try Data(contentsOf: dir.appendingPathComponent("Form.m"))), [0xEF, 0xBB, 0xBF] + Array(Self.objcFixed.utf8))
  }

  func testSARIFResultsCarryTheirFixes() throws {
    let dir = try MasklsBinary.tempDir(["Form.m": Array(Self.objc.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try MasklsBinary.run(["lint", ".", "--format", "sarif"], cwd: dir)
    let check = try JSONSchemaCheck.validate(output.stdoutBytes, against: "Tests/Schemas/sarif-2.1.0-subset.schema.json")
    XCTAssertTrue(check.valid, check.errors)
    let results = try XCTUnwrap(JSON.parse(output.stdoutBytes)["runs"]?[0]?["results"]?.arrayValue)
    let escape = try XCTUnwrap(results.first { $0["ruleId"] == "host-escape" })
    let fix = try XCTUnwrap(escape["fixes"]?[0])
    XCTAssertNotNil(fix["description"]?["text"]?.stringValue)
    let change = try XCTUnwrap(fix["artifactChanges"]?[0])
    XCTAssertEqual(change["artifactLocation"]?["uri"], "Form.m")
    let replacement = try XCTUnwrap(change["replacements"]?[0])
    XCTAssertEqual(replacement["insertedContent"]?["text"], #"\\d"#)
    // `\d` on line 2 after `  [zipField setBBB_regular:@"`, in 1-based UTF-16 columns.
    let column = Int64(#"  [zipField setBBB_regular:@""#.utf16.count + 1)
    XCTAssertEqual(replacement["deletedRegion"]?["startLine"], 2)
    XCTAssertEqual(replacement["deletedRegion"]?["startColumn"]?.intValue, column)
    XCTAssertEqual(replacement["deletedRegion"]?["endColumn"]?.intValue, column + 2)
  }
}
