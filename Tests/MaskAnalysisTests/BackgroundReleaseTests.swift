import Foundation
import XCTest

@testable import MaskAnalysis

/// `BackgroundRelease` frees what it is handed, on another thread than the caller's.
final class BackgroundReleaseTests: XCTestCase {
  private final class Tracked: @unchecked Sendable {
    let freed: DispatchSemaphore
    nonisolated(unsafe) static var freedOnMainThread: Bool?
    init(freed: DispatchSemaphore) { self.freed = freed }
    deinit {
      Self.freedOnMainThread = Thread.isMainThread
      freed.signal()
    }
  }

  func testTheObjectIsFreedOnAnotherThread() {
    let freed = DispatchSemaphore(value: 0)
    Tracked.freedOnMainThread = nil
    XCTAssertTrue(Thread.isMainThread)
    BackgroundRelease.release(Tracked(freed: freed))
    XCTAssertEqual(freed.wait(timeout: .now() + 30), .success, "the object was never freed")
    XCTAssertEqual(Tracked.freedOnMainThread, false)
  }

  func testALintReportsTheSameWhateverThreadFreesItsFiles() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-release-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try #"let phone = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[00")"#
      .write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let first = try LintRunner.lint([dir.path]).findings.map(\.message)
    XCTAssertFalse(first.isEmpty, "an unclosed bracket is reported")
    for _ in 0..<20 {
      XCTAssertEqual(try LintRunner.lint([dir.path]).findings.map(\.message), first)
    }
  }
}
