import XCTest
@testable import MaskEngine

final class RedMadRobotParseTests: XCTestCase {
  func testPhoneTokens() {
    let m = RedMadRobotMask(format: "+7 ([000]) [000]-[00]-[00]")
    XCTAssertTrue(m.issues.isEmpty, "\(m.issues)")
    XCTAssertEqual(m.tokens.count, 18)
  }
}
