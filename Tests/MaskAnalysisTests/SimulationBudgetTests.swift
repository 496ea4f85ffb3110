import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Found by Tests/EndToEnd/fuzz: a mask repeated a thousand times with a max length made
/// `conflict-max-length` replay ~20,000 keys (minutes), and a hover on it stalled the server.
final class SimulationBudgetTests: XCTestCase {
  private let hugeMask = String(repeating: "+1 (###) ###-####", count: 2_000)

  func testHugeMaskWithMaxLengthIsCheckedQuicklyAndSilently() {
    let code = "class VC { func f() {\n  field.maxLength = 10\n  field.BBB_pattern = \"\(hugeMask)\"\n} }\n"
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    let started = Date()
    let rules = project.allFindings().map(\.rule)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    XCTAssertFalse(rules.contains("conflict-max-length"), "\(rules)")
  }

  func testMaskAtTheBudgetIsStillChecked() {
    // A sample input of exactly the budget: the rule still replays it and fires.
    let mask = String(repeating: "#", count: SimulationBudget.maxSampleCharacters - 1)
    let code = "class VC { func f() {\n  field.maxLength = 10\n  field.BBB_pattern = \"\(mask)-#\"\n} }\n"
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    XCTAssertEqual(project.allFindings().map(\.rule), ["conflict-max-length"])
  }

  func testHoverOnHugeMaskSkipsTheSimulation() throws {
    let code = "field.BBB_pattern = \"\(hugeMask)\"\n"
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    let started = Date()
    let hover = try XCTUnwrap(project.hover(path: "A.swift", offset: 25))
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    XCTAssertTrue(hover.markdown.contains("not shown"), String(hover.markdown.prefix(500)))
    XCTAssertFalse(hover.markdown.contains("Typing:"))
  }
}

/// Found by Tests/EndToEnd/fuzz: `maskls preview` of a 13,000-character mask replayed its
/// whole sample input key by key (over 20 seconds).
final class MaskPreviewBudgetTests: XCTestCase {
  func testDefaultReplayTypesAtMostTheBudgetThenTwoBackspaces() {
    let mask = MaskDialect.hash.parse(String(repeating: "#", count: 5_000))
    let started = Date()
    let preview = MaskPreview(mask: mask, request: MaskPreview.Request())
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    XCTAssertEqual(preview.input.count, 5_000)
    // 64 Ki of work over 5,000 mask characters: 13 keys, then the two backspaces.
    XCTAssertEqual(SimulationBudget.replayKeyCount(patternLength: 5_000), 13)
    XCTAssertEqual(preview.keys.count, 13 + 2)
    XCTAssertEqual(preview.keys.suffix(2), [.backspace, .backspace])
    XCTAssertEqual(preview.steps.last?.state.text.count, 13 - 2)
  }

  func testMasksUpToTheBudgetReplayTheirWholeSample() {
    XCTAssertEqual(SimulationBudget.replayKeyCount(patternLength: 200), 200 + 56)
    let preview = MaskPreview(mask: MaskDialect.hash.parse(String(repeating: "#", count: 200)), request: MaskPreview.Request())
    XCTAssertEqual(preview.keys.count, 200 + 2)
  }

  func testShortMasksStillReplayEveryKey() {
    let preview = MaskPreview(mask: MaskDialect.hash.parse("+1 (###)"), request: MaskPreview.Request())
    XCTAssertEqual(preview.keys.count, 3 + 2)
  }

  func testExplicitKeysAreNotCut() {
    var request = MaskPreview.Request()
    request.keys = String(repeating: "1", count: 300)
    let preview = MaskPreview(mask: MaskDialect.hash.parse(String(repeating: "#", count: 400)), request: request)
    XCTAssertEqual(preview.steps.count, 300)
  }
}
