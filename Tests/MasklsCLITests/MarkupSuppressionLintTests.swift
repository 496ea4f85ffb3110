import Foundation
import MaskJSON
import XCTest

/// `<!-- maskls: ignore -->` silences findings in HTML, Vue, Android layouts, storyboards and
/// xibs: at the end of the finding's line or alone on the line before, for all rules or for
/// the rules named.
final class MarkupSuppressionLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [String] {
    let (findings, _, _) = try MasklsBinary.lintJSON(files)
    return findings.map { "\($0["rule"]?.stringValue ?? "") \($0["range"]?["start"]?["line"]?.intValue ?? 0)" }.sorted()
  }

  func testHTMLEndOfLineAndLineBefore() throws {
    let html = """
      <form>
        <input id="a" pattern="[A-z]+">
        <input id="b" pattern="[A-z]+"> <!-- maskls: ignore -->
        <!-- maskls: ignore=regex-suspicious-class -->
        <input id="c" pattern="[A-z]+">
        <input id="d" pattern="[A-z]+"> <!-- maskls: ignore=mask-syntax -->
      </form>
      """
    XCTAssertEqual(try lint(["form.html": html]), ["regex-suspicious-class 2", "regex-suspicious-class 6"])
  }

  func testVueTemplate() throws {
    let vue = """
      <template>
        <input v-maska data-maska="" pattern="[A-z]+"> <!-- maskls: ignore -->
        <input pattern="[A-z]+">
      </template>
      """
    XCTAssertEqual(try lint(["Form.vue": vue]), ["regex-suspicious-class 3"])
  }

  func testAndroidLayout() throws {
    let layout = """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <EditText android:id="@+id/zip" android:inputType="number" android:maxLength="5" />
      </LinearLayout>
      """
    let kotlin = """
      val zip = findViewById<EditText>(R.id.zip)
      MaskedTextChangedListener.installOn(zip, "[00000]-[0000]")
      """
    let suppressed = layout.replacingOccurrences(of: "maxLength=\"5\" />", with: "maxLength=\"5\" /> <!-- maskls: ignore=conflict-max-length -->")
    let reported = try lint(["app/src/main/res/layout/form.xml": layout, "app/src/main/java/Form.kt": kotlin])
    XCTAssertTrue(reported.contains("conflict-max-length 2"), "\(reported)")
    let after = try lint(["app/src/main/res/layout/form.xml": suppressed, "app/src/main/java/Form.kt": kotlin])
    XCTAssertFalse(after.contains("conflict-max-length 2"), "\(after)")
  }

  func testStoryboardAndXibComments() throws {
    func document(_ comment: String, before: String = "") -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <objects>
          <textField id="zip-TF-001" customClass="PatternTextField">
            <userDefinedRuntimeAttributes>\(before)
              <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="00000"/>\(comment)
            </userDefinedRuntimeAttributes>
          </textField>
        </objects>
      </document>
      """
    }
    let plain = try lint(["Form.storyboard": document("")])
    XCTAssertTrue(plain.contains("mask-no-slots 6"), "\(plain)")
    XCTAssertEqual(try lint(["Form.storyboard": document(" <!-- maskls: ignore -->")]), [])
    XCTAssertEqual(try lint(["Form.xib": document("", before: "\n        <!-- maskls: ignore -->")]), [])
    // Naming another rule leaves this one.
    let other = try lint(["Form.xib": document(" <!-- maskls: ignore=mask-syntax -->")])
    XCTAssertTrue(other.contains { $0.hasPrefix("mask-no-slots") }, "\(other)")
  }

  func testARuleListSilencesEveryRuleNamed() throws {
    let swift = """
      field.BBB_regular = "^[A-z]+$" // maskls: ignore=mask-syntax,regex-suspicious-class
      other.BBB_regular = "^[A-z]+$" // maskls: ignore=mask-syntax
      """
    XCTAssertEqual(try lint(["F.swift": swift]), ["regex-suspicious-class 2"])
  }
}
