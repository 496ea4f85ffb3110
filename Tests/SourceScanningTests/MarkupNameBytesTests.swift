import XCTest

@testable import SourceScanning

/// Names of markup compared from the source bytes (`MarkupNameBytes`, `MarkupNameFilter`,
/// `MarkupNameKey`) answer as the `String` comparisons they stand for.
final class MarkupNameBytesTests: XCTestCase {
  private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

  func testLastColonPartIsTheLastPartSplitGives() {
    for name in ["app:mask", "a:b:", "::", ":", "mask", "a::b", ":x", ""] {
      let b = bytes(name)
      let part = MarkupNameBytes.lastColonPart(b, 0..<b.count)
      let expected = name.split(separator: ":").last.map(String.init) ?? name
      XCTAssertEqual(String(decoding: b[part], as: UTF8.self), expected, name)
    }
  }

  func testComparisonsFallBackToStringsForNonASCIIText() {
    // KELVIN SIGN lower-cases to `k`.
    let kelvin = bytes("lin\u{212A}")
    XCTAssertTrue(MarkupNameBytes.lowercasedEquals(kelvin, 0..<kelvin.count, isASCII: false, "link"))
    XCTAssertTrue(MarkupNameBytes.lowercasedEquals(kelvin, 0..<kelvin.count, isASCII: nil, "link" as StaticString))
    let ascii = bytes("LiNk")
    XCTAssertTrue(MarkupNameBytes.lowercasedEquals(ascii, 0..<4, isASCII: true, "link"))
    XCTAssertFalse(MarkupNameBytes.lowercasedEquals(ascii, 0..<4, isASCII: true, "lint"))
    XCTAssertFalse(MarkupNameBytes.lowercasedEquals(ascii, 0..<3, isASCII: nil, "link" as StaticString))
    XCTAssertTrue(MarkupNameBytes.equals(ascii, 0..<4, isASCII: true, "LiNk"))
    XCTAssertFalse(MarkupNameBytes.equals(ascii, 0..<4, isASCII: true, "link"))
    XCTAssertTrue(MarkupNameBytes.caseInsensitiveEquals(ascii, 0..<4, isASCII: true, "LINK"))
    XCTAssertTrue(MarkupNameBytes.hasPrefix(ascii, 0..<4, isASCII: true, "Li"))
    XCTAssertFalse(MarkupNameBytes.hasPrefix(ascii, 0..<1, isASCII: true, "Li"))
  }

  func testFilterNeverTurnsDownANameOfItsSet() {
    let names = ["maxLength", "BBB_pattern", "app:mask"]
    let filter = MarkupNameFilter(names)
    for name in names {
      let b = bytes(name)
      XCTAssertTrue(filter.mayContain(b, 0..<b.count), name)
    }
    // The last part of `app:mask`, looked up as written in the source.
    let appMask = bytes("app:mask")
    XCTAssertFalse(filter.mayContain(appMask, MarkupNameBytes.lastColonPart(appMask, 0..<appMask.count)))
    for name in ["class", "type", "id", "", "maxLengtx"] {
      let b = bytes(name)
      XCTAssertFalse(filter.mayContain(b, 0..<b.count), name)
    }
    // A non-ASCII name in the set: nothing is turned down.
    let open = MarkupNameFilter(["ma\u{212A}"])
    let b = bytes("class")
    XCTAssertTrue(open.mayContain(b, 0..<b.count))
  }

  func testKeysIgnoreASCIICase() {
    let b = bytes("data-Maska")
    XCTAssertEqual(MarkupNameKey.of(b, 0..<b.count), MarkupNameKey.of("data-maska"))
    XCTAssertNotEqual(MarkupNameKey.of("data-mask"), MarkupNameKey.of("data-maska"))
    XCTAssertNil(MarkupNameKey.of("ma\u{212A}"))
  }
}

/// Attributes and elements read their names, values and expressions from the source when
/// asked for.
final class MarkupLazyAttributeTests: XCTestCase {
  func testValuesAndExpressionsAreDecodedWhenRead() {
    let source = #"<input ID="a&amp;b" name="n" :mask="&quot;9-9&quot;" v-maska="'#'" @input="f" [Mask]="'x'" data-x=plain>"#
    let doc = MarkupScanner.scan(SourceText(source), language: .vue)
    let input = doc.elements[0]
    XCTAssertEqual(input.tag, "input")
    XCTAssertEqual(input.id, "a&b")
    XCTAssertEqual(input.name, "n")
    let mask = input.attribute(bound: "mask")
    XCTAssertEqual(mask?.name, ":mask")
    XCTAssertEqual(mask?.expressionLiteral?.value, "9-9")
    XCTAssertEqual(input.attribute("v-maska")?.expressionLiteral?.value, "#")
    XCTAssertNil(input.attribute("@input")?.expressionLiteral)
    XCTAssertNotNil(input.attribute("@input")?.expression)
    XCTAssertEqual(input.attribute("[mask]")?.boundName, "Mask")
    let plain = input.attribute("data-x")
    XCTAssertEqual(plain?.value?.value, "plain")
    XCTAssertEqual(plain?.value?.range, plain?.valueRange)
    XCTAssertNil(plain?.expression)
  }

  func testAndroidIdsAndBlanks() {
    let source = "<EditText android:id=\"@+id/phone\" app:mask=\"a\tb\" tools:x=\"y\"/>"
    let doc = MarkupScanner.scan(SourceText(source), language: .androidLayout)
    let element = doc.elements[0]
    XCTAssertEqual(element.id, "phone")
    XCTAssertEqual(element.attribute("app:mask")?.value?.value, "a b")
    XCTAssertTrue(element.attributes[2].nameHasPrefix("tools:"))
  }

  func testNonASCIIVoidTagClosesNothing() {
    // `lin` + KELVIN SIGN lower-cases to `link`, a void element: the `<p>` is not inside it.
    let doc = MarkupScanner.scan(SourceText("<lin\u{212A}><p></p>"), language: .html)
    XCTAssertEqual(doc.elements.map(\.parent), [-1, -1])
  }

  func testOptionValuesMapToTheSourceWithoutReferences() {
    let source = #"<i data-inputmask="'mask': '9\\d'">"#
    let text = SourceText(source)
    let options = MarkupScanner.scan(text, language: .html).elements[0].attribute("data-inputmask")?.optionObject() ?? []
    XCTAssertEqual(options.first?.values.first?.value, "9\\d")
    XCTAssertEqual(options.first.map { text.string(in: $0.values[0].range) }, "'9\\\\d'")
    let value = try? XCTUnwrap(options.first?.values.first)
    XCTAssertEqual(value.map { text.string(in: $0.sourceRange(forValueUTF8: 1..<3)) }, "\\\\d")
  }
}
