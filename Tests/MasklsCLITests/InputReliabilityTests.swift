import Foundation
import MaskJSON
import XCTest

/// Files named on the command line that cannot be read or are not text, one file under two
/// spellings, control characters in names, many findings on one line.
final class InputReliabilityTests: XCTestCase {
  func testNamedSocketIsAnIOError() throws {
    let dir = try MasklsBinary.tempDir(["Open.swift": Array("b.BBB_pattern = \"00\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    // A Unix socket named like a source file: it exists, and even root cannot read it.
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    XCTAssertGreaterThanOrEqual(fd, 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = dir.appendingPathComponent("Socket.swift").path
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
    }
    let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
    guard bound == 0 else { throw XCTSkip("cannot bind a socket at \(path)") }
    let named = try MasklsBinary.run(["lint", "Socket.swift", "Open.swift"], cwd: dir)
    XCTAssertEqual(named.status, 2, named.stdout + named.stderr)
    XCTAssertTrue(named.stderr.contains("maskls: error: Socket.swift: cannot read the file"), named.stderr)
    XCTAssertTrue(named.stdout.contains("Open.swift:1:"), "the readable file is still reported")
  }

  func testNamedFileThatCannotBeReadIsAnIOError() throws {
    guard getuid() != 0 else { throw XCTSkip("root reads a file without read permission (testNamedSocketIsAnIOError covers root)") }
    let dir = try MasklsBinary.tempDir(["Locked.swift": Array("a.BBB_pattern = \"0\"\n".utf8), "Open.swift": Array("b.BBB_pattern = \"00\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: dir.appendingPathComponent("Locked.swift").path)
    let named = try MasklsBinary.run(["lint", "Locked.swift", "Open.swift"], cwd: dir)
    XCTAssertEqual(named.status, 2, named.stdout + named.stderr)
    XCTAssertTrue(named.stderr.contains("Locked.swift: cannot read the file: Permission denied"), named.stderr)
    XCTAssertTrue(named.stdout.contains("Open.swift:1:"), "the readable file is still reported")
  }

  func testNamedBinaryFileIsAnIOErrorButNotInAFolderWalk() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("f.BBB_pattern = \"0\"".utf8)
    let dir = try MasklsBinary.tempDir(["logo.swift": png, "A.swift": Array("a.BBB_pattern = \"#\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let named = try MasklsBinary.run(["lint", "logo.swift", "A.swift"], cwd: dir)
    XCTAssertEqual(named.status, 2, named.stdout + named.stderr)
    XCTAssertTrue(named.stderr.contains("logo.swift: not a text file"), named.stderr)
    let json = try MasklsBinary.run(["lint", "logo.swift", "--format", "json"], cwd: dir)
    XCTAssertEqual(json.status, 2)
    XCTAssertTrue(try JSON.parse(json.stdoutBytes)["skipped"]?.arrayValue?.contains { $0["path"] == "logo.swift" } ?? false, json.stdout)
    // Met in a folder, it is not named: no I/O error.
    XCTAssertEqual(try MasklsBinary.run(["lint", "."], cwd: dir).status, 1)
    // A named file of another language is not an error: it is skipped with a warning.
    try Data("# notes".utf8).write(to: dir.appendingPathComponent("README.md"))
    let other = try MasklsBinary.run(["lint", "README.md", "A.swift"], cwd: dir)
    XCTAssertEqual(other.status, 0, other.stderr)
    XCTAssertTrue(other.stderr.contains("README.md: warning: skipped"), other.stderr)
  }

  func testTheSameFileUnderTwoSpellingsIsAnalysedOnce() throws {
    let dir = try MasklsBinary.tempDir(["Sub/A.swift": Array("a.BBB_pattern = \"0\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Link.swift").path, withDestinationPath: "Sub/A.swift")
    let result = try MasklsBinary.run(["lint", "Sub/A.swift", "./Sub/A.swift", "Sub/../Sub/A.swift", ".", "--format", "json"], cwd: dir)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["summary"]?["files"], 1, result.stdout)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue)
    XCTAssertEqual(findings.count, 1, result.stdout)
    XCTAssertEqual(findings.first?["path"], "Sub/A.swift")
  }

  func testControlCharactersInPathsAreEscapedInText() throws {
    let name = "evil\u{1B}[31m\nfake.swift:1:1: error: forged.swift"
    let dir = try MasklsBinary.tempDir([name: Array("a.BBB_pattern = \"0\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = try MasklsBinary.run(["lint", "."], cwd: dir)
    XCTAssertEqual(text.status, 1)
    XCTAssertFalse(text.stdout.contains("\u{1B}"), text.stdout)
    XCTAssertTrue(text.stdout.hasPrefix("evil\\u{1b}[31m\\nfake.swift:1:1: error: forged.swift:1:"), text.stdout)
    XCTAssertEqual(text.stdout.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count, 1, text.stdout)
    // JSON keeps the real name.
    let json = try JSON.parse(try MasklsBinary.run(["lint", ".", "--format", "json"], cwd: dir).stdoutBytes)
    XCTAssertEqual(json["findings"]?[0]?["path"]?.stringValue, name)
  }

  func testManyFindingsOnOneLongLineArePrintedInBoundedSpace() throws {
    // 3,000 invalid regexes on one 150 KB line.
    let one = "new RegExp(\"[a-\");"
    let line = String(repeating: "x=1;" + String(repeating: "y", count: 30) + ";" + one, count: 3_000)
    let dir = try MasklsBinary.tempDir(["bundle.js": Array((line + "\n").utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let started = Date()
    let result = try MasklsBinary.run(["lint", "bundle.js"], cwd: dir)
    let elapsed = Date().timeIntervalSince(started)
    let headers = result.stdout.components(separatedBy: "\n").filter { $0.hasSuffix("[regex-syntax]") }
    XCTAssertEqual(headers.count, 3_000, String(result.stdout.prefix(500)))
    // Every excerpt is a window, so the output grows with the findings, not with the line.
    XCTAssertLessThan(result.stdoutBytes.count, 3_000 * 700, "bytes: \(result.stdoutBytes.count)")
    // Columns are right at the end of the line too.
    let lastColumn = (line as NSString).range(of: "\"[a-\"", options: .backwards).location + 2
    XCTAssertTrue(headers.last?.hasPrefix("bundle.js:1:\(lastColumn):") ?? false, headers.last ?? "")
    XCTAssertLessThan(elapsed, 60, "a debug build on a shared machine; release takes well under a second")
  }

  func testAMessageQuotingAHugeLiteralStaysOneShortLine() throws {
    let mask = String(repeating: "0", count: 60_000)
    let dir = try MasklsBinary.tempDir(["Big.swift": Array("field.BBB_pattern = \"\(mask)\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    for format in ["text", "xcode", "github"] {
      let result = try MasklsBinary.run(["lint", "Big.swift", "--format", format], cwd: dir)
      XCTAssertEqual(result.status, 1)
      let header = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("mask-no-slots") })
      XCTAssertLessThan(header.count, 400, format)
      XCTAssertTrue(header.contains("`" + String(repeating: "0", count: 40) + "…" + String(repeating: "0", count: 39) + "`"), String(header))
    }
    // JSON keeps the whole message.
    let json = try JSON.parse(try MasklsBinary.run(["lint", "Big.swift", "--format", "json"], cwd: dir).stdoutBytes)
    XCTAssertTrue(json["findings"]?[0]?["message"]?.stringValue?.contains(mask) ?? false)
  }
}
