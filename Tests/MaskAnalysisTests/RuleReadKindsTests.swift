import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A rule is not asked about a field that holds none of the kinds of settings it reads
/// (`Rule.readKinds`). That must never hide a finding: asked anyway, such a rule finds
/// nothing, in every field of every rule example and of `Examples/`.
final class RuleReadKindsTests: XCTestCase {
  /// Every rule example, and every file of `Examples/`, as (path, text).
  private func sources() throws -> [(path: String, text: SourceText)] {
    var found: [(String, SourceText)] = []
    for description in RuleCatalog.descriptions {
      for example in description.triggeringExamples + description.nonTriggeringExamples {
        found.append((example.fileName, SourceText(ExampleMarkers.strip(example.code).0)))
      }
    }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples").path
    for path in try LintRunner.discover([examples]).files {
      guard let text = AnalysisProject.readText(path) else { continue }
      found.append((path, text))
    }
    return found
  }

  func testARuleNotAskedAboutAFieldWouldFindNothingThere() throws {
    var skipped = 0
    var reportingFields = 0
    for (path, text) in try sources() {
      guard let language = SourceLanguage(path: path) else { continue }
      let facts = FileFacts.make(path: path, language: language, text: text)
      let context = RuleContext(texts: [path: text])
      for key in facts.fieldKeys {
        for field in FieldGrouping.fields(root: key, settings: Array(facts.settings(for: key))) {
          let kinds = SettingKinds(of: field.settings)
          var reported = false
          for (rule, reads) in zip(RuleCatalog.instances, RuleCatalog.readKinds) {
            let findings = rule.check(field, context: context)
            reported = reported || !findings.isEmpty
            guard let reads, reads.isDisjoint(with: kinds) else { continue }
            skipped += 1
            XCTAssertEqual(
              findings.map(\.message), [],
              "\(type(of: rule).description.id) reads \(reads) but found something in a field of \(kinds) (\(path))")
          }
          if reported { reportingFields += 1 }
        }
      }
    }
    // The check compared something: rules were left out of fields, and fields had findings.
    XCTAssertGreaterThan(skipped, 500)
    XCTAssertGreaterThan(reportingFields, 50)
  }

  func testTheKindsOfAFieldAreTheKindsOfItsSettings() {
    let facts = FileFacts.make(
      path: "F.swift", language: .swift,
      text: SourceText("""
        class F {
          func f() {
            phone.BBB_pattern = "+1 (###) ###-####"
            phone.maxLength = 10
            let re = try NSRegularExpression(pattern: "^\\\\d{3}$")
          }
        }
        """))
    let all = SettingKinds(of: facts.settings.array)
    XCTAssertTrue(all.contains(.mask), "\(all)")
    XCTAssertTrue(all.contains(.maxLength), "\(all)")
    XCTAssertTrue(all.contains(.regex), "\(all)")
    XCTAssertFalse(all.contains(.keyboard))
    XCTAssertEqual(SettingKinds(of: []), [])
  }
}
