import MaskAnalysis
import SourceScanning
import XCTest

/// The `flutter-filter-*` rules: what `hasMatch` on one character accepts, exact positions.
final class FlutterFilterTests: XCTestCase {
  private func findings(_ code: String, rule: String) -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: "lib/form.dart", text: SourceText(code))
    return project.findings(forPath: "lib/form.dart").filter { $0.rule == rule }
  }

  private func multichar(_ regex: String) -> [String] {
    findings("final m = MaskTextInputFormatter(mask: '##', filter: {'#': RegExp(r'\(regex)')});\n", rule: "flutter-filter-multichar")
      .map(\.message)
  }

  func testRegexesThatTakeOneCharacter() {
    for regex in ["[0-9]", "[0-9]+", "^[0-9]$", #"\d{1,3}"#, "a|bc", "(?:x|)y", ".", "[^]", ".*", #"\w"#] {
      XCTAssertEqual(multichar(regex), [], regex)
    }
  }

  func testRegexesThatRefuseEveryCharacter() {
    for regex in [#"\d{2}"#, "ab", "^$", "[]", #"\d\d+"#, "x$^"] {
      let messages = multichar(regex)
      XCTAssertEqual(messages.count, 1, regex)
      XCTAssertTrue(messages.first?.contains("cannot match a single character") ?? false, regex)
    }
  }

  func testRegexesThatAcceptEveryCharacter() {
    for regex in ["[0-9]*", "[a-z]?", "^", "$", "(?:)", "[0-9]{0,1}"] {
      let messages = multichar(regex)
      XCTAssertEqual(messages.count, 1, regex)
      XCTAssertTrue(messages.first?.contains("matches the empty string") ?? false, regex)
    }
  }

  func testCaseInsensitiveFilterIsUsedBySimulation() throws {
    let project = AnalysisProject()
    project.setFile(path: "lib/form.dart", text: SourceText(
      "final m = MaskTextInputFormatter(mask: 'XX', filter: {'X': RegExp('[a-z]', caseSensitive: false)});\n"))
    let field = try XCTUnwrap(project.fields().first)
    let mask = try XCTUnwrap(field.mask(for: try XCTUnwrap(field.maskSettings.first)))
    guard case .slot(let cls, _) = try XCTUnwrap(mask.tokens.first).kind else { return XCTFail("not a slot") }
    XCTAssertTrue(cls.contains(Character("Q")))
    XCTAssertTrue(cls.contains(Character("q")))
    XCTAssertFalse(cls.contains(Character("5")))
  }

  func testMissingEntryPositionAndMessage() throws {
    let code = "final m = MaskTextInputFormatter(\n  mask: '+1 (###) 000-A',\n  filter: {'0': RegExp(r'[0-9]')});\n"
    let found = findings(code, rule: "flutter-filter-missing")
    XCTAssertEqual(found.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }, ["1:13", "1:22"])
    XCTAssertTrue(found[0].message.hasPrefix("`#` has no entry in this formatter's `filter:`"))
    XCTAssertTrue(found[1].message.hasPrefix("`A` has no entry"))
    XCTAssertEqual(found[0].related.first?.location.start.line, 2)
  }

  func testInvalidKeyAndUnusedKey() {
    let code = "final m = MaskTextInputFormatter(mask: '##', filter: {'#': RegExp(r'[0-9]'), '': RegExp(r'x'), 'Z': RegExp(r'[A-Z]')});\n"
    let invalid = findings(code, rule: "flutter-filter-multichar")
    XCTAssertEqual(invalid.map(\.location.range.lowerBound), [77])
    XCTAssertTrue(invalid.first?.message.contains("is not one character") ?? false)
    let unused = findings(code, rule: "flutter-filter-unused")
    XCTAssertEqual(unused.map(\.message), ["filter key `Z` never occurs in the mask `##`: this entry has no effect"])
    XCTAssertEqual(unused.first?.severity, .info)
  }

  /// Entries whose regex is built at run time still make slots in the mask as written (what
  /// the hover of the entries shows), but the mask itself is not judged: what those slots
  /// take is unknown.
  func testEntriesWithUnknownRegexesStillMakeSlots() throws {
    let code = "final m = MaskTextInputFormatter(mask: '+1 (###) 000-AA', filter: {'0': RegExp(r'[0-9]'), '#': digits, 'A': new RegExp(letters + '?')});\n"
    for rule in ["flutter-filter-missing", "flutter-filter-multichar", "flutter-filter-unused"] {
      XCTAssertEqual(findings(code, rule: rule).map(\.message), [], rule)
    }
    let project = AnalysisProject()
    project.setFile(path: "lib/form.dart", text: SourceText(code))
    let field = try XCTUnwrap(project.fields().first)
    XCTAssertEqual(field.settings.map(\.recognizedAs), [
      "MaskTextInputFormatter(mask:)", "MaskTextInputFormatter(filter: {'0': RegExp(…)})",
      "MaskTextInputFormatter(filter: {…})", "MaskTextInputFormatter(filter: {…})",
    ])
    XCTAssertEqual(field.settings.last?.literal.value, "new RegExp(letters + '?')")
    let setting = try XCTUnwrap(field.maskSettings.first)
    XCTAssertNil(field.mask(for: setting))
    XCTAssertTrue(field.hasUnresolvedOptions(setting))
    let mask = try XCTUnwrap(field.parsedMask(for: setting))
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 8)
  }

  func testMapsOutsideAFormatterAreIgnored() {
    let project = AnalysisProject()
    project.setFile(path: "lib/form.dart", text: SourceText("final m = {'#': digits, 'A': letters};\nfinal n = Other(filter: {'#': digits});\n"))
    XCTAssertEqual(project.fields().count, 0)
  }

  func testDefaultFilterIsNotReported() {
    let code = "final m = MaskTextInputFormatter(mask: '+1 (###) AAA');\n"
    for rule in ["flutter-filter-missing", "flutter-filter-multichar", "flutter-filter-unused"] {
      XCTAssertEqual(findings(code, rule: rule).map(\.message), [], rule)
    }
  }
}
