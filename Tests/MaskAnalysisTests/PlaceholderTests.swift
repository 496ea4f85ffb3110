import XCTest
@testable import MaskAnalysis

final class MaskAnalysisTestsPlaceholder: XCTestCase {
  func testModuleLinks() { XCTAssertTrue(true) }
}
