import Foundation
import XCTest

@testable import RegexAnalysis

/// The suspicious-class check on huge classes (found by the fuzzer: a Dart `RegExp` whose class
/// had 45,000 `[` and `(` members took a minute and a half, comparing members pairwise).
final class LintLargeClassTests: XCTestCase {
  func duplicates(_ pattern: String, _ flavor: RegexFlavor = .ecmascript) -> [RegexDiagnostic] {
    RegexParser.parse(pattern, flavor: flavor).diagnostics.filter {
      $0.kind == .suspiciousClass && $0.message.hasPrefix("duplicate member")
    }
  }

  func testHugeClassIsCheckedQuicklyAndReportsAFewDuplicates() {
    let pattern = "[" + String(repeating: "[", count: 20_000) + String(repeating: "(", count: 25_000) + "a]"
    let started = Date()
    let found = duplicates(pattern)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    // One finding per repeated character, at its first repeat (the second `[`, UTF-16 offset 2).
    XCTAssertEqual(found.count, 2)
    XCTAssertEqual(found.first?.range, 2..<3)
    XCTAssertEqual(found.first?.message, "duplicate member `[` in a character class (written 20000 times)")
    XCTAssertEqual(found.last?.message, "duplicate member `(` in a character class (written 25000 times)")
  }

  func testAClassReportsAtMostAFewDuplicates() {
    // Forty distinct characters, each twice: the report stops at the limit.
    let members = (0..<40).map { String(UnicodeScalar(0x4E00 + $0)!) }.joined()
    let found = duplicates("[" + members + members + "]")
    XCTAssertEqual(found.count, RegexLint.duplicateReportLimit)
    XCTAssertEqual(found.first?.message, "duplicate member `一` in a character class")
  }

  func testDuplicateOfAnEarlyMemberIsFoundLate() {
    // 300 distinct CJK members, then the first one again.
    let members = (0..<300).map { String(UnicodeScalar(0x4E00 + $0)!) }.joined()
    let found = duplicates("[" + members + "\u{4E00}]")
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.range, 301..<302)
    XCTAssertTrue(duplicates("[" + members + "]").isEmpty)
  }
}
