import XCTest

@testable import SourceScanning

/// `sourceRange(forValueUTF8:)` on hand-made segment lists (the lexers' maps are tested in
/// their own files through real sources).
final class StringLiteralMapTests: XCTestCase {
  /// Value `a\nb` from source `"a\nb"` at offset 10: verbatim `a` (11), escape `\n` (12..<14),
  /// verbatim `b` (14).
  private let literal = StringLiteral(
    value: "a\nb", range: 10..<16,
    segments: [
      LiteralSegment(valueStart: 0, valueLength: 1, sourceStart: 11, sourceLength: 1, isVerbatim: true),
      LiteralSegment(valueStart: 1, valueLength: 1, sourceStart: 12, sourceLength: 2, isVerbatim: false),
      LiteralSegment(valueStart: 2, valueLength: 1, sourceStart: 14, sourceLength: 1, isVerbatim: true),
    ])

  func testVerbatimAndEscapeRanges() {
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 0..<1), 11..<12)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 1..<2), 12..<14)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 0..<3), 11..<15)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 2..<3), 14..<15)
  }

  func testEmptyRangesLandBetweenPieces() {
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 0..<0), 11..<11)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 1..<1), 12..<12)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 2..<2), 14..<14)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 3..<3), 15..<15)
  }

  func testOutOfRangeValuesClamp() {
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 2..<40), 14..<15)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: 9..<12), 15..<15)
    XCTAssertEqual(literal.sourceRange(forValueUTF8: -5..<1), 11..<12)
  }

  func testMultiByteEscapeMapsWhole() {
    // "x\u{E9}" → value "xé" (é = 2 bytes), escape at source 2..<10.
    let lit = StringLiteral(
      value: "xé", range: 0..<11,
      segments: [
        LiteralSegment(valueStart: 0, valueLength: 1, sourceStart: 1, sourceLength: 1, isVerbatim: true),
        LiteralSegment(valueStart: 1, valueLength: 2, sourceStart: 2, sourceLength: 8, isVerbatim: false),
      ])
    XCTAssertEqual(lit.sourceRange(forValueUTF8: 2..<3), 2..<10)
    XCTAssertEqual(lit.sourceRange(forCharacters: 1..<2), 2..<10)
    XCTAssertEqual(lit.sourceRange(forUTF16: 0..<1), 1..<2)
    XCTAssertEqual(lit.sourceRange(forUTF16: 2..<2), 10..<10)
  }
}
