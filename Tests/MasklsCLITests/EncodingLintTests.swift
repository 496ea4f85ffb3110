import Foundation
import MaskJSON
import XCTest

/// Files that are not plain UTF-8: decoded exactly with a byte order mark, read with U+FFFD
/// otherwise; columns count UTF-16 code units of the decoded text.
final class EncodingLintTests: XCTestCase {
  static let line2Prefix = "let s = \"😀é\"; field.BBB_pattern = "
  static let source = "// form\n" + line2Prefix + "\"\"\n"

  func lint(_ name: String, _ bytes: [UInt8]) throws -> JSON {
    let dir = try MasklsBinary.tempDir([name: bytes])
    let result = try MasklsBinary.run(["lint", "--format", "json", "."], cwd: dir)
    return try JSON.parse(result.stdoutBytes)
  }

  func assertFindingOnLine2(_ json: JSON, file: StaticString = #filePath, line: UInt = #line) {
    let finding = json["findings"]?[0]
    XCTAssertEqual(finding?["rule"], "mask-empty", "\(json)", file: file, line: line)
    XCTAssertEqual(finding?["range"]?["start"]?["line"], 2, file: file, line: line)
    XCTAssertEqual(finding?["range"]?["start"]?["column"]?.intValue, Int64(Self.line2Prefix.utf16.count + 1), file: file, line: line)
    XCTAssertEqual(json["skipped"]?.arrayValue?.count, 0, file: file, line: line)
  }

  func testUTF8WithByteOrderMark() throws {
    let json = try lint("A.swift", [0xEF, 0xBB, 0xBF] + Array(Self.source.utf8))
    assertFindingOnLine2(json)
    XCTAssertEqual(json["notes"]?.arrayValue?.count, 0)
    // On the first line too, the mark takes no column.
    let first = try lint("B.swift", [0xEF, 0xBB, 0xBF] + Array("field.BBB_pattern = \"\"\n".utf8))
    XCTAssertEqual(first["findings"]?[0]?["range"]?["start"]?["column"], 21)
  }

  func testUTF16LittleAndBigEndian() throws {
    let units = Array(Self.source.utf16)
    let le: [UInt8] = [0xFF, 0xFE] + units.flatMap { u -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
    let be: [UInt8] = [0xFE, 0xFF] + units.flatMap { u -> [UInt8] in [UInt8(u >> 8), UInt8(u & 0xFF)] }
    assertFindingOnLine2(try lint("LE.swift", le))
    assertFindingOnLine2(try lint("BE.swift", be))
  }

  func testWindows1252IsReadWithReplacementsAndANote() throws {
    // `é` as the single byte 0xE9, as a Windows editor saves it.
    var bytes = Array("// Caf".utf8) + [0xE9] + Array("\n".utf8)
    bytes += Array(Self.line2Prefix.utf8).flatMap { $0 == 0xC3 ? [0xE9] : $0 == 0xA9 ? [] : [$0] }
    bytes += Array("\"\"\n".utf8)
    let swift = try lint("A.swift", bytes)
    assertFindingOnLine2(swift)
    let notes = try XCTUnwrap(swift["notes"]?.arrayValue)
    XCTAssertEqual(notes.count, 1)
    XCTAssertEqual(notes.first?["line"], 1)
    XCTAssertEqual(notes.first?["column"], 7)
    XCTAssertTrue(notes.first?["message"]?.stringValue?.contains("2 byte sequences") == true, "\(notes)")

    let dir = try MasklsBinary.tempDir(["A.swift": bytes])
    let text = try MasklsBinary.run(["lint", "."], cwd: dir)
    XCTAssertTrue(text.stdout.hasPrefix("A.swift:1:7: note: not valid UTF-8: 2 byte sequences read as U+FFFD"), text.stdout)
    XCTAssertFalse(text.stderr.contains("skipped"), text.stderr)
  }
}
