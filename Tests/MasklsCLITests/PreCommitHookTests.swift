import Foundation
import XCTest

/// `.pre-commit-hooks.yaml` with Debian's `pre-commit`: `try-repo` on a temporary git
/// repository — a bad mask fails the hook, the fixed mask passes.
final class PreCommitHookTests: XCTestCase {
  func run(_ arguments: [String], cwd: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = cwd
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testHookFailsOnABadMaskAndPassesOnceFixed() throws {
    guard (try? run(["pre-commit", "--version"], cwd: MasklsBinary.packageRoot).status) == 0 else {
      throw XCTSkip("pre-commit is not installed (apt-get install pre-commit)")
    }
    let dir = try MasklsBinary.tempDir([
      "App/Form.swift": Array("phoneField.BBB_pattern = \"000-0000\"\n".utf8),
      "README.md": Array("# app\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let home = dir.appendingPathComponent(".pre-commit-home").path
    let environment = [
      "PATH": MasklsBinary.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "PRE_COMMIT_HOME": home, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
    ]
    XCTAssertEqual(try run(["git", "init", "-q"], cwd: dir).status, 0)
    try Data(".pre-commit-home/\n".utf8).write(to: dir.appendingPathComponent(".gitignore"))
    XCTAssertEqual(try run(["git", "add", "-A"], cwd: dir).status, 0)
    let hook = ["pre-commit", "try-repo", MasklsBinary.packageRoot.path, "maskls-system", "--all-files", "--verbose"]
    let bad = try run(hook, cwd: dir, environment: environment)
    XCTAssertEqual(bad.status, 1, bad.output)
    XCTAssertTrue(bad.output.contains("App/Form.swift:1:27: error:"), bad.output)
    XCTAssertTrue(bad.output.contains("[mask-no-slots]"), bad.output)
    XCTAssertFalse(bad.output.contains("README.md"), "only source files are passed: \(bad.output)")

    try Data("phoneField.BBB_pattern = \"###-####\"\n".utf8).write(to: dir.appendingPathComponent("App/Form.swift"))
    XCTAssertEqual(try run(["git", "add", "-A"], cwd: dir).status, 0)
    let fixed = try run(hook, cwd: dir, environment: environment)
    XCTAssertEqual(fixed.status, 0, fixed.output)
    XCTAssertTrue(fixed.output.contains("Passed"), fixed.output)
  }
}
