import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// AnyFormatKit formatters are recognised by their initialisers, `patternSymbol:` included.
final class AnyFormatKitRecognitionTests: XCTestCase {
  private func fields(_ code: String) -> (fields: [AnalyzedField], rules: [String]) {
    let project = AnalysisProject()
    project.setFile(path: "Card.swift", text: SourceText(code))
    return (project.fields(), project.allFindings().map(\.rule))
  }

  func testTextPatternWithItsPatternSymbol() throws {
    let (fields, rules) = fields("""
      let phone = PlaceholderTextInputFormatter(textPattern: "+7 (***) *** ** **", patternSymbol: "*")
      let card = DefaultTextInputFormatter(textPattern: "#### #### #### ####")
      """)
    XCTAssertEqual(rules, [], "both masks are valid")
    let masks = fields.flatMap { field in
      field.settings.compactMap { setting -> (String, Int)? in
        guard case .mask(.anyformatkit) = setting.kind, let mask = field.mask(for: setting) else { return nil }
        return (setting.recognizedAs, mask.tokens.filter(\.isSlot).count)
      }
    }
    XCTAssertEqual(masks.map(\.0), ["PlaceholderTextInputFormatter(textPattern:)", "DefaultTextInputFormatter(textPattern:)"])
    XCTAssertEqual(masks.map(\.1), [10, 16])
  }

  func testWithoutItsSymbolThePatternHasNoSlots() {
    let (_, rules) = fields("""
      let phone = DefaultTextInputFormatter(textPattern: "+7 (***) *** ** **")
      """)
    // `*` is a slot in other libraries: the wrong-dialect hint says so beside the error.
    XCTAssertEqual(rules.sorted(), ["mask-no-slots", "mask-wrong-dialect"])
  }

  func testOtherInitialisersWithATextPatternLabelAreNotMasks() {
    let (fields, _) = fields("""
      let label = BannerView(textPattern: "#### ####")
      """)
    XCTAssertTrue(fields.isEmpty)
  }

  /// `SumTextInputFormatter`/`SumTextFormatter` take a number format, not a slot mask:
  /// `SumFormatParser` reads prefix, grouping separator and size, decimal separator,
  /// fraction digits and suffix from `"#,###.## $"` into a `NumberFormatter`.
  func testSumFormattersAreNumberFormats() throws {
    let (fields, rules) = fields("""
      let sum = SumTextInputFormatter(textPattern: "#,###.## $")
      let total = SumTextFormatter(textPattern: "$ X XXX,XX", patternSymbol: "X")
      """)
    XCTAssertEqual(rules, [], "both formats are valid")
    let masks = fields.flatMap { field in
      field.settings.compactMap { setting -> (String, String)? in
        guard case .mask(.anyformatkitsum) = setting.kind, let mask = field.mask(for: setting) else { return nil }
        return (setting.recognizedAs, mask.apply(CaretString("1234567.8")).formatted.text)
      }
    }
    XCTAssertEqual(masks.map(\.0), ["SumTextInputFormatter(textPattern:)", "SumTextFormatter(textPattern:)"])
    // `NSDecimalNumber` reads `.`, the formatter writes the pattern's separator; `patternSymbol: "X"` is applied.
    XCTAssertEqual(masks.map(\.1), ["1,234,567.8 $", "$ 1 234 567,8"])
  }

  /// A sum format with one separator: the library takes it for both separators.
  func testSumFormatWithOneSeparator() {
    let (_, rules) = fields("""
      let sum = SumTextInputFormatter(textPattern: "#,### $")
      """)
    XCTAssertEqual(rules.count, 1)
  }
}
