import XCTest

@testable import SourceScanning

final class SwiftRegexLiteralTests: XCTestCase {
  func testBareRegexAfterAssignment() {
    let file = swiftScan(#"let r = /[a-z]+\/x/; let t = "s""#)
    XCTAssertEqual(file.regexLiterals.map(\.value), [#"[a-z]+\/x"#])
    XCTAssertEqual(file.tokens[3].kind, .regexLiteral)
    XCTAssertEqual(file.tokens[3].literal, 0)
    XCTAssertEqual(file.literals.map(\.value), ["s"])
    let lit = file.regexLiterals[0]
    XCTAssertEqual(file.text.string(in: lit.sourceRange(forValueUTF8: 1..<4)), "a-z")
  }

  func testDivisionIsNotARegex() {
    for source in ["let x = a / b / c", "f(x) / 2 / y", "a[1] /b/ c", "x /= 2; y = z/2", "let q = (/ a /)"] {
      XCTAssertTrue(swiftScan(source).regexLiterals.isEmpty, source)
    }
  }

  func testRegexAfterKeywordsAndCommas() {
    XCTAssertEqual(swiftScan("return /ab+/").regexLiterals.map(\.value), ["ab+"])
    XCTAssertEqual(swiftScan("f(x, /\\d+/)").regexLiterals.map(\.value), ["\\d+"])
    XCTAssertEqual(swiftScan("case /a(b)c/:").regexLiterals.map(\.value), ["a(b)c"])
  }

  func testHashRegex() {
    let file = swiftScan("let r = #/a/b c/#; let m = ##/x/#y/##")
    XCTAssertEqual(file.regexLiterals.map(\.value), ["a/b c", "x/#y"])
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testExtendedMultilineHashRegex() {
    let file = swiftScan("let r = #/\n  a+ # comment\n  b\n/#\nlet z = 1")
    XCTAssertEqual(file.regexLiterals.map(\.value), ["\n  a+ # comment\n  b\n"])
    XCTAssertEqual(file.tokenTexts.suffix(4), ["let", "z", "=", "1"])
  }

  func testUnterminatedHashRegex() {
    let file = swiftScan("let r = #/abc\nlet z = 1")
    XCTAssertEqual(file.regexLiterals.count, 1)
    XCTAssertFalse(file.regexLiterals[0].isTerminated)
    XCTAssertEqual(file.diagnostics.count, 1)
    XCTAssertEqual(file.tokenTexts.suffix(4), ["let", "z", "=", "1"])
  }
}
