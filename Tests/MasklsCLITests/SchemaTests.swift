import Foundation
import MaskAnalysis
import MaskEngine
import MaskJSON
import XCTest

/// `docs/schema/*.schema.json` against what maskls really reads and writes, and
/// `maskls rules --format json`.
final class SchemaTests: XCTestCase {
  static let configSchema = "docs/schema/maskls-config.schema.json"
  static let outputSchema = "docs/schema/lint-output.schema.json"

  func schema(_ path: String) throws -> JSON {
    try JSON.parse([UInt8](try Data(contentsOf: MasklsBinary.packageRoot.appendingPathComponent(path))))
  }

  func testRulesJSONListsEveryRuleWithItsExamples() throws {
    let output = try MasklsBinary.run(["rules", "--format", "json"])
    XCTAssertEqual(output.status, 0)
    let json = try JSON.parse(output.stdoutBytes)
    XCTAssertEqual(json["version"], 1)
    let rules = try XCTUnwrap(json["rules"]?.arrayValue)
    XCTAssertEqual(rules.compactMap { $0["id"]?.stringValue }, RuleCatalog.descriptions.map(\.id))
    let text = try MasklsBinary.run(["rules"]).stdout
    for rule in rules {
      let id = try XCTUnwrap(rule["id"]?.stringValue)
      XCTAssertTrue(text.contains("\(id) (\(rule["severity"]?.stringValue ?? "?")): \(rule["name"]?.stringValue ?? "?")"), id)
      // A rule reported only past an analysis limit says when, in words.
      if rule["reportedPastLimit"]?.stringValue != nil, rule["triggering"]?.arrayValue?.isEmpty == true { continue }
      XCTAssertFalse(rule["triggering"]?.arrayValue?.isEmpty ?? true, id)
      XCTAssertTrue(rule["triggering"]?[0]?["code"]?.stringValue?.contains("↓") ?? false, id)
    }
    let check = try JSONSchemaCheck.validate(output.stdoutBytes, against: "docs/schema/rules.schema.json")
    XCTAssertTrue(check.valid, check.errors)
    let one = try JSON.parse(try MasklsBinary.run(["rules", "mask-empty", "--format", "json"]).stdoutBytes)
    XCTAssertEqual(one["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue }, ["mask-empty"])
  }

  func testConfigSchemaNamesEveryRuleDialectFlavourAndKeyboard() throws {
    let schema = try schema(Self.configSchema)
    let ruleKeys = try XCTUnwrap(schema["properties"]?["rules"]?["properties"]?.objectValue?.keys)
    let listed = try JSON.parse(try MasklsBinary.run(["rules", "--format", "json"]).stdoutBytes)["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    XCTAssertEqual(Set(ruleKeys), Set(listed + ["config"]))
    let values = Set(try XCTUnwrap(schema["properties"]?["settings"]?["additionalProperties"]?["enum"]?.arrayValue).compactMap(\.stringValue))
    var expected: Set<String> = ["maxLength"]
    for d in MaskDialect.allCases { expected.insert("mask=\(d.rawValue)") }
    for f in ["icu", "swift", "ecmascript", "java"] { expected.insert("regex=\(f)") }
    for k in ["uikit", "html", "android", "flutter"] { expected.insert("keyboard=\(k)") }
    XCTAssertEqual(values, expected)
  }

  /// What the schema accepts maskls reads without a `config` finding; what it refuses, maskls
  /// reports.
  func testConfigSchemaAgreesWithMaskls() throws {
    let accepted = [
      #"{"$schema": "docs/schema/maskls-config.schema.json", "settings": {"cardMask": "mask=redmadrobot", "validationPattern": "regex=icu", "app:keyboard": "keyboard=android", "limit": "maxLength"}, "rules": {"mask-empty": "off", "conflict-duplicate": "error", "config": "info"}, "exclude": ["Generated", "Legacy/**/*.m"], "defaultExcludes": true}"#,
      "{}",
    ]
    let refused = [
      #"{"settings": {"cardMask": "mask=nosuchlibrary"}}"#,
      #"{"rules": {"mask-emptiness": "off"}}"#,
      #"{"rules": {"mask-empty": "loud"}}"#,
      #"{"exclude": "Generated"}"#,
      #"{"defaultExcludes": "no"}"#,
      #"{"excludes": []}"#,
    ]
    for (config, valid) in accepted.map({ ($0, true) }) + refused.map({ ($0, false) }) {
      let check = try JSONSchemaCheck.validate(Array(config.utf8), against: Self.configSchema)
      XCTAssertEqual(check.valid, valid, "\(config): \(check.errors)")
      let dir = try MasklsBinary.tempDir([".maskls.json": Array(config.utf8), "A.swift": Array("a.BBB_pattern = \"#\"\n".utf8)])
      defer { try? FileManager.default.removeItem(at: dir) }
      let lint = try MasklsBinary.lintJSONRun(["lint", ".", "--format", "json"], cwd: dir)
      XCTAssertEqual(lint.rules.contains("config"), !valid, "\(config): \(lint.output.stdout)")
    }
  }

  func testREADMEConfigurationExampleFollowsTheSchema() throws {
    let readme = try String(contentsOf: MasklsBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## Configuration").dropFirst().first)
    let block = try XCTUnwrap(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
    let check = try JSONSchemaCheck.validate(Array(block.utf8), against: Self.configSchema)
    XCTAssertTrue(check.valid, check.errors)
  }

  func testLintOutputSchemaFitsRealOutput() throws {
    // Findings with related locations, a file that is not UTF-8 (a note), a skipped folder.
    var files: [String: [UInt8]] = [
      "Form.swift": Array("func f() {\n  a.primaryMaskFormat = \"[00]\"\n  a.primaryMaskFormat = \"[000]\"\n}\nb.BBB_pattern = \"0\"\n".utf8),
      "node_modules/x/index.js": Array("Inputmask(\"9\")\n".utf8),
    ]
    files["Latin1.swift"] = Array("// caf".utf8) + [0xE9] + Array("\nc.BBB_pattern = \"\"\n".utf8)
    let dir = try MasklsBinary.tempDir(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try MasklsBinary.run(["lint", ".", "--format", "json"], cwd: dir)
    let json = try JSON.parse(output.stdoutBytes)
    XCTAssertFalse(json["notes"]?.arrayValue?.isEmpty ?? true, output.stdout)
    XCTAssertFalse(json["skipped"]?.arrayValue?.isEmpty ?? true, output.stdout)
    XCTAssertTrue(json["findings"]?.arrayValue?.contains { !($0["related"]?.arrayValue?.isEmpty ?? true) } ?? false, output.stdout)
    let check = try JSONSchemaCheck.validate(output.stdoutBytes, against: Self.outputSchema)
    XCTAssertTrue(check.valid, check.errors)
    let examples = try MasklsBinary.run(["lint", "Examples", "--format", "json"])
    let examplesCheck = try JSONSchemaCheck.validate(examples.stdoutBytes, against: Self.outputSchema)
    XCTAssertTrue(examplesCheck.valid, examplesCheck.errors)
    // The schema is strict: an unknown key fails it.
    var broken = try XCTUnwrap(json.objectValue)
    broken["extra"] = 1
    XCTAssertFalse(try JSONSchemaCheck.validate(JSON.object(broken).serializedBytes(), against: Self.outputSchema).valid)
  }
}
