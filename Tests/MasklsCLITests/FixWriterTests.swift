import Foundation
import MaskAnalysis
import SourceScanning
import XCTest

/// The guard of `--fix`: a file is written only when it still holds what was read.
final class FixWriterTests: XCTestCase {
  private let fix = Fix(title: "Write `\\\\d`", edits: [TextEdit(range: 3..<5, newText: "\\\\d")], isSafe: true)

  private func file(_ text: String) throws -> String {
    let dir = try MasklsBinary.tempDir(["Form.m": Array(text.utf8)])
    return dir.appendingPathComponent("Form.m").path
  }

  func testWritesTheFixedBytesAndKeepsThePermissions() throws {
    let path = try file(#"@"a\d""#)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let planned = try FileFix.make(path: path, raw: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), fixes: [fix], analysed: nil).get()
    XCTAssertNoThrow(try FixWriter.write(planned).get())
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), #"@"a\\d""#)
    XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
  }

  func testAFileChangedAfterItWasReadIsNotWritten() throws {
    let path = try file(#"@"a\d""#)
    let planned = try FileFix.make(path: path, raw: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), fixes: [fix], analysed: nil).get()
    XCTAssertTrue(planned.changes)
    // An editor saves the file between the read and the write.
    try Data(#"@"b\d""#.utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(FixWriter.write(planned).failure, .changed)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), #"@"b\d""#)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent), ["Form.m"])
  }

  func testAFileThatIsNotWhatWasAnalysedIsNotFixed() throws {
    let analysed = ContentFingerprint(Array(#"@"a\d""#.utf8))
    let result = FileFix.make(path: "Form.m", raw: Array(#"@"a\d" "#.utf8), fixes: [fix], analysed: analysed)
    XCTAssertEqual(result.failure, .changed)
    XCTAssertNoThrow(try FileFix.make(path: "Form.m", raw: Array(#"@"a\d""#.utf8), fixes: [fix], analysed: analysed).get())
  }

  /// UTF-16 is written back as UTF-16; bytes that are not text of their encoding are refused.
  func testEncodingsAreKept() throws {
    func littleEndian(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    let fixed = try FileFix.make(path: "Form.m", raw: littleEndian(#"@"a\d""#), fixes: [fix], analysed: nil).get()
    XCTAssertEqual(fixed.fixed, littleEndian(#"@"a\\d""#))
    let latin1: [UInt8] = Array(#"@"a\d""#.utf8) + [0xE9]
    XCTAssertEqual(FileFix.make(path: "Form.m", raw: latin1, fixes: [fix], analysed: nil).failure, .undecodable("UTF-8"))
  }
}

/// One fix per finding, safe ones unless asked, the first by position first.
final class FixSelectionTests: XCTestCase {
  private func finding(_ range: Range<Int>, fixes: [Fix]) -> Finding {
    let position = SourcePosition(line: 0, utf16Column: range.lowerBound, utf8Column: range.lowerBound, offset: range.lowerBound)
    return Finding(
      rule: "host-escape", severity: .warning, message: "m",
      location: SourceLocation(path: "Form.m", range: range, start: position, end: position), fixes: fixes)
  }

  func testOverlappingFixesWaitForTheNextRun() throws {
    let later = Fix(title: "later", edits: [TextEdit(range: 2..<6, newText: "L")], isSafe: true)
    let earlier = Fix(title: "earlier", edits: [TextEdit(range: 0..<3, newText: "E")], isSafe: true)
    let unsafe = Fix(title: "unsafe", edits: [TextEdit(range: 7..<8, newText: "U")], isSafe: false)
    let findings = [finding(2..<6, fixes: [later]), finding(0..<3, fixes: [earlier]), finding(7..<8, fixes: [unsafe])]
    let chosen = try XCTUnwrap(FixSelection.choose(findings, includeUnsafe: false)["Form.m"])
    XCTAssertEqual(chosen.map(\.title), ["earlier", "later"])
    let file = try FileFix.make(path: "Form.m", raw: Array("abcdefgh".utf8), fixes: chosen, analysed: nil).get()
    XCTAssertEqual(String(decoding: file.fixed, as: UTF8.self), "Edefgh")
    XCTAssertEqual(file.applied, 1)
    XCTAssertEqual(file.deferred, 1)
    let all = try XCTUnwrap(FixSelection.choose(findings, includeUnsafe: true)["Form.m"])
    XCTAssertEqual(all.map(\.title), ["earlier", "later", "unsafe"])
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let f) = self { return f }
    return nil
  }
}
