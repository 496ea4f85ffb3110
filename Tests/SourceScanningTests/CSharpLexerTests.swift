import XCTest

@testable import SourceScanning

final class CSharpLexerTests: XCTestCase {
  private func scan(_ s: String) -> ScannedFile { CSharpLexer.scan(SourceText(s)) }

  func testRegularEscapes() {
    let source = #"maskedTextBox1.Mask = "(999) 000-0000\t\x41\u0042\U0001F600\"";"#
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "(999) 000-0000\tAB😀\"")
    let text = SourceText(source)
    let lit = file.literals[0]
    XCTAssertEqual(sourceOf(lit, characters: 15..<16, in: text), #"\x41"#)
    XCTAssertEqual(sourceOf(lit, characters: 17..<18, in: text), #"\U0001F600"#)
    XCTAssertEqual(Array(file.tokenTexts.prefix(4)), ["maskedTextBox1", ".", "Mask", "="])
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testUnknownEscapeIsAnError() {
    let source = #"new Regex("\d{3}");"#
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "d{3}")
    XCTAssertEqual(file.diagnostics.map { SourceText(source).string(in: $0.range) }, [#"\d"#])
  }

  func testVerbatimStrings() {
    let source = "var r = new Regex(@\"^\\d{3}\"\"x\n$\");"
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "^\\d{3}\"x\n$")
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 6..<7, in: text), "\"\"")
    XCTAssertEqual(sourceOf(file.literals[0], characters: 1..<3, in: text), "\\d")
    XCTAssertTrue(file.diagnostics.isEmpty)
  }

  func testInterpolatedStrings() {
    let file = scan(#"var a = $"{{x}} +7"; var b = $"+{code} ###"; var c = $@"\d{n:D2}"; var d = @$"\d""";"#)
    XCTAssertEqual(file.literals.count, 4)
    XCTAssertEqual(file.literals[0].value, "{x} +7")
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertFalse(file.literals[1].isConstant)
    XCTAssertFalse(file.literals[2].isConstant)
    XCTAssertEqual(file.literals[3].value, "\\d\"")
  }

  func testRawStrings() {
    let single = scan(#"var s = """a "quoted" \d""";"#)
    XCTAssertEqual(single.literals.first?.value, #"a "quoted" \d"#)
    let source = "var s = \"\"\"\n    <a>\n      \\d\n    \"\"\";"
    let multi = scan(source)
    XCTAssertEqual(multi.literals.first?.value, "<a>\n  \\d")
    XCTAssertEqual(sourceOf(multi.literals[0], characters: 6..<8, in: SourceText(source)), "\\d")
    let interpolated = scan("var s = $$\"\"\"{x} {{y}}\"\"\"; var t = $$\"\"\"{x}\"\"\";")
    XCTAssertEqual(interpolated.literals.map(\.isConstant), [false, true])
    XCTAssertEqual(interpolated.literals[1].value, "{x}")
  }

  func testCharactersPreprocessorAndUnterminated() {
    let file = scan("#region Don't stop\nchar c = '\\''; var s = \"ab\nint x;")
    XCTAssertEqual(file.tokens.filter { $0.kind == .character }.count, 1)
    XCTAssertEqual(file.literals.first?.value, "ab")
    XCTAssertEqual(file.literals.first?.isTerminated, false)
    XCTAssertFalse(file.tokenTexts.contains("region"))
    XCTAssertTrue(file.tokenTexts.contains("x"))
  }

  func testAttributesAndVerbatimStringTokens() {
    let source = "[StringLength(10)] [RegularExpression(@\"^\\d+$\", ErrorMessage = \"x\")] public string Zip { get; set; }"
    let file = scan(source)
    XCTAssertEqual(Array(file.tokenTexts.prefix(6)), ["[", "StringLength", "(", "10", ")", "]"])
    XCTAssertEqual(file.literals.map(\.value), ["^\\d+$", "x"])
    // The verbatim literal's token starts at its `@`.
    let token = try? XCTUnwrap(file.tokens.first { $0.kind == .string })
    XCTAssertEqual(token.map { SourceText(source).string(in: $0.range) }, "@\"^\\d+$\"")
  }
}
