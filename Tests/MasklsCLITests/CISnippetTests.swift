import Foundation
import MaskJSON
import XCTest

/// `action.yml` and the README's CI snippets (GitHub Actions, GitLab, pre-commit, Xcode's Run
/// Script), parsed and, where they are scripts, run with the built maskls.
final class CISnippetTests: XCTestCase {
  struct Shell {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func shell(_ arguments: [String], input: String? = nil, cwd: URL? = nil, environment: [String: String] = [:]) throws -> Shell {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = cwd ?? MasklsBinary.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let out = Pipe(), err = Pipe(), inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
    try inPipe.fileHandleForWriting.close()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Shell(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
  }

  /// YAML as JSON, through Python's yaml (Debian's python3-yaml).
  static func yaml(_ text: String) throws -> JSON {
    let r = try shell(["python3", "-c", "import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)"], input: text)
    if r.stderr.contains("No module named") { throw XCTSkip("python3-yaml is needed to read YAML") }
    XCTAssertEqual(r.status, 0, r.stderr)
    return try JSON.parse(Array(r.stdout.utf8))
  }

  static func file(_ path: String) throws -> String {
    try String(contentsOf: MasklsBinary.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The code block after `<!-- snippet: NAME -->` in the README.
  static func snippet(_ name: String) throws -> String {
    let readme = try file("README.md")
    let after = try XCTUnwrap(readme.components(separatedBy: "<!-- snippet: \(name) -->").dropFirst().first, "no snippet \(name)")
    let fenced = after.drop { $0 != "`" }.dropFirst(3).drop { $0 != "\n" }.dropFirst()
    return try XCTUnwrap(fenced.components(separatedBy: "\n```").first)
  }

  static var pathWithMaskls: String {
    MasklsBinary.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  func testActionBuildsAndItsLintStepAnnotatesAndWritesSARIF() throws {
    let action = try Self.yaml(try Self.file("action.yml"))
    XCTAssertEqual(action["runs"]?["using"], "composite")
    let inputs = try XCTUnwrap(action["inputs"]?.objectValue)
    XCTAssertEqual(Set(inputs.keys), ["paths", "args", "sarif-file"])
    let steps = try XCTUnwrap(action["runs"]?["steps"]?.arrayValue)
    for step in steps { XCTAssertEqual(step["shell"], "bash", "\(step)") }
    XCTAssertTrue(steps.contains { ($0["run"]?.stringValue ?? "").contains("swift build -c release --product maskls") })
    XCTAssertTrue(steps.contains { ($0["run"]?.stringValue ?? "").contains("apt-get install -y -qq libjansson-dev pkg-config") })
    let lint = try XCTUnwrap(steps.first { $0["id"] == "lint" })
    let env = try XCTUnwrap(lint["env"]?.objectValue)
    XCTAssertEqual(env["MASKLS"], "${{ github.action_path }}/.build/release/maskls")
    XCTAssertEqual(env["MASKLS_PATHS"], "${{ inputs.paths }}")
    XCTAssertEqual(env["MASKLS_ARGS"], "${{ inputs.args }}")
    XCTAssertEqual(env["MASKLS_SARIF"], "${{ inputs.sarif-file }}")
    let script = try XCTUnwrap(lint["run"]?.stringValue)

    let dir = try MasklsBinary.tempDir([:])
    defer { try? FileManager.default.removeItem(at: dir) }
    let sarif = dir.appendingPathComponent("maskls.sarif").path
    let outputs = dir.appendingPathComponent("github-output").path
    // GitHub runs `bash --noprofile --norc -eo pipefail {0}` in the workspace.
    let run = try Self.shell(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], environment: [
      "MASKLS": MasklsBinary.executable.path, "MASKLS_PATHS": "Examples/iOS Examples/Web", "MASKLS_ARGS": "--ignore mask-empty --strict",
      "MASKLS_SARIF": sarif, "GITHUB_OUTPUT": outputs,
    ])
    XCTAssertEqual(run.status, 1, run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=Examples/iOS/") }, run.stdout)
    XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=Examples/Web/") || $0.hasPrefix("::warning file=Examples/Web/") }, run.stdout)
    XCTAssertFalse(run.stdout.contains("title=mask-empty"), "args reach maskls")
    XCTAssertFalse(run.stdout.contains("Examples/Android"), "only the paths given")
    let check = try JSONSchemaCheck.validate([UInt8](try Data(contentsOf: URL(fileURLWithPath: sarif))), against: "Tests/Schemas/sarif-2.1.0-subset.schema.json")
    XCTAssertTrue(check.valid, check.errors)
    XCTAssertEqual(try String(contentsOfFile: outputs, encoding: .utf8), "sarif-file=\(sarif)\n")
    // Without findings that fail the run, the step passes.
    let clean = try Self.shell(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], environment: [
      "MASKLS": MasklsBinary.executable.path, "MASKLS_PATHS": "Examples/iOS", "MASKLS_ARGS": "--select mask-empty", "MASKLS_SARIF": "",
    ])
    XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
  }

  func testGitHubWorkflowSnippetUsesTheActionsInputs() throws {
    let workflow = try Self.yaml(try Self.snippet("github-workflow"))
    let action = try Self.yaml(try Self.file("action.yml"))
    let steps = try XCTUnwrap(workflow["jobs"]?["maskls"]?["steps"]?.arrayValue)
    let use = try XCTUnwrap(steps.first { ($0["uses"]?.stringValue ?? "").contains("/maskls@") })
    let with = try XCTUnwrap(use["with"]?.objectValue)
    XCTAssertTrue(Set(with.keys).isSubset(of: Set(action["inputs"]?.objectValue?.keys ?? [])), "\(with.keys)")
    let upload = try XCTUnwrap(steps.first { ($0["uses"]?.stringValue ?? "").hasPrefix("github/codeql-action/upload-sarif") })
    XCTAssertEqual(upload["with"]?["sarif_file"], with["sarif-file"])
    XCTAssertEqual(workflow["jobs"]?["maskls"]?["permissions"]?["security-events"], "write")
    // Its args are options maskls takes.
    let args = try XCTUnwrap(with["args"]?.stringValue).split(separator: " ").map(String.init)
    XCTAssertNotEqual(try MasklsBinary.run(["lint", "Examples/iOS"] + args).status, 2)
  }

  func testGitLabSnippetWritesTheCodeQualityReport() throws {
    let job = try XCTUnwrap(try Self.yaml(try Self.snippet("gitlab-ci"))["maskls"])
    let report = try XCTUnwrap(job["artifacts"]?["reports"]?["codequality"]?.stringValue)
    let script = try XCTUnwrap(job["script"]?.arrayValue).compactMap(\.stringValue).joined(separator: "\n")
    let dir = try MasklsBinary.tempDir(["src/form.ts": Array("const zip = new RegExp(\"[0-9\");\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try Self.shell(["sh", "-ec", script], cwd: dir, environment: ["PATH": Self.pathWithMaskls])
    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    let issues = try XCTUnwrap(try JSON.parse([UInt8](try Data(contentsOf: dir.appendingPathComponent(report)))).arrayValue)
    XCTAssertEqual(issues.first?["location"]?["path"], "src/form.ts")
    XCTAssertEqual(issues.first?["severity"], "major")
  }

  func testPreCommitSnippetNamesAHookOfThisRepository() throws {
    let config = try Self.yaml(try Self.snippet("pre-commit"))
    let hooks = try Self.yaml(try Self.file(".pre-commit-hooks.yaml")).arrayValue ?? []
    let ids = Set(hooks.compactMap { $0["id"]?.stringValue })
    XCTAssertEqual(ids, ["maskls", "maskls-system"])
    let used = try XCTUnwrap(config["repos"]?[0]?["hooks"]?.arrayValue).compactMap { $0["id"]?.stringValue }
    XCTAssertFalse(used.isEmpty)
    XCTAssertTrue(Set(used).isSubset(of: ids), "\(used)")
    for hook in hooks {
      XCTAssertEqual(hook["entry"], "maskls lint")
      // The files pattern passes every extension maskls reads and nothing else.
      let pattern = try XCTUnwrap(hook["files"]?.stringValue)
      let regex = try NSRegularExpression(pattern: pattern)
      func matches(_ name: String) -> Bool { regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil }
      for name in ["A.swift", "B.m", "Main.storyboard", "res/layout/a.xml", "a.kt", "b.java", "c.tsx", "d.vue", "e.dart", "f.cs", "g.html"] { XCTAssertTrue(matches(name), name) }
      for name in ["README.md", "Package.resolved", "a.py", "swift"] { XCTAssertFalse(matches(name), name) }
    }
  }

  func testXcodeRunScriptPrintsXcodeIssues() throws {
    let script = try Self.snippet("xcode-run-script")
    let dir = try MasklsBinary.tempDir(["App/Form.swift": Array("zip.BBB_pattern = \"00000\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try Self.shell(["sh", "-c", script], environment: ["SRCROOT": dir.path, "PATH": Self.pathWithMaskls])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix(dir.path + "/App/Form.swift:1:20: error: "), run.stdout)
    let missing = try Self.shell(["sh", "-c", script], environment: ["SRCROOT": dir.path, "PATH": "/usr/bin:/bin"])
    XCTAssertEqual(missing.status, 0)
    XCTAssertTrue(missing.stdout.hasPrefix("warning: maskls is not installed"), missing.stdout)
  }
}
