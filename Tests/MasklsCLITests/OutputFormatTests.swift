import Foundation
import MaskJSON
import XCTest

/// `--format sarif|github|gitlab|xcode`, `--output-file`, `--color`.
final class OutputFormatTests: XCTestCase {
  /// A duplicate (with a related location), an error and a warning, and a wide character
  /// before a literal so UTF-16 columns differ from characters and bytes.
  static let files: [String: String] = [
    "Form.swift": """
      let 😀 = 1; zipField.BBB_pattern = "00000"
      func setUp() {
        field.primaryMaskFormat = "[000]"
        field.primaryMaskFormat = "[0000]"
      }
      nameField.BBB_regular = "[A-z]+"

      """,
    "dir with space/Other.swift": "otherField.BBB_pattern = \"00\"\n",
  ]

  func lint(_ format: String, extra: [String] = []) throws -> (MasklsBinary.Output, URL) {
    let dir = try MasklsBinary.tempDir(Self.files.mapValues { Array($0.utf8) })
    let output = try MasklsBinary.run(["lint", ".", "--format", format] + extra, cwd: dir)
    return (output, dir)
  }

  func testSARIFIsValidAndCarriesRulesLevelsRegionsAndRelatedLocations() throws {
    let (output, dir) = try lint("sarif")
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(output.status, 1, output.stderr)
    let check = try JSONSchemaCheck.validate(output.stdoutBytes, against: "Tests/Schemas/sarif-2.1.0-subset.schema.json")
    XCTAssertTrue(check.valid, check.errors)
    let sarif = try JSON.parse(output.stdoutBytes)
    XCTAssertEqual(sarif["version"], "2.1.0")
    let run = try XCTUnwrap(sarif["runs"]?[0])
    XCTAssertEqual(run["columnKind"], "utf16CodeUnits")
    let rules = try XCTUnwrap(run["tool"]?["driver"]?["rules"]?.arrayValue)
    let ruleIDs = rules.compactMap { $0["id"]?.stringValue }
    let catalogue = try JSON.parse(try MasklsBinary.run(["rules", "--format", "json"]).stdoutBytes)
    XCTAssertEqual(Array(ruleIDs.prefix(ruleIDs.count - 1)), catalogue["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue })
    XCTAssertEqual(ruleIDs.last, "config")
    for rule in rules { XCTAssertFalse(rule["help"]?["text"]?.stringValue?.isEmpty ?? true, "\(rule)") }

    let results = try XCTUnwrap(run["results"]?.arrayValue)
    let noSlots = try XCTUnwrap(results.first { $0["ruleId"] == "mask-no-slots" && $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == "Form.swift" })
    XCTAssertEqual(noSlots["level"], "error")
    XCTAssertEqual(rules[Int(noSlots["ruleIndex"]?.intValue ?? -1)]["id"], "mask-no-slots")
    let region = try XCTUnwrap(noSlots["locations"]?[0]?["physicalLocation"]?["region"])
    // `let 😀 = 1; zipField.BBB_pattern = "`: the emoji is two UTF-16 units.
    let prefix = "let 😀 = 1; zipField.BBB_pattern = \""
    XCTAssertEqual(region["startLine"], 1)
    XCTAssertEqual(region["startColumn"]?.intValue, Int64(prefix.utf16.count + 1))
    XCTAssertEqual(region["endColumn"]?.intValue, Int64(prefix.utf16.count + 6))
    XCTAssertEqual(results.first { $0["ruleId"] == "regex-suspicious-class" }?["level"], "warning")
    let duplicate = try XCTUnwrap(results.first { $0["ruleId"] == "conflict-duplicate" })
    let related = try XCTUnwrap(duplicate["relatedLocations"]?[0])
    XCTAssertEqual(related["id"], 0)
    XCTAssertNotNil(related["message"]?["text"]?.stringValue)
    XCTAssertNotNil(related["physicalLocation"]?["region"]?["startLine"]?.intValue)
    // A path with a space is a percent-encoded URI relative to %SRCROOT%.
    let other = try XCTUnwrap(results.first { ($0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue ?? "").hasSuffix("Other.swift") })
    XCTAssertEqual(other["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"], "dir%20with%20space/Other.swift")
    XCTAssertEqual(other["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uriBaseId"], "%SRCROOT%")
    XCTAssertEqual(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.stringValue?.hasSuffix("/"), true)
    // Fingerprints tell findings apart.
    let prints = results.compactMap { $0["partialFingerprints"]?["maskls/v1"]?.stringValue }
    XCTAssertEqual(Set(prints).count, results.count)
  }

  func testSARIFOfTheExamplesIsValid() throws {
    let output = try MasklsBinary.run(["lint", "Examples", "--format", "sarif"])
    XCTAssertEqual(output.status, 1, output.stderr)
    let check = try JSONSchemaCheck.validate(output.stdoutBytes, against: "Tests/Schemas/sarif-2.1.0-subset.schema.json")
    XCTAssertTrue(check.valid, check.errors)
    let json = try JSON.parse(try MasklsBinary.run(["lint", "Examples", "--format", "json"]).stdoutBytes)
    let sarif = try JSON.parse(output.stdoutBytes)
    XCTAssertEqual(sarif["runs"]?[0]?["results"]?.arrayValue?.count, json["findings"]?.arrayValue?.count)
    // The official schema too, when fetched (scripts/fetch-sarif-schema.sh).
    if let official = ProcessInfo.processInfo.environment["MASKLS_SARIF_SCHEMA"] {
      let full = try JSONSchemaCheck.validate(output.stdoutBytes, against: official)
      XCTAssertTrue(full.valid, full.errors)
    }
  }

  func testGitHubAnnotationsNameFileLinesColumnsAndRule() throws {
    let (output, dir) = try lint("github")
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(output.status, 1, output.stderr)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    XCTAssertFalse(lines.isEmpty)
    for line in lines { XCTAssertTrue(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), line) }
    let prefix = "let 😀 = 1; zipField.BBB_pattern = \""
    let expected = "::error file=Form.swift,line=1,col=\(prefix.utf16.count + 1),endLine=1,endColumn=\(prefix.utf16.count + 6),title=mask-no-slots::"
    XCTAssertTrue(lines.contains { $0.hasPrefix(expected) }, output.stdout)
    // The related location of the duplicate follows the message on an encoded new line.
    let duplicate = try XCTUnwrap(lines.first { $0.contains("title=conflict-duplicate") })
    XCTAssertTrue(duplicate.hasPrefix("::warning file=Form.swift,line=4,"), duplicate)
    XCTAssertTrue(duplicate.contains("%0AForm.swift:3:"), duplicate)
    XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=dir with space/Other.swift,line=1,") }, output.stdout)
  }

  func testGitHubEscapesPropertiesAndData() throws {
    let dir = try MasklsBinary.tempDir(["a,b:c%.swift": Array("f.BBB_pattern = \"00\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try MasklsBinary.run(["lint", ".", "--format", "github"], cwd: dir)
    XCTAssertTrue(output.stdout.hasPrefix("::error file=a%2Cb%3Ac%25.swift,line=1,"), output.stdout)
  }

  func testGitLabCodeClimateReport() throws {
    let (output, dir) = try lint("gitlab")
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(output.status, 1, output.stderr)
    let issues = try XCTUnwrap(try JSON.parse(output.stdoutBytes).arrayValue)
    let json = try JSON.parse(try MasklsBinary.run(["lint", ".", "--format", "json"], cwd: dir).stdoutBytes)
    XCTAssertEqual(issues.count, json["findings"]?.arrayValue?.count)
    let noSlots = try XCTUnwrap(issues.first { $0["check_name"] == "mask-no-slots" && $0["location"]?["path"] == "Form.swift" })
    XCTAssertEqual(noSlots["type"], "issue")
    XCTAssertEqual(noSlots["severity"], "major")
    XCTAssertEqual(noSlots["location"]?["lines"]?["begin"], 1)
    XCTAssertEqual(issues.first { $0["check_name"] == "regex-suspicious-class" }?["severity"], "minor")
    let fingerprints = issues.compactMap { $0["fingerprint"]?.stringValue }
    XCTAssertEqual(Set(fingerprints).count, issues.count)
    XCTAssertTrue(fingerprints.allSatisfy { $0.count == 32 })
    // Stable across runs and across edits above the finding.
    let again = try MasklsBinary.run(["lint", ".", "--format", "gitlab"], cwd: dir)
    XCTAssertEqual(again.stdout, output.stdout)
    let form = dir.appendingPathComponent("Form.swift")
    try Data(("// a comment\n\n" + Self.files["Form.swift"]!).utf8).write(to: form)
    let edited = try XCTUnwrap(try JSON.parse(try MasklsBinary.run(["lint", ".", "--format", "gitlab"], cwd: dir).stdoutBytes).arrayValue)
    XCTAssertEqual(Set(edited.compactMap { $0["fingerprint"]?.stringValue }), Set(fingerprints))
  }

  func testXcodeFormatIsOneAbsoluteLinePerFindingAndNote() throws {
    let (output, dir) = try lint("xcode")
    defer { try? FileManager.default.removeItem(at: dir) }
    let lines = output.stdout.split(separator: "\n").map(String.init)
    let root = dir.resolvingSymlinksInPath().path
    for line in lines {
      XCTAssertTrue(line.hasPrefix("/"), line)
      XCTAssertNotNil(line.range(of: #"^/.+:\d+:\d+: (error|warning|note): "#, options: .regularExpression), line)
    }
    XCTAssertTrue(lines.contains { $0.hasSuffix("[mask-no-slots]") && $0.contains("/Form.swift:1:") && ($0.hasPrefix(root) || $0.hasPrefix(dir.path)) }, output.stdout)
    XCTAssertTrue(lines.contains { $0.contains("/Form.swift:3:") && $0.contains(": note: ") }, "the duplicate's other mask")
  }

  func testOutputFileTakesTheReportAndKeepsTheExitStatus() throws {
    let dir = try MasklsBinary.tempDir(Self.files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try MasklsBinary.run(["lint", ".", "--format", "sarif", "--output-file", "out/report.sarif"], cwd: dir)
    XCTAssertEqual(output.status, 2, "the folder does not exist: \(output.stderr)")
    XCTAssertTrue(output.stderr.contains("cannot write out/report.sarif"), output.stderr)
    let written = try MasklsBinary.run(["lint", ".", "--format", "sarif", "--output-file", "report.sarif"], cwd: dir)
    XCTAssertEqual(written.status, 1)
    XCTAssertEqual(written.stdout, "")
    let report = try JSON.parse([UInt8](try Data(contentsOf: dir.appendingPathComponent("report.sarif"))))
    XCTAssertEqual(report["version"], "2.1.0")
    XCTAssertFalse(report["runs"]?[0]?["results"]?.arrayValue?.isEmpty ?? true)
    // Text to a file is never coloured.
    _ = try MasklsBinary.run(["lint", ".", "--output-file", "report.txt"], cwd: dir)
    let text = try String(contentsOf: dir.appendingPathComponent("report.txt"), encoding: .utf8)
    XCTAssertTrue(text.contains("[mask-no-slots]"), text)
    XCTAssertFalse(text.contains("\u{1B}["), text)
  }

  func testColour() throws {
    let dir = try MasklsBinary.tempDir(["A.swift": Array("field.BBB_pattern = \"00000\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let plain = try MasklsBinary.run(["lint", "A.swift"], cwd: dir)
    XCTAssertFalse(plain.stdout.contains("\u{1B}["), "auto: not a terminal")
    let always = try MasklsBinary.run(["lint", "A.swift", "--color", "always"], cwd: dir)
    XCTAssertTrue(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"), always.stdout)
    XCTAssertEqual(always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), plain.stdout)
    XCTAssertFalse(try MasklsBinary.run(["lint", "A.swift", "--color", "never"], cwd: dir).stdout.contains("\u{1B}["))
    // On a terminal: colour, unless NO_COLOR is set; --color always wins over NO_COLOR.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("util-linux `script` runs maskls on a terminal") }
    func onTerminal(_ command: String) throws -> String {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      p.arguments = ["-qec", command, "/dev/null"]
      p.currentDirectoryURL = dir
      var env = ProcessInfo.processInfo.environment
      env["TERM"] = "xterm"
      env["NO_COLOR"] = nil
      p.environment = env
      let out = Pipe()
      p.standardOutput = out
      p.standardInput = FileHandle.nullDevice
      try p.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      p.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let binary = MasklsBinary.executable.path
    XCTAssertTrue(try onTerminal("'\(binary)' lint A.swift").contains("\u{1B}[1;31merror:"))
    XCTAssertFalse(try onTerminal("NO_COLOR=1 '\(binary)' lint A.swift").contains("\u{1B}["))
    XCTAssertTrue(try onTerminal("NO_COLOR=1 '\(binary)' lint A.swift --color always").contains("\u{1B}[1;31merror:"))
  }
}
