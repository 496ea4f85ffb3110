import XCTest

@testable import SourceScanning

final class KotlinLexerTests: XCTestCase {
  private func scan(_ s: String) -> ScannedFile { KotlinLexer.scan(SourceText(s)) }

  func testEscapesAndPositions() {
    let source = #"val m = "+7 \"\u0041\$\t" // maskls: mask=redmadrobot"#
    let file = scan(source)
    XCTAssertEqual(file.literals.count, 1)
    let lit = file.literals[0]
    XCTAssertEqual(lit.value, "+7 \"A$\t")
    XCTAssertTrue(lit.isConstant)
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(lit, characters: 3..<4, in: text), #"\""#)
    XCTAssertEqual(sourceOf(lit, characters: 4..<5, in: text), #"\u0041"#)
    XCTAssertEqual(sourceOf(lit, characters: 5..<6, in: text), #"\$"#)
    XCTAssertEqual(file.directives.map(\.key), ["mask"])
    XCTAssertEqual(file.directives.first?.value, "redmadrobot")
    XCTAssertEqual(file.tokenTexts.prefix(3), ["val", "m", "="])
  }

  func testUnknownEscapeIsDiagnosed() {
    let file = scan(#"val r = Regex("\d+")"#)
    XCTAssertEqual(file.literals.first?.value, "d+")
    XCTAssertEqual(file.diagnostics.count, 1)
    let d = file.diagnostics[0]
    XCTAssertEqual(SourceText(#"val r = Regex("\d+")"#).string(in: d.range), #"\d"#)
  }

  func testRawStringIsVerbatim() {
    let source = "val r = \"\"\"\\d{3}\n  x\"\"\".trimIndent()"
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "\\d{3}\n  x")
    XCTAssertTrue(file.diagnostics.isEmpty)
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(file.literals[0], utf8: 0..<2, in: text), "\\d")
    XCTAssertEqual(Array(file.tokenTexts.suffix(4)), [".", "trimIndent", "(", ")"])
  }

  func testRawStringClosingRunOfQuotes() {
    let file = scan("val s = \"\"\"a\"\"\"\"\nval t = 1")
    XCTAssertEqual(file.literals.first?.value, "a\"")
    XCTAssertTrue(file.tokenTexts.contains("t"))
  }

  func testTemplatesMakeLiteralsNonConstant() {
    let file = scan(#"val a = "+$code (###)"; val b = "x${f("}")}y"; val c = "$5"; val d = """${'$'}9"""; val e = "\${x}""#)
    XCTAssertEqual(file.literals.count, 5)
    XCTAssertFalse(file.literals[0].isConstant)
    XCTAssertFalse(file.literals[1].isConstant)
    XCTAssertEqual(file.tokenTexts.filter { $0 == "val" }.count, 5, "the hole's `}` in a string does not end it")
    XCTAssertTrue(file.literals[2].isConstant)
    XCTAssertEqual(file.literals[2].value, "$5")
    XCTAssertTrue(file.literals[3].isConstant)
    XCTAssertEqual(file.literals[3].value, "$9")
    XCTAssertEqual(file.literals[4].value, "${x}")
  }

  func testCharactersAndNestedComments() {
    let file = scan("val c = '\\'' /* a /* b */ \"no\" */ val s = \"yes\"")
    XCTAssertEqual(file.tokens.filter { $0.kind == .character }.count, 1)
    XCTAssertEqual(file.literals.map(\.value), ["yes"])
  }

  func testUnterminated() {
    let file = scan("val s = \"abc\nval t = \"\"\"never")
    XCTAssertEqual(file.literals.count, 2)
    XCTAssertFalse(file.literals[0].isTerminated)
    XCTAssertEqual(file.literals[0].value, "abc")
    XCTAssertFalse(file.literals[1].isTerminated)
    XCTAssertEqual(file.diagnostics.count, 2)
  }

  func testOperatorsTheAndroidRecogniserReadsAreSingleBytes() {
    // `!!`, `?.`, generic arguments and named arguments arrive as one-byte punctuation.
    let file = scan("binding!!.phone?.filters = arrayOf<InputFilter>(LengthFilter(10)); f(primaryFormat = \"[00]\")")
    XCTAssertEqual(Array(file.tokenTexts.prefix(8)), ["binding", "!", "!", ".", "phone", "?", ".", "filters"])
    XCTAssertTrue(file.tokenTexts.contains("<"))
    XCTAssertEqual(file.tokens.filter { $0.kind == .number }.count, 1)
    XCTAssertEqual(Array(file.tokenTexts.suffix(5)), ["(", "primaryFormat", "=", "\"[00]\"", ")"])
  }
}
