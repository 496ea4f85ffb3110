import Foundation
import MaskJSON
import XCTest

/// Text output on long and wide lines: a window around the range, the marker under it.
final class LongLineLintTests: XCTestCase {
  /// The terminal columns of `s` (wide CJK and emoji count two).
  static func displayWidth(_ s: String) -> Int {
    s.unicodeScalars.reduce(0) { sum, scalar in
      sum + ((0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value) || scalar.properties.isEmojiPresentation ? 2 : 1)
    }
  }

  func testFindingOnAHugeMinifiedLineShowsAWindow() throws {
    let before = String(repeating: "e.a=function(t,n){return t.b+n.c},", count: 4000)
    let after = String(repeating: "function g(b){return b*2};", count: 8000)
    let source = before + "var r=new RegExp(\"[a-\");" + after + "\n"
    let dir = try MasklsBinary.tempDir(["app.js": Array(source.utf8)])
    // Named on the command line, so read although minified.
    let result = try MasklsBinary.run(["lint", "app.js"], cwd: dir)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertLessThan(result.stdoutBytes.count, 2000, "the 300 KB line is not printed whole")
    let lines = result.stdout.components(separatedBy: "\n")
    let header = try XCTUnwrap(lines.firstIndex { $0.contains("[regex-syntax]") })
    let excerpt = lines[header + 1]
    let marker = lines[header + 2]
    XCTAssertTrue(excerpt.hasPrefix("    …") && excerpt.hasSuffix("…"), excerpt)
    XCTAssertLessThanOrEqual(excerpt.count, 4 + 120, excerpt)
    let caret = try XCTUnwrap(marker.firstIndex(of: "^"))
    let column = marker.distance(from: marker.startIndex, to: caret)
    XCTAssertEqual(Array(excerpt)[column], "[", "\(excerpt)\n\(marker)")
    // The column in the header is the real one.
    XCTAssertTrue(lines[header].hasPrefix("app.js:1:\(before.utf16.count + 19):"), lines[header])
  }

  func testMarkerLinesUpAfterWideCharacters() throws {
    let prefix = "let 名前 = \"😀😀\"; field.BBB_pattern = \""
    let source = prefix + "00000\"\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", "A.swift"], cwd: dir)
    let lines = result.stdout.components(separatedBy: "\n")
    XCTAssertEqual(lines[1], "    " + source.dropLast())
    XCTAssertEqual(lines[2], "    " + String(repeating: " ", count: Self.displayWidth(prefix)) + "^~~~~", result.stdout)
    XCTAssertTrue(lines[0].hasPrefix("A.swift:1:\(prefix.utf16.count + 1):"), lines[0])
  }

  func testLongLineWithTabsAndWideCharactersKeepsTheMarkerUnderTheRange() throws {
    let filler = String(repeating: "\t名", count: 200)
    let source = "let a = \"\(filler)\"; field.BBB_pattern = \"00000\"; let b = \"\(filler)\"\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", "A.swift"], cwd: dir)
    let lines = result.stdout.components(separatedBy: "\n")
    let excerpt = lines[1].dropFirst(4)
    let marker = lines[2].dropFirst(4)
    XCTAssertTrue(excerpt.hasPrefix("…") && excerpt.hasSuffix("…"), String(excerpt))
    // Columns before the caret: tabs stay tabs, everything else in display columns.
    let caretAt = try XCTUnwrap(marker.firstIndex(of: "^"))
    let pad = marker[..<caretAt]
    XCTAssertEqual(pad.filter { $0 == "\t" }.count, excerpt.prefix { $0 != "0" }.filter { $0 == "\t" }.count)
    let shownBefore = String(excerpt[..<excerpt.firstIndex(of: "0")!])
    XCTAssertEqual(pad.count { $0 == " " }, Self.displayWidth(shownBefore.filter { $0 != "\t" }), "\(excerpt)\n\(marker)")
    XCTAssertTrue(marker.hasSuffix("^~~~~"))
  }
}
