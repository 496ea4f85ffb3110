import Foundation
import MaskJSON
import XCTest

/// `maskls lint -` with `--stdin-filename`, `--config FILE`, `--select` / `--ignore`.
final class LintInputTests: XCTestCase {
  func testStandardInputTakesItsLanguageFromTheName() throws {
    let swift = "field.BBB_pattern = \"00000\"\n"
    let result = try MasklsBinary.run(["lint", "-", "--stdin-filename", "App/Form.swift", "--format", "json"], stdin: Data(swift.utf8))
    XCTAssertEqual(result.status, 1, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let finding = try XCTUnwrap(json["findings"]?[0])
    XCTAssertEqual(finding["rule"], "mask-no-slots")
    XCTAssertEqual(finding["path"], "App/Form.swift")
    XCTAssertEqual(finding["range"]?["start"]?["column"], 22)
    XCTAssertEqual(json["summary"]?["files"], 1)
    // The same text named as TypeScript is another language: no BBB_pattern there, but an
    // Inputmask call is read.
    let ts = "Inputmask(\"[9\").mask(el);\n"
    let web = try MasklsBinary.run(["lint", "-", "--stdin-filename", "src/form.ts", "--format", "json"], stdin: Data(ts.utf8))
    XCTAssertEqual(try JSON.parse(web.stdoutBytes)["findings"]?[0]?["path"], "src/form.ts", web.stdout)
    let asSwift = try MasklsBinary.run(["lint", "-", "--stdin-filename", "Form.swift", "--format", "json"], stdin: Data(ts.utf8))
    XCTAssertEqual(try JSON.parse(asSwift.stdoutBytes)["findings"]?.arrayValue?.count, 0, asSwift.stdout)
  }

  func testStandardInputUsesTheConfigurationOfItsName() throws {
    let dir = try MasklsBinary.tempDir([
      ".maskls.json": Array(#"{"settings": {"cardFormat": "mask=redmadrobot"}}"#.utf8)
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = Data("view.cardFormat = \"+1 (###) ###-####\"\n".utf8)
    let configured = try MasklsBinary.run(["lint", "-", "--stdin-filename", dir.appendingPathComponent("Sub/Card.swift").path, "--format", "json"], stdin: source)
    XCTAssertEqual(try JSON.parse(configured.stdoutBytes)["findings"]?[0]?["rule"], "mask-no-slots", configured.stdout)
    let elsewhere = try MasklsBinary.run(["lint", "-", "--stdin-filename", "/nonexistent/Card.swift", "--format", "json"], stdin: source)
    XCTAssertEqual(try JSON.parse(elsewhere.stdoutBytes)["findings"]?.arrayValue?.count, 0, elsewhere.stdout)
  }

  func testStandardInputUsage() throws {
    let missingName = try MasklsBinary.run(["lint", "-"], stdin: Data())
    XCTAssertEqual(missingName.status, 2)
    XCTAssertTrue(missingName.stderr.contains("--stdin-filename"), missingName.stderr)
    let unknown = try MasklsBinary.run(["lint", "-", "--stdin-filename", "notes.txt"], stdin: Data("x".utf8))
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.contains("cannot tell the language of `notes.txt`"), unknown.stderr)
    XCTAssertEqual(try MasklsBinary.run(["lint", "-", "Examples", "--stdin-filename", "A.swift"], stdin: Data()).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["lint", "Examples", "--stdin-filename", "A.swift"]).status, 2)
  }

  func testConfigFileReplacesTheDiscoveredOne() throws {
    let dir = try MasklsBinary.tempDir([
      "App/.maskls.json": Array(#"{"rules": {"mask-no-slots": "off"}}"#.utf8),
      "App/Form.swift": Array("field.BBB_pattern = \"00000\"\nother.BBB_regular = \"[A-z]\"\n".utf8),
      "ci/strict.json": Array(#"{"rules": {"regex-suspicious-class": "error"}}"#.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let discovered = try MasklsBinary.lintJSONRun(["lint", "App", "--format", "json"], cwd: dir)
    XCTAssertEqual(discovered.rules, ["regex-suspicious-class"])
    let explicit = try MasklsBinary.run(["lint", "App", "--format", "json", "--config", "ci/strict.json"], cwd: dir)
    let findings = try XCTUnwrap(try JSON.parse(explicit.stdoutBytes)["findings"]?.arrayValue)
    XCTAssertEqual(Set(findings.compactMap { $0["rule"]?.stringValue }), ["mask-no-slots", "regex-suspicious-class"])
    XCTAssertEqual(findings.first { $0["rule"] == "regex-suspicious-class" }?["severity"], "error")
    let missing = try MasklsBinary.run(["lint", "App", "--config", "nope.json"], cwd: dir)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("no such configuration file: nope.json"), missing.stderr)
  }

  func testSelectAndIgnoreByIdAndFamily() throws {
    let source = "field.BBB_pattern = \"00000\"\nother.BBB_regular = \"[A-z]\"\nthird.BBB_pattern = \"\"\n"
    let dir = try MasklsBinary.tempDir(["Form.swift": Array(source.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let all = try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json"], cwd: dir)
    XCTAssertEqual(Set(all.rules), ["mask-no-slots", "regex-suspicious-class", "mask-empty"])
    XCTAssertEqual(Set(try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json", "--select", "regex"], cwd: dir).rules), ["regex-suspicious-class"])
    XCTAssertEqual(Set(try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json", "--select", "mask-empty,regex-suspicious-class"], cwd: dir).rules), ["mask-empty", "regex-suspicious-class"])
    XCTAssertEqual(Set(try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json", "--ignore", "mask-", "--ignore", "config"], cwd: dir).rules), ["regex-suspicious-class"])
    XCTAssertEqual(Set(try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json", "--select", "mask", "--ignore", "mask-empty"], cwd: dir).rules), ["mask-no-slots"])
    // Ignoring the only error makes the run pass.
    XCTAssertEqual(try MasklsBinary.run(["lint", ".", "--ignore", "mask-no-slots"], cwd: dir).status, 0)
    let typo = try MasklsBinary.run(["lint", ".", "--select", "mask-no-slot"], cwd: dir)
    XCTAssertEqual(typo.status, 2)
    XCTAssertTrue(typo.stderr.contains("no rule `mask-no-slot`"), typo.stderr)
    XCTAssertEqual(try MasklsBinary.run(["lint", ".", "--ignore", "regexes"], cwd: dir).status, 2)
  }
}

extension MasklsBinary {
  /// Runs a JSON lint and returns the rules of its findings, in order.
  static func lintJSONRun(_ arguments: [String], cwd: URL) throws -> (rules: [String], output: Output) {
    let output = try run(arguments, cwd: cwd)
    let json = try JSON.parse(output.stdoutBytes)
    return (try XCTUnwrap(json["findings"]?.arrayValue, output.stderr).compactMap { $0["rule"]?.stringValue }, output)
  }
}
