import XCTest

@testable import SourceScanning

/// Dart strings as `RegExp` and `MaskTextInputFormatter` arguments meet them.
final class DartStringEdgeTests: XCTestCase {
  private func scan(_ s: String) -> ScannedFile { DartLexer.scan(SourceText(s)) }

  func testRawTripleQuotedKeepsBackslashesAndDollars() {
    let source = "final re = RegExp(r'''\n^\\d{3}$\n''', multiLine: true);"
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), ["^\\d{3}$\n"])
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 1..<3, in: SourceText(source)), "\\d")
  }

  func testCommentMarkersInsideStringsAndNestedComments() {
    let file = scan("/* a /* nested */ 'no' */ var m = ['//#', \"/*\"]; // 'x'\n")
    XCTAssertEqual(file.literals.map(\.value), ["//#", "/*"])
  }

  func testEscapedDollarAndBracesStayConstant() {
    let source = #"final m = MaskTextInputFormatter(mask: '\${###}');"#
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), ["${###}"])
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 0..<1, in: SourceText(source)), #"\$"#)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 2..<3, in: SourceText(source)), "#")
  }

  func testIdentifierStartingWithRIsNotARawString() {
    let file = scan("var r = 1; final rx = r'a'; final s = rr'b';")
    XCTAssertEqual(file.tokenTexts.prefix(2), ["var", "r"])
    XCTAssertEqual(file.literals.map(\.value), ["a", "b"])
    XCTAssertTrue(file.tokenTexts.contains("rr"))
  }

  func testNonASCIIKeepsPositions() {
    let source = "final m = MaskTextInputFormatter(mask: 'Тел. ###');"
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "Тел. ###")
    XCTAssertEqual(sourceOf(file.literals[0], characters: 5..<8, in: SourceText(source)), "###")
  }
}
