import XCTest

@testable import SourceScanning

final class SwiftMultilineStringTests: XCTestCase {
  func testIndentationOfClosingDelimiterIsStripped() {
    let source = "let s = \"\"\"\n    ab\n      c\\tz\n\n    d\n    \"\"\"\nlet t = 1\n"
    let file = swiftScan(source)
    XCTAssertEqual(file.literals.map(\.value), ["ab\n  c\tz\n\nd"])
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    XCTAssertEqual(file.tokenTexts.suffix(4), ["let", "t", "=", "1"])
    // `c` is at value offset 5, and at its source column on line 2.
    let lit = file.literals[0]
    let range = lit.sourceRange(forValueUTF8: 5..<6)
    XCTAssertEqual(file.text.string(in: range), "c")
    XCTAssertEqual(file.text.position(of: range.lowerBound).line, 2)
    XCTAssertEqual(file.text.position(of: range.lowerBound).utf16Column, 6)
    XCTAssertEqual(lit.range.upperBound, offset(of: "\"\"\"\nlet t", in: source) + 3)
  }

  func testLineContinuationJoinsLines() {
    let source = "s = \"\"\"\n  one \\\n  two\n  \"\"\""
    XCTAssertEqual(swiftScan(source).literals.first?.value, "one two")
  }

  func testEmptyMultilineLiteral() {
    let file = swiftScan("s = \"\"\"\n  \"\"\"")
    XCTAssertEqual(file.literals.first?.value, "")
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testCRLFBecomesNewlineAndMapsToBothBytes() {
    let source = "s = \"\"\"\r\n  a\r\n  b\r\n  \"\"\""
    let file = swiftScan(source)
    let lit = file.literals[0]
    XCTAssertEqual(lit.value, "a\nb")
    XCTAssertEqual(file.text.string(in: lit.sourceRange(forValueUTF8: 1..<2)), "\r\n")
    XCTAssertEqual(file.text.string(in: lit.sourceRange(forValueUTF8: 2..<3)), "b")
  }

  func testRawMultiline() {
    let source = "s = #\"\"\"\n  \\d \"\"\" \\#t\n  \"\"\"#"
    let file = swiftScan(source)
    XCTAssertEqual(file.literals.first?.value, "\\d \"\"\" \t")
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
  }

  func testInsufficientIndentationIsDiagnosed() {
    let file = swiftScan("s = \"\"\"\n    a\n  b\n    \"\"\"")
    XCTAssertEqual(file.diagnostics.count, 1)
    XCTAssertEqual(file.literals.first?.value, "a\nb")
  }

  func testBlankLinesShorterThanIndentationAreEmpty() {
    let file = swiftScan("s = \"\"\"\n    a\n  \n    b\n    \"\"\"")
    XCTAssertEqual(file.literals.first?.value, "a\n\nb")
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testInterpolationInMultiline() {
    let file = swiftScan("s = \"\"\"\n  a \\(f(\"\"\"\n  x\n  \"\"\")) b\n  \"\"\"\nlet z = \"k\"")
    XCTAssertEqual(file.literals.count, 2)
    XCTAssertFalse(file.literals[0].isConstant)
    XCTAssertEqual(file.literals[1].value, "k")
  }

  func testUnterminatedMultilineRunsToEndAndIsDiagnosed() {
    let file = swiftScan("s = \"\"\"\n  abc\n")
    XCTAssertEqual(file.literals.count, 1)
    XCTAssertFalse(file.literals[0].isTerminated)
    XCTAssertEqual(file.diagnostics.count, 1)
  }

  func testContentOnOpeningLineIsDiagnosed() {
    XCTAssertEqual(swiftScan("s = \"\"\"x\n  a\n  \"\"\"").diagnostics.count, 1)
    XCTAssertEqual(swiftScan("s = \"\"\"a\"\"\"").literals.first?.value, "a")
  }
}
