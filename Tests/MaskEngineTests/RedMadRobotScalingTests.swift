import XCTest
@testable import MaskEngine

/// Found by Tests/EndToEnd/fuzz: one huge `[]` block made the sanitiser and the optional-trap
/// check quadratic (minutes for a 100,000-character mask, a language server stuck on a hover).
final class RedMadRobotScalingTests: XCTestCase {
  private func timed<T>(_ body: () -> T) -> (T, TimeInterval) {
    let started = Date()
    let value = body()
    return (value, Date().timeIntervalSince(started))
  }

  func testHugeMixedBlockParsesInLinearTime() {
    // `9a0` splits into `[9]`, `[a]`, `[0]`: the optional digit is a trap for the mandatory one.
    let (mask, seconds) = timed { RedMadRobotMask(format: "[" + String(repeating: "9a0", count: 30_000) + "]") }
    XCTAssertLessThan(seconds, 10)
    XCTAssertEqual(mask.issues.filter { $0.kind == .optionalTrap }.count, 30_000)
  }

  func testPendingOptionalSlotsThatNeverTrapStayCheap() {
    // Optional letters never overlap the mandatory digits: nothing to report, nothing to search.
    let (mask, seconds) = timed { RedMadRobotMask(format: "[" + String(repeating: "a0", count: 50_000) + "]") }
    XCTAssertLessThan(seconds, 10)
    XCTAssertEqual(mask.issues.filter { $0.kind == .optionalTrap }.count, 0)
  }

  func testManyOptionalSlotsBeforeOneMandatoryOneAreOneTrap() {
    let format = "[" + String(repeating: "9", count: 50_000) + "]-[0]"
    let (mask, seconds) = timed { RedMadRobotMask(format: format) }
    XCTAssertLessThan(seconds, 10)
    let traps = mask.issues.filter { $0.kind == .optionalTrap }
    XCTAssertEqual(traps.count, 1)
    // From the first optional slot to the mandatory one.
    XCTAssertEqual(traps.first?.range, 1..<(format.count - 1))
  }

  func testSplittingStillFollowsTheLibrary() {
    // Digit, then letter, then digit again: three blocks, the letter block optional `a`.
    let tokens = RedMadRobotMask(format: "[0a0]").tokens
    XCTAssertEqual(tokens.count, 3)
    let underscore = RedMadRobotMask(format: "[_0]").tokens
    XCTAssertEqual(underscore.count, 2)
  }
}
