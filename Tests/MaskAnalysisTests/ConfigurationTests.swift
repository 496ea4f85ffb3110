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

  /// A custom Android widget whose attributes are mapped in `.maskls.json`: keyboard and
  /// max length join the mask in one field, so the conflict rules see them.
  func testKeyboardAndMaxLengthSettingsOfACustomWidget() {
    let c = config(#"{"settings": {"app:maskFormat": "mask=redmadrobot", "app:keyboard": "keyboard=android", "app:limit": "maxLength", "bad": "keyboard=klingon"}}"#)
    XCTAssertEqual(c.problems.map(\.message).filter { $0.contains("`bad`") }.count, 1, "\(c.problems)")
    let project = AnalysisProject(configuration: c)
    project.setFile(path: "app/src/main/res/layout/plate.xml", text: SourceText("""
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
        <com.example.MaskedEditText android:id="@+id/plate" app:maskFormat="[AA]-[0000]" app:keyboard="number" app:limit="5"/>
      </LinearLayout>
      """))
    let rules = project.findings(forPath: "app/src/main/res/layout/plate.xml").map(\.rule)
    XCTAssertEqual(Set(rules), ["conflict-keyboard", "conflict-max-length"], "\(rules)")
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

  func testByteOrderMarkIsAccepted() {
    var c = ProjectConfiguration()
    c.apply(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"rules": {"mask-empty": "off"}, "nope": 1}"#.utf8))
    XCTAssertEqual(c.problems.map(\.message), ["unknown key `nope` (known: settings, rules, exclude, defaultExcludes)"])
    // Placed at the key, counting the mark's three bytes.
    XCTAssertEqual(c.problems.first?.offset, 36)
    XCTAssertEqual(c.ruleSeverities["mask-empty"], .some(nil))
  }

  func testFiftyThousandUnknownKeysArePlacedWithoutRescanning() {
    let keys = (0..<50_000).map { "\"k\($0)\": \($0)" }
    let json = "{" + keys.joined(separator: ", ") + "}"
    let c = config(json)
    XCTAssertEqual(c.problems.count, 50_000)
    let bytes = Array(json.utf8)
    for problem in [c.problems[0], c.problems[12_345], c.problems[49_999]] {
      let key = problem.message.split(separator: "`")[1]
      XCTAssertEqual(String(decoding: bytes[problem.offset...].prefix(key.utf8.count + 2), as: UTF8.self), "\"\(key)\"")
    }
  }
}
