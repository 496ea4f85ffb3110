import Foundation
import MaskAnalysis
import SourceScanning
import XCTest

/// Found by Tests/EndToEnd/fuzz: the language server's indexer installing files while a hover
/// ran made `fields()` return no field (it read the cache after the evaluation let go of the
/// lock), so a hover on a mask answered null.
final class ConcurrentHoverTests: XCTestCase {
  func testHoverAlwaysFindsTheFieldWhileOtherFilesChange() throws {
    let project = AnalysisProject()
    let code = "field.BBB_pattern = \"+1 (###) ###-####\"\n"
    project.setFile(path: "Final.swift", text: SourceText(code))
    let stop = ManagedAtomicFlag()
    let writer = Thread {
      var i = 0
      while !stop.isSet {
        project.setFile(path: "Other\(i % 4).swift", text: SourceText("other.BBB_pattern = \"\(String(repeating: "#", count: i % 9))\"\n"))
        i += 1
      }
    }
    writer.start()
    defer { stop.set() }
    var misses = 0
    for _ in 0..<2_000 where project.hover(path: "Final.swift", offset: 24) == nil { misses += 1 }
    XCTAssertEqual(misses, 0)
  }
}

/// A flag shared with the writer thread.
private final class ManagedAtomicFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
