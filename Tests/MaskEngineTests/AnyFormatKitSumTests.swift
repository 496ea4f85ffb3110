import XCTest

@testable import MaskEngine

/// AnyFormatKit's sum formatters, with the cases of AnyFormatKit's own test suite
/// (luximetr/AnyFormatKit `Tests/SumFormatTests`, `Tests/SumTextFormatterTests`,
/// `Tests/SumTextInputFormatterTests`; class and test names cited per case).
final class AnyFormatKitSumTests: XCTestCase {
  private func parsed(_ pattern: String, _ symbol: Character = "#") -> AnyFormatKitSumFormat {
    AnyFormatKitSumFormat(pattern: pattern, patternSymbol: symbol)
  }

  /// `formatInput(currentText:range:replacementString:)` as `text|caret`.
  private func input(_ pattern: String, _ text: String, _ location: Int, _ length: Int, _ replacement: String) -> String {
    let mask = AnyFormatKitSumMask(textPattern: pattern)
    let r = mask.edit(CaretString(text), replacing: location..<(location + length), with: replacement, validator: nil)
    return "\(r?.formatted.text ?? "nil")|\(r?.formatted.caret ?? -1)"
  }

  // MARK: SumFormatParser

  func testSumFormatParserTests() {
    // SumFormatParserTests: testPrefixParse, testNoPrefixParse, testSuffixParse, testNoSuffixParse
    XCTAssertEqual(parsed("$ # ####.## S").prefix, "$ ")
    XCTAssertEqual(parsed("# ####.## S").prefix, "")
    XCTAssertEqual(parsed("$ # ####.## S").suffix, " S")
    XCTAssertEqual(parsed("$ # ####.##").suffix, "")
    // testGroupingSeparatorParse, testGroupingSeparatorWithoutPrefixParse, testLongGroupingSeparatorParse
    XCTAssertEqual(parsed("$ #-####_## S").groupingSeparator, "-")
    XCTAssertEqual(parsed("#-####_## S").groupingSeparator, "-")
    XCTAssertEqual(parsed("$ #LONG####_## S").groupingSeparator, "LONG")
    // testDecimalSeparatorParse, testDecimalSeparatorWithoutSuffix
    XCTAssertEqual(parsed("$ #-####_## S").decimalSeparator, "_")
    XCTAssertEqual(parsed("$ #-####_##").decimalSeparator, "_")
    // test4GroupSizeParse, test3GroupingSizeParse
    XCTAssertEqual(parsed("$ #-####_## S").groupingSize, 4)
    XCTAssertEqual(parsed("#-###_##").groupingSize, 3)
  }

  /// SumTextFormatterFormatParseTests test4, test5, test7–test21.
  func testSumTextFormatterFormatParseTests() {
    XCTAssertEqual(parsed("# ###.##").maximumFractionDigits, 2)  // test4
    XCTAssertEqual(parsed("# ###.#####").maximumFractionDigits, 5)  // test5
    XCTAssertEqual(parsed("$# ###.## !").prefix, "$")  // test7
    XCTAssertEqual(parsed("$ # ###.## !").prefix, "$ ")  // test8
    XCTAssertEqual(parsed("$👍😁# ###.## !").prefix, "$👍😁")  // test9
    XCTAssertEqual(parsed("# ###.## !").prefix, "")  // test10
    XCTAssertEqual(parsed("# ###.##$").suffix, "$")  // test11
    XCTAssertEqual(parsed("# ###.## $").suffix, " $")  // test12
    XCTAssertEqual(parsed("# ###.##😊👍$").suffix, "😊👍$")  // test13
    XCTAssertEqual(parsed("_ # ###.##").suffix, "")  // test14
    XCTAssertEqual(parsed("_ # ###.## $").groupingSeparator, " ")  // test15
    XCTAssertEqual(parsed("_ #,###.## $").groupingSeparator, ",")  // test16
    XCTAssertEqual(parsed("_ #()###.## $").groupingSeparator, "()")  // test17
    XCTAssertEqual(parsed("_ # ###.## $").decimalSeparator, ".")  // test18
    XCTAssertEqual(parsed("_ # ###,## $").decimalSeparator, ",")  // test19
    XCTAssertEqual(parsed("_ # ###()## $").decimalSeparator, "()")  // test20
    XCTAssertEqual(parsed("# ###.## $").groupingSize, 3)  // test21
    XCTAssertEqual(AnyFormatKitSumMask.maximumIntegerCharacters, 14)  // test1
  }

  // MARK: SumTextFormatter.format

  /// SumTextFormatterFormatTests test1, test3–test11; SumTextFormatterFormatParseTests test6.
  func testSumTextFormatterFormatTests() {
    let mask = AnyFormatKitSumMask(textPattern: "#,###.##")
    let cases: [(String, String)] = [
      ("1345.99", "1,345.99"), ("", ""), ("144", "144"), ("0", "0"), ("0.1", "0.1"), ("10000", "10,000"),
      (".55", "0.55"), ("0.234", "0.23"), ("0.239", "0.23"), ("111222333444", "111,222,333,444"),
    ]
    for (unformatted, expected) in cases {
      XCTAssertEqual(mask.formatText(unformatted), expected, unformatted)
    }
    XCTAssertEqual(AnyFormatKitSumMask(textPattern: "# ###.##").formatText("12345.6789"), "12 345.67")
  }

  /// FormatParsingTests (pattern symbol `X`).
  func testFormatParsingTests() {
    let cases: [(String, String, String)] = [
      ("X.XXXXX,XX", "1234567890123", "123.45678.90123"),  // test5InGroupFormat
      ("X.XXX,XX", "1234567890123", "1.234.567.890.123"),  // test3InGroupFormat
      ("X.X,XX", "1234567", "1.2.3.4.5.6.7"),  // test1InGroupFormat
      ("X.XXX,XX", "1234567890", "1.234.567.890"),  // testGroupingSeparatorParsing
      ("X.XXX,XX", "12345.12", "12.345,12"),  // testDecimalSeparatorParsing
      ("Prefix: X.XXX,XX", "123456789,01", "Prefix: 123.456.789,01"),  // testPrefixParsing
      ("X.XXX,XX <-Sufix", "1234567", "1.234.567 <-Sufix"),  // testSufixParsing
    ]
    for (pattern, unformatted, expected) in cases {
      XCTAssertEqual(AnyFormatKitSumMask(textPattern: pattern, patternSymbol: "X").formatText(unformatted), expected, pattern)
    }
  }

  // MARK: SumTextInputFormatter.formatInput

  /// SumTextInputFormatterInputTests test1–test10, test14–test18 (test11–13 are `#to_fix`).
  func testSumTextInputFormatterInputTests() {
    let p = "#,###.##"
    XCTAssertEqual(input(p, "", 0, 0, "1"), "1|1")
    XCTAssertEqual(input(p, "1", 1, 0, "2"), "12|2")
    XCTAssertEqual(input(p, "12", 2, 0, "3"), "123|3")
    XCTAssertEqual(input(p, "123", 3, 0, "4"), "1,234|5")
    XCTAssertEqual(input(p, "1,234", 5, 0, "5"), "12,345|6")
    XCTAssertEqual(input(p, "12,345", 6, 0, "6"), "123,456|7")
    XCTAssertEqual(input(p, "123,456", 7, 0, "7"), "1,234,567|9")
    XCTAssertEqual(input(p, "1,234", 5, 0, "."), "1,234.|6")
    XCTAssertEqual(input(p, "1,234.", 6, 0, "5"), "1,234.5|7")
    XCTAssertEqual(input(p, "1,234.5", 7, 0, "6"), "1,234.56|8")
    XCTAssertEqual(input(p, ".56", 0, 0, "3"), "3.56|1")
    XCTAssertEqual(input(p, "3.56", 0, 0, "2"), "23.56|1")
    XCTAssertEqual(input(p, "23.56", 0, 0, "1"), "123.56|1")
    XCTAssertEqual(input(p, "123.56", 3, 0, "4"), "1,234.56|5")
    // test18: the 15th integer digit is cut.
    XCTAssertEqual(input(p, "12,345,678,901,234.56", 18, 0, "9"), "12,345,678,901,234.56|18")
  }

  /// SumTextInputFormatterErasingBy1SymbolTests test1–test8; SumTextInputFormatterInput0Tests.
  func testSumTextInputFormatterErasingAndZeroTests() {
    let p = "#,###.##"
    XCTAssertEqual(input(p, "12,345.67", 8, 1, ""), "12,345.6|8")
    XCTAssertEqual(input(p, "12,345.6", 7, 1, ""), "12,345.|7")
    XCTAssertEqual(input(p, "12,345.", 6, 1, ""), "12,345|6")
    XCTAssertEqual(input(p, "12,345", 5, 1, ""), "1,234|5")
    XCTAssertEqual(input(p, "1,234", 4, 1, ""), "123|3")
    XCTAssertEqual(input(p, "123", 2, 1, ""), "12|2")
    XCTAssertEqual(input(p, "12", 1, 1, ""), "1|1")
    XCTAssertEqual(input(p, "1", 0, 1, ""), "|0")
    XCTAssertEqual(input(p, "20.", 3, 0, "0"), "20.0|4")
    XCTAssertEqual(input(p, "20.0", 4, 0, "0"), "20.00|5")
  }

  /// SumTextInputFormatterWithPrefixInputTests test2–test8 (test1 is `#to_fix`).
  func testSumTextInputFormatterWithPrefixInputTests() {
    let p = "$#,###.##"
    XCTAssertEqual(input(p, "$1", 2, 0, "2"), "$12|3")
    XCTAssertEqual(input(p, "$12", 3, 0, "3"), "$123|4")
    XCTAssertEqual(input(p, "$123", 4, 0, "4"), "$1,234|6")
    XCTAssertEqual(input(p, "$1,234", 6, 0, "5"), "$12,345|7")
    XCTAssertEqual(input(p, "$12,345", 7, 0, "."), "$12,345.|8")
    XCTAssertEqual(input(p, "$12,345.", 8, 0, "6"), "$12,345.6|9")
    XCTAssertEqual(input(p, "$12,345.6", 9, 0, "7"), "$12,345.67|10")
  }

  /// SumTextInputFormatterWithSuffixInputTests (the cases not marked `#to_fix`) and
  /// SumTextInputFormatterWithSuffixInput0Tests.
  func testSumTextInputFormatterWithSuffixInputTests() {
    let p = "#,###.##$"
    XCTAssertEqual(input(p, "", 0, 0, "1"), "1$|1")  // testIto1I$
    XCTAssertEqual(input(p, "1$", 1, 0, "."), "1.$|2")
    XCTAssertEqual(input(p, "1.$", 2, 0, "5"), "1.5$|3")
    XCTAssertEqual(input(p, "1.5$", 3, 0, "6"), "1.56$|4")
    XCTAssertEqual(input(p, "1.56$", 1, 0, "2"), "12.56$|2")
    XCTAssertEqual(input(p, "12.56$", 2, 0, "3"), "123.56$|3")
    XCTAssertEqual(input(p, "123.56$", 3, 0, "4"), "1,234.56$|5")
    XCTAssertEqual(input(p, ".5$", 0, 0, "1"), "1.5$|1")  // testIP5$to1Ip5$
    XCTAssertEqual(input("#,###.## $", "20. $", 3, 0, "0"), "20.0 $|4")
    XCTAssertEqual(input("#,###.## $", "20.0 $", 4, 0, "0"), "20.00 $|5")
  }

  /// SumTextInputFormatterWithSuffixDeleteTests test1–test9 (test10 is `#to_fix`) and
  /// SumTextInputFormatterWithSimilarCharactersInSuffixAndGroupSeparatorDelete1SymbolTests test0–test10.
  func testSumTextInputFormatterWithSuffixDeleteTests() {
    let dollar = ["2,345.67$|0", "1,345.67$|1", "12,345.67$|2", "1,245.67$|3", "1,235.67$|4",
      "1,234.67$|5", "1,234,567$|7", "12,345.7$|7", "12,345.6$|8"]
    for (location, expected) in dollar.enumerated() {
      XCTAssertEqual(input("#,###.##$", "12,345.67$", location, 1, ""), expected, "location \(location)")
    }
    let spaced = ["2 345,67 $|0", "1 345,67 $|1", "12 345,67 $|2", "1 245,67 $|3", "1 235,67 $|4",
      "1 234,67 $|5", "1 234 567 $|7", "12 345,7 $|7", "12 345,6 $|8", "12 345,67 $|9", "12 345,67 $|9"]
    for (location, expected) in spaced.enumerated() {
      XCTAssertEqual(input("# ###,## $", "12 345,67 $", location, 1, ""), expected, "location \(location)")
    }
  }

  // MARK: The Mask protocol

  func testKeysValueAndCompleteness() {
    let mask = MaskDialect.anyformatkitsum.parse("#,###.## $")
    var state = CaretString("")
    for key in "1234567.891" {
      state = mask.edit(state, replacing: state.caret..<state.caret, with: String(key), validator: nil)!.formatted
    }
    XCTAssertEqual(state.description, "1,234,567.89| $")
    let r = mask.apply(CaretString("1,234,567.89 $"))
    XCTAssertEqual(r.value, "1234567.89")
    XCTAssertTrue(r.complete)
    XCTAssertFalse(mask.apply(CaretString("")).complete)
    XCTAssertEqual(mask.dialect.libraryName, "AnyFormatKit (sum)")
    XCTAssertTrue(mask.issues.isEmpty)
    XCTAssertNil(mask.completeFormattedLength)
    // `patternSymbol:` is read from the options.
    let custom = MaskDialect.anyformatkitsum.parse("X XXX,XX", options: MaskOptions(replacementCharacter: "X"))
    XCTAssertEqual(custom.apply(CaretString("12345,6")).formatted.text, "12 345,6")
  }

  /// One separator is both the grouping and the decimal separator: a typed separator is lost.
  func testOneSeparatorIsReported() {
    let mask = AnyFormatKitSumMask(textPattern: "#,###")
    XCTAssertEqual(mask.format.decimalSeparator, ",")
    XCTAssertEqual(mask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(input("#,###", "1,234,", 6, 0, "5"), "12,345|6")
    XCTAssertTrue(AnyFormatKitSumMask(textPattern: "$ #,###.##").issues.isEmpty)
  }
}
