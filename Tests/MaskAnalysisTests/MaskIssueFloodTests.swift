import MaskAnalysis
import SourceScanning
import XCTest

/// Found by Tests/EndToEnd/fuzz: `[9a09a0…]` carries an optional trap per triple, and mapping each
/// of thousands of findings back to the source took minutes.
final class MaskIssueFloodTests: XCTestCase {
  func testOneMaskReportsAtMostFiftyFindingsPerRule() {
    let mask = "[" + String(repeating: "9a0", count: 20_000) + "]"
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("let m = try! Mask(format: \"\(mask)\")\n"))
    let started = Date()
    let traps = project.allFindings().filter { $0.rule == "mask-optional-trap" }
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    // `mask-optional-trap` reports one proven trap per mask, and a mask this long is past the
    // replay's work budget: nothing is proven, nothing is reported.
    XCTAssertEqual(traps.count, 0)
  }

  func testAProvenTrapIsReportedOncePerMask() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("let m = try! Mask(format: \"[99][00]-[99][00]\")\n"))
    let traps = project.allFindings().filter { $0.rule == "mask-optional-trap" }
    XCTAssertEqual(traps.count, 1)
    XCTAssertEqual(traps.first?.location.start.utf16Column, "let m = try! Mask(format: \"[".utf16.count)
  }
}

/// Regex diagnostics and host escapes are capped the same way.
final class RegexAndEscapeFloodTests: XCTestCase {
  func testSuspiciousClassesAreCappedPerRegex() {
    let pattern = String(repeating: "[99]", count: 200)
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("let re = try NSRegularExpression(pattern: \"\(pattern)\")\n"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "regex-suspicious-class" }.count, 50)
  }

  func testHostEscapesAreCappedPerLiteral() {
    let literal = String(repeating: "\\d", count: 200)
    let project = AnalysisProject()
    project.setFile(path: "A.m", text: SourceText("[field setBBB_regular:@\"\(literal)\"];\n"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "host-escape" }.count, 50)
  }
}
