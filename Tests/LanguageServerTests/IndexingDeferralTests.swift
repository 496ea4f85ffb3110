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

  func testFieldsSpreadOverFilesWaitForTheEndOfIndexingUnlessOpen() {
    let project = AnalysisProject()
    let inbox = Inbox()
    let indexing = Flag(true)
    let worker = AnalysisWorker(project: project, inbox: inbox, defersWorkspace: { indexing.isSet }) { ["Open.swift"] }
    func set(_ path: String, _ text: String) { project.setFile(path: path, text: SourceText(text), keepsText: true) }
    // An open document whose type is extended in a file read from disk, a file of its own,
    // and a type extended over two files read from disk.
    set("Open.swift", "class O { func f() { o.BBB_pattern = \"\" } }")
    set("OpenExtended.swift", "extension O { func g() { o.BBB_pattern = \"#\" } }")
    set("Single.swift", "class S { func f() { s.BBB_pattern = \"\" } }")
    set("SharedA.swift", "class D { func f() { d.BBB_pattern = \"\" } }")
    set("SharedB.swift", "extension D { func g() { d.BBB_pattern = \"\" } }")
    func rules(_ path: String) -> [String]? { project.settledFindings(forPath: path)?.findings.map(\.rule) }
    worker.wake()
    _ = analysedPaths(inbox)
    // The open document's field is checked though it is spread over two files.
    XCTAssertNotNil(rules("Open.swift"))
    XCTAssertNotNil(rules("OpenExtended.swift"))
    XCTAssertEqual(rules("Single.swift"), ["mask-empty"])
    XCTAssertTrue(project.hasPendingWork, "the field spread over two files waits for the end of indexing")
    XCTAssertNil(rules("SharedA.swift"))
    XCTAssertNil(rules("SharedB.swift"))

    indexing.set(false)
    worker.wake()
    _ = analysedPaths(inbox)
    XCTAssertFalse(project.hasPendingWork)
    XCTAssertEqual(rules("SharedA.swift"), ["mask-empty"])
    XCTAssertEqual(rules("SharedB.swift"), ["mask-empty"])
  }
}
