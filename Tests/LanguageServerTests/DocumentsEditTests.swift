import LSPProtocol
import SourceScanning
import XCTest

@testable import MaskLanguageServer

/// Incremental sync in-process: `OpenDocument.apply` with both position encodings.
final class DocumentsEditTests: XCTestCase {
  func document(_ text: String) -> OpenDocument {
    OpenDocument(uri: "file:///a.swift", path: "/a.swift", languageId: "swift", version: 1, text: SourceText(text))
  }

  func edit(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> TextDocumentContentChangeEvent {
    TextDocumentContentChangeEvent(
      range: LSPRange(start: Position(line: l1, character: c1), end: Position(line: l2, character: c2)), text: text)
  }

  func text(_ document: OpenDocument) -> String { String(decoding: document.text.bytes, as: UTF8.self) }

  func testUTF16ColumnsAfterEmojiCJKAndCombiningMarks() {
    // 😀 is 2 UTF-16 units, 語 1, e + U+0301 2.
    var doc = document("a😀語e\u{301}b\nsecond\n")
    let utf16 = PositionConverter(encoding: .utf16)
    doc.apply([edit(0, 6, 0, 6, "X")], converter: utf16)
    XCTAssertEqual(text(doc), "a😀語e\u{301}Xb\nsecond\n")
    // Replace the emoji (columns 1..<3).
    doc.apply([edit(0, 1, 0, 3, "E")], converter: utf16)
    XCTAssertEqual(text(doc), "aE語e\u{301}Xb\nsecond\n")
    // Across a line break.
    doc.apply([edit(0, 6, 1, 3, "-")], converter: utf16)
    XCTAssertEqual(text(doc), "aE語e\u{301}X-ond\n")
  }

  func testUTF8ColumnsCountBytes() {
    var doc = document("a😀語b\n")
    let utf8 = PositionConverter(encoding: .utf8)
    // a(1) 😀(4) 語(3): `b` starts at byte column 8.
    doc.apply([edit(0, 8, 0, 9, "B")], converter: utf8)
    XCTAssertEqual(text(doc), "a😀語B\n")
    doc.apply([edit(0, 1, 0, 5, "")], converter: utf8)
    XCTAssertEqual(text(doc), "a語B\n")
  }

  func testSequentialChangesApplyInOrderAndFullTextReplaces() {
    var doc = document("one\ntwo\n")
    let utf16 = PositionConverter(encoding: .utf16)
    doc.apply([edit(0, 0, 0, 3, "1"), edit(1, 0, 1, 3, "2"), edit(0, 1, 0, 1, "!")], converter: utf16)
    XCTAssertEqual(text(doc), "1!\n2\n")
    doc.apply([TextDocumentContentChangeEvent(text: "whole"), edit(0, 5, 0, 5, " text")], converter: utf16)
    XCTAssertEqual(text(doc), "whole text")
  }

  func testOutOfRangeAndInsidePairPositionsAreClamped() {
    var doc = document("ab\n😀c")
    let utf16 = PositionConverter(encoding: .utf16)
    // Past the end of a line: the line's end; past the last line: the file's end.
    doc.apply([edit(0, 99, 0, 99, "X")], converter: utf16)
    XCTAssertEqual(text(doc), "abX\n😀c")
    doc.apply([edit(50, 0, 60, 0, "!")], converter: utf16)
    XCTAssertEqual(text(doc), "abX\n😀c!")
    // Inside the surrogate pair: the start of the emoji; a reversed range is put in order.
    doc.apply([edit(1, 2, 1, 1, "")], converter: utf16)
    XCTAssertEqual(text(doc), "abX\nc!")
    XCTAssertNotNil(String(validating: doc.text.bytes, as: UTF8.self))
  }

  func testConverterRoundTripsPositions() {
    let source = SourceText("x😀y\n語z")
    let utf16 = PositionConverter(encoding: .utf16)
    let utf8 = PositionConverter(encoding: .utf8)
    let zOffset = Array("x😀y\n語".utf8).count
    XCTAssertEqual(utf16.position(ofOffset: zOffset, in: source), Position(line: 1, character: 1))
    XCTAssertEqual(utf8.position(ofOffset: zOffset, in: source), Position(line: 1, character: 3))
    XCTAssertEqual(utf16.offset(of: Position(line: 1, character: 1), in: source), zOffset)
    XCTAssertEqual(utf8.offset(of: Position(line: 1, character: 3), in: source), zOffset)
    XCTAssertEqual(utf16.position(ofOffset: 5, in: source), Position(line: 0, character: 3))
  }
}
