import MaskAnalysis
import SourceScanning
import XCTest

/// Every rule's fixes are tested by its examples: applying the preferred fix of each finding
/// of a triggering example gives the example's `fixed` text, and linting that text again
/// finds no finding of the rule and no new finding of any other rule.
final class RuleFixExampleTests: XCTestCase {
  func testFixesGiveTheDocumentedTextAndResolveTheFinding() {
    var checked = 0
    for description in RuleCatalog.descriptions {
      for example in description.triggeringExamples {
        let (source, _) = ExampleMarkers.strip(example.code)
        let before = ExampleMarkers.allFindings(in: source, fileName: example.fileName)
        let own = before.filter { $0.rule == description.id }
        let fixes = own.compactMap(\.fixes.first)
        guard let expected = example.fixed else {
          XCTAssertEqual(fixes.map(\.title), [], "\(description.id): a fix without `fixed:` text in \(example.code)")
          continue
        }
        XCTAssertEqual(fixes.count, own.count, "\(description.id): a finding without a fix in \(example.code)")
        let result = FixApplication.apply(fixes, to: Array(source.utf8))
        XCTAssertEqual(result.skipped, [], "\(description.id): overlapping fixes")
        let fixedText = String(decoding: result.bytes, as: UTF8.self)
        XCTAssertEqual(fixedText, expected, "\(description.id): fixed text of \(example.code)")
        let after = ExampleMarkers.allFindings(in: fixedText, fileName: example.fileName)
        XCTAssertEqual(after.filter { $0.rule == description.id }.map(\.message), [], "\(description.id): still found after the fix")
        for rule in Set(after.map(\.rule)) where rule != description.id {
          XCTAssertLessThanOrEqual(
            after.filter { $0.rule == rule }.count, before.filter { $0.rule == rule }.count,
            "\(description.id)'s fix of \(example.code) brings a new \(rule) finding: \(after.filter { $0.rule == rule }.map(\.message))")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 5)
  }

  /// A legacy octal escape (a warning of `regex-flavor`) is rewritten as the `\x` escape of
  /// the same character: a safe fix.
  func testLegacyOctalEscapeBecomesHex() throws {
    let source = ##"const sep = new RegExp("^\\d+\\012?$")"##
    let finding = try XCTUnwrap(ExampleMarkers.allFindings(in: source, fileName: "sep.js").first { $0.rule == "regex-flavor" })
    XCTAssertEqual(finding.severity, .warning)
    let fix = try XCTUnwrap(finding.fixes.first)
    XCTAssertTrue(fix.isSafe)
    let fixed = String(decoding: FixApplication.apply([fix], to: Array(source.utf8)).bytes, as: UTF8.self)
    XCTAssertEqual(fixed, ##"const sep = new RegExp("^\\d+\\x0A?$")"##)
    XCTAssertEqual(ExampleMarkers.allFindings(in: fixed, fileName: "sep.js").map(\.rule), [])
  }

  func testSafeFixesAreOnlyThoseThatKeepTheMeaning() {
    for description in RuleCatalog.descriptions {
      for example in description.triggeringExamples {
        let (source, _) = ExampleMarkers.strip(example.code)
        for finding in ExampleMarkers.findings(of: description.id, in: source, fileName: example.fileName) {
          for fix in finding.fixes {
            XCTAssertFalse(fix.title.isEmpty)
            XCTAssertFalse(fix.edits.isEmpty)
            for edit in fix.edits {
              XCTAssertLessThanOrEqual(edit.range.upperBound, source.utf8.count)
            }
          }
        }
      }
    }
  }
}

extension ExampleMarkers {
  static func allFindings(in source: String, fileName: String) -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: fileName, text: SourceText(source))
    return project.findings(forPath: fileName)
  }
}
