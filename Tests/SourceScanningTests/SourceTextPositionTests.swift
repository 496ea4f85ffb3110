import XCTest

@testable import SourceScanning

final class SourceTextPositionTests: XCTestCase {
  private func pos(_ line: Int, _ utf16: Int, _ utf8: Int, _ offset: Int) -> SourcePosition {
    SourcePosition(line: line, utf16Column: utf16, utf8Column: utf8, offset: offset)
  }

  func testEmojiIsFourBytesAndTwoUTF16Units() {
    let text = SourceText("a😀b\n")
    XCTAssertEqual(text.position(of: 0), pos(0, 0, 0, 0))
    XCTAssertEqual(text.position(of: 1), pos(0, 1, 1, 1))
    XCTAssertEqual(text.position(of: 5), pos(0, 3, 5, 5))
    XCTAssertEqual(text.position(of: 6), pos(0, 4, 6, 6))
    XCTAssertEqual(text.position(of: 7), pos(1, 0, 0, 7))
  }

  func testOffsetsInsideACharacterSnapToItsStart() {
    let text = SourceText("a😀日")
    for inside in 2...4 { XCTAssertEqual(text.position(of: inside), pos(0, 1, 1, 1), "offset \(inside)") }
    XCTAssertEqual(text.position(of: 6), pos(0, 3, 5, 5))
    XCTAssertEqual(text.position(of: 7), pos(0, 3, 5, 5))
    XCTAssertEqual(text.position(of: 8), pos(0, 4, 8, 8))
  }

  func testCJKAndCombiningMarksCountCodeUnits() {
    let text = SourceText("日本e\u{301}x")
    // 日 本: 3 bytes, 1 unit each; e: 1; U+0301: 2 bytes, 1 unit; x.
    XCTAssertEqual(text.position(of: 3), pos(0, 1, 3, 3))
    XCTAssertEqual(text.position(of: 7), pos(0, 3, 7, 7))
    XCTAssertEqual(text.position(of: 9), pos(0, 4, 9, 9))
    XCTAssertEqual(text.offset(line: 0, utf16Column: 4), 9)
    XCTAssertEqual(text.offset(line: 0, utf8Column: 8), 7)
  }

  func testOffsetForColumnInsideSurrogatePairGivesCharacterStart() {
    let text = SourceText("a😀b")
    XCTAssertEqual(text.offset(line: 0, utf16Column: 1), 1)
    XCTAssertEqual(text.offset(line: 0, utf16Column: 2), 1)
    XCTAssertEqual(text.offset(line: 0, utf16Column: 3), 5)
    XCTAssertEqual(text.offset(line: 0, utf16Column: 4), 6)
  }

  func testCRLFAndLoneCRBreakLines() {
    let text = SourceText("ab\r\ncd\rxy\nz")
    XCTAssertEqual(text.lineStarts, [0, 4, 7, 10])
    XCTAssertEqual((0..<4).map(text.lineText), ["ab", "cd", "xy", "z"])
    XCTAssertEqual(text.position(of: 4), pos(1, 0, 0, 4))
    // Between \r and \n: moved back to the \r.
    XCTAssertEqual(text.position(of: 3), pos(0, 2, 2, 2))
    XCTAssertEqual(text.position(of: 8), pos(2, 1, 1, 8))
    // A column past the line's end gives the end before the line break.
    XCTAssertEqual(text.offset(line: 0, utf16Column: 99), 2)
    XCTAssertEqual(text.offset(line: 1, utf16Column: 99), 6)
    XCTAssertEqual(text.offset(line: 0, utf8Column: 99), 2)
    XCTAssertEqual(text.line(containing: 6), 1)
    XCTAssertEqual(text.line(containing: 7), 2)
  }

  func testEmptyFile() {
    let text = SourceText("")
    XCTAssertEqual(text.lineStarts, [0])
    XCTAssertEqual(text.position(of: 0), pos(0, 0, 0, 0))
    XCTAssertEqual(text.position(of: 10), pos(0, 0, 0, 0))
    XCTAssertEqual(text.offset(line: 3, utf16Column: 2), 0)
    XCTAssertEqual(text.lineText(0), "")
    XCTAssertEqual(text.lineText(1), "")
  }

  func testFileWithAndWithoutFinalNewline() {
    let without = SourceText("abc")
    XCTAssertEqual(without.position(of: 3), pos(0, 3, 3, 3))
    XCTAssertEqual(without.offset(line: 0, utf16Column: 10), 3)
    XCTAssertEqual(without.offset(line: 1, utf16Column: 0), 3)
    let with = SourceText("abc\n")
    XCTAssertEqual(with.lineStarts, [0, 4])
    XCTAssertEqual(with.position(of: 4), pos(1, 0, 0, 4))
    XCTAssertEqual(with.lineText(1), "")
  }

  func testClamping() {
    let text = SourceText("ab\ncd")
    XCTAssertEqual(text.position(of: -3), pos(0, 0, 0, 0))
    XCTAssertEqual(text.position(of: 100), pos(1, 2, 2, 5))
    XCTAssertEqual(text.offset(line: -1, utf16Column: 5), 0)
    XCTAssertEqual(text.offset(line: 7, utf16Column: 0), 5)
    XCTAssertEqual(text.offset(line: 1, utf16Column: -4), 3)
    XCTAssertEqual(text.string(in: -4..<100), "ab\ncd")
    XCTAssertEqual(text.string(in: 1..<4), "b\nc")
  }

  /// Every character start round-trips through both column units, for a mixed text.
  func testRoundTripAtEveryCharacterBoundary() {
    let source = "x😀y\r\n日本語 e\u{301}\rl👨‍👩‍👧z\n\nend"
    let text = SourceText(source)
    var offset = 0
    var utf16FromString = 0
    var line = 0
    var lineStartUTF16 = 0
    for scalar in source.unicodeScalars {
      let p = text.position(of: offset)
      if p.line != line {
        line = p.line
        lineStartUTF16 = utf16FromString
      }
      if scalar != "\n" || offset == 0 || text.bytes[offset - 1] != 0x0D {
        XCTAssertEqual(p.offset, offset)
        XCTAssertEqual(p.utf16Column, utf16FromString - lineStartUTF16, "offset \(offset)")
        XCTAssertEqual(text.offset(line: p.line, utf16Column: p.utf16Column), offset)
        XCTAssertEqual(text.offset(line: p.line, utf8Column: p.utf8Column), offset)
      }
      offset += String(scalar).utf8.count
      utf16FromString += String(scalar).utf16.count
      if scalar == "\n" || scalar == "\r" { lineStartUTF16 = utf16FromString }
    }
  }

  /// The word-at-a-time column count agrees with Swift's own UTF-16 view at every character
  /// boundary of a long line mixing ASCII runs of every length with 2-, 3- and 4-byte
  /// characters.
  func testUTF16ColumnsOnLongMixedLinesMatchStringUTF16() {
    var line = ""
    let pieces = ["é", "€", "😀", "ab", "abcdefghijk", "x", "日本", "abcdefg"]
    for i in 0..<400 { line += pieces[i % pieces.count] + String(repeating: "q", count: i % 13) }
    let text = SourceText("first\n" + line + "\nlast")
    let lineStart = text.lineStart(1)
    var offset = 0
    var units = 0
    for character in line {
      let position = text.position(of: lineStart + offset)
      XCTAssertEqual(position.line, 1)
      XCTAssertEqual(position.utf16Column, units, "at byte \(offset)")
      XCTAssertEqual(position.utf8Column, offset)
      offset += character.utf8.count
      units += character.utf16.count
    }
    XCTAssertEqual(text.position(of: lineStart + offset).utf16Column, line.utf16.count)
  }
}
