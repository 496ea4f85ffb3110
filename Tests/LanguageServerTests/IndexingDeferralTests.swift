import Foundation
import MaskAnalysis
import SourceScanning
import XCTest

@testable import MaskLanguageServer

/// While the workspace is indexed the analysis checks the open documents' fields only; the
/// rest once indexing is over (a field spanning the workspace is not checked again after
/// every batch of files).
final class IndexingDeferralTests: XCTestCase {
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    var isSet: Bool { lock.withLock { value } }
    func set(_ v: Bool) { lock.withLock { value = v } }
  }

  /// The paths of the next `.analysed` event.
  private func analysedPaths(_ inbox: Inbox) -> Set<String> {
    while true {
      if case .analysed(let touched) = inbox.next() { return touched }
    }
  }

  func testOnlyTheOpenDocumentsFieldsAreCheckedWhileIndexing() {
    let project = AnalysisProject()
    let inbox = Inbox()
    let indexing = Flag(true)
    let worker = AnalysisWorker(project: project, inbox: inbox, defersWorkspace: { indexing.isSet }) { ["Open.swift"] }
    project.setFile(path: "Open.swift", text: SourceText("class O { func f() { o.BBB_pattern = \"\" } }"), keepsText: true)
    project.setFile(path: "Disk.swift", text: SourceText("class D { func f() { d.BBB_pattern = \"\" } }"), keepsText: true)
    worker.wake()
    XCTAssertTrue(analysedPaths(inbox).contains("Open.swift"))
    XCTAssertTrue(project.hasPendingWork, "the other file's field waits for the end of indexing")
    XCTAssertNil(project.settledFindings(forPath: "Disk.swift"))
    XCTAssertEqual(project.settledFindings(forPath: "Open.swift")?.findings.map(\.rule), ["mask-empty"])

    indexing.set(false)
    worker.wake()
    XCTAssertTrue(analysedPaths(inbox).contains("Disk.swift"))
    XCTAssertFalse(project.hasPendingWork)
    XCTAssertEqual(project.settledFindings(forPath: "Disk.swift")?.findings.map(\.rule), ["mask-empty"])
  }
}
