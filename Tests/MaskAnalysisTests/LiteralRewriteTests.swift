import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A new value is written in the literal's own syntax: the edited file, scanned again, holds
/// exactly the new value in that literal.
final class LiteralRewriteTests: XCTestCase {
  /// Rewrites the first literal of `source` to `value`; returns the edited source, and checks
  /// that scanning it again gives `value`.
  private func rewrite(_ source: String, _ language: SourceLanguage, to value: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    let text = SourceText(source)
    guard let scanned = SourceScanner.scanCode(text, language: language) else { return nil }
    let literal = (scanned.literals + scanned.regexLiterals).min { $0.range.lowerBound < $1.range.lowerBound }!
    guard let edit = LiteralRewrite.edit(literal, to: value, in: text, language: language) else { return nil }
    let fixed = FixApplication.apply([Fix(title: "t", edits: [edit], isSafe: false)], to: text.bytes)
    let out = String(decoding: fixed.bytes, as: UTF8.self)
    let again = SourceScanner.scanCode(SourceText(out), language: language)!
    let values = (again.literals + again.regexLiterals).map(\.value)
    XCTAssertTrue(values.contains(value), "\(out) holds \(values), not \(value)", file: file, line: line)
    return out
  }

  func testEscapedStringsDoubleTheBackslash() {
    XCTAssertEqual(rewrite(#"let p = "^\\d{10}$""#, .swift, to: #"^\d{0,10}$"#), #"let p = "^\\d{0,10}$""#)
    XCTAssertEqual(rewrite(#"val p = "^\\d{10}$""#, .kotlin, to: #"^\d{0,10}$"#), #"val p = "^\\d{0,10}\$""#.replacingOccurrences(of: "\\$\"", with: "$\""))
    XCTAssertEqual(rewrite(#"String p = "a";"#, .java, to: #"\d"#), #"String p = "\\d";"#)
    XCTAssertEqual(rewrite(#"const p = 'a'"#, .javascript, to: #"it's \d"#), #"const p = 'it\'s \\d'"#)
  }

  func testRawStringsAndRegexLiteralsKeepOneBackslash() {
    XCTAssertEqual(rewrite(##"let p = #"^\d{10}$"#"##, .swift, to: #"^\d{0,10}$"#), ##"let p = #"^\d{0,10}$"#"##)
    XCTAssertEqual(rewrite(#"final p = r'^\d{10}$';"#, .dart, to: #"^\d{0,10}$"#), #"final p = r'^\d{0,10}$';"#)
    XCTAssertEqual(rewrite(#"var p = @"^\d{10}$";"#, .csharp, to: #"^\d{0,10}$"#), #"var p = @"^\d{0,10}$";"#)
    XCTAssertEqual(rewrite(#"const ok = /^\d{10}$/.test(v)"#, .javascript, to: #"^\d{0,10}$"#), #"const ok = /^\d{0,10}$/.test(v)"#)
  }

  func testSpecialCharactersOfEachSyntax() {
    // Kotlin and Dart: `$` starts a template.
    XCTAssertEqual(rewrite(#"val p = "a""#, .kotlin, to: "a$b"), #"val p = "a\$b""#)
    XCTAssertEqual(rewrite(#"final p = 'a';"#, .dart, to: "a$b"), #"final p = 'a\$b';"#)
    // C# verbatim: the quote is doubled.
    XCTAssertEqual(rewrite(#"var p = @"a";"#, .csharp, to: #"a"b"#), #"var p = @"a""b";"#)
    // A template literal: `${` must not start a substitution.
    XCTAssertEqual(rewrite("const p = `a`", .javascript, to: "${x}"), "const p = `\\${x}`")
  }

  func testOnlyTheChangedPartIsEditedAndEscapesStayWhole() {
    // `\u{2D}` (a hyphen) is kept as written; only `10` becomes `0,10`.
    let source = #"let p = "^\\d{10}\u{2D}$""#
    XCTAssertEqual(rewrite(source, .swift, to: #"^\d{0,10}-$"#), #"let p = "^\\d{0,10}\u{2D}$""#)
  }

  func testWhatCannotBeWrittenGivesNoEdit() {
    // A raw string cannot hold its closing delimiter; a regex literal cannot hold `/`.
    XCTAssertNil(rewrite(##"let p = #"a"#"##, .swift, to: ##"a"#"##))
    XCTAssertNil(rewrite(#"const ok = /a/.test(v)"#, .javascript, to: "a/b"))
    // An interpolated string is not a constant.
    XCTAssertNil(rewrite(#"let p = "\(x)a""#, .swift, to: "b"))
  }

  func testMarkupAttributesUseEntities() {
    let source = #"<input pattern="[0-9]+">"#
    let text = SourceText(source)
    let document = SourceScanner.scanMarkup(text, language: .html)!
    let literal = document.elements.flatMap(\.attributes).compactMap(\.value).first!
    let edit = LiteralRewrite.edit(literal, to: #"[0-9&"]+"#, in: text, language: .html)
    XCTAssertEqual(edit.map { String(decoding: FixApplication.apply([Fix(title: "", edits: [$0], isSafe: true)], to: text.bytes).bytes, as: UTF8.self) },
      #"<input pattern="[0-9&amp;&quot;]+">"#)
  }

  func testOverlappingFixesAreSkippedWhole() {
    let bytes = Array("abcdef".utf8)
    let first = Fix(title: "1", edits: [TextEdit(range: 1..<3, newText: "X")], isSafe: true)
    let overlapping = Fix(title: "2", edits: [TextEdit(range: 2..<4, newText: "Y")], isSafe: true)
    let later = Fix(title: "3", edits: [TextEdit(range: 4..<5, newText: "Z"), TextEdit(range: 0..<0, newText: ">")], isSafe: true)
    let result = FixApplication.apply([first, overlapping, later], to: bytes)
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), ">aXdZf")
    XCTAssertEqual(result.applied, [0, 2])
    XCTAssertEqual(result.skipped, [1])
  }
}
