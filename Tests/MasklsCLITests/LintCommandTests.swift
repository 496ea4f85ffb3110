import Foundation
import MaskJSON
import XCTest

final class LintCommandTests: XCTestCase {
  func testExamplesReportEveryRuleWithExitOne() throws {
    let result = try MasklsBinary.run(["lint", "Examples", "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["version"], 1)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue)
    let rules = Set(findings.compactMap { $0["rule"]?.stringValue })
    for rule in ["mask-syntax", "mask-ignored", "mask-no-slots", "mask-empty", "mask-optional-trap", "regex-syntax", "host-escape", "conflict-max-length", "conflict-duplicate", "regex-flavor", "regex-never-matches", "regex-blocks-typing", "regex-rejects-mask", "regex-redos", "regex-suspicious-class", "regex-empty-alternative", "regex-unanchored"] {
      XCTAssertTrue(rules.contains(rule), "Examples should show \(rule); got \(rules.sorted())")
    }
    let summary = try XCTUnwrap(json["summary"])
    XCTAssertEqual(summary["findings"]?.intValue, Int64(findings.count))
    let errors = findings.filter { $0["severity"] == "error" }.count
    XCTAssertEqual(summary["errors"]?.intValue, Int64(errors))
    XCTAssertGreaterThanOrEqual(summary["files"]?.intValue ?? 0, 3)
    for f in findings {
      for key in ["path", "rule", "severity", "message", "range", "related"] { XCTAssertNotNil(f[key], key) }
      XCTAssertGreaterThanOrEqual(f["range"]?["start"]?["line"]?.intValue ?? 0, 1)
      XCTAssertGreaterThanOrEqual(f["range"]?["start"]?["column"]?.intValue ?? 0, 1)
    }
  }

  func testPositionsPointInsideTheLiteralInUTF16Columns() throws {
    // `é` and the emoji before the literal shift UTF-16 columns (1 and 2 units).
    let source = "let é = 1; let 😀 = 2; phoneField.BBB_pattern = \"\"\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let finding = try XCTUnwrap(json["findings"]?[0])
    XCTAssertEqual(finding["rule"], "mask-empty")
    let prefix = source.components(separatedBy: "\"\"")[0]
    XCTAssertEqual(finding["range"]?["start"]?["line"], 1)
    XCTAssertEqual(finding["range"]?["start"]?["column"]?.intValue, Int64(prefix.utf16.count + 1))
    XCTAssertEqual(finding["range"]?["end"]?["column"]?.intValue, Int64(prefix.utf16.count + 3))
  }

  func testEscapesMapToSourceColumns() throws {
    // In the RedMadRobot format, the unknown `Z` is character 2 of the value; in the source it
    // follows `\u{30}` (one character, six source columns).
    let source = #"listener.primaryMaskFormat = "[\u{30}Z]""# + "\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let syntax = try XCTUnwrap(json["findings"]?.arrayValue?.first { $0["rule"] == "mask-syntax" })
    let zColumn = Array(source).firstIndex(of: "Z")! + 1
    XCTAssertEqual(syntax["range"]?["start"]?["column"]?.intValue, Int64(zColumn), "\(syntax)")
  }

  func testCleanTreeExitsZeroAndTextFormat() throws {
    let dir = try MasklsBinary.tempDir(["A.swift": Array("phoneField.BBB_pattern = \"+1 (###) ###-####\"\n".utf8)])
    let result = try MasklsBinary.run(["lint", dir.path])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.contains("0 errors, 0 warnings in 1 file"), result.stdout)
  }

  func testTextFormatIsCompilerStyleWithMarker() throws {
    let dir = try MasklsBinary.tempDir(["A.swift": Array("field.BBB_pattern = \"00000\"\n".utf8)])
    let result = try MasklsBinary.run(["lint", dir.path])
    XCTAssertEqual(result.status, 1)
    let lines = result.stdout.components(separatedBy: "\n")
    // The range is the mask's characters, inside the quotes.
    XCTAssertTrue(lines[0].contains("A.swift:1:22: error: "), lines[0])
    XCTAssertTrue(lines[0].hasSuffix("[mask-no-slots]"), lines[0])
    XCTAssertEqual(lines[1], "    field.BBB_pattern = \"00000\"")
    XCTAssertEqual(lines[2], "                         ^~~~~")
  }

  func testWarningsOnlyExitZeroUnlessStrict() throws {
    let dir = try MasklsBinary.tempDir(["A.swift": Array("field.BBB_regular = \"[A-z]*\"\n".utf8)])
    XCTAssertEqual(try MasklsBinary.run(["lint", dir.path]).status, 0)
    XCTAssertEqual(try MasklsBinary.run(["lint", "--strict", dir.path]).status, 1)
    // A note (an empty mask) fails neither.
    let note = try MasklsBinary.tempDir(["A.swift": Array("field.BBB_pattern = \"\"\n".utf8)])
    XCTAssertEqual(try MasklsBinary.run(["lint", "--strict", note.path]).status, 0)
  }

  func testUsageAndIOErrorsExitTwo() throws {
    let missing = try MasklsBinary.run(["lint", "/nonexistent/path/for/maskls"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("no such file"), missing.stderr)
    XCTAssertEqual(try MasklsBinary.run(["lint", "--format", "xml"]).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["frobnicate"]).status, 2)
  }

  func testInvalidUTF8IsReadWithANote() throws {
    var bytes = Array("field.BBB_pattern = \"".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("\"\n".utf8)
    let dir = try MasklsBinary.tempDir(["Bad.swift": bytes, "Good.swift": Array("x.BBB_pattern = \"##\"\n".utf8)])
    let result = try MasklsBinary.run(["lint", dir.path])
    // The two bytes are two U+FFFD: a pattern without slots.
    XCTAssertEqual(result.status, 1, result.stdout)
    XCTAssertTrue(result.stdout.contains("Bad.swift:1:22: note: not valid UTF-8: 2 byte sequences read as U+FFFD"), result.stdout)
    XCTAssertTrue(result.stdout.contains("Bad.swift:1:22: error: "), result.stdout)
    XCTAssertFalse(result.stderr.contains("skipped"), result.stderr)
    XCTAssertTrue(result.stdout.contains("in 2 files"), result.stdout)
  }

  func testSkippedDirectoriesAreNotEntered() throws {
    let bad = Array("x.BBB_pattern = \"\"\n".utf8)
    let dir = try MasklsBinary.tempDir(["Pods/A.swift": bad, "node_modules/B.swift": bad, ".build/C.swift": bad, "src/D.swift": Array("x.BBB_pattern = \"##\"\n".utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["summary"]?["files"], 1)
    XCTAssertEqual(json["findings"]?.arrayValue?.count, 0)
  }

  func testSuppressionDirective() throws {
    let code = "field.BBB_pattern = \"\" // maskls: ignore=mask-empty\nother.BBB_pattern = \"\"\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(code.utf8)])
    let json = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)
    XCTAssertEqual(json["findings"]?.arrayValue?.count, 1)
    XCTAssertEqual(json["findings"]?[0]?["range"]?["start"]?["line"], 2)
  }

  func testStoryboardAndCodeConflictAcrossFiles() throws {
    let result = try MasklsBinary.run(["lint", "Examples/iOS/SignUp", "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let duplicate = try XCTUnwrap(json["findings"]?.arrayValue?.first { $0["rule"] == "conflict-duplicate" })
    let paths = [duplicate["path"]?.stringValue ?? ""] + (duplicate["related"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
    XCTAssertTrue(paths.contains { $0.hasSuffix(".storyboard") }, "\(paths)")
    XCTAssertTrue(paths.contains { $0.hasSuffix(".swift") }, "\(paths)")
  }

  func testRulesCommandListsEveryRule() throws {
    let result = try MasklsBinary.run(["rules"])
    XCTAssertEqual(result.status, 0)
    for id in ["mask-syntax", "mask-ignored", "mask-no-slots", "mask-empty", "mask-optional-trap", "regex-syntax", "host-escape", "conflict-max-length", "conflict-duplicate"] {
      XCTAssertTrue(result.stdout.contains(id), id)
    }
    XCTAssertEqual(try MasklsBinary.run(["rules", "no-such-rule"]).status, 2)
  }
}

final class LintConfigurationTests: XCTestCase {
  func testConfigurationIsDiscoveredFromTheLintedPathUpward() throws {
    let config = #"{"settings": {"zip": "mask=hash"}, "exclude": ["Generated"], "rules": {"mask-empty": "error"}, "colour": true}"#
    let dir = try MasklsBinary.tempDir([
      ".maskls.json": Array(config.utf8),
      "App/Form.swift": Array("field.zip = \"00000\"\nother.BBB_pattern = \"\"\n".utf8),
      "Generated/Bad.swift": Array("x.BBB_pattern = \"\"\n".utf8),
    ])
    let result = try MasklsBinary.run(["lint", dir.appendingPathComponent("App").path, "--format", "json"])
    XCTAssertEqual(result.status, 1)
    let json = try JSON.parse(result.stdoutBytes)
    let rules = (json["findings"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue }.sorted()
    XCTAssertEqual(rules, ["config", "mask-empty", "mask-no-slots"], result.stdout)
    let all = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let allJSON = try JSON.parse(all.stdoutBytes)
    XCTAssertEqual(allJSON["summary"]?["files"], 1, "Generated/ is excluded")
  }
}

final class LintOtherLanguagesTests: XCTestCase {
  /// Kotlin, JavaScript and an Android layout in one tree, through the binary.
  func testLibraryCallsInOtherLanguagesAreLinted() throws {
    let dir = try MasklsBinary.tempDir([
      "app/src/main/java/Form.kt": Array("val re = Regex(\"(a\")\n".utf8),
      "web/form.js": Array("IMask(el, { mask: '' });\n".utf8),
      "app/src/main/res/layout/form.xml": Array("<EditText android:id=\"@+id/phone\" />\n".utf8),
      "notes.xml": Array("<x/>\n".utf8),
    ])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["summary"]?["files"], 3, "the layout counts, a stray .xml does not")
    let found = (json["findings"]?.arrayValue ?? []).map { "\(($0["path"]?.stringValue ?? "").split(separator: "/").last ?? ""):\($0["rule"]?.stringValue ?? "")" }.sorted()
    XCTAssertEqual(found, ["Form.kt:regex-syntax", "form.js:mask-empty"])
  }
}
