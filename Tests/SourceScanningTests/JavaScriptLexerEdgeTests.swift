import XCTest

@testable import SourceScanning

/// Regex literal or division, escapes and template literals: the cases issue 5 names.
final class JavaScriptLexerEdgeTests: XCTestCase {
  private func scan(_ s: String, jsx: Bool = false) -> ScannedFile { JavaScriptLexer.scan(SourceText(s), jsx: jsx) }

  private func regexes(_ source: String) -> [String] {
    let file = scan(source)
    return zip(file.regexLiterals, file.regexFlags).map { "/\($0.value)/\($1)" }
  }

  func testDivisionChains() {
    XCTAssertEqual(regexes("a / b / c"), [])
    XCTAssertEqual(regexes("(a + b) / 2 / c"), [])
    XCTAssertEqual(regexes("x = f(y) / 2; z = w / 3"), [])
    XCTAssertEqual(regexes("i++ / 2 / 3"), [])
    XCTAssertEqual(regexes("a[i]-- / 2 / 3"), [])
    XCTAssertEqual(regexes("n = (i) ++ / 4 / k"), [])
  }

  func testRegexStarts() {
    XCTAssertEqual(regexes("x = /re/"), ["/re/"])
    XCTAssertEqual(regexes("function f() { return /re/g }"), ["/re/g"])
    XCTAssertEqual(regexes("if (ok) { } /re/.test(s)"), ["/re/"])
    XCTAssertEqual(regexes("a = b + /c/.source"), ["/c/"])
    XCTAssertEqual(regexes("a = -/2/.lastIndex"), ["/2/"])
    XCTAssertEqual(regexes("yield /y/; await /z/"), ["/y/", "/z/"])
  }

  func testRegexBodies() {
    // A `/` inside a class does not end the literal; `\/` neither.
    XCTAssertEqual(regexes(#"x = /[/]\/\d+/giu"#), [#"/[/]\/\d+/giu"#])
    let source = #"const re = /^\d{2}\/\d{2}$/v;"#
    let file = scan(source)
    let text = SourceText(source)
    XCTAssertEqual(file.regexLiterals.first.map { text.string(in: $0.range) }, #"/^\d{2}\/\d{2}$/v"#)
    // The body maps verbatim: value character 4 is the `\` of `\/`... at its own byte.
    XCTAssertEqual(file.regexLiterals.first.map { sourceOf($0, characters: 6..<8, in: text) }, #"\/"#)
  }

  func testTemplateConstantVersusHoles() {
    let file = scan("a = `^\\\\d{3}$`; b = `^${x}$`; c = `$ {x}`")
    XCTAssertEqual(file.literals.map(\.isConstant), [true, false, true])
    XCTAssertEqual(file.literals[0].value, "^\\d{3}$")
    XCTAssertEqual(file.literals[2].value, "$ {x}")
  }

  func testEscapesInStrings() {
    let source = #"s = "\d\101\x2D\u{2D}\"";"#
    let file = scan(source)
    XCTAssertEqual(file.literals.first?.value, "dA--\"")
    let text = SourceText(source)
    XCTAssertEqual(file.literals.first?.hostEscapes.map { text.string(in: $0.range) }, [#"\d"#, #"\101"#])
    XCTAssertEqual(file.literals.first.map { sourceOf($0, characters: 3..<4, in: text) }, #"\u{2D}"#)
  }
}
