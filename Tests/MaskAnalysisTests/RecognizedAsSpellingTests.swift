import XCTest

@testable import MaskAnalysis

/// `HTMLInputTypes.recognizedAs(tag:attribute:)` writes `<tag attribute>` byte by byte: the
/// text is the interpolation's, and `tag(ofRecognizedAs:)` reads the tag back.
final class RecognizedAsSpellingTests: XCTestCase {
  func testSpellsTheTagAndAttributeAsInterpolationDoes() {
    let pairs = [
      ("input", "pattern"), ("InputMask", "mask"), ("textarea", "maxLength"), ("", ""), ("é", "ü"),
      ("IMaskInput", "aVeryLongAttributeNameBeyondTheSmallStringSize"),
    ]
    for (tag, name) in pairs {
      let text = HTMLInputTypes.recognizedAs(tag: tag, attribute: name)
      XCTAssertEqual(text, "<\(tag) \(name)>")
      XCTAssertEqual(Array(text.utf8), Array("<\(tag) \(name)>".utf8))
      if !tag.isEmpty { XCTAssertEqual(HTMLInputTypes.tag(ofRecognizedAs: text), tag) }
    }
  }
}
