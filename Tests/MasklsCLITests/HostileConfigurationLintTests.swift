import Foundation
import MaskJSON
import XCTest

/// A pull request can carry its own `.maskls.json` into CI: whatever it holds, lint finishes
/// and the file's settings are read.
final class HostileConfigurationLintTests: XCTestCase {
  private let finding = Array("field.BBB_pattern = \"\"\n".utf8)

  private func lint(_ files: [String: [UInt8]]) throws -> (status: Int32, paths: [String], json: JSON) {
    let dir = try MasklsBinary.tempDir(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", "--format", "json", "."], cwd: dir)
    let json = try JSON.parse(result.stdoutBytes)
    let paths = (json["findings"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
    return (result.status, Array(Set(paths)).sorted(), json)
  }

  func testConfigurationWithAByteOrderMarkIsRead() throws {
    let config = [0xEF, 0xBB, 0xBF] + Array(#"{"exclude": ["Generated"]}"#.utf8)
    let (_, paths, _) = try lint([".maskls.json": config, "Generated/G.swift": finding, "Form.swift": finding])
    XCTAssertEqual(paths, ["Form.swift"])
  }

  func testGlobstarsAndStarsInExcludesFinish() throws {
    let deep = (0..<30).map { "d\($0)" }.joined(separator: "/")
    let excludes = [
      String(repeating: "**/", count: 10) + "nowhere.swift",
      String(repeating: "*", count: 100_000),
      String(repeating: "*a", count: 20_000) + "/x",
      "**/Generated/**",
    ]
    let config = JSON.object(["exclude": JSON.array(excludes.map { JSON.string($0) })]).serialized()
    let (status, paths, json) = try lint([
      ".maskls.json": Array(config.utf8), "\(deep)/Form.swift": finding, "\(deep)/Generated/G.swift": finding,
    ])
    XCTAssertEqual(status, 0, "\(json)")  // the one finding left is an `info`
    XCTAssertEqual(paths, ["\(deep)/Form.swift"])
  }
}
