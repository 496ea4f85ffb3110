import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// RedMadRobot masks are parsed with the custom notations passed in the same call: inline
/// notations define slots; notations passed by name make unknown bracket characters slots
/// that accept anything; a mask without notations still reports unknown characters.
final class NotationOptionsTests: XCTestCase {
  private func analyse(_ path: String, _ code: String) -> (rules: [String], masks: [any Mask]) {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    let fields = project.fields()
    var masks: [any Mask] = []
    for field in fields {
      for setting in field.settings {
        if case .mask = setting.kind, let mask = field.mask(for: setting) { masks.append(mask) }
      }
    }
    return (project.allFindings().map(\.rule), masks)
  }

  func testSwiftInlineNotationsDefineSlots() throws {
    let result = analyse("Plate.swift", """
      let mask = try Mask.getOrCreate(
        withFormat: "[XX]-[000]",
        customNotations: [Notation(character: "X", characterSet: .letters, isOptional: false)])
      """)
    XCTAssertFalse(result.rules.contains("mask-syntax"), "\(result.rules)")
    let mask = try XCTUnwrap(result.masks.first)
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 5)
    XCTAssertEqual(mask.apply(CaretString("ab123")).formatted.text, "ab-123")
    // `X` accepts letters only: digits typed there are dropped.
    XCTAssertEqual(mask.apply(CaretString("12")).formatted.text, "")
  }

  func testKotlinPositionalNotationWithCharactersAndOptional() throws {
    let result = analyse("Form.kt", """
      val mask = Mask.getOrCreate("[HH]{:}[hh]", listOf(Notation('H', "0123456789abcdef", false), Notation('h', "0123456789abcdef", true)))
      """)
    XCTAssertFalse(result.rules.contains("mask-syntax"), "\(result.rules)")
    let mask = try XCTUnwrap(result.masks.first)
    XCTAssertEqual(mask.apply(CaretString("a1f")).formatted.text, "a1:f")
    XCTAssertEqual(mask.apply(CaretString("zz")).formatted.text, "")
  }

  func testNotationsPassedByNameAcceptAnythingInsteadOfAnError() throws {
    let result = analyse("Promo.swift", """
      let promo = try Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]", customNotations: [letter])
      """)
    XCTAssertFalse(result.rules.contains("mask-syntax"), "\(result.rules)")
    XCTAssertFalse(result.rules.contains("mask-wrong-dialect"), "\(result.rules)")
    let mask = try XCTUnwrap(result.masks.first)
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 8)
  }

  func testWithoutNotationsAnUnknownCharacterIsStillAnError() {
    let result = analyse("Promo.swift", """
      let promo = try Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]")
      """)
    XCTAssertTrue(result.rules.contains("mask-syntax"), "\(result.rules)")
  }
}
