import XCTest
@testable import MaskJSON

final class MasklsCLITestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
