import MaskAnalysis
import SourceScanning
import XCTest

/// How the rules treat web settings: `conflict-html-pattern`, and the regex rules on an HTML
/// `pattern` (anchored, `v` flag, checked on submit against the formatted text).
final class WebRuleTests: XCTestCase {
  /// `rule line:column message` for every finding, in order.
  private func findings(_ path: String, _ code: String) -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.findings(forPath: path).sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
  }

  private func summary(_ path: String, _ code: String) -> [String] {
    findings(path, code).map { "\($0.rule) \($0.location.start.line + 1):\($0.location.start.utf16Column + 1)" }
  }

  func testPatternIsAnchoredAndNotPerKeystroke() {
    // `\d{5}` would be unanchored in a search and would block typing per edit; as a pattern
    // it is neither.
    XCTAssertEqual(summary("a.html", #"<input pattern="\d{5}">"#), [])
  }

  func testPatternUsesTheVFlag() {
    let found = findings("a.html", "<form>\n  <input pattern=\"[a-z-]\">\n</form>\n")
    XCTAssertEqual(found.map(\.rule), ["regex-syntax"])
    // The second, unescaped `-` (line 2, column 23).
    XCTAssertEqual(found.first.map { "\($0.location.start.line + 1):\($0.location.start.utf16Column + 1)" }, "2:23")
    XCTAssertTrue(found.first?.message.contains("v flag") == true, found.first?.message ?? "")
    // Without `v` (a script regex), `[a-z-]` is fine.
    XCTAssertEqual(summary("a.js", #"const r = new RegExp("[a-z-]");"#), [])
  }

  func testScriptRegexUses() {
    XCTAssertEqual(summary("a.js", #"""
      if (/\d{5}/.test(v)) {}
      if (/iPhone/.test(ua)) {}
      const clean = v.replace(/\d+/g, "");
      IMask(el, { mask: /^\d{4}$/ });
      Inputmask({ regex: "\\d{4}" }).mask(el);
      """#), ["regex-unanchored 1:5", "regex-blocks-typing 4:19"])
  }

  func testPatternComparedWithTheFormattedMask() {
    XCTAssertEqual(summary("a.html", #"<input mask="000-000" pattern="\d{3}-\d{3}">"#), [])
    let found = findings("a.html", #"<input mask="000-000" pattern="\d{6}">"#)
    XCTAssertEqual(found.map(\.rule), ["regex-rejects-mask"])
    XCTAssertTrue(found.first?.message.contains("after `123` the mask takes `\\-`") == true, found.first?.message ?? "")
  }

  func testMaxLengthAgainstTheMaskOnOneElement() {
    XCTAssertEqual(summary("a.html", #"<input data-inputmask="'mask': '99-9999999'" maxlength="4">"#), ["conflict-max-length 1:56"])
    XCTAssertEqual(summary("a.html", #"<input data-inputmask="'mask': '99-9999999'" maxlength="10">"#), [])
  }

  func testConflictMessagesAndRelatedLocations() {
    let code = #"<input type="number" pattern="\d{5}" maxlength="5">"#
    let found = findings("a.html", code)
    XCTAssertEqual(found.map(\.rule), ["conflict-html-pattern", "conflict-html-pattern"])
    XCTAssertEqual(found[0].message, "`pattern` is ignored on `<input type=\"number\">`: browsers apply it only to text, search, url, tel, email and password inputs; limit the number with `min`, `max` and `step`")
    XCTAssertEqual(found[0].severity, .warning)
    let text = SourceText(code)
    XCTAssertEqual(text.string(in: found[0].location.range), "\\d{5}")
    XCTAssertEqual(found[0].related.map { text.string(in: $0.location.range) }, ["number"])
    XCTAssertEqual(text.string(in: found[1].location.range), "5")
  }

  func testMaxLengthShorterThanEveryPatternValue() {
    let found = findings("a.html", #"<input pattern="[A-Z]{2}-\d{4}" maxlength="6">"#)
    XCTAssertEqual(found.map(\.rule), ["conflict-html-pattern"])
    XCTAssertTrue(found[0].message.hasPrefix("`maxlength` 6 is shorter than every value the `pattern` accepts"), found[0].message)
    XCTAssertTrue(found[0].message.contains("has 7 characters"), found[0].message)
    XCTAssertEqual(summary("a.html", #"<input pattern="[A-Z]{2}-\d{4}" maxlength="7">"#), [])
    // A pattern that also accepts short values is fine.
    XCTAssertEqual(summary("a.html", #"<input pattern="\d{2}|\d{8}" maxlength="2">"#), [])
  }

  func testLengthAttributesThatAreNotIntegers() {
    XCTAssertEqual(summary("a.html", #"<input maxlength="-1" minlength=" 3">"#), ["conflict-html-pattern 1:19"])
  }

  func testTextTypesAndUnknownTypesAreText() {
    for type in ["text", "search", "url", "tel", "email", "password", "TEXT", "bogus"] {
      XCTAssertEqual(summary("a.html", "<input type=\"\(type)\" pattern=\"\\d+\" maxlength=\"9\">"), [], type)
    }
    for type in ["number", "date", "range", "color", "checkbox", "file"] {
      XCTAssertEqual(summary("a.html", "<input type=\"\(type)\" pattern=\"\\d+\">").count, 1, type)
    }
  }

  func testJSXInputConstraints() {
    XCTAssertEqual(summary("Form.jsx", #"const f = <input pattern="\d{5}" maxLength="4" />;"#), ["conflict-html-pattern 1:45"])
    XCTAssertEqual(summary("Form.jsx", #"const f = <input pattern="\d{5}" maxLength={5} />;"#), [])
  }

  func testSuppressionComment() {
    XCTAssertEqual(summary("a.html", "<!-- maskls: ignore=conflict-html-pattern -->\n<input type=\"number\" pattern=\"\\d\">\n"), [])
  }
}
