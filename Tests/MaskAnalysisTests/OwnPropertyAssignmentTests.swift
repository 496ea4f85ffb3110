import XCTest

@testable import MaskAnalysis

/// `FileFacts.isOwnPropertyAssignment`: the source before a literal assigns it to the
/// object's own property, or passes it first to the object's own initialiser.
final class OwnPropertyAssignmentTests: XCTestCase {
  /// Asks about the literal `""` that ends `prefix`.
  private func isOwn(_ prefix: String) -> Bool {
    let bytes = Array((prefix + "\"\"").utf8)
    return FileFacts.isOwnPropertyAssignment(prefix.utf8.count..<bytes.count, in: bytes)
  }

  func testOwnPropertiesAndInitialisers() {
    XCTAssertTrue(isOwn("self.mask = "))
    XCTAssertTrue(isOwn("  this.Mask=\t"))
    XCTAssertTrue(isOwn("self.init(primaryFormat: "))
    XCTAssertTrue(isOwn("super.init(format:\n  "))
  }

  func testOtherReceiversAndOperators() {
    XCTAssertFalse(isOwn("field.mask = "))
    XCTAssertFalse(isOwn("selfie.mask = "))
    XCTAssertFalse(isOwn("myself.mask = "))
    XCTAssertFalse(isOwn("thisField.mask = "))
    XCTAssertFalse(isOwn("self.mask == "))
    XCTAssertFalse(isOwn("self.mask != "))
    XCTAssertFalse(isOwn("mask = "))
    XCTAssertFalse(isOwn("self.initial(format: "))
    XCTAssertFalse(isOwn("other.init(format: "))
    XCTAssertFalse(isOwn("superb.init(format: "))
    XCTAssertFalse(isOwn("self.init(: "))
    XCTAssertFalse(isOwn(""))
    XCTAssertFalse(isOwn("= "))
    XCTAssertFalse(isOwn(".x = "))
  }
}
