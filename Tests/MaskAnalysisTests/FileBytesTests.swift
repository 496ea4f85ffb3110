import Foundation
import XCTest

@testable import MaskAnalysis

final class FileBytesTests: XCTestCase {
  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-bytes-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testAFileIsReadWholeWhateverItsSize() throws {
    for size in [0, 1, 4_095, 65_536, 200_001] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = try temporaryFile(bytes)
      XCTAssertEqual(FileBytes.read(path), bytes, "size \(size)")
      XCTAssertEqual(FileBytes.read(path), FileManager.default.contents(atPath: path).map { [UInt8]($0) })
    }
  }

  func testAMissingFileOrAFolderGivesNothing() throws {
    XCTAssertNil(FileBytes.read("/nonexistent-\(UUID().uuidString)"))
    XCTAssertNil(FileBytes.read(FileManager.default.temporaryDirectory.path))
  }

  func testAFileThatIsNotRegularIsReadToItsEnd() throws {
    // /proc files report a size of 0 but hold text.
    let status = try XCTUnwrap(FileBytes.read("/proc/self/status"))
    XCTAssertTrue(String(decoding: status, as: UTF8.self).contains("Name:"))
  }
}
