import Foundation
import XCTest

@testable import SourceScanning

/// Value → source mapping of long, escape-heavy literals (found by the fuzzer: an inline
/// Inputmask option whose value had 20 000 `&#35;` entities took half a minute, because every
/// byte of the inner literal was mapped by a scan over all the attribute's segments).
final class StringLiteralLongValueTests: XCTestCase {
  func testEntityHeavyOptionObjectIsMappedQuickly() throws {
    let count = 20_000
    let source = "<input data-inputmask=\"'mask': '" + String(repeating: "&#35;", count: count) + "'\">"
    let text = SourceText(source)
    let doc = MarkupScanner.scan(text, language: .html)
    let started = Date()
    let options = try XCTUnwrap(doc.elements.first?.attribute("data-inputmask")?.optionObject())
    XCTAssertLessThan(Date().timeIntervalSince(started), 5, "optionObject of \(count) entities")
    let mask = try XCTUnwrap(options.first?.values.first)
    XCTAssertEqual(mask.value, String(repeating: "#", count: count))
    // The last `#` comes from the last entity; the first from the first.
    let prefix = "<input data-inputmask=\"'mask': '".utf8.count
    XCTAssertEqual(mask.sourceRange(forValueUTF8: count - 1..<count), prefix + 5 * (count - 1)..<prefix + 5 * count)
    XCTAssertEqual(mask.sourceRange(forValueUTF8: 0..<1), prefix..<prefix + 5)
    XCTAssertEqual(text.string(in: mask.range), "'" + String(repeating: "&#35;", count: count) + "'")
  }

  /// The mapping agrees with a plain walk over the segments (the definition) on segment
  /// lists with gaps, escapes and empty segments, for every offset.
  func testMappingMatchesSegmentWalk() {
    var generator = SplitMix(seed: 7)
    for _ in 0..<300 {
      let literal = randomLiteral(&generator)
      let total = literal.value.utf8.count
      for low in 0...total {
        XCTAssertEqual(literal.sourceOffset(startingValueUTF8: low), walkStart(literal, low), "\(literal) start \(low)")
        if low > 0 {
          XCTAssertEqual(literal.sourceOffset(endingValueUTF8: low), walkEnd(literal, low), "\(literal) end \(low)")
        }
      }
    }
  }

  // MARK: Reference and random literals

  private func walkStart(_ literal: StringLiteral, _ offset: Int) -> Int {
    for segment in literal.segments where segment.valueLength > 0 {
      if offset < segment.valueStart { return segment.sourceStart }
      if offset < segment.valueStart + segment.valueLength {
        return segment.isVerbatim
          ? segment.sourceStart + min(offset - segment.valueStart, segment.sourceLength) : segment.sourceStart
      }
    }
    guard let last = literal.segments.last else { return literal.range.lowerBound }
    return last.sourceStart + last.sourceLength
  }

  private func walkEnd(_ literal: StringLiteral, _ offset: Int) -> Int {
    var result = literal.range.lowerBound
    for segment in literal.segments where segment.valueLength > 0 {
      if segment.valueStart >= offset { break }
      if offset <= segment.valueStart + segment.valueLength {
        return segment.isVerbatim
          ? segment.sourceStart + min(offset - segment.valueStart, segment.sourceLength)
          : segment.sourceStart + segment.sourceLength
      }
      result = segment.sourceStart + segment.sourceLength
    }
    return result
  }

  private func randomLiteral(_ g: inout SplitMix) -> StringLiteral {
    var segments: [LiteralSegment] = []
    var valueOffset = 0
    var sourceOffset = 1
    for _ in 0..<g.next(9) {
      switch g.next(4) {
      case 0:  // empty segment
        segments.append(LiteralSegment(valueStart: valueOffset, valueLength: 0, sourceStart: sourceOffset, sourceLength: 0, isVerbatim: true))
      case 1:  // escape: a few value bytes from a longer source
        let length = 1 + g.next(3)
        segments.append(LiteralSegment(valueStart: valueOffset, valueLength: length, sourceStart: sourceOffset, sourceLength: length + 2, isVerbatim: false))
        valueOffset += length
        sourceOffset += length + 2
      default:  // verbatim run, sometimes after a gap in the value (a skipped piece)
        valueOffset += g.next(3) == 0 ? 1 : 0
        let length = 1 + g.next(5)
        segments.append(LiteralSegment(valueStart: valueOffset, valueLength: length, sourceStart: sourceOffset, sourceLength: length, isVerbatim: true))
        valueOffset += length
        sourceOffset += length + g.next(2)
      }
    }
    return StringLiteral(value: String(repeating: "x", count: valueOffset), range: 0..<sourceOffset + 1, segments: LiteralSegments(segments))
  }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
