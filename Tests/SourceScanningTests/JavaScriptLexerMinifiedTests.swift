import XCTest

@testable import SourceScanning

/// Regressions found by comparing the lexer with acorn on minified bundles
/// (`JavaScriptLexerAcornTests`).
final class JavaScriptLexerMinifiedTests: XCTestCase {
  /// `1<<r` is a shift: the second `<` once started a JSX tag, so the rest of the code was
  /// read as attributes and the next string's escapes were not decoded.
  func testShiftIsNotAJSXTag() {
    let source = "var l=1<<r;l&t|e[r]&t&&(e[r]|=t),n&=~l;\nvar e1=RegExp(\"^[a\\\\-.0-9]*$\");"
    let file = JavaScriptLexer.scan(SourceText(source), jsx: true)
    XCTAssertEqual(file.literals.map(\.value), [#"^[a\-.0-9]*$"#])
    XCTAssertEqual(file.diagnostics, [])
    XCTAssertTrue(file.tokenTexts.contains("RegExp"))
    // `x <<= <b/>` cannot be written, but `a < <b/>`-like tags after a lone `<` still lex
    // as JSX; only the shift's second `<` is excluded.
    let jsx = JavaScriptLexer.scan(SourceText("const v = a<<b, w = <Mask mask=\"9\\9\"/>;"), jsx: true)
    XCTAssertEqual(jsx.literals.map(\.value), [#"9\9"#])
  }

  /// A regex literal longer than 2 KiB (CodeMirror's Gherkin mode) is one literal, not a
  /// division followed by strings made of its apostrophes.
  func testLongRegexLiteral() {
    let body = (0..<400).map { "word\($0)|y'all" }.joined(separator: "|")
    let source = "stream.match(/(\(body))/);"
    XCTAssertGreaterThan(body.utf8.count, 2048)
    let file = JavaScriptLexer.scan(SourceText(source), jsx: true)
    XCTAssertEqual(file.regexLiterals.map(\.value), ["(\(body))"])
    XCTAssertEqual(file.literals.count, 0)
  }

  /// A no-break space (U+00A0, in angular.js and d3.js) and the other Unicode spaces
  /// separate tokens; they were read as part of the next identifier.
  func testUnicodeSpacesSeparateTokens() {
    let source = "if (a ||\u{A0}b) {}\u{3000}function\u{FEFF}f() { return\u{2003}/x/ }"
    let file = JavaScriptLexer.scan(SourceText(source), jsx: true)
    XCTAssertEqual(file.tokenTexts, ["if", "(", "a", "|", "|", "b", ")", "{", "}", "function", "f", "(", ")", "{", "return", "/x/", "}"])
    // Non-ASCII letters are still identifiers.
    XCTAssertEqual(JavaScriptLexer.scan(SourceText("const café = naïve"), jsx: true).tokenTexts, ["const", "café", "=", "naïve"])
  }
}
