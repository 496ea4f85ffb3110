@testable import MaskAnalysis
import SourceScanning
import XCTest

/// Fields keyed by symbol facts (declaring scope, qualified type, exclusive branches) and
/// constants resolved across the files of a project.
final class SymbolFieldTests: XCTestCase {
  private func settings(_ source: String, path: String) -> [Setting] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(source))
    return project.fields().flatMap(\.settings)
  }

  func testLocalsOfSeparateClosuresAreSeparateKeys() {
    let dart = """
      void main() {
        test('a', () { final f = MaskTextInputFormatter(mask: '###'); });
        test('b', () { final f = MaskTextInputFormatter(mask: '####'); });
      }
      """
    let keys = Set(settings(dart, path: "t.dart").map(\.field))
    XCTAssertEqual(keys.count, 2, "\(keys)")
  }

  func testMembersAreKeyedByQualifiedType() {
    let cs = "namespace Billing { class Form1 { void A() { this.box.Mask = \"000\"; } } }"
    XCTAssertEqual(settings(cs, path: "Form1.cs").map(\.field), [.member(type: "Billing.Form1", name: "box")])
  }

  func testBranchVariantsKeepSharedSettingsInEveryArm() {
    func setting(_ value: String, _ arms: [BranchArm]) -> Setting {
      var s = Setting(kind: .maxLength, recognizedAs: "maxLength", literal: StringLiteral(value: value, range: 0..<1, segments: []), path: "a", field: .site(path: "a", offset: 0))
      s.branches = arms
      return s
    }
    let shared = setting("1", [])
    let a = setting("2", [BranchArm(group: 1, arm: 0)])
    let b = setting("3", [BranchArm(group: 1, arm: 1)])
    let nested = setting("4", [BranchArm(group: 1, arm: 0), BranchArm(group: 2, arm: 0)])
    XCTAssertEqual(BranchVariants.variants([shared, a, b, nested]), [[0, 1, 3], [0, 2]])
    XCTAssertEqual(BranchVariants.variants([shared, a]), [[0, 1]])
  }

  func testConstantOfAnotherFileFollowsThatFile() {
    let project = AnalysisProject()
    project.setFile(path: "Form.kt", text: SourceText("class F { fun f(v: EditText) { MaskedTextChangedListener.installOn(v, PHONE) } }"))
    XCTAssertEqual(project.allFindings().map(\.rule), [])
    project.setFile(path: "Masks.kt", text: SourceText("const val PHONE = \"[000\""))
    let findings = project.allFindings()
    XCTAssertTrue(findings.contains { $0.rule == "mask-ignored" && $0.location.path == "Masks.kt" }, "\(findings)")
    XCTAssertTrue(findings.allSatisfy { $0.related.contains { $0.location.path == "Form.kt" } })
    // A second definition makes the name ambiguous: nothing is said.
    project.setFile(path: "More.kt", text: SourceText("const val PHONE = \"[00]\""))
    XCTAssertEqual(project.allFindings().map(\.rule), [])
    project.removeFile(path: "More.kt")
    XCTAssertFalse(project.allFindings().isEmpty)
    project.removeFile(path: "Masks.kt")
    XCTAssertEqual(project.allFindings().map(\.rule), [])
  }

  func testHoverOnAConstantsUseShowsItsMask() throws {
    let project = AnalysisProject()
    let source = "enum Masks { static let phone = \"+1 ([000]) [000]-[0000]\" }\nlet m = Mask(format: Masks.phone)\n"
    project.setFile(path: "A.swift", text: SourceText(source))
    let offset = try XCTUnwrap(source.range(of: "Masks.phone")).lowerBound.utf16Offset(in: source) + 2
    XCTAssertNotNil(project.hover(path: "A.swift", offset: offset))
  }
}
