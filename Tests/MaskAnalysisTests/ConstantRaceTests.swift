import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A file read before a constant it uses appeared, and installed after the project took the
/// constant in, is recognised again: its reference must resolve as if the files had come in
/// order (the server's indexer prepares files off the lock, so this order happens).
final class ConstantRaceTests: XCTestCase {
  private let masks = SourceText("enum Masks {\n  static let phone = \"+1 ([000]) [000]-[0000\"\n}\n")
  private let form = SourceText("final class Form {\n  func load() {\n    let mask = Mask(format: Masks.phone)\n  }\n}\n")

  private func summary(_ findings: [Finding]) -> [String] {
    findings.map { "\(($0.location.path as NSString).lastPathComponent) \($0.location.range) \($0.rule)" }.sorted()
  }

  func testAFilePreparedBeforeAConstantAppearedIsRecognisedAgain() throws {
    // In order: the constant's file, then the file that uses it (texts kept, as for open
    // documents: a file recognised again is read from its kept text).
    let ordered = AnalysisProject()
    ordered.install(try XCTUnwrap(ordered.prepare(path: "/w/Masks.swift", text: masks, keepsText: true)))
    ordered.install(try XCTUnwrap(ordered.prepare(path: "/w/Form.swift", text: form, keepsText: true)))
    let expected = summary(ordered.allFindings())
    XCTAssertTrue(expected.contains { $0.hasPrefix("Masks.swift") }, "\(expected)")

    // The use prepared first; the constant installed and taken in (an evaluation); then the
    // stale use installed.
    let racing = AnalysisProject()
    let early = try XCTUnwrap(racing.prepare(path: "/w/Form.swift", text: form, keepsText: true))
    racing.install(try XCTUnwrap(racing.prepare(path: "/w/Masks.swift", text: masks, keepsText: true)))
    _ = racing.allFindings()
    racing.install(early)
    XCTAssertEqual(summary(racing.allFindings()), expected)
  }
}
