import MaskAnalysis
import SourceScanning
import XCTest

/// Every rule's documentation examples are its tests: each `↓` in a triggering example is
/// where exactly one finding of that rule starts; non-triggering examples give none.
final class RuleExampleTests: XCTestCase {
  func testTriggeringExamplesReportAtTheMarkers() {
    for description in RuleCatalog.descriptions {
      // A rule reported only past an analysis limit says when instead (tested with its limit).
      XCTAssertFalse(
        description.triggeringExamples.isEmpty && description.reportedPastLimit == nil,
        "\(description.id) has no triggering example")
      for example in description.triggeringExamples {
        let (source, markers) = ExampleMarkers.strip(example.code)
        XCTAssertFalse(markers.isEmpty, "\(description.id): triggering example without ↓: \(example.code)")
        let findings = ExampleMarkers.findings(of: description.id, in: source, fileName: example.fileName)
        XCTAssertEqual(
          findings.map(\.location.range.lowerBound).sorted(), markers.sorted(),
          "\(description.id): findings \(findings.map { "\($0.location.range): \($0.message)" }) in \(example.code)")
        for f in findings { XCTAssertEqual(f.severity, description.severity, "\(description.id) severity") }
      }
    }
  }

  func testNonTriggeringExamplesAreClean() {
    for description in RuleCatalog.descriptions {
      XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
      for example in description.nonTriggeringExamples {
        let (source, markers) = ExampleMarkers.strip(example.code)
        XCTAssertTrue(markers.isEmpty)
        let findings = ExampleMarkers.findings(of: description.id, in: source, fileName: example.fileName)
        XCTAssertEqual(findings.map(\.message), [], "\(description.id): \(example.code)")
      }
    }
  }

  func testRuleIDsAreUniqueAndDocumented() {
    let ids = RuleCatalog.descriptions.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count)
    for d in RuleCatalog.descriptions {
      XCTAssertFalse(d.summary.isEmpty)
      XCTAssertTrue(d.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, d.id)
    }
  }
}

/// `↓` markers in example code.
enum ExampleMarkers {
  /// The code without markers and the byte offsets where markers stood.
  static func strip(_ code: String) -> (String, [Int]) {
    var out = ""
    var markers: [Int] = []
    for c in code {
      if c == "↓" { markers.append(out.utf8.count) } else { out.append(c) }
    }
    return (out, markers)
  }

  static func findings(of rule: String, in source: String, fileName: String) -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: fileName, text: SourceText(source))
    return project.findings(forPath: fileName).filter { $0.rule == rule }
  }
}
