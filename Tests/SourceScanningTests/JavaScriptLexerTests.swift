import XCTest

@testable import SourceScanning

final class JavaScriptLexerTests: XCTestCase {
  private func scan(_ s: String, jsx: Bool = true) -> ScannedFile { JavaScriptLexer.scan(SourceText(s), jsx: jsx) }

  func testStringEscapesAndMap() {
    let source = #"Inputmask("+7 \x41\u0042\u{1F600}\'\d", {}) // maskls: mask=inputmask"#
    let file = scan(source)
    let lit = file.literals[0]
    XCTAssertEqual(lit.value, "+7 AB😀'd")
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(lit, characters: 3..<4, in: text), #"\x41"#)
    XCTAssertEqual(sourceOf(lit, characters: 4..<5, in: text), #"\u0042"#)
    XCTAssertEqual(sourceOf(lit, characters: 5..<6, in: text), #"\u{1F600}"#)
    XCTAssertEqual(lit.hostEscapes.map { text.string(in: $0.range) }, [#"\d"#])
    XCTAssertEqual(file.directives.first?.value, "inputmask")
  }

  func testSurrogatePairAndLineContinuation() {
    let file = scan("s = '\\uD83D\\uDE00a\\\nb'")
    XCTAssertEqual(file.literals.first?.value, "😀ab")
  }

  func testSingleQuotedAndUnterminated() {
    let file = scan("a = 'x\"y'; b = \"open\nc = 1")
    XCTAssertEqual(file.literals.map(\.value), ["x\"y", "open"])
    XCTAssertEqual(file.literals.map(\.isTerminated), [true, false])
    XCTAssertTrue(file.tokenTexts.contains("c"))
  }

  func testTemplateLiterals() {
    let file = scan("a = `(999) 999-9999`; b = `+${code} 999`; c = `x\\n${`in${1}`}y`; d = String.raw`\\d{3}`; e = 1")
    XCTAssertEqual(file.literals.count, 4)
    XCTAssertTrue(file.literals[0].isConstant)
    XCTAssertEqual(file.literals[0].value, "(999) 999-9999")
    XCTAssertFalse(file.literals[1].isConstant)
    XCTAssertFalse(file.literals[2].isConstant)
    XCTAssertEqual(file.literals[3].value, "\\d{3}")
    XCTAssertTrue(file.tokenTexts.contains("e"), "nested template holes are skipped as a whole")
    let text = SourceText("a = `(999) 999-9999`")
    XCTAssertEqual(text.string(in: file.literals[0].range), "`(999) 999-9999`")
  }

  func testTemplateNormalisesCRLF() {
    XCTAssertEqual(scan("a = `x\r\ny`").literals.first?.value, "x\ny")
  }

  func testJSXAttributes() {
    let source = #"return <InputMask mask="+7 (999) &amp; 999" data-inputmask="'mask': '9'" onChange={e => f(/x/)} />; y = a / b"#
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), ["+7 (999) & 999", "'mask': '9'"])
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 9..<10, in: text), "&amp;")
    XCTAssertTrue(file.tokenTexts.contains("data-inputmask"))
    XCTAssertEqual(Array(file.tokenTexts.prefix(5)), ["return", "<", "InputMask", "mask", "="])
    XCTAssertEqual(file.regexLiterals.map(\.value), ["x"], "code inside `{}` is lexed")
    XCTAssertTrue(file.tokenTexts.contains("y"))
    XCTAssertFalse(file.tokens.contains { $0.kind == .regexLiteral && file.tokenText($0).hasPrefix("/ b") })
  }

  func testJSXAttributeBackslashIsPlain() {
    let file = scan(#"x = <input pattern="\d{3}" />"#)
    XCTAssertEqual(file.literals.first?.value, #"\d{3}"#)
    XCTAssertTrue(file.literals.first?.hostEscapes.isEmpty ?? false)
  }

  func testJSXChildrenAndNesting() {
    let source = "const el = (<Form><>{\"a\"}</><Field mask={'99'}>text / 'no' </Field></Form>); z = 'after'"
    let file = scan(source)
    XCTAssertEqual(file.literals.map(\.value), ["a", "99", "after"])
    XCTAssertEqual(file.tokens.filter { $0.kind == .punctuation && $0.byte == UInt8(ascii: "{") }.count, 2)
  }

  func testComparisonIsNotJSX() {
    let file = scan("if (a <b) { s = 'x' }")
    XCTAssertEqual(file.literals.map(\.value), ["x"])
    XCTAssertTrue(file.tokenTexts.contains("b"))
  }

  func testTypeScriptGenericsWithoutJSX() {
    let file = scan("const x = <string>y; const r = new RegExp('\\\\d');", jsx: false)
    XCTAssertEqual(file.literals.map(\.value), ["\\d"])
  }

  func testScanningARange() {
    let source = "<p>'no'</p><script>var s = 'yes'</script>"
    let start = offset(of: "var", in: source)
    let end = offset(of: "</script>", in: source)
    let file = JavaScriptLexer.scan(SourceText(source), range: start..<end, jsx: false)
    XCTAssertEqual(file.literals.map(\.value), ["yes"])
    XCTAssertEqual(file.literals[0].range.lowerBound, offset(of: "'yes'", in: source))
  }
}

final class JSXTagLookupTests: XCTestCase {
  func testAttributeFindsItsTag() {
    let source = #"const a = <Form><InputMask id="p" onChange={e => set(e, "x")} mask="+7 999" /></Form>; f("no")"#
    let file = JavaScriptLexer.scan(SourceText(source))
    func index(ofLiteral value: String) -> Int {
      file.tokens.firstIndex { $0.kind == .string && file.literals[$0.literal].value == value } ?? -1
    }
    let mask = index(ofLiteral: "+7 999")
    XCTAssertEqual(file.jsxTagNameIndex(forTokenAt: mask).map { file.tokenText(file.tokens[$0]) }, "InputMask")
    XCTAssertEqual(file.jsxTagNameIndex(forTokenAt: index(ofLiteral: "p")).map { file.tokenText(file.tokens[$0]) }, "InputMask")
    XCTAssertNil(file.jsxTagNameIndex(forTokenAt: index(ofLiteral: "x")), "inside a call in `{}`")
    XCTAssertNil(file.jsxTagNameIndex(forTokenAt: index(ofLiteral: "no")))
    let comparison = JavaScriptLexer.scan(SourceText(#"if (a < b && c == "x") {}"#))
    XCTAssertNil(comparison.jsxTagNameIndex(forTokenAt: comparison.tokens.firstIndex { $0.kind == .string } ?? -1))
  }
}
