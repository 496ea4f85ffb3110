import SourceScanning
import XCTest

@testable import MaskAnalysis

/// `TextShift`: what an edit leaves in place, what it moves by whole lines, and what it
/// touches (the edited lines).
final class TextShiftTests: XCTestCase {
  private let old = SourceText("let a = \"#\"\nlet b = \"##\"\r\nlet c = \"###\"\n")

  private func shift(_ new: String) throws -> TextShift {
    try XCTUnwrap(TextShift(path: "/w/F.swift", old: old, new: SourceText(new)))
  }

  private func offset(of needle: String, in text: SourceText) -> Int {
    let bytes = Array(needle.utf8)
    return (0...(text.bytes.count - bytes.count)).first { Array(text.bytes[$0..<$0 + bytes.count]) == bytes }!
  }

  func testRangesBeforeStayLinesAfterMoveAndTheEditedLinesAreTouched() throws {
    // Two bytes typed inside `"##"`, on the second line (which ends with CRLF).
    let edited = "let a = \"#\"\nlet b = \"####\"\r\nlet c = \"###\"\n"
    let s = try shift(edited)
    let a = offset(of: "\"#\"", in: old)
    let b = offset(of: "\"##\"", in: old)
    let c = offset(of: "\"###\"", in: old)
    XCTAssertEqual(s.range(a..<(a + 3)), a..<(a + 3))
    XCTAssertNil(s.range(b..<(b + 4)), "the edited literal")
    XCTAssertNil(s.range((b + 5)..<(b + 6)), "after the edit on its line")
    XCTAssertEqual(s.range(c..<(c + 5)), (c + 2)..<(c + 7))
    XCTAssertEqual(offset(of: "\"###\"", in: SourceText(edited)), c + 2)
  }

  func testALineInsertedAboveMovesFindingsAndRecomputesTheirPositions() throws {
    let new = SourceText("let a = \"#\"\n// note\nlet b = \"##\"\r\nlet c = \"###\"\n")
    let s = try XCTUnwrap(TextShift(path: "/w/F.swift", old: old, new: new))
    let c = offset(of: "\"###\"", in: old)
    let location = SourceLocation(path: "/w/F.swift", range: c..<(c + 5), in: old)
    let finding = Finding(rule: "mask-empty", severity: .info, message: "m", location: location)
    XCTAssertTrue(s.keeps(finding))
    XCTAssertTrue(s.moves(finding))
    let moved = s.moved(finding)
    XCTAssertEqual(moved.location, SourceLocation(path: "/w/F.swift", range: (c + 8)..<(c + 13), in: new))
    XCTAssertEqual(moved.location.start.line, 3)

    // A finding in another file is kept as it is.
    let elsewhere = Finding(rule: "mask-empty", severity: .info, message: "m", location: SourceLocation(path: "/w/G.swift", range: 0..<1, in: old))
    XCTAssertTrue(s.keeps(elsewhere))
    XCTAssertFalse(s.moves(elsewhere))
    XCTAssertEqual(s.moved(elsewhere), elsewhere)

    // A message that names a place is never carried to a new line.
    let named = Finding(rule: "mask-notation-cache", severity: .warning, message: "at F.swift:3", location: location)
    XCTAssertFalse(s.keeps(named))
  }

  func testASettingMovesWithItsLiteralAndUse() throws {
    let new = SourceText("let a = \"#\"\n// note\nlet b = \"##\"\r\nlet c = \"###\"\n")
    let s = try XCTUnwrap(TextShift(path: "/w/F.swift", old: old, new: new))
    let c = offset(of: "\"###\"", in: old)
    let literal = StringLiteral(
      value: "###", range: c..<(c + 5),
      segments: [LiteralSegment(valueStart: 0, valueLength: 3, sourceStart: c + 1, sourceLength: 3, isVerbatim: false)])
    var setting = Setting(kind: .mask(.vstextfield), recognizedAs: "BBB_pattern", literal: literal, path: "/w/F.swift", field: .member(type: "F", name: "c"))
    setting.use = SettingUse(path: "/w/F.swift", range: 0..<1, name: "C")
    let moved = try XCTUnwrap(s.setting(setting))
    XCTAssertEqual(moved.literal.range, (c + 8)..<(c + 13))
    XCTAssertEqual(moved.literal.segments.first?.sourceStart, c + 9)
    XCTAssertEqual(moved.use?.range, 0..<1, "a use before the edit stays")
    XCTAssertEqual(moved.literal.value, "###")

    // A setting on the edited line is touched.
    let b = offset(of: "\"##\"", in: old)
    var onEditedLine = setting
    onEditedLine.literal.range = b..<(b + 4)
    let typed = try XCTUnwrap(TextShift(path: "/w/F.swift", old: old, new: SourceText("let a = \"#\"\nlet b = \"#X#\"\r\nlet c = \"###\"\n")))
    XCTAssertNil(typed.setting(onEditedLine))
  }
}
