import XCTest

@testable import SourceScanning

final class JavaLexerTests: XCTestCase {
  private func scan(_ s: String) -> ScannedFile { JavaLexer.scan(SourceText(s)) }

  func testEscapes() {
    let source = #"new MaskFormatter("(###)\s\101\7\0\uu0041\\d\"");"#
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "(###) A\u{7}\0A\\d\"")
    XCTAssertTrue(file.diagnostics.isEmpty)
    let text = SourceText(source)
    let lit = file.literals[0]
    XCTAssertEqual(sourceOf(lit, characters: 5..<6, in: text), #"\s"#)
    XCTAssertEqual(sourceOf(lit, characters: 6..<7, in: text), #"\101"#)
    XCTAssertEqual(sourceOf(lit, characters: 9..<10, in: text), #"\uu0041"#)
    XCTAssertEqual(sourceOf(lit, characters: 10..<12, in: text), #"\\d"#)
    XCTAssertEqual(file.tokenTexts.prefix(2), ["new", "MaskFormatter"])
  }

  func testOctalLimits() {
    // `\400` is `\40` then `0`; `\377` is one escape.
    XCTAssertEqual(scan(#""\400\377""#).literals.first?.value, " 0\u{FF}")
  }

  func testUnknownEscapeIsAnError() {
    let source = #"Pattern.compile("\d{3}");"#
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "d{3}")
    XCTAssertEqual(file.diagnostics.map { SourceText(source).string(in: $0.range) }, [#"\d"#])
  }

  func testUnicodeEscapeQuoteDoesNotEndString() {
    XCTAssertEqual(scan(#"String s = "a\u0022b";"#).literals.first?.value, "a\"b")
  }

  func testTextBlockStripsIncidentalWhitespace() {
    let source = "  String s = \"\"\"\n      <a>  \n        b\\s\n      c\\\n      d\n      \"\"\";"
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "<a>\n  b \ncd\n")
    let text = SourceText(source)
    let lit = file.literals[0]
    XCTAssertEqual(sourceOf(lit, utf8: 0..<3, in: text), "<a>")
    XCTAssertEqual(sourceOf(lit, utf8: 6..<7, in: text), "b")
    XCTAssertEqual(sourceOf(lit, utf8: 7..<8, in: text), "\\s")
  }

  func testTextBlockClosingOnContentLine() {
    let source = "String s = \"\"\"\n    x\n  y\"\"\";"
    XCTAssertEqual(scan(source).literals.first?.value, "  x\ny")
  }

  func testTextBlockClosingLineIndentationCounts() {
    let source = "String s = \"\"\"\n    x\n  \"\"\";"
    XCTAssertEqual(scan(source).literals.first?.value, "  x\n")
  }

  func testUnterminatedAndCharacters() {
    let file = scan("char c = '\"'; String s = \"ab\nint x;")
    XCTAssertEqual(file.tokens.filter { $0.kind == .character }.count, 1)
    XCTAssertEqual(file.literals.first?.value, "ab")
    XCTAssertEqual(file.literals.first?.isTerminated, false)
    XCTAssertTrue(file.tokenTexts.contains("x"))
  }
}
