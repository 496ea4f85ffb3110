import XCTest

@testable import MaskEngine

/// Engine support for options written at the call site: jQuery Mask `translation`,
/// react-input-mask `formatChars` and maska `tokensReplace` replacing the built-in tables,
/// .NET `ResetOnSpace`, Flutter's length limit after the formatters.
final class CallSiteOptionsEngineTests: XCTestCase {
  private let upperHex = CharacterClass.scalars(name: "hex", ranges: [0x30...0x39, 0x41...0x46])

  func testJQueryTranslationAddsSymbols() {
    let mask = MaskDialect.jquerymask.parse("ZZ-00", options: MaskOptions(definitions: ["Z": upperHex]))
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 4)
    XCTAssertEqual(FieldSimulator(mask: mask).type("A712").last?.state.text, "A7-12")
    XCTAssertTrue(mask.issues.isEmpty)
  }

  func testJQueryTranslationOptionalSymbol() {
    let mask = MaskDialect.jquerymask.parse(
      "Z0", options: MaskOptions(definitions: ["Z": upperHex], optionalSymbols: ["Z"]))
    XCTAssertEqual(mask.tokens.first?.kind, .slot(accepting: upperHex, optional: true))
  }

  func testReactInputMaskFormatCharsReplaceTheDefaults() {
    let replaced = MaskDialect.reactinputmask.parse(
      "9999", options: MaskOptions(definitions: ["Z": .letter], replacesBuiltInDefinitions: true))
    XCTAssertFalse(replaced.tokens.contains(where: \.isSlot))
    let merged = MaskDialect.reactinputmask.parse("9999", options: MaskOptions(definitions: ["Z": .letter]))
    XCTAssertEqual(merged.tokens.filter(\.isSlot).count, 4)
  }

  func testMaskaTokensReplace() {
    let replaced = MaskDialect.maska.parse(
      "##", options: MaskOptions(definitions: ["Z": .letter], replacesBuiltInDefinitions: true))
    XCTAssertFalse(replaced.tokens.contains(where: \.isSlot))
  }

  func testInputmaskCustomMarkersKeepOffsets() {
    let mask = MaskDialect.inputmask.parse(
      "<99>-{9}", options: MaskOptions(markerTranslation: ["<": "(", ">": ")", "{": "[", "}": "]"]))
    XCTAssertEqual(mask.pattern, "<99>-{9}")
    XCTAssertTrue(mask.issues.isEmpty, "\(mask.issues)")
    XCTAssertEqual(mask.tokens.filter(\.isSlot).map(\.range), [1..<2, 2..<3, 6..<7])
    XCTAssertEqual(mask.tokens.last?.kind, .slot(accepting: mask.tokens[1].slotClass!, optional: true))
    // An unclosed custom marker is reported as written.
    let broken = MaskDialect.inputmask.parse("<99-99", options: MaskOptions(markerTranslation: ["<": "(", ">": ")"]))
    XCTAssertTrue(broken.issues.contains { $0.message.contains("`<`") }, "\(broken.issues)")
  }

  func testDotNetSpaceSkipsAnEmptyPosition() {
    let mask = DotNetMaskedTextBoxMask(pattern: "(999) 000-0000")
    let steps = FieldSimulator(mask: mask).type("   2345678")
    XCTAssertEqual(steps.last?.state.text, "(___) 234-5678")
    XCTAssertEqual(steps.last?.complete, true)
    // A space still types nothing into a filled position.
    XCTAssertEqual(FieldSimulator(mask: mask).type("2345678").last?.complete, false)
  }

  func testFlutterLengthLimitTruncatesTheFormattedText() {
    let mask = FlutterMaskFormatter(mask: "##-#", filter: [:], eager: false)
    let steps = FieldSimulator(mask: mask, maxLength: 3).type("234")
    XCTAssertEqual(steps.map(\.state.text), ["2", "23", "23-"])
    XCTAssertEqual(steps.last?.complete, false)
    // Within the limit nothing changes.
    XCTAssertEqual(FieldSimulator(mask: mask, maxLength: 4).type("234").last?.complete, true)
  }
}

extension MaskToken {
  /// The class a slot accepts.
  fileprivate var slotClass: CharacterClass? {
    switch kind {
    case .slot(let cls, _), .repeatingSlot(let cls): return cls
    case .literal: return nil
    }
  }
}
