import SourceScanning
import XCTest

@testable import MaskAnalysis

/// The regex rules beyond their documentation examples: the seed's case, messages, the
/// warning half of `regex-rejects-mask`, and hovers.
final class RegexRuleTests: XCTestCase {
  private func findings(_ source: String, rule: String, path: String = "A.swift") -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(source))
    return project.findings(forPath: path).filter { $0.rule == rule }
  }

  func testSeedTenDigitRegexBlocksTypingAtTheFirstDigitAndSuggestsThePrefixTolerantForm() throws {
    let source = """
      phoneField.BBB_pattern = "##########"
      phoneField.BBB_regular = "^\\\\d{10}$"
      """
    let found = findings(source, rule: "regex-blocks-typing")
    XCTAssertEqual(found.count, 1)
    let message = try XCTUnwrap(found.first?.message)
    XCTAssertTrue(message.contains("typing `1` is refused"), message)
    XCTAssertTrue(message.contains("`1234567890` can never be entered"), message)
    XCTAssertTrue(message.contains("`^\\d{0,10}$`"), message)
  }

  func testPrefixTolerantRegexIsNotReported() {
    let source = """
      phoneField.BBB_pattern = "##########"
      phoneField.BBB_regular = "\\\\d{0,10}"
      """
    XCTAssertEqual(findings(source, rule: "regex-blocks-typing").map(\.message), [])
    XCTAssertEqual(findings(source, rule: "regex-rejects-mask").map(\.message), [])
  }

  func testSuggestionForASequenceIsVerifiedPrefixClosed() throws {
    let analysis = RegexChecks.analysis("^\\d{3}-\\d{4}$", flavor: RegexFlavorName.icu)
    let suggestion = try XCTUnwrap(PrefixTolerantForm.suggestion(for: analysis, accepting: "123-4567"))
    let matcher = try XCTUnwrap(RegexChecks.analysis(suggestion, flavor: RegexFlavorName.icu).matcher)
    for prefix in ["", "1", "12", "123", "123-", "123-4", "123-4567"] {
      XCTAssertEqual(matcher.fullMatch(prefix), true, "\(suggestion) should accept `\(prefix)`")
    }
    for wrong in ["a", "1234", "123-45678", "-"] {
      XCTAssertEqual(matcher.fullMatch(wrong), false, "\(suggestion) should refuse `\(wrong)`")
    }
  }

  func testRegexAcceptingNoCompleteMaskInputIsAnError() throws {
    let source = """
      zipField.BBB_pattern = "#####"
      zipField.BBB_regular = "[a-z]{0,3}"
      """
    let found = try XCTUnwrap(findings(source, rule: "regex-rejects-mask").first)
    XCTAssertEqual(found.severity, .error)
    XCTAssertTrue(found.message.contains("`#####`"), found.message)
  }

  func testValidationAfterTypingThatRejectsSomeMaskInputIsAWarningWithAnExample() throws {
    let mask = literal("#####", at: 0)
    let regex = literal("^[0-5]+$", at: 20)
    let key = FieldKey.member(type: "VC", name: "zip")
    let field = AnalyzedField(key: key, settings: [
      Setting(kind: .mask(.hash), recognizedAs: "BBB_pattern", literal: mask, path: "A.swift", field: key),
      Setting(kind: .regex(.icu, .fullMatch), recognizedAs: "NSPredicate", literal: regex, path: "A.swift", field: key),
    ])
    let found = RegexRejectsMaskRule().check(field, context: RuleContext(texts: [:]))
    XCTAssertEqual(found.count, 1)
    let finding = try XCTUnwrap(found.first)
    XCTAssertEqual(finding.severity, .warning)
    // The example must really be a complete input the regex rejects.
    let example = try XCTUnwrap(finding.message.split(separator: "`").dropFirst(3).first.map(String.init))
    XCTAssertEqual(example.count, 5, finding.message)
    XCTAssertEqual(RegexChecks.analysis("^[0-5]+$", flavor: RegexFlavorName.icu).matcher?.fullMatch(example), false)
  }

  func testUnanchoredSearchGivesAPassingExample() throws {
    let found = findings(#"let ok = text.range(of: "\\d{5}", options: .regularExpression) != nil"#, rule: "regex-unanchored")
    let message = try XCTUnwrap(found.first?.message)
    let example = try XCTUnwrap(message.split(separator: "`").dropFirst().first.map(String.init))
    let analysis = RegexChecks.analysis("\\d{5}", flavor: RegexFlavorName.icu)
    XCTAssertEqual(analysis.matcher?.contains(example), true)
    XCTAssertEqual(analysis.matcher?.fullMatch(example), false)
  }

  func testReDoSNamesTheGrowthAndSkipsSwiftRegex() throws {
    let icu = findings(#"let re = try NSRegularExpression(pattern: "^(\\d+)+$")"#, rule: "regex-redos")
    let message = try XCTUnwrap(icu.first?.message)
    XCTAssertTrue(message.contains("doubles the time"), message)
    XCTAssertTrue(message.contains("`" + String(repeating: "12", count: 14) + "!`"), message)
    let swift = findings("// maskls: regex=swift\nlet p = \"^(\\\\d+)+$\"", rule: "regex-redos")
    XCTAssertEqual(swift.map(\.message), [])
  }

  func testSyntaxErrorRangeMapsThroughHostEscapes() throws {
    // `\\d` is two source bytes for one pattern unit: the error at pattern offset 3 (`{`)
    // must land on the source `{`.
    let source = #"let re = try NSRegularExpression(pattern: "\\d{3,1}")"#
    let found = try XCTUnwrap(findings(source, rule: "regex-syntax").first)
    let start = source.utf8.index(source.utf8.startIndex, offsetBy: found.location.range.lowerBound)
    XCTAssertEqual(source[start...].first, "{")
  }

  func testRegexHoverShowsStructureMatchesReplayAndConflicts() throws {
    let source = """
      phoneField.BBB_pattern = "##########"
      phoneField.BBB_regular = "^\\\\d{10}$"
      """
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(source))
    let offset = source.utf8.count - 4
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: offset)).markdown
    for expected in ["ICU", "✓ compiles", "10 × digit", "Shortest match: `1234567890`", "refused by the regex", "regex-blocks-typing", "`##########`"] {
      XCTAssertTrue(hover.contains(expected), "missing \(expected) in\n\(hover)")
    }
    let maskHover = try XCTUnwrap(project.hover(path: "A.swift", offset: 27)).markdown
    XCTAssertTrue(maskHover.contains("regex-blocks-typing"), maskHover)
  }

  func testHoverOnCatastrophicRegexReturnsQuickly() throws {
    let pattern = "^(([a-z0-9]+)*[a-z0-9]+)+(\\\\.([a-z0-9]+)*)*@(\\\\w+|\\\\d+)*(a|a|aa)*$"
    let source = "field.BBB_pattern = \"##############################\"\nfield.BBB_regular = \"\(pattern)\""
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(source))
    let start = ContinuousClock.now
    let hover = project.hover(path: "A.swift", offset: source.utf8.count - 3)
    _ = project.findings(forPath: "A.swift")
    XCTAssertNotNil(hover)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(30), "liveness bound")
  }

  func testUnsupportedConstructIsSaidNotGuessed() throws {
    let source = "field.BBB_regular = \"^(\\\\d)\\\\1$\""
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(source))
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: source.utf8.count - 3)).markdown
    XCTAssertTrue(hover.contains("not analysed"), hover)
    let ids = Set(project.findings(forPath: "A.swift").map(\.rule))
    XCTAssertFalse(ids.contains("regex-blocks-typing"))
    XCTAssertFalse(ids.contains("regex-never-matches"))
  }

  private func literal(_ value: String, at offset: Int) -> StringLiteral {
    let n = value.utf8.count
    return StringLiteral(
      value: value, range: offset..<(offset + n + 2),
      segments: [LiteralSegment(valueStart: 0, valueLength: n, sourceStart: offset + 1, sourceLength: n, isVerbatim: true)])
  }
}

extension RegexRuleTests {
  func testSearchHoverShowsTheUnanchoredExampleAndErrorsShowTheirOffset() throws {
    let source = #"let ok = text.range(of: "\\d{5}", options: .regularExpression) != nil; let re = try NSRegularExpression(pattern: "a{3,1}")"#
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(source))
    let search = try XCTUnwrap(project.hover(path: "A.swift", offset: 27)).markdown
    XCTAssertTrue(search.contains("searched for anywhere"), search)
    XCTAssertTrue(search.contains("passes too"), search)
    let offset = try XCTUnwrap(source.range(of: "a{3,1}")).lowerBound.utf16Offset(in: source) + 2
    let invalid = try XCTUnwrap(project.hover(path: "A.swift", offset: offset)).markdown
    XCTAssertTrue(invalid.contains("✗ does not compile at 1"), invalid)
  }
}
