import XCTest

@testable import SourceScanning

final class SwiftLexerTokenTests: XCTestCase {
  func testBraceDepth() {
    let file = swiftScan("func f() { if x { a.b = \"c\" } }")
    let depths = Dictionary(file.tokens.map { (file.tokenText($0) + "@\($0.range.lowerBound)", $0.braceDepth) }) { a, _ in a }
    XCTAssertEqual(depths["{@9"], 0)
    XCTAssertEqual(depths["if@11"], 1)
    XCTAssertEqual(depths["{@16"], 1)
    XCTAssertEqual(depths["a@18"], 2)
    XCTAssertEqual(depths["}@28"], 1)
    XCTAssertEqual(depths["}@30"], 0)
  }

  func testStrayClosingBraceDoesNotGoNegative() {
    let file = swiftScan("} } { x }")
    XCTAssertEqual(file.tokens.map(\.braceDepth), [0, 0, 0, 1, 0])
  }

  func testIdentifierForms() {
    let file = swiftScan("let `default` = $0 + #selector(f) + é_x #if")
    XCTAssertEqual(file.tokenTexts, ["let", "default", "=", "$0", "+", "#selector", "(", "f", ")", "+", "é_x", "#if"])
    XCTAssertEqual(file.tokens[1].range, 5..<12)
    XCTAssertTrue(file.tokenText(file.tokens[1], equals: "default"))
    XCTAssertEqual(Set(file.tokens.filter { $0.kind == .identifier }.map { file.tokenText($0) }).count, 7)
  }

  func testNumbers() {
    let file = swiftScan("a(1_000.5e-3, 0x1Fp+2, 0b101, 1..<5, 3.x)")
    let numbers = file.tokens.filter { $0.kind == .number }.map { file.tokenText($0) }
    XCTAssertEqual(numbers, ["1_000.5e-3", "0x1Fp+2", "0b101", "1", "5", "3"])
    XCTAssertEqual(swiftScan("0x1E+5").tokenTexts, ["0x1E", "+", "5"])
  }

  func testPunctuationIsOneByteEach() {
    let file = swiftScan("a?.b ?? c!")
    XCTAssertEqual(file.tokenTexts, ["a", "?", ".", "b", "?", "?", "c", "!"])
    XCTAssertEqual(file.tokens[1].byte, UInt8(ascii: "?"))
  }

  func testDirectives() {
    let source = """
      // maskls: mask=redmadrobot
      let a = "[000]"
      let b = "x" /* maskls: regex=icu, ignore */
      //maskls: mask=hash maxLength=5 -- trailing words stop here
      // not a directive: maskls: mask=hash
      """
    let file = swiftScan(source)
    XCTAssertEqual(file.directives.map(\.key), ["mask", "regex", "ignore", "mask", "maxLength"])
    XCTAssertEqual(file.directives.map(\.value), ["redmadrobot", "icu", "", "hash", "5"])
    XCTAssertEqual(file.directives.map(\.line), [0, 2, 2, 3, 3])
    XCTAssertEqual(file.text.string(in: file.directives[0].range), "mask=redmadrobot")
    XCTAssertEqual(file.text.string(in: file.directives[2].range), "ignore")
  }

  func testTokensAreOrderedAndInsideTheFile() {
    let file = swiftScan("x.y = \"a\" // c\n/* d */ z(1, #\"r\"#)")
    var last = 0
    for token in file.tokens {
      XCTAssertGreaterThanOrEqual(token.range.lowerBound, last)
      XCTAssertLessThanOrEqual(token.range.upperBound, file.text.bytes.count)
      last = token.range.upperBound
    }
    XCTAssertEqual(file.tokens.count, 11)
  }
}
