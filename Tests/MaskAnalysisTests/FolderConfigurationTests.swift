import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// Configurations by folder: the nearest folder's applies to a file, and a change of one
/// folder's configuration touches only that folder's files.
final class FolderConfigurationTests: XCTestCase {
  private func configuration(folder: String, settings: [String: String] = [:], rules: [String: Severity?] = [:]) -> ProjectConfiguration {
    var c = ProjectConfiguration()
    c.path = folder + "/.maskls.json"
    c.root = folder
    for (name, spec) in settings { c.customSettings[name] = ProjectConfiguration.settingKind(spec) }
    c.ruleSeverities = rules
    return c
  }

  func testNearestFolderWins() {
    let a = configuration(folder: "/w/A", settings: ["cardMask": "mask=hash"])
    let nested = configuration(folder: "/w/A/Sub")
    var fallback = ProjectConfiguration()
    fallback.rules(["mask-empty": nil])
    let set = ConfigurationSet(fallback: fallback, folders: [a, nested])
    XCTAssertEqual(set.configuration(forPath: "/w/A/Form.swift").path, "/w/A/.maskls.json")
    XCTAssertEqual(set.configuration(forPath: "/w/A/Deep/Er/Form.swift").path, "/w/A/.maskls.json")
    XCTAssertEqual(set.configuration(forPath: "/w/A/Sub/Form.swift").path, "/w/A/Sub/.maskls.json")
    XCTAssertNil(set.configuration(forPath: "/w/AB/Form.swift").path, "a sibling with a common prefix is not inside")
    XCTAssertNil(set.configuration(forPath: "/w/Form.swift").path)
    XCTAssertEqual(set.all.compactMap(\.path), ["/w/A/.maskls.json", "/w/A/Sub/.maskls.json"])
  }

  func testChangingOneFolderTouchesOnlyItsFiles() {
    // Two types: fields of the same type's members would be one field across both files.
    func text(_ type: String) -> SourceText {
      SourceText("class \(type) { func f() { a.cardMask = \"0000\"; b.BBB_pattern = \"\" } }\n")
    }
    let a = configuration(folder: "/w/A", settings: ["cardMask": "mask=hash"], rules: ["mask-empty": .error])
    let project = AnalysisProject(configurations: ConfigurationSet(fallback: ProjectConfiguration(), folders: [a]))
    project.setFile(path: "/w/A/Form.swift", text: text("A"))
    project.setFile(path: "/w/B/Form.swift", text: text("B"))
    project.evaluate()
    func summary(_ path: String) -> [String] {
      project.findings(forPath: path).map { "\($0.rule):\($0.severity.rawValue)" }.sorted()
    }
    XCTAssertEqual(summary("/w/A/Form.swift"), ["mask-empty:error", "mask-no-slots:error"])
    XCTAssertEqual(summary("/w/B/Form.swift"), ["mask-empty:info"])
    let generationA = project.settledFindings(forPath: "/w/A/Form.swift")?.generation

    // B gets its own configuration: a custom name and a severity.
    let b = configuration(folder: "/w/B", settings: ["cardMask": "mask=hash"], rules: ["mask-no-slots": .warning])
    project.reconfigure(ConfigurationSet(fallback: ProjectConfiguration(), folders: [a, b]))
    var touched: Set<String> = []
    while true {
      let step = project.evaluateStep(limit: .max)
      touched.formUnion(step.touchedPaths)
      if !step.remaining { break }
    }
    XCTAssertEqual(touched, ["/w/B/Form.swift", "/w/B/.maskls.json"])
    XCTAssertEqual(summary("/w/B/Form.swift"), ["mask-empty:info", "mask-no-slots:warning"])
    XCTAssertEqual(summary("/w/A/Form.swift"), ["mask-empty:error", "mask-no-slots:error"])
    XCTAssertEqual(project.settledFindings(forPath: "/w/A/Form.swift")?.generation, generationA)

    // Only a severity changes in A: its file is assembled again, nothing else.
    var stricter = a
    stricter.ruleSeverities["mask-no-slots"] = .some(nil)
    project.reconfigure(ConfigurationSet(fallback: ProjectConfiguration(), folders: [stricter, b]))
    let step = project.evaluateStep(limit: .max)
    XCTAssertEqual(step.touchedPaths, ["/w/A/Form.swift", "/w/A/.maskls.json"])
    XCTAssertEqual(summary("/w/A/Form.swift"), ["mask-empty:error"])
  }
}

private extension ProjectConfiguration {
  mutating func rules(_ severities: [String: Severity?]) { ruleSeverities = severities }
}
