import XCTest
@testable import RegexAnalysis

final class LintTests: XCTestCase {
  func findings(_ pattern: String, _ flavor: RegexFlavor = .icu) -> [RegexDiagnostic] {
    RegexParser.parse(pattern, flavor: flavor).diagnostics.filter { $0.kind == .suspiciousClass }
  }

  func testUpperToLowerRange() throws {
    let d = try XCTUnwrap(findings("^[A-z]+$").first)
    XCTAssertTrue(d.message.contains("backtick"), d.message)
    XCTAssertEqual(d.range, 2..<5)
    XCTAssertEqual(d.severity, .warning)
    XCTAssertTrue(findings("^[A-Za-z]+$").isEmpty)
  }

  func testDuplicateMembers() {
    XCTAssertEqual(findings("[aba]").count, 1)
    XCTAssertEqual(findings("[a-z0-9x]").count, 1)
    XCTAssertTrue(findings("[abc]").isEmpty)
  }

  func testSingleMemberAndMixedRanges() {
    XCTAssertTrue(findings("[a-a]").first?.message.contains("single member") ?? false)
    XCTAssertEqual(findings("[0-z]").count, 1)
    XCTAssertTrue(findings("[0-9a-f]").isEmpty)
  }

  func testLiteralLetterEscapes() {
    let icu = RegexParser.parse("\\q", flavor: .icu).diagnostics
    XCTAssertEqual(icu.first?.kind, .flavor)
    XCTAssertEqual(icu.first?.severity, .warning)
    XCTAssertTrue(RegexParser.parse("\\d", flavor: .icu).diagnostics.isEmpty)
  }
}
