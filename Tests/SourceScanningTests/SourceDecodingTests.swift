import XCTest

@testable import SourceScanning

/// Decoding files that are not plain UTF-8, and positions on long lines.
final class SourceDecodingTests: XCTestCase {
  func testByteOrderMarksAndUTF16() {
    let text = "a😀é\r\nb"
    XCTAssertEqual(DecodedSource([0xEF, 0xBB, 0xBF] + Array(text.utf8)).bytes, Array(text.utf8))
    let le = [0xFF, 0xFE] + text.utf16.flatMap { u -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
    let be = [0xFE, 0xFF] + text.utf16.flatMap { u -> [UInt8] in [UInt8(u >> 8), UInt8(u & 0xFF)] }
    for (bytes, encoding) in [(le, DecodedSource.Encoding.utf16LE), (be, .utf16BE)] {
      let decoded = DecodedSource(bytes)
      XCTAssertEqual(decoded.encoding, encoding)
      XCTAssertEqual(decoded.bytes, Array(text.utf8))
      XCTAssertEqual(decoded.replacements, 0)
    }
    // A lone surrogate and an odd last byte become U+FFFD.
    let broken = DecodedSource([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00, 0x42])
    XCTAssertEqual(String(decoding: broken.bytes, as: UTF8.self), "\u{FFFD}A\u{FFFD}")
    XCTAssertEqual(broken.replacements, 2)
  }

  func testInvalidBytesBecomeReplacementsAndASCIIKeepsItsPlace() {
    let raw: [UInt8] = Array("x = \"".utf8) + [0xE9, 0xE8] + Array("\"; y".utf8) + [0xC3]
    let decoded = DecodedSource(raw)
    XCTAssertEqual(decoded.encoding, .utf8)
    XCTAssertEqual(String(decoding: decoded.bytes, as: UTF8.self), "x = \"\u{FFFD}\u{FFFD}\"; y\u{FFFD}")
    XCTAssertEqual(decoded.replacements, 3)
    XCTAssertEqual(decoded.firstReplacement, 5)
    let text = SourceText(bytes: decoded.bytes)
    // `y` is at column 10 whatever the bytes before it were.
    XCTAssertEqual(text.position(of: decoded.bytes.firstIndex(of: UInt8(ascii: "y"))!).utf16Column, 10)
  }

  func testPositionsOnALongLineMatchCountingFromTheLineStart() {
    var bytes: [UInt8] = Array("first\n".utf8)
    for i in 0..<60_000 { bytes += Array((i % 97 == 0 ? "é😀;" : "ab;").utf8) }
    bytes += Array("\nlast".utf8)
    let text = SourceText(bytes: bytes)
    var expected = 0
    var i = 6
    let lineEnd = text.lineContentEnd(1)
    while i < lineEnd {
      let position = text.position(of: i)
      XCTAssertEqual(position.utf16Column, expected, "offset \(i)")
      if position.utf16Column != expected { return }
      expected += SourceText.utf16Width(leadByte: bytes[i])
      i += SourceText.utf8Length(leadByte: bytes[i])
    }
  }

  func testManyPositionsOnOneHugeLineAreFast() {
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: 1_200_000)
    let text = SourceText(bytes: line + [0x0A])
    let start = Date()
    var sum = 0
    for k in 0..<65_536 { sum &+= text.position(of: k * 18).utf16Column }
    XCTAssertEqual(sum, (0..<65_536).reduce(0) { $0 + $1 * 18 })
    // Counting from the line start each time took over ten seconds.
    XCTAssertLessThan(Date().timeIntervalSince(start), 3)
  }
}

/// ASCII and valid UTF-8 files are kept as read; the word sets the token passes test.
final class FastPathTests: XCTestCase {
  func testASCIIAndValidUTF8AreKeptAsRead() {
    for length in 0..<20 {
      let ascii = Array(repeating: UInt8(ascii: "a"), count: length)
      XCTAssertTrue(DecodedSource.isASCII(ascii))
      XCTAssertEqual(DecodedSource(ascii).bytes, ascii)
      // A high byte at any place, in a whole word or in the tail.
      for place in 0..<length {
        var bytes = ascii
        bytes[place] = 0xC3
        XCTAssertFalse(DecodedSource.isASCII(bytes), "\(length) \(place)")
      }
    }
    let utf8 = Array("let é = \"😀\"".utf8)
    let decoded = DecodedSource(utf8)
    XCTAssertEqual(decoded.bytes, utf8)
    XCTAssertEqual(decoded.replacements, 0)
  }

  func testWordSetsMatchWholeTokensOnly() {
    let set = WordSet(["of", "join", "format"])
    let bytes = Array("join joined of o format formats".utf8)
    XCTAssertTrue(set.contains(bytes, 0..<4))
    XCTAssertFalse(set.contains(bytes, 5..<11))
    XCTAssertTrue(set.contains(bytes, 12..<14))
    XCTAssertFalse(set.contains(bytes, 15..<16))
    XCTAssertTrue(set.contains(bytes, 17..<23))
    XCTAssertFalse(set.contains(bytes, 24..<31))
    XCTAssertFalse(WordSet([]).contains(bytes, 0..<4))
  }
}

/// An edit's text finds its lines again only around the change; it must be the text made
/// from scratch.
final class SourceTextEditTests: XCTestCase {
  func testReplacingGivesTheLinesOfTheNewTextFromScratch() {
    var state: UInt64 = 0xC0FFEE
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    // Line breaks of every kind, pieces that join or split them, and a long line (checkpoints).
    let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("ab".utf8), Array("é".utf8), Array("😀".utf8), [],
                             Array(repeating: UInt8(ascii: "x"), count: 2100)]
    var text = SourceText(bytes: Array("a\r\nb\rc\n\nd".utf8))
    for step in 0..<3000 {
      let count = text.bytes.count
      let lower = count == 0 ? 0 : next(count + 1)
      let upper = min(count, lower + next(4))
      let replacement = (0..<next(3)).flatMap { _ in pieces[next(step % 50 == 0 ? pieces.count : pieces.count - 1)] }
      let edited = text.replacing(lower..<upper, with: replacement)
      var bytes = text.bytes
      bytes.replaceSubrange(lower..<upper, with: replacement)
      let scratch = SourceText(bytes: bytes)
      XCTAssertEqual(edited.bytes, scratch.bytes)
      XCTAssertEqual(edited.lineStarts, scratch.lineStarts, "step \(step): \(lower)..<\(upper) ← \(replacement.prefix(8))")
      XCTAssertEqual(edited.checkpoints, scratch.checkpoints, "step \(step)")
      if edited.lineStarts != scratch.lineStarts { break }
      // Keep the text small enough to cover its edges often.
      text = edited.bytes.count > 6000 ? SourceText(bytes: Array(edited.bytes.prefix(100))) : edited
    }
  }
}
