import XCTest
@testable import RegexAnalysis

final class ParserTests: XCTestCase {
  func error(_ pattern: String, _ flavor: RegexFlavor, flags: String = "") -> RegexDiagnostic? {
    RegexParser.parse(pattern, flavor: flavor, flagLetters: flags).firstError
  }

  func slice(_ pattern: String, _ range: Range<Int>) -> String {
    let units = Array(pattern.utf16)[range]
    return String(decoding: units, as: UTF16.self)
  }

  func testQuantifierMinGreaterThanMaxNamesTheQuantifier() throws {
    for flavor in RegexFlavor.allCases {
      let e = try XCTUnwrap(error("a{3,1}", flavor), "\(flavor)")
      XCTAssertEqual(e.message, "quantifier `{3,1}` has min > max")
      XCTAssertEqual(slice("a{3,1}", e.range), "{3,1}")
      XCTAssertEqual(e.kind, .syntax)
    }
  }

  func testUnterminatedGroupPointsAtItsOpening() throws {
    let pattern = "ab(?<name>cd"
    let e = try XCTUnwrap(error(pattern, .java))
    XCTAssertTrue(e.message.contains("unterminated group opened here"), e.message)
    XCTAssertEqual(slice(pattern, e.range), "(?<name>")
  }

  func testNothingToRepeat() throws {
    let e = try XCTUnwrap(error("*a", .icu))
    XCTAssertTrue(e.message.contains("nothing to repeat"))
    XCTAssertEqual(e.range, 0..<1)
    XCTAssertNotNil(error("a**", .ecmascript))
  }

  func testPropertyWithoutUnicodeFlagIsAFlavorWarningNotAnError() throws {
    let parsed = RegexParser.parse("\\p{L}+", flavor: .ecmascript)
    XCTAssertTrue(parsed.isValid)
    let d = try XCTUnwrap(parsed.diagnostics.first { $0.kind == .flavor })
    XCTAssertTrue(d.message.contains("needs the `u` or `v` flag"), d.message)
    XCTAssertEqual(d.range, 0..<2)
    XCTAssertTrue(RegexParser.parse("\\p{L}+", flavor: .ecmascript, flagLetters: "u").diagnostics.isEmpty)
  }

  func testUnknownEscapeDependsOnFlavor() throws {
    XCTAssertEqual(error("\\q", .java)?.message, "unknown escape `\\q` in Java")
    XCTAssertNotNil(error("\\q", .swift))
    XCTAssertNil(error("\\q", .icu))
    XCTAssertNil(error("\\q", .ecmascript))
    XCTAssertNotNil(error("\\q", .ecmascript, flags: "u"))
  }

  func testLookbehindFindings() throws {
    let swift = try XCTUnwrap(error("(?<=a)b", .swift))
    XCTAssertEqual(swift.kind, .flavor)
    XCTAssertTrue(swift.message.contains("lookbehind is not supported in Swift Regex"))
    let icu = try XCTUnwrap(error("(?<=a+)b", .icu))
    XCTAssertEqual(icu.kind, .flavor)
    XCTAssertTrue(icu.message.contains("bounded maximum length"))
    XCTAssertNil(error("(?<=a{1,3})b", .icu))
    XCTAssertNil(error("(?<=a+)b", .ecmascript))
  }

  func testPossessiveQuantifierInECMAScriptIsAFlavorFinding() throws {
    let e = try XCTUnwrap(error("a*+", .ecmascript))
    XCTAssertEqual(e.kind, .flavor)
    XCTAssertTrue(e.message.contains("possessive"))
    XCTAssertNil(error("a*+", .java))
  }

  func testSwiftOnlySyntaxInICU() throws {
    let e = try XCTUnwrap(error("(?'n'a)", .icu))
    XCTAssertEqual(e.kind, .flavor)
    XCTAssertTrue(e.message.contains("Swift Regex syntax"), e.message)
    XCTAssertNil(error("(?'n'a)", .swift))
  }

  func testAnnexBLeniencies() {
    XCTAssertNil(error("]", .ecmascript))
    XCTAssertNil(error("a{", .ecmascript))
    XCTAssertNil(error("\\c", .ecmascript))
    XCTAssertNil(error("\\8", .ecmascript))
    XCTAssertNil(error("\\01", .ecmascript))
    XCTAssertNotNil(error("]", .ecmascript, flags: "u"))
    XCTAssertNotNil(error("a{", .ecmascript, flags: "u"))
    XCTAssertNotNil(error("\\8", .ecmascript, flags: "u"))
  }

  func testRangesAreUTF16Offsets() throws {
    let pattern = "😀(a"
    let e = try XCTUnwrap(error(pattern, .ecmascript, flags: "u"))
    XCTAssertEqual(e.range.lowerBound, 2, "the emoji is two UTF-16 units")
  }

  func testASTKeepsRanges() throws {
    let parsed = RegexParser.parse("^\\d{10}$", flavor: .icu)
    let ast = try XCTUnwrap(parsed.ast)
    guard case .concatenation(let items) = ast.root.kind else { return XCTFail("\(ast.root.kind)") }
    XCTAssertEqual(items.map(\.range), [0..<1, 1..<7, 7..<8])
    XCTAssertEqual(parsed.outline, "start anchor, 10 × digit, end anchor")
  }

  func testBackreferenceToMissingGroup() throws {
    XCTAssertNotNil(error("(a)\\2", .icu))
    XCTAssertNil(error("(a)\\2", .java))
    XCTAssertNotNil(error("(?<n>a)\\k<m>", .ecmascript))
  }

  func testDepthLimitGivesAnErrorNotACrash() throws {
    let deep = String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000)
    let e = try XCTUnwrap(error(deep, .icu))
    XCTAssertTrue(e.message.contains("nested too deeply"))
  }

  func testFlagsValidation() {
    XCTAssertFalse(RegexParser.parse("a", flavor: .ecmascript, flagLetters: "uv").isValid)
    XCTAssertFalse(RegexParser.parse("a", flavor: .ecmascript, flagLetters: "gg").isValid)
    XCTAssertFalse(RegexParser.parse("a", flavor: .ecmascript, flagLetters: "q").isValid)
    XCTAssertTrue(RegexParser.parse("a", flavor: .ecmascript, flagLetters: "dgimsuy").isValid)
  }

  func testPrintedFormIsCanonical() throws {
    XCTAssertEqual(RegexParser.parse("\\x41\\u0042[\\x43-\\x45]", flavor: .java).printed, "AB[C-E]")
    XCTAssertEqual(RegexParser.parse("a{0,}b{1,}c{0,1}", flavor: .icu).printed, "a*b+c?")
    XCTAssertEqual(RegexParser.parse("(?:ab)+", flavor: .swift).printed, "(?:ab)+")
    XCTAssertNil(RegexParser.parse("(", flavor: .swift).printed)
  }
}

final class ParserFacadeTests: XCTestCase {
  func testInvalidPatternCoreIsUnsupportedNotEmpty() {
    let parsed = RegexParser.parse("a{3,1}", flavor: .icu)
    XCTAssertFalse(parsed.isValid)
    XCTAssertNil(parsed.ast)
    guard case .unsupported(let reason) = parsed.core else { return XCTFail("\(parsed.core)") }
    XCTAssertTrue(reason.contains("min > max"), reason)
  }

  func testDiagnosticsAreSortedAndValidPatternsHaveEverything() throws {
    let parsed = RegexParser.parse("^[A-z]+\\d{2}$", flavor: .swift)
    XCTAssertTrue(parsed.isValid)
    XCTAssertNotNil(parsed.ast)
    XCTAssertEqual(parsed.printed, "^[A-z]+\\d{2}$")
    XCTAssertEqual(parsed.diagnostics.map(\.kind), [.suspiciousClass])
    XCTAssertEqual(parsed.outline, "start anchor, one or more one of [A-z], 2 × digit, end anchor")
  }
}
