import XCTest
@testable import MaskEngine

/// Found by Tests/EndToEnd/fuzz: the optional-trap check of the linear dialects searched
/// forward from every optional slot, so 20,000 optional slots took half a minute.
final class LinearOptionalTrapScalingTests: XCTestCase {
  private func timed<T>(_ body: () -> T) -> (T, TimeInterval) {
    let started = Date()
    let value = body()
    return (value, Date().timeIntervalSince(started))
  }

  func testManyOptionalSlotsWithoutMandatoryOneAreQuickAndSilent() {
    // `.NET` `9`: optional digit.
    let (mask, seconds) = timed { DotNetMaskedTextBoxMask(pattern: String(repeating: "9", count: 20_000)) }
    XCTAssertLessThan(seconds, 10)
    XCTAssertFalse(mask.issues.contains { $0.kind == .optionalTrap })
  }

  func testTheFirstOptionalSlotTrapsTheNearestMandatoryOne() {
    // `L` (mandatory letter) does not take the digit the optional slots want; `0` does.
    let pattern = "-" + String(repeating: "9", count: 20_000) + "L00"
    let (mask, seconds) = timed { DotNetMaskedTextBoxMask(pattern: pattern) }
    XCTAssertLessThan(seconds, 10)
    let traps = mask.issues.filter { $0.kind == .optionalTrap }
    XCTAssertEqual(traps.map(\.range), [1..<20_003])
  }

  func testSmallTrapsAreUnchanged() {
    XCTAssertEqual(InputmaskMask(pattern: "[9]99").issues.filter { $0.kind == .optionalTrap }.map(\.range), [1..<4])
    XCTAssertEqual(DotNetMaskedTextBoxMask(pattern: "a-0").issues.filter { $0.kind == .optionalTrap }.count, 0)
  }
}
