import Foundation
import MaskAnalysis
import SourceScanning
import XCTest

@testable import MaskLanguageServer

/// An open document keeps its last scan for its next edit, within a bound, and not once
/// closed.
final class DocumentScanReuseTests: XCTestCase {
  private func swift(lines: Int) -> SourceText {
    var text = "final class Form {\n  func load() {\n"
    for i in 0..<lines { text += "    field\(i).BBB_pattern = \"+1 (###) ###-####\"\n" }
    return SourceText(text + "  }\n}\n")
  }

  func testAScanIsKeptForSmallOpenDocumentsOnly() throws {
    let project = AnalysisProject()
    let scans = DocumentScans()
    let small = swift(lines: 10)
    scans.opened(key: "small")
    let first = try XCTUnwrap(scans.prepare(key: "small", path: "/w/Small.swift", text: small, project: project))
    XCTAssertNotNil(first.scan)
    XCTAssertTrue(scans.keepsScan(of: "small"))
    // An edit inside a literal gives what a scan from scratch gives.
    let edited = SourceText(String(decoding: small.bytes, as: UTF8.self).replacingOccurrences(of: "field3.BBB_pattern = \"+1", with: "field3.BBB_pattern = \"+7"))
    let second = try XCTUnwrap(scans.prepare(key: "small", path: "/w/Small.swift", text: edited, project: project))
    let fresh = try XCTUnwrap(project.prepare(path: "/w/Small.swift", text: edited, keepsText: true, keepsScan: true))
    XCTAssertEqual(second.scan?.tokens, fresh.scan?.tokens)
    XCTAssertEqual(second.scan?.literals, fresh.scan?.literals)

    // Past the bound (2 MB of text), nothing is kept.
    let large = swift(lines: (DocumentScans.maxKeptScanBytes / 40) + 10)
    XCTAssertGreaterThan(large.bytes.count, DocumentScans.maxKeptScanBytes)
    scans.opened(key: "large")
    _ = scans.prepare(key: "large", path: "/w/Large.swift", text: large, project: project)
    XCTAssertFalse(scans.keepsScan(of: "large"))

    // Closed: forgotten, and a scan that ends after the close keeps nothing.
    scans.close(key: "small")
    XCTAssertFalse(scans.keepsScan(of: "small"))
    _ = scans.prepare(key: "small", path: "/w/Small.swift", text: edited, project: project)
    XCTAssertFalse(scans.keepsScan(of: "small"))
  }
}
