import Foundation
import MaskAnalysis
import SourceScanning
import XCTest

/// An evaluation step whose priority file is edited while its fields are checked is
/// abandoned between two fields (counted, never timed) and installs nothing: the server's
/// worker then starts again on the new text instead of finishing results no one will see.
final class AbandonedStepTests: XCTestCase {
  /// `fields` fields of `settings` masks each (each field's masks differ: every one is checked).
  private func source(fields: Int, settings: Int, mark: String) -> SourceText {
    var text = "// \(mark)\n"
    for f in 0..<fields {
      for i in 0..<settings { text += "field\(f).primaryMaskFormat = \"+1 (###) ###-\(i)\"\n" }
    }
    return SourceText(text)
  }

  func testAnEditOfAPriorityFileAbandonsTheStepCheckingIt() throws {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: source(fields: 200, settings: 20, mark: "one"))
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox()
    Thread {
      result.step = project.evaluateStep(priorityPaths: ["A.swift"], limit: 256)
      done.signal()
    }.start()
    // Edit while the step checks its 200 fields (seconds of work in a debug build).
    Thread.sleep(forTimeInterval: 0.05)
    project.setFile(path: "A.swift", text: source(fields: 200, settings: 20, mark: "two"))
    XCTAssertEqual(done.wait(timeout: .now() + 120), .success)
    let step = try XCTUnwrap(result.step)
    XCTAssertTrue(step.abandoned, "the step finished checking a text that had been replaced")
    XCTAssertTrue(step.remaining)
    XCTAssertEqual(step.touchedPaths, [])
    // The next steps check the new text whole: the same findings as a fresh project.
    while project.evaluateStep(priorityPaths: ["A.swift"], limit: 256).remaining {}
    let fresh = AnalysisProject()
    fresh.setFile(path: "A.swift", text: source(fields: 200, settings: 20, mark: "two"))
    XCTAssertEqual(project.findings(forPath: "A.swift").count, fresh.findings(forPath: "A.swift").count)
    XCTAssertGreaterThan(fresh.findings(forPath: "A.swift").count, 0)
  }

  func testAStepWithoutEditsIsNotAbandoned() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: source(fields: 20, settings: 5, mark: "one"))
    let step = project.evaluateStep(priorityPaths: ["A.swift"], limit: 256)
    XCTAssertFalse(step.abandoned)
    XCTAssertTrue(step.touchedPaths.contains("A.swift"))
  }
}

private final class ResultBox: @unchecked Sendable {
  var step: AnalysisProject.StepResult?
}
