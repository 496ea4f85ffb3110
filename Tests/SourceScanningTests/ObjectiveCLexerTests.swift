import XCTest

@testable import SourceScanning

final class ObjectiveCLexerTests: XCTestCase {
  func testObjectiveCStringIsOneToken() {
    let file = objcScan(#"field.BBB_pattern = @"+7 (###)";"#)
    XCTAssertEqual(file.literals.map(\.value), ["+7 (###)"])
    XCTAssertEqual(file.tokenTexts, ["field", ".", "BBB_pattern", "=", #"@"+7 (###)""#, ";"])
    XCTAssertEqual(file.literals[0].range, 20..<31)
    XCTAssertEqual(file.literals[0].sourceRange(forValueUTF8: 0..<2), 22..<24)
  }

  func testUnknownEscapeBecomesTheLetterAndIsAHostEscape() {
    let source = #"NSString *p = @"\d{3}-\d";"#
    let file = objcScan(source)
    let lit = file.literals[0]
    XCTAssertEqual(lit.value, "d{3}-d")
    XCTAssertEqual(lit.hostEscapes.count, 2)
    XCTAssertEqual(lit.hostEscapes[0].range, offset(of: #"\d"#, in: source)..<offset(of: #"\d"#, in: source) + 2)
    XCTAssertEqual(
      lit.hostEscapes[0].message, "`\\d` is not an Objective-C escape: the string holds `d`, not `\\d`; write `\\\\d`")
    XCTAssertEqual(sourceOf(lit, utf8: 0..<1, in: file.text), #"\d"#)
    XCTAssertEqual(sourceOf(lit, utf8: 1..<4, in: file.text), "{3}")
  }

  func testDoubledBackslashIsNotAHostEscape() {
    let file = objcScan(#"p = @"\\d+";"#)
    XCTAssertEqual(file.literals[0].value, #"\d+"#)
    XCTAssertTrue(file.literals[0].hostEscapes.isEmpty)
    XCTAssertEqual(sourceOf(file.literals[0], utf8: 0..<2, in: file.text), #"\\d"#)
  }

  func testCEscapes() {
    let file = objcScan(#"s = "\101\x41\u00E9\U0001F600\n\t\?\a\b\f\r\v\'\"\0";"#)
    XCTAssertEqual(file.literals[0].value, "AAé😀\n\t?\u{7}\u{8}\u{C}\r\u{B}'\"\0")
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    XCTAssertTrue(file.literals[0].hostEscapes.isEmpty)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 2..<3, in: file.text), #"\u00E9"#)
    XCTAssertEqual(sourceOf(file.literals[0], characters: 3..<4, in: file.text), #"\U0001F600"#)
  }

  func testAdjacentLiteralsConcatenateAcrossLinesAndComments() {
    let source = "x = @\"ab\" @\"c\\\\d\"\n  /* note */ \"e\" // tail\n  ;"
    let file = objcScan(source)
    XCTAssertEqual(file.literals.count, 1)
    let lit = file.literals[0]
    XCTAssertEqual(lit.value, #"abc\de"#)
    XCTAssertEqual(lit.range, 4..<offset(of: "\"e\"", in: source) + 3)
    XCTAssertEqual(file.tokenTexts.map { $0.hasPrefix("@") ? "S" : $0 }, ["x", "=", "S", ";"])
    // The map jumps between pieces.
    XCTAssertEqual(sourceOf(lit, utf8: 1..<3, in: file.text), "b\" @\"c")
    XCTAssertEqual(sourceOf(lit, utf8: 2..<3, in: file.text), "c")
    XCTAssertEqual(sourceOf(lit, utf8: 3..<4, in: file.text), #"\\"#)
    XCTAssertEqual(sourceOf(lit, utf8: 5..<6, in: file.text), "e")
    XCTAssertEqual(lit.sourceRange(forValueUTF8: 5..<5).lowerBound, offset(of: "\"e\"", in: source) + 1)
  }

  func testPreprocessorLines() {
    let source = """
      #import <Foo/Bar.h>
      #import "Baz.h"
      #pragma mark - Don't "panic"
      #if DEBUG \\
        && "x"
      #endif
      #define PHONE_MASK @"+7 ###"
      x = 1; # y
      """
    let file = objcScan(source)
    XCTAssertEqual(file.literals.map(\.value), ["+7 ###"])
    XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    XCTAssertEqual(file.tokenTexts.prefix(4), ["#", "define", "PHONE_MASK", "@\"+7 ###\""])
    XCTAssertTrue(file.tokenTexts.contains("#"))
  }

  func testCharacterLiteralsAndAtKeywords() {
    let file = objcScan("@interface A\nchar c = '\\''; char d = '\"';\n@end")
    XCTAssertTrue(file.literals.isEmpty)
    XCTAssertEqual(file.tokens.filter { $0.kind == .character }.map { file.tokenText($0) }, ["'\\''", "'\"'"])
    XCTAssertEqual(file.tokenTexts.prefix(3), ["@", "interface", "A"])
  }

  func testUnterminatedStringStopsAtLineEnd() {
    let file = objcScan("a = @\"abc\nb = @\"d\";")
    XCTAssertEqual(file.literals.map(\.value), ["abc", "d"])
    XCTAssertFalse(file.literals[0].isTerminated)
    XCTAssertTrue(file.literals[1].isTerminated)
    XCTAssertEqual(file.diagnostics.count, 1)
  }

  func testDirectivesAndComments() {
    let file = objcScan("// maskls: regex=icu\nNSString *r = @\"^a$\"; /* \"no\" */\n/* maskls: mask=hash */")
    XCTAssertEqual(file.directives.map { "\($0.key)=\($0.value)@\($0.line)" }, ["regex=icu@0", "mask=hash@2"])
    XCTAssertEqual(file.literals.map(\.value), ["^a$"])
  }

  func testBraceDepthAndWidePrefixes() {
    let file = objcScan("- (void)f { if (x) { s = L\"w\"; } }")
    let s = file.tokens.first { file.tokenText($0) == "s" }
    XCTAssertEqual(s?.braceDepth, 2)
    XCTAssertEqual(file.literals.map(\.value), ["w"])
    XCTAssertEqual(file.tokens.last?.braceDepth, 0)
  }
}
