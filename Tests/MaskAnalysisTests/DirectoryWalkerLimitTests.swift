import Foundation
import XCTest

@testable import MaskAnalysis

/// The walk's bounds: kernel pseudo-filesystems are never entered (a workspace opened at `/`
/// must not read `/proc`), and a walk stops at its file limit and says so.
final class DirectoryWalkerLimitTests: XCTestCase {
  func testPseudoFilesystemsAreNeverWalked() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self"), "no /proc here")
    // Every file would be wanted: /proc alone holds thousands.
    let walker = DirectoryWalker(excludedFolderNames: nil, wants: { _ in true })
    XCTAssertEqual(walker.walk("/proc").files, [])
    XCTAssertEqual(walker.walk("/sys").files, [])
  }

  func testAWalkStopsAtItsFileLimit() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("a"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["1.swift", "2.swift", "a/3.swift", "a/4.swift"] {
      try Data("x\n".utf8).write(to: dir.appendingPathComponent(name))
    }
    var walker = DirectoryWalker(excludedFolderNames: nil, wants: { $0.hasSuffix(".swift") })
    walker.maxFiles = 3
    let result = walker.walk(dir.path)
    XCTAssertEqual(result.files.count, 3)
    XCTAssertTrue(result.isTruncated)
    walker.maxFiles = 4
    XCTAssertFalse(walker.walk(dir.path).isTruncated)
  }
}
