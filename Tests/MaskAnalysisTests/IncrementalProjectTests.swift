import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// The incremental project: an edit re-checks the fields of the edited file only, a field
/// spread over files follows either file, generations only grow, and a file changed on disk
/// behind the project's back is read again before its findings are placed.
final class IncrementalProjectTests: XCTestCase {
  func testAnEditTouchesOnlyTheFilesOfItsFields() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("class A { func f() { a.BBB_pattern = \"\" } }\n"))
    project.setFile(path: "B.swift", text: SourceText("class B { func f() { b.BBB_pattern = \"\" } }\n"))
    project.evaluate()
    project.setFile(path: "A.swift", text: SourceText("\nclass A { func f() { a.BBB_pattern = \"\" } }\n"))
    let step = project.evaluateStep(limit: .max)
    XCTAssertEqual(step.touchedPaths, ["A.swift"])
    XCTAssertFalse(step.remaining)
    XCTAssertEqual(project.findings(forPath: "A.swift").map(\.location.start.line), [1])
    XCTAssertEqual(project.findings(forPath: "B.swift").map(\.location.start.line), [0])
  }

  func testAFieldAcrossFilesFollowsEitherFile() {
    let project = AnalysisProject()
    project.setFile(path: "Main.storyboard", text: SourceText(AnalysisProjectTests.outletStoryboard))
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))
    project.setFile(path: "Other.swift", text: SourceText("class Other { func f() { x.BBB_pattern = \"\" } }"))
    let conflict = project.allFindings().filter { $0.rule == "conflict-duplicate" }
    XCTAssertEqual(conflict.count, 1)
    let placed = conflict.first?.location.path ?? ""
    // The code's mask goes: the finding goes, wherever it was placed; Other.swift is not touched.
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { } }"))
    let step = project.evaluateStep(limit: .max)
    XCTAssertTrue(step.touchedPaths.contains(placed), "\(step.touchedPaths)")
    XCTAssertFalse(step.touchedPaths.contains("Other.swift"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 0)
    // And it comes back when the storyboard is set again after the code.
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 1)
  }

  /// A file read from disk changes there while a step checks its fields, and the editor
  /// opens it before the step installs its results: the open text wins; the disk copy the
  /// step could not match is not read over it.
  func testADocumentOpenedDuringAStepKeepsItsText() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-opened-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("A.swift").path
    let scanned = "class A { func f() { a.BBB_pattern = \"\" } }\n"
    try scanned.write(toFile: path, atomically: true, encoding: .utf8)
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(scanned), keepsText: false)
    // Changed on disk behind the project's back: the step cannot place its finding there.
    try ("\n\n\n" + scanned).write(toFile: path, atomically: true, encoding: .utf8)
    let opened = "class A {\n  func f() {\n    a.BBB_pattern = \"\"\n  }\n}\n"
    project.afterCheckForTesting = { [unowned project] in
      project.afterCheckForTesting = nil
      project.setFile(path: path, text: SourceText(opened), keepsText: true)
    }
    project.evaluate()
    XCTAssertEqual(project.findings(forPath: path).map(\.location.start.line), [2])
    XCTAssertEqual(project.fields(forPath: path).count, 1)
  }

  /// An edit removes a setting with a finding and moves the others: until the removed
  /// setting's field is dealt with, its old finding (at the old line) is not settled.
  func testAFindingOfARemovedSettingIsNotSettledUntilItsFieldIsChecked() {
    let project = AnalysisProject()
    let path = "P.swift"
    project.setFile(path: path, text: SourceText("class P { func f() {\n  a.BBB_pattern = \"\"\n  b.BBB_pattern = \"##\"\n} }\n"))
    project.evaluate()
    XCTAssertEqual(project.settledFindings(forPath: path)?.findings.map(\.location.start.line), [1])
    project.setFile(path: path, text: SourceText("class P { func f() {\n  b.BBB_pattern = \"##\"\n} }\n"))
    // The file's own fields are checked first, then (or along) the field of the removed setting.
    project.evaluateStep(priorityPaths: [path], limit: 0)
    let early = project.settledFindings(forPath: path)
    project.evaluate()
    let final = project.settledFindings(forPath: path)
    XCTAssertEqual(final?.findings.count, 0)
    if let early {
      XCTAssertEqual(early.findings, final?.findings, "settled with lines \(early.findings.map(\.location.start.line)) while a field with a finding in the file is pending")
    }
  }

  /// Every edit gives the unnamed fields after it new keys (`site` at an offset): the fields
  /// of keys no setting has any more are dropped in one step, whatever its limit, so under
  /// fast typing they never pile up (with their findings) behind the fields being checked.
  func testFieldsWithoutSettingsAnyMoreGoInOneStep() {
    let project = AnalysisProject()
    let path = "P.swift"
    var text = ""
    for i in 0..<300 { text += "let r\(i) = try NSRegularExpression(pattern: \"[a-z\")\n" }
    project.setFile(path: path, text: SourceText(text))
    project.evaluate()
    XCTAssertEqual(project.settledFindings(forPath: path)?.findings.count, 300)
    // One line inserted at the top: every literal moves, every key changes.
    project.setFile(path: path, text: SourceText("\n" + text))
    // One field checked per step: the 300 new fields take 300 steps, the 300 old keys none.
    var steps = 1
    while project.evaluateStep(priorityPaths: [], limit: 1).remaining { steps += 1 }
    XCTAssertLessThanOrEqual(steps, 301)
    let lines = project.settledFindings(forPath: path)?.findings.map(\.location.start.line) ?? []
    XCTAssertEqual(lines, Array(1...300))
  }

  func testGenerationsOnlyGrow() {
    let project = AnalysisProject()
    var seen: [Int] = []
    for text in ["a.BBB_pattern = \"#\"\n", "a.BBB_pattern = \"##\"\n", "a.BBB_pattern = \"#\"\n"] {
      project.setFile(path: "A.swift", text: SourceText(text))
      seen.append(project.generation(ofPath: "A.swift") ?? -1)
    }
    XCTAssertEqual(seen, seen.sorted())
    XCTAssertEqual(Set(seen).count, 3, "the same text set again is a new content: \(seen)")
  }

  func testAFileChangedOnDiskIsReadAgainBeforeItsFindingsArePlaced() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("A.swift").path
    let original = "a.BBB_pattern = \"\"\n"
    try Data(original.utf8).write(to: URL(fileURLWithPath: path))
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(original), keepsText: false)
    // The file changes on disk and nobody tells the project: its findings are placed in what
    // the disk now holds, never at offsets of the old text.
    try Data("\n\n\(original)".utf8).write(to: URL(fileURLWithPath: path))
    let findings = project.findings(forPath: path)
    XCTAssertEqual(findings.map(\.rule), ["mask-empty"])
    XCTAssertEqual(findings.first?.location.start.line, 2)
  }

  func testHoverDoesNotWaitForAnEvaluation() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("a.BBB_pattern = \"(###)\"\n"))
    // Nothing evaluated yet: the hover builds the one field under the offset.
    XCTAssertTrue(project.hasPendingWork)
    XCTAssertNotNil(project.hover(path: "A.swift", offset: 18))
    XCTAssertTrue(project.hasPendingWork)
  }
}
