import XCTest
@testable import RegexAnalysis

final class RegexAnalysisTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
