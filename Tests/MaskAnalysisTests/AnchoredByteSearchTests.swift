import XCTest

@testable import MaskAnalysis

/// `AnchoredByteSearch` answers as a comparison at every position would: the anchor only
/// chooses where to look.
final class AnchoredByteSearchTests: XCTestCase {
  func testExactSearchFindsTheWordWhereverItIs() {
    let word: StaticString = "redmadrobot"
    XCTAssertTrue(AnchoredByteSearch.contains(Array("redmadrobot".utf8), word, anchor: 8))
    XCTAssertTrue(AnchoredByteSearch.contains(Array("import com.redmadrobot.inputmask".utf8), word, anchor: 8))
    XCTAssertTrue(AnchoredByteSearch.contains(Array("bbbb redmadrobot".utf8), word, anchor: 8))
    // Cut short at either end, another case, or the anchor where the word cannot start.
    XCTAssertFalse(AnchoredByteSearch.contains(Array("redmadrobo".utf8), word, anchor: 8))
    XCTAssertFalse(AnchoredByteSearch.contains(Array("edmadrobot".utf8), word, anchor: 8))
    XCTAssertFalse(AnchoredByteSearch.contains(Array("RedMadRobot".utf8), word, anchor: 8))
    XCTAssertFalse(AnchoredByteSearch.contains(Array("bot".utf8), word, anchor: 8))
    XCTAssertFalse(AnchoredByteSearch.contains([], word, anchor: 8))
  }

  /// Random texts over a small alphabet, where the words and near misses are frequent: the
  /// answers are a byte-by-byte search's, and `ASCIICaseSearch.containsAny` answers as each
  /// word asked alone.
  func testAnswersAsASearchAtEveryPosition() {
    let words: [StaticString] = ["mask.definitions", "jquery.maskedinput", "jquery-maskedinput"]
    let pieces = ["mask", "MASK", ".definitions", ".DEFINITIONS", "jquery", "JQuery", ".", "-", "maskedinput", "k", "K", "x", "é"]
    var generator = SystemRandomNumberGenerator()
    var found = 0
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = Array(text.utf8)
      let expected = words.contains { ASCIICaseSearch.contains(bytes: bytes, $0) }
      if expected { found += 1 }
      XCTAssertEqual(ASCIICaseSearch.containsAny(bytes: bytes, words), expected, text)
      let exact = text.utf8.count >= 11 && (0...(bytes.count - 11)).contains { Array(bytes[$0..<$0 + 11]) == Array("maskedinput".utf8) }
      XCTAssertEqual(AnchoredByteSearch.contains(bytes, "maskedinput", anchor: 3), exact, text)
    }
    XCTAssertGreaterThan(found, 0)
  }
}
