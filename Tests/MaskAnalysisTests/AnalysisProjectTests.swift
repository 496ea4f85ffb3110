import MaskAnalysis
import SourceScanning
import XCTest

final class AnalysisProjectTests: XCTestCase {
  /// A storyboard text field with mask `###`, reached from class `VC` through outlet `code`.
  static let outletStoryboard = """
    <document><viewController id="vc" customClass="VC"><view key="view" id="v">
    <textField id="tf"><userDefinedRuntimeAttributes>
    <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="###"/>
    </userDefinedRuntimeAttributes></textField></view>
    <connections><outlet property="code" destination="tf" id="o"/></connections>
    </viewController></document>
    """

  func testUpdatingAFileReplacesItsFindings() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("field.BBB_pattern = \"\"\n"))
    XCTAssertEqual(project.findings(forPath: "A.swift").map(\.rule), ["mask-empty"])
    project.setFile(path: "A.swift", text: SourceText("field.BBB_pattern = \"##\"\n"))
    XCTAssertEqual(project.findings(forPath: "A.swift").map(\.rule), [])
  }

  func testCrossFileFindingAppearsAndDisappearsWithTheOtherFile() {
    let project = AnalysisProject()
    project.setFile(path: "Main.storyboard", text: SourceText(Self.outletStoryboard))
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))
    XCTAssertEqual(project.allFindings().map(\.rule), ["conflict-duplicate"])
    project.removeFile(path: "Main.storyboard")
    XCTAssertEqual(project.allFindings().map(\.rule), [])
  }

  func testFilesOfUnknownLanguagesAreIgnored() {
    let project = AnalysisProject()
    project.setFile(path: "notes.txt", text: SourceText("field.BBB_pattern = \"\""))
    XCTAssertTrue(project.paths.isEmpty)
  }

  func testHoverOnAMaskShowsTheSampleCaretMapAndReplay() throws {
    let code = """
      class VC {
        func f() {
          phoneField.BBB_pattern = "+1 (###) ###-####"
          phoneField.maxLength = 10
        }
      }
      """
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    let offset = code.utf8.count - code.drop(while: { $0 != "+" }).utf8.count + 2
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: offset))
    XCTAssertTrue(hover.markdown.contains("`BBB_pattern`"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("`2345678909` → `+1 (234) 567-8909`"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("+1 (234|"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("refused: max length"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("max length 10"), hover.markdown)
    // Outside any literal: no hover.
    XCTAssertNil(project.hover(path: "A.swift", offset: 3))
  }

  func testHoverReplayBackspacesAcrossTheLastLiteral() throws {
    let code = "phoneField.BBB_pattern = \"+1 (###) ###-####\"\n"
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: 30))
    // Deleting the `8` also removes the `-` before it (seed 000 formats after every edit).
    XCTAssertTrue(hover.markdown.contains("⌫  +1 (234) 567-8|"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("⌫  +1 (234) 567|"), hover.markdown)
  }

  func testHoverShowsRegexRefusals() throws {
    let code = """
      field.BBB_pattern = "##-##"
      field.BBB_regular = "\\\\d{0,3}"
      """
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: 22))
    XCTAssertTrue(hover.markdown.contains("refused by the regex"), hover.markdown)
    let regexHover = try XCTUnwrap(project.hover(path: "A.swift", offset: code.utf8.count - 3))
    XCTAssertTrue(regexHover.markdown.contains("ICU"), regexHover.markdown)
  }
}

final class AnalysisProjectCacheTests: XCTestCase {
  /// Findings of unchanged files survive edits elsewhere; findings of the edited file move
  /// with its text even when byte ranges stay the same.
  func testEditsRecheckOnlyWhatChangedAndPositionsFollowTheText() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("a.BBB_pattern = \"\"\n"))
    project.setFile(path: "B.swift", text: SourceText("b.BBB_pattern = \"\"\n"))
    XCTAssertEqual(project.allFindings().count, 2)
    // Same byte length, but the literal moves to line 2.
    project.setFile(path: "A.swift", text: SourceText("\na.BBB_pattern= \"\"\n"))
    let a = project.findings(forPath: "A.swift")
    XCTAssertEqual(a.map(\.location.start.line), [1])
    XCTAssertEqual(project.findings(forPath: "B.swift").map(\.location.start.line), [0])
  }
}
