@testable import MaskAnalysis
import SourceScanning
import XCTest

final class ConfigurationTests: XCTestCase {
  private func config(_ json: String) -> ProjectConfiguration {
    var c = ProjectConfiguration()
    c.apply(bytes: Array(json.utf8))
    return c
  }

  func testCustomSettingsAreRecognisedAsAssignmentsLabelsAndKeyPaths() {
    let c = config(#"{"settings": {"cardMask": "mask=redmadrobot", "pattern": "regex=icu"}}"#)
    XCTAssertTrue(c.problems.isEmpty, "\(c.problems)")
    let project = AnalysisProject(configuration: c)
    project.setFile(path: "A.swift", text: SourceText("""
      field.cardMask = "[00]]"
      let v = Validator(pattern: "(a")
      """))
    XCTAssertEqual(Set(project.findings(forPath: "A.swift").map(\.rule)), ["mask-ignored", "regex-syntax"])
  }

  func testSeveritiesAndOff() {
    let c = config(#"{"rules": {"mask-empty": "error", "mask-no-slots": "off"}}"#)
    let project = AnalysisProject(configuration: c)
    project.setFile(path: "A.swift", text: SourceText("a.BBB_pattern = \"\"\nb.BBB_pattern = \"00\"\n"))
    let findings = project.findings(forPath: "A.swift")
    XCTAssertEqual(findings.map(\.rule), ["mask-empty"])
    XCTAssertEqual(findings.first?.severity, .error)
  }

  func testProblemsAreReportedNotFatal() {
    let c = config(#"{"rulez": 1, "rules": {"no-such-rule": "error", "mask-empty": "loud"}, "exclude": "x", "settings": {"a": "mask=klingon"}}"#)
    let messages = c.problems.map(\.message).joined(separator: "\n")
    XCTAssertEqual(c.problems.count, 5, messages)
    XCTAssertTrue(messages.contains("unknown key `rulez`"))
    XCTAssertTrue(messages.contains("unknown rule `no-such-rule`"))
    let broken = config("{\"rules\": ")
    XCTAssertEqual(broken.problems.count, 1)
    XCTAssertTrue(broken.problems[0].message.contains("not valid JSON"))
  }

  func testGlobs() {
    XCTAssertTrue(Glob.matches("Generated", "Generated/A.swift"))
    XCTAssertTrue(Glob.matches("Generated/", "Generated/Sub/A.swift"))
    XCTAssertFalse(Glob.matches("Generated", "GeneratedX/A.swift"))
    XCTAssertTrue(Glob.matches("**/*.m", "a/b/c.m"))
    XCTAssertTrue(Glob.matches("**/*.m", "c.m"))
    XCTAssertFalse(Glob.matches("**/*.m", "c.swift"))
    XCTAssertTrue(Glob.matches("Legacy/*/Old*.swift", "Legacy/x/OldForm.swift"))
    XCTAssertFalse(Glob.matches("Legacy/*/Old*.swift", "Legacy/x/y/OldForm.swift"))
  }
}
