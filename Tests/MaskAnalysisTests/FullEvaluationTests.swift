import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A lint checks every field in one pass, file by file (`FullEvaluationPlan`); the language
/// server checks dirty keys step by step. Both must give the same findings, for fields of one
/// file and for fields that span files (members across extensions, storyboard outlets,
/// constants of another file), and a change that arrives during the pass is not lost.
final class FullEvaluationTests: XCTestCase {
  /// Fields of one file and fields across files, each with findings.
  static let crossFileFixture: [String: String] = [
    "VC.swift": """
      class VC {
        func f() {
          code.BBB_pattern = "##"
          phone.BBB_pattern = "+1 (###) ###-####"
        }
      }
      """,
    "VC+Setup.swift": """
      extension VC {
        func g() {
          phone.maxLength = 10
          other.BBB_pattern = ""
        }
      }
      """,
    "Main.storyboard": AnalysisProjectTests.outletStoryboard,
    "Form.kt": "class F { fun f(v: EditText) { MaskedTextChangedListener.installOn(v, PHONE) } }\n",
    "Masks.kt": "const val PHONE = \"[000\"\n",
  ]

  private func temporaryFolder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return dir.path
  }

  /// The findings of `report`'s files when they are set one by one and checked a few fields
  /// per step, as the language server does.
  private func stepwiseFindings(of report: LintReport, root: String, limit: Int) -> [Finding] {
    let configurations = ConfigurationDiscovery().configurations(
      for: report.analysedPaths, fallback: ProjectConfiguration.discover(from: root)
    ).configurations
    let project = AnalysisProject(configurations: configurations)
    for path in report.analysedPaths {
      guard let text = AnalysisProject.readText(path) else { continue }
      project.setFile(path: path, text: text, keepsText: false)
    }
    while project.evaluateStep(limit: limit).remaining {}
    return project.allFindings()
  }

  func testOnePassGivesWhatStepsGiveAcrossFiles() throws {
    let root = try temporaryFolder(Self.crossFileFixture)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = try LintRunner.lint([root])
    // The fixture's fields across files are found (else this test would prove nothing).
    let rules = Set(report.findings.map(\.rule))
    XCTAssertTrue(rules.isSuperset(of: ["conflict-max-length", "conflict-duplicate", "mask-no-slots", "mask-empty"]), "\(rules)")
    XCTAssertTrue(report.findings.contains { f in f.related.contains { $0.location.path != f.location.path } })
    for limit in [1, 3, 100] {
      XCTAssertEqual(stepwiseFindings(of: report, root: root, limit: limit), report.findings, "limit \(limit)")
    }
  }

  func testOnePassGivesWhatStepsGiveOnTheExamples() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples").path
    let report = try LintRunner.lint([examples])
    XCTAssertGreaterThan(report.findings.count, 20)
    XCTAssertEqual(stepwiseFindings(of: report, root: examples, limit: 7), report.findings)
  }

  /// A file edited while the pass checks fields outside the lock: its fields stay dirty and
  /// the next evaluation checks them against the new text.
  func testAChangeDuringThePassIsCheckedAfterIt() throws {
    let root = try temporaryFolder(Self.crossFileFixture)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let paths = Self.crossFileFixture.keys.sorted().map { root + "/" + $0 }
    let project = AnalysisProject()
    project.setFacts(paths.compactMap { path in
      AnalysisProject.readText(path).map { FileFacts.make(path: path, language: SourceLanguage(path: path)!, text: $0) }
    })
    let setup = root + "/VC+Setup.swift"
    let edited = "extension VC {\n  func g() {\n    phone.maxLength = 20\n  }\n}\n"
    project.afterCheckForTesting = { [unowned project] in
      project.afterCheckForTesting = nil
      // The pass has checked the old text: nothing it found may pass for settled.
      XCTAssertNil(project.settledFindings(forPath: setup))
      project.setFile(path: setup, text: SourceText(edited), keepsText: true)
    }
    let findings = project.allFindings()
    XCTAssertFalse(findings.contains { $0.rule == "conflict-max-length" || $0.rule == "mask-empty" }, "\(findings.map(\.rule))")
    XCTAssertTrue(findings.contains { $0.rule == "conflict-duplicate" })
    XCTAssertFalse(project.hasPendingWork)

    // The same state built afresh.
    let fresh = AnalysisProject()
    for path in paths where path != setup { fresh.setFile(path: path, text: AnalysisProject.readText(path)!, keepsText: false) }
    fresh.setFile(path: setup, text: SourceText(edited), keepsText: true)
    XCTAssertEqual(findings, fresh.allFindings())
  }
}
