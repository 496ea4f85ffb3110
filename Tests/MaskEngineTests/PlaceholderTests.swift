import XCTest
@testable import MaskEngine

final class MaskEngineTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
