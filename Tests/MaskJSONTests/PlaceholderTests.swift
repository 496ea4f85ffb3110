import XCTest
@testable import MaskJSON

final class MaskJSONTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
