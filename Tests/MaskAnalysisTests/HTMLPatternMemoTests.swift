@testable import MaskAnalysis
import XCTest

/// What `conflict-html-pattern` remembers or reads byte by byte gives the answers of the
/// code it stands in for: the element attribute of a `recognizedAs`, the facts of an input
/// type, and browsers' non-negative integers.
final class HTMLPatternMemoTests: XCTestCase {
  func testRememberedElementAttributesAreTheParsedOnes() {
    let cases: [(String, ElementAttribute?)] = [
      ("<input pattern>", ElementAttribute(tag: "input", name: "pattern")),
      ("<INPUT MaxLength>", ElementAttribute(tag: "input", name: "maxlength")),
      ("<textarea :pattern>", ElementAttribute(tag: "textarea", name: "pattern")),
      ("<input v-bind:minlength>", ElementAttribute(tag: "input", name: "minlength")),
      ("<input [pattern]>", ElementAttribute(tag: "input", name: "pattern")),
      ("<input type>", ElementAttribute(tag: "input", name: "type")),
      ("<div pattern>", nil), ("<input>", nil), ("input pattern", nil), ("<\u{301}input pattern>", nil),
      ("<input patt\u{E9}rn>", ElementAttribute(tag: "input", name: "patt\u{E9}rn")),
      (HTMLInputTypes.angularPatternValidator, nil), ("", nil),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(ElementAttribute.parse(recognizedAs: text), expected, text)
      XCTAssertEqual(ElementAttribute.of(recognizedAs: text), expected, text)
      XCTAssertEqual(ElementAttribute.of(recognizedAs: text), expected, text)
    }
  }

  func testRememberedInputTypesAreTheComputedOnes() {
    let cases: [(String, InputTypeFacts)] = [
      ("number", InputTypeFacts(state: "number", isTextual: false, isRanged: true)),
      (" TEL ", InputTypeFacts(state: "tel", isTextual: true, isRanged: false)),
      ("date", InputTypeFacts(state: "date", isTextual: false, isRanged: true)),
      ("checkbox", InputTypeFacts(state: "checkbox", isTextual: false, isRanged: false)),
      ("bogus", InputTypeFacts(state: "text", isTextual: true, isRanged: false)),
      ("", InputTypeFacts(state: "text", isTextual: true, isRanged: false)),
    ]
    for (written, expected) in cases {
      XCTAssertEqual(InputTypeFacts.compute(written), expected, written)
      XCTAssertEqual(InputTypeFacts.of(written), expected, written)
      XCTAssertEqual(InputTypeFacts.of(written), expected, written)
    }
    XCTAssertEqual(InputTypeFacts.text, InputTypeFacts(state: "text", isTextual: true, isRanged: false))
  }

  func testByteReadNonNegativeIntegersAreTheCharacterReadOnes() {
    let written = [
      "", "0", "5", "0009", " 5", "+7", "++7", "\t\n\u{0C}12", " + 3", "-1", "12abc", "123456789", "1234567890",
      "99999999999999999999", "4 5", "\u{0B}5", " ", "+",
    ]
    for text in written {
      XCTAssertEqual(ConflictHTMLPatternRule.asciiNonNegativeInteger(text), .some(ConflictHTMLPatternRule.characterNonNegativeInteger(text)), text)
    }
    XCTAssertEqual(ConflictHTMLPatternRule.nonNegativeInteger(" +0042x"), 42)
    XCTAssertNil(ConflictHTMLPatternRule.nonNegativeInteger("1234567890"))
    // Text with a carriage return (`\r\n` is one character) or beyond ASCII is read by characters.
    for text in ["\r\n5", "\r5", "5\u{301}", "\u{663}", "5\u{663}", " \u{A0}5"] {
      XCTAssertTrue(ConflictHTMLPatternRule.asciiNonNegativeInteger(text) == nil, text)
    }
    XCTAssertEqual(ConflictHTMLPatternRule.nonNegativeInteger("\r5"), 5)
    XCTAssertNil(ConflictHTMLPatternRule.nonNegativeInteger("\r\n5"))
    XCTAssertNil(ConflictHTMLPatternRule.nonNegativeInteger("5\u{301}"))
    // Every short text over the bytes that matter, both ways.
    let alphabet: [String] = [" ", "\t", "\n", "\u{0C}", "+", "-", "0", "7", "9", "a"]
    var texts = [""]
    for _ in 0..<4 { texts = texts.flatMap { t in alphabet.map { t + $0 } } }
    for text in texts {
      XCTAssertEqual(ConflictHTMLPatternRule.nonNegativeInteger(text), ConflictHTMLPatternRule.characterNonNegativeInteger(text), text)
    }
  }
}
