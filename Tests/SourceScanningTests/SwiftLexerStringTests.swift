import XCTest

@testable import SourceScanning

final class SwiftLexerStringTests: XCTestCase {
  func testSimpleLiteralAndTokens() {
    let file = swiftScan(#"field.BBB_pattern = "+7 (###)""#)
    XCTAssertEqual(file.literals.map(\.value), ["+7 (###)"])
    XCTAssertEqual(file.tokenTexts, ["field", ".", "BBB_pattern", "=", #""+7 (###)""#])
    XCTAssertEqual(file.tokens[3].kind, .punctuation)
    XCTAssertEqual(file.tokens[3].byte, UInt8(ascii: "="))
    XCTAssertEqual(file.tokens[4].kind, .string)
    XCTAssertEqual(file.tokens[4].literal, 0)
    XCTAssertEqual(file.literals[0].range, 20..<30)
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertTrue(file.literals[0].isTerminated)
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testEscapes() {
    let file = swiftScan(#"let s = "a\tb\\d\u{1F600}\0\"\'\n\r""#)
    XCTAssertEqual(file.literals.first?.value, "a\tb\\d😀\0\"'\n\r")
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testBackslashEscapeMapsToBothSourceCharacters() {
    let source = #"let r = "\\d{3}-x""#
    let text = SourceText(source)
    let lit = SwiftLexer.scan(text).literals[0]
    XCTAssertEqual(lit.value, #"\d{3}-x"#)
    XCTAssertEqual(sourceOf(lit, utf8: 0..<1, in: text), #"\\"#)
    XCTAssertEqual(sourceOf(lit, utf8: 1..<2, in: text), "d")
    XCTAssertEqual(sourceOf(lit, characters: 0..<2, in: text), #"\\d"#)
    XCTAssertEqual(sourceOf(lit, characters: 2..<5, in: text), "{3}")
    let start = text.position(of: lit.sourceRange(forCharacters: 2..<5).lowerBound)
    XCTAssertEqual(start.utf16Column, offset(of: "{3}", in: source))
  }

  func testUnicodeEscapeMapping() {
    let source = #"x = "a\u{1F600}b""#
    let text = SourceText(source)
    let lit = SwiftLexer.scan(text).literals[0]
    XCTAssertEqual(lit.value, "a😀b")
    // Inside the emoji's bytes → the whole escape.
    XCTAssertEqual(sourceOf(lit, utf8: 2..<3, in: text), #"\u{1F600}"#)
    // After it.
    XCTAssertEqual(sourceOf(lit, utf8: 5..<6, in: text), "b")
    XCTAssertEqual(sourceOf(lit, characters: 1..<2, in: text), #"\u{1F600}"#)
    // Empty range right after the escape sits before `b`.
    let empty = lit.sourceRange(forValueUTF8: 5..<5)
    XCTAssertEqual(empty, offset(of: "b\"", in: source)..<offset(of: "b\"", in: source))
    // UTF-16: the emoji is units 1..<3.
    XCTAssertEqual(sourceOf(lit, utf8: 0..<0, in: text), "")
    XCTAssertEqual(text.string(in: lit.sourceRange(forUTF16: 1..<3)), #"\u{1F600}"#)
  }

  func testEmptyLiteralMapsToItsInside() {
    let source = #"a = """#
    let lit = swiftScan(source).literals[0]
    XCTAssertEqual(lit.value, "")
    XCTAssertEqual(lit.sourceRange(forValueUTF8: 0..<0), 5..<5)
  }

  func testRawStrings() {
    let file = swiftScan(###"a = #"\d+ "quoted" \#n"#; b = ##"x"#y"##"###)
    XCTAssertEqual(file.literals.map(\.value), [#"\d+ "quoted" "# + "\n", ##"x"#y"##])
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    XCTAssertEqual(file.tokenTexts.last, ###"##"x"#y"##"###)
    let text = file.text
    XCTAssertEqual(sourceOf(file.literals[0], utf8: 0..<2, in: text), #"\d"#)
    let newline = file.literals[0].value.utf8.count - 1
    XCTAssertEqual(sourceOf(file.literals[0], utf8: newline..<newline + 1, in: text), ##"\#n"##)
  }

  func testInterpolationIsNotConstantAndNestedStringsAreSkipped() {
    let file = swiftScan(#"let a = "x\(f("y)", g(1, (2))))z"; let b = "k""#)
    XCTAssertEqual(file.literals.count, 2)
    XCTAssertFalse(file.literals[0].isConstant)
    XCTAssertEqual(file.literals[1].value, "k")
    XCTAssertTrue(file.literals[1].isConstant)
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    XCTAssertEqual(Array(file.tokenTexts.suffix(4)), ["let", "b", "=", "\"k\""])
  }

  func testRawStringInterpolationNeedsHashes() {
    let file = swiftScan(##"a = #"\(x)"#; b = #"\#(x)"#"##)
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertEqual(file.literals[0].value, #"\(x)"#)
    XCTAssertFalse(file.literals[1].isConstant)
  }

  func testUnterminatedLiteralRecoversAtEndOfLine() {
    let file = swiftScan("let a = \"abc\nlet b = \"d\"\n")
    XCTAssertEqual(file.literals.count, 2)
    XCTAssertFalse(file.literals[0].isTerminated)
    XCTAssertEqual(file.literals[0].value, "abc")
    XCTAssertEqual(file.literals[0].range, 8..<12)
    XCTAssertEqual(file.literals[1].value, "d")
    XCTAssertTrue(file.literals[1].isTerminated)
    XCTAssertEqual(file.diagnostics.count, 1)
    XCTAssertEqual(file.diagnostics.first?.range, 8..<12)
    XCTAssertEqual(file.tokenTexts.filter { $0 == "let" }.count, 2)
  }

  func testUnterminatedAtEndOfFileAndUnfinishedEscape() {
    XCTAssertFalse(swiftScan("\"abc").literals[0].isTerminated)
    let file = swiftScan("\"ab\\")
    XCTAssertFalse(file.literals[0].isTerminated)
    XCTAssertFalse(file.diagnostics.isEmpty)
    XCTAssertFalse(swiftScan("\"\\(x").literals[0].isTerminated)
  }

  func testInvalidEscapesAreDiagnosed() {
    let file = swiftScan(#"a = "\d"; b = "\u{D800}"; c = "\u{}""#)
    XCTAssertEqual(file.literals.count, 3)
    XCTAssertEqual(file.diagnostics.count, 3, "\(file.diagnostics)")
    XCTAssertEqual(file.diagnostics[0].range, 5..<7)
    XCTAssertEqual(file.literals[0].value, #"\d"#)
  }

  func testCommentsHideLiteralsAndNest() {
    let file = swiftScan(
      """
      /* outer /* "inner" */ still comment "x" */ let a = "yes" // "no"
      // "no"
      """)
    XCTAssertEqual(file.literals.map(\.value), ["yes"])
    XCTAssertEqual(file.tokenTexts, ["let", "a", "=", "\"yes\""])
  }

  func testUnterminatedBlockCommentIsDiagnosed() {
    let file = swiftScan("/* /* */ \"x\"")
    XCTAssertTrue(file.literals.isEmpty)
    XCTAssertEqual(file.diagnostics.count, 1)
  }
}
