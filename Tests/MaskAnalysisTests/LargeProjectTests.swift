import MaskAnalysis
import SourceScanning
import XCTest

/// Projects large enough for the parallel paths (fields built in chunks of 256) and the
/// name tables shared between files and vocabularies.
final class LargeProjectTests: XCTestCase {
  func testManyFieldsKeepEachFindingAtItsOwnFileAndLine() {
    let project = AnalysisProject()
    let count = 600
    for i in 0..<count {
      let code = "class C\(i) {\n  func f() {\n    field\(i).BBB_pattern = \"\"\n  }\n}\n"
      project.setFile(path: "F\(i).swift", text: SourceText(code))
    }
    // One field joined across a storyboard and code, among the many.
    let storyboard = """
      <document><viewController id="vc" customClass="VC"><view key="view" id="v">
      <textField id="tf"><userDefinedRuntimeAttributes>
      <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="###"/>
      </userDefinedRuntimeAttributes></textField></view>
      <connections><outlet property="code" destination="tf" id="o"/></connections>
      </viewController></document>
      """
    project.setFile(path: "Main.storyboard", text: SourceText(storyboard))
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))

    let findings = project.allFindings()
    let empty = findings.filter { $0.rule == "mask-empty" }
    XCTAssertEqual(empty.count, count)
    XCTAssertEqual(Set(empty.map(\.location.path)), Set((0..<count).map { "F\($0).swift" }))
    XCTAssertTrue(empty.allSatisfy { $0.location.start.line == 2 })  // 0-based: the assignment line
    XCTAssertEqual(findings.filter { $0.rule == "conflict-duplicate" }.count, 1)
    XCTAssertEqual(project.fields().count, count + 1)
    XCTAssertEqual(project.fields().filter { $0.settings.count == 2 }.map { $0.settings.map(\.path) }, [["Main.storyboard", "VC.swift"]])
  }

  func testEachVocabularyGetsItsOwnNameTables() {
    let code = "field.customMask = \"\"\n"
    let plain = AnalysisProject()
    plain.setFile(path: "A.swift", text: SourceText(code))
    XCTAssertEqual(plain.findings(forPath: "A.swift").map(\.rule), [])

    var configuration = ProjectConfiguration()
    configuration.customSettings = ["customMask": .mask(.redmadrobot)]
    let configured = AnalysisProject(configuration: configuration)
    configured.setFile(path: "A.swift", text: SourceText(code))
    XCTAssertEqual(configured.findings(forPath: "A.swift").map(\.rule), ["mask-empty"])

    // The first vocabulary again, after the second was used.
    let again = AnalysisProject()
    again.setFile(path: "B.swift", text: SourceText(code))
    XCTAssertEqual(again.findings(forPath: "B.swift").map(\.rule), [])
  }
}
