import XCTest

@testable import SourceScanning

final class DartLexerTests: XCTestCase {
  private func scan(_ s: String) -> ScannedFile { DartLexer.scan(SourceText(s)) }

  func testEscapesAndHostEscapes() {
    let source = ##"MaskTextInputFormatter(mask: '+# (###) \x41\u{1F600}\$\d', filter: {"#": RegExp(r'[0-9]')});"##
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), ["+# (###) A😀$d", "#", "[0-9]"])
    let text = SourceText(source)
    let lit = file.literals[0]
    XCTAssertEqual(sourceOf(lit, characters: 9..<10, in: text), #"\x41"#)
    XCTAssertEqual(sourceOf(lit, characters: 10..<11, in: text), #"\u{1F600}"#)
    XCTAssertEqual(lit.hostEscapes.map { text.string(in: $0.range) }, [#"\d"#])
    XCTAssertEqual(file.tokenTexts.prefix(3), ["MaskTextInputFormatter", "(", "mask"])
  }

  func testRawStrings() {
    let source = #"final r = RegExp(r'^\d{3}$'); final s = r"""a\n$b""";"#
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), [#"^\d{3}$"#, #"a\n$b"#])
    XCTAssertTrue(file.literals.allSatisfy(\.isConstant))
    XCTAssertTrue(file.literals[0].hostEscapes.isEmpty)
    XCTAssertEqual(sourceOf(file.literals[0], utf8: 1..<3, in: SourceText(source)), #"\d"#)
  }

  func testTripleQuotedDropsBlankFirstLine() {
    let file = scan("var s = '''  \n  a'b\n''';")
    XCTAssertEqual(file.literals.first?.value, "  a'b\n")
  }

  func testInterpolationIsNotConstant() {
    let file = scan(#"var a = '+$code ###'; var b = "${f('}')} x"; var c = '\$5'; var d = 'ok';"#)
    XCTAssertEqual(file.literals.map(\.isConstant), [false, false, true, true])
    XCTAssertEqual(file.literals[2].value, "$5")
    XCTAssertEqual(file.literals[3].value, "ok")
  }

  func testAdjacentLiteralsConcatenate() {
    let source = "var m = '+7 ' // first\n  r'(\\d)' \"###\";"
    let file = scan(source)
    XCTAssertEqual(file.literals.count, 1)
    XCTAssertEqual(file.literals[0].value, "+7 (\\d)###")
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 3..<7, in: text), "(\\d)")
    XCTAssertEqual(file.tokenTexts.last, ";")
  }

  func testUnterminated() {
    let file = scan("var a = 'abc\nvar b = '''never")
    XCTAssertEqual(file.literals.map(\.isTerminated), [false, false])
    XCTAssertEqual(file.literals.first?.value, "abc")
    XCTAssertTrue(file.tokenTexts.contains("b"))
  }
}
