import XCTest

@testable import SourceScanning

/// Regex literal or division: decided by the token before the `/`.
final class JavaScriptRegexTests: XCTestCase {
  private func scan(_ s: String, jsx: Bool = false) -> ScannedFile { JavaScriptLexer.scan(SourceText(s), jsx: jsx) }

  /// The regex bodies and flags found in `source`.
  private func regexes(_ source: String) -> [String] {
    let file = scan(source)
    XCTAssertEqual(file.regexLiterals.count, file.regexFlags.count)
    return zip(file.regexLiterals, file.regexFlags).map { "/\($0.value)/\($1)" }
  }

  func testDivisionAfterOperands() {
    XCTAssertEqual(regexes("a / b / c"), [])
    XCTAssertEqual(regexes("f(x)/2/y"), [])
    XCTAssertEqual(regexes("arr[0] / 2 / 3"), [])
    XCTAssertEqual(regexes("1 / 2 / 3"), [])
    XCTAssertEqual(regexes("this.width / 2 / k"), [])
    XCTAssertEqual(regexes("'s' / 2 / 3"), [])
    XCTAssertEqual(regexes("x /= 2; y /= 3"), [])
  }

  func testRegexAfterOperatorsAndKeywords() {
    XCTAssertEqual(regexes("x = /ab+c/g"), ["/ab+c/g"])
    XCTAssertEqual(regexes("return /re/.test(s)"), ["/re/"])
    XCTAssertEqual(regexes("if (typeof /x/ === 'object') {}"), ["/x/"])
    XCTAssertEqual(regexes("f(/a/, /b/i)"), ["/a/", "/b/i"])
    XCTAssertEqual(regexes("const r = [/a/, /b/]"), ["/a/", "/b/"])
    XCTAssertEqual(regexes("ok = !/x/.test(s) && /y/.test(s) || /z/u.test(s)"), ["/x/", "/y/", "/z/u"])
    XCTAssertEqual(regexes("v = c ? /a/ : /b/"), ["/a/", "/b/"])
    XCTAssertEqual(regexes("{ pattern: /^\\d{3}$/ }"), ["/^\\d{3}$/"])
    XCTAssertEqual(regexes("} /a/.exec(s)"), ["/a/"])
    XCTAssertEqual(regexes("/start/.test(s)"), ["/start/"])
    XCTAssertEqual(regexes("x = y; /re/m.exec(z)"), ["/re/m"])
    XCTAssertEqual(regexes("s.replace(/=/g, '')"), ["/=/g"])
  }

  func testClassesAndEscapes() {
    XCTAssertEqual(regexes("r = /[/]/"), ["/[/]/"])
    XCTAssertEqual(regexes(#"r = /a\/b/gi"#), [#"/a\/b/gi"#])
    XCTAssertEqual(regexes(#"r = /[\]/]+/"#), [#"/[\]/]+/"#])
  }

  func testCommentsAreNotRegexes() {
    XCTAssertEqual(regexes("a = b // c /d/\nx = /e/"), ["/e/"])
    XCTAssertEqual(regexes("a = /* /x/ */ /y/"), ["/y/"])
  }

  func testRegexMapsVerbatimAndTokens() {
    let source = "const re = /^\\+7 \\(\\d{3}\\)$/v;"
    let file = scan(source)
    XCTAssertEqual(file.regexLiterals.count, 1)
    let token = file.tokens.first { $0.kind == .regexLiteral }
    XCTAssertEqual(token.map { file.tokenText($0) }, "/^\\+7 \\(\\d{3}\\)$/v")
    XCTAssertEqual(token?.literal, 0)
    XCTAssertEqual(file.regexFlags, ["v"])
    let text = SourceText(source)
    XCTAssertEqual(sourceOf(file.regexLiterals[0], utf8: 1..<3, in: text), "\\+")
    XCTAssertEqual(file.tokenTexts.last, ";")
  }

  func testUnterminatedRegexFallsBackToDivision() {
    let file = scan("x = /abc\ny = 2")
    XCTAssertTrue(file.regexLiterals.isEmpty)
    XCTAssertTrue(file.tokenTexts.contains("abc"))
  }
}

final class JavaScriptRegexBudgetTests: XCTestCase {
  func testManyUnclosedSlashesOnOneLineStayLinearAndNextLineWorks() {
    let source = String(repeating: "(/[", count: 5000) + "\nx = /ok/i"
    let file = JavaScriptLexer.scan(SourceText(source), jsx: false)
    XCTAssertEqual(file.regexLiterals.map(\.value), ["ok"])
    XCTAssertEqual(file.regexFlags, ["i"])
  }
}
