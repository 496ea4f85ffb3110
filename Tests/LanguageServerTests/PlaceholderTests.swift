import XCTest
@testable import MaskLanguageServer

final class LanguageServerTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
