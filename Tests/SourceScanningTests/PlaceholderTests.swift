import XCTest
@testable import SourceScanning

final class SourceScanningTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
