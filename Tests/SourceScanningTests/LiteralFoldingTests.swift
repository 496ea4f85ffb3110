import XCTest

@testable import SourceScanning

/// Chains of constant literals joined by `+` that are a whole value become one literal whose
/// source map points into each piece; every other chain is left in pieces (fragments).
final class LiteralFoldingTests: XCTestCase {
  private func scan(_ source: String, _ language: SourceLanguage) -> ScannedFile {
    SourceScanner.scanCode(SourceText(source), language: language)!
  }

  /// The whole values' texts.
  private func wholeValues(_ source: String, _ language: SourceLanguage) -> [String] {
    let file = scan(source, language)
    return file.tokens.filter { $0.kind == .string }.map { file.literals[$0.literal] }.filter(\.isWholeValue).map(\.value)
  }

  func testFoldedValueAndSourceMap() {
    let source = "Pattern p = Pattern.compile(\"^(?:[a-z]+\" +\n    \"\\\\d{2})$\");"
    let file = scan(source, .java)
    let strings = file.tokens.filter { $0.kind == .string }
    XCTAssertEqual(strings.count, 1)
    let literal = file.literals[strings[0].literal]
    XCTAssertEqual(literal.value, #"^(?:[a-z]+\d{2})$"#)
    XCTAssertTrue(literal.isWholeValue)
    XCTAssertEqual(file.text.string(in: literal.range), "\"^(?:[a-z]+\" +\n    \"\\\\d{2})$\"")
    // `\d` (value characters 10–11) comes from the escape `\\d` of the second piece;
    // `(?:` from the first.
    XCTAssertEqual(sourceOf(literal, characters: 10..<12, in: file.text), #"\\d"#)
    XCTAssertEqual(sourceOf(literal, characters: 1..<4, in: file.text), "(?:")
    // A range across the pieces spans the `+` between them in the source.
    XCTAssertEqual(sourceOf(literal, characters: 9..<11, in: file.text), "+\" +\n    \"\\\\")
    XCTAssertEqual(file.tokenTexts.filter { $0 == "+" }, [])
  }

  func testFoldedInEveryLanguageButObjectiveC() {
    XCTAssertEqual(wholeValues(#"new RegExp("^[a-z]" + '{2}' + `$`)"#, .javascript), ["^[a-z]{2}$"])
    XCTAssertEqual(wholeValues(#"let r = try NSRegularExpression(pattern: "^a" + "b$")"#, .swift), ["^ab$"])
    XCTAssertEqual(wholeValues(#"val r = Regex("^a" + "b$")"#, .kotlin), ["^ab$"])
    XCTAssertEqual(wholeValues(#"final r = RegExp(r'^a' + 'b$');"#, .dart), ["^ab$"])
    XCTAssertEqual(wholeValues(#"var r = new Regex(@"^a" + "b$");"#, .csharp), ["^ab$"])
    XCTAssertEqual(wholeValues(#"{ mask: "(99)" + " 999" }"#, .javascript), ["(99) 999"])
  }

  func testNotFolded() {
    // A name, a method on the last piece, a number, a compound assignment, a tighter operator.
    XCTAssertEqual(wholeValues(#"new RegExp(x + "a" + "b")"#, .javascript), [])
    XCTAssertEqual(wholeValues(#"new RegExp("a" + "b" + x)"#, .javascript), [])
    XCTAssertEqual(wholeValues(#"val r = "a" + "b".toRegex()"#, .kotlin), [])
    XCTAssertEqual(wholeValues(#"String s = "a" + "b" + 1;"#, .java), [])
    XCTAssertEqual(wholeValues(#"s += "a" + "b";"#, .javascript), [])
    XCTAssertEqual(wholeValues(#"f(x * "a" + "b")"#, .javascript), [])
    XCTAssertEqual(wholeValues("a = `x${y}` + \"b\"", .javascript), [])
  }
}
