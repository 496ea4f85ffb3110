import XCTest

@testable import SourceScanning

/// `StringLiteral.isFragment` / `isWholeValue`: which literals are only a part of the string
/// the program uses, in every lexed language.
final class LiteralFragmentTests: XCTestCase {
  /// Each literal's source text (delimiters included) → whether it is a whole value.
  private func whole(_ source: String, _ language: SourceLanguage) -> [String: Bool] {
    let text = SourceText(source)
    guard let file = SourceScanner.scanCode(text, language: language) else { return [:] }
    var result: [String: Bool] = [:]
    for literal in file.literals { result[text.string(in: literal.range)] = literal.isWholeValue }
    return result
  }

  private func assertWhole(
    _ source: String, _ language: SourceLanguage, whole expectedWhole: [String], parts: [String],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let found = whole(source, language)
    for literal in expectedWhole {
      XCTAssertEqual(found[literal], true, "\(literal) should be whole in \(source)", file: file, line: line)
    }
    for literal in parts {
      XCTAssertEqual(found[literal], false, "\(literal) should be a part in \(source)", file: file, line: line)
    }
  }

  func testJavaScriptConcatenation() {
    assertWhole(#"new RegExp("^#(" + id + ")")"#, .javascript, whole: [], parts: [#""^#(""#, #"")""#])
    assertWhole(#"new RegExp('[' + chars + ']')"#, .javascript, whole: [], parts: ["'['", "']'"])
    assertWhole(#"new RegExp("(".concat(x, ")"))"#, .javascript, whole: [], parts: [#""(""#, #"")""#])
    assertWhole("new RegExp(`^#(${id})`)", .javascript, whole: [], parts: ["`^#(${id})`"])
    assertWhole(#"new RegExp(["^(", x, ")"].join(""))"#, .javascript, whole: [], parts: [#""^(""#, #"")""#, #""""#])
    assertWhole(#"new RegExp("^(a|b)$".replace("a", x))"#, .javascript, whole: [#""a""#], parts: [#""^(a|b)$""#])
    assertWhole(#"new RegExp(("^(") + x)"#, .javascript, whole: [], parts: [#""^(""#])
    assertWhole("x = \"^(\"\n  + y", .javascript, whole: [], parts: [#""^(""#])
    assertWhole(#"f("ab" "#, .javascript, whole: [#""ab""#], parts: [])
    // Two constants joined into one value are folded (`LiteralFolding`); with a name, parts.
    assertWhole(#"var a = "a" + "b";"#, .javascript, whole: [#""a" + "b""#], parts: [#""b""#])
    assertWhole(#"var a = "a" + "b" + c;"#, .javascript, whole: [], parts: [#""a""#, #""b""#])
    assertWhole("const re = css`a(`; const r = String.raw`^\\d(`;", .javascript, whole: ["`^\\d(`"], parts: ["`a(`"])
  }

  func testJavaScriptWholeValues() {
    // A `+` in a different argument; a new statement on the next line; object values; JSX.
    assertWhole(#"new RegExp("^(a)$", flags + "g")"#, .javascript, whole: [#""^(a)$""#], parts: [#""g""#])
    assertWhole("x = \"^a$\"\nfoo()", .javascript, whole: [#""^a$""#], parts: [])
    assertWhole(#"Inputmask({ mask: "99-99", greedy: false })"#, .javascript, whole: [#""99-99""#], parts: [])
    assertWhole(#"const m = <InputMask mask="99" alwaysShowMask />"#, .javascript, whole: [#""99""#], parts: [])
    assertWhole(#"const mask = "(99)" as const;"#, .typescript, whole: [#""(99)""#], parts: [])
  }

  func testAppendedLater() {
    assertWhole("function f() { var re = \"^(\"; re += x + \")\"; return new RegExp(re) }", .javascript,
      whole: [], parts: [#""^(""#, #"")""#])
    assertWhole("function f() { var re = \"^(a)\"; other += \")\"; }", .javascript, whole: [#""^(a)""#], parts: [])
    assertWhole("field.BBB_regular = \"^(\\\\d\"\nfield.BBB_regular += \")$\"", .swift, whole: [], parts: [#""^(\\d""#])
    assertWhole("field.BBB_regular = \"^\\\\d$\"\nother.BBB_regular += \")$\"", .swift, whole: [#""^\\d$""#], parts: [])
    // Only the same scope: a later function's `re +=` is another variable.
    assertWhole("function f() { var re = \"^a\"; g(re) }\nfunction h() { re += \"b\" }", .javascript,
      whole: [#""^a""#], parts: [])
  }

  func testSwift() {
    assertWhole(#"NSRegularExpression(pattern: "^(" + x + ")")"#, .swift, whole: [], parts: [#""^(""#, #"")""#])
    assertWhole(#"NSRegularExpression(pattern: String(format: "^(%@", x))"#, .swift, whole: [], parts: [#""^(%@""#])
    assertWhole(#"Mask(format: "+7 (" + code + ") [000]")"#, .swift, whole: [], parts: [#""+7 (""#, #"") [000]""#])
    assertWhole("let m = Mask(format: \"[000]\")\nlet n = \"x\"", .swift, whole: [#""[000]""#, #""x""#], parts: [])
    XCTAssertEqual(whole(#"NSRegularExpression(pattern: "^(\(x)")"#, .swift).values.first, false)
  }

  func testObjectiveC() {
    assertWhole(#"[NSRegularExpression regularExpressionWithPattern:[NSString stringWithFormat:@"^(%@", x] options:0 error:nil];"#,
      .objectiveC, whole: [], parts: [#"@"^(%@""#])
    assertWhole(#"[NSRegularExpression regularExpressionWithPattern:[@"^(" stringByAppendingString:x] options:0 error:nil];"#,
      .objectiveC, whole: [], parts: [#"@"^(""#])
    assertWhole(#"[[NSString alloc] initWithFormat:@"%@(", x];"#, .objectiveC, whole: [], parts: [#"@"%@(""#])
    assertWhole(#"[[Mask alloc] initWithFormat:@"[000]" autocomplete:YES];"#, .objectiveC, whole: [#"@"[000]""#], parts: [])
    assertWhole(#"[NSRegularExpression regularExpressionWithPattern:@"^(" @"\\d)" options:0 error:nil];"#,
      .objectiveC, whole: [#"@"^(" @"\\d)""#], parts: [])
    assertWhole("[field setBBB_pattern:@\"###\" animated:YES];", .objectiveC, whole: ["@\"###\""], parts: [])
  }

  func testKotlinAndJava() {
    assertWhole(#"val a = Regex("^(" + x + ")")"#, .kotlin, whole: [], parts: [#""^(""#, #"")""#])
    assertWhole(#"val c = "^(".plus(x).toRegex()"#, .kotlin, whole: [], parts: [#""^(""#])
    assertWhole("val d = \"\\\\d+\".toRegex()\nval e = Regex(\"a\", RegexOption.IGNORE_CASE)", .kotlin,
      whole: [#""\\d+""#, #""a""#], parts: [])
    assertWhole(#"val s = buildString { append("^(") }; val t = "%s(".format(x)"#, .kotlin, whole: [], parts: [#""^(""#, #""%s(""#])
    assertWhole(#"val r = listOf("a(", "b").joinToString("|")"#, .kotlin, whole: [], parts: [#""a(""#, #""b""#, #""|""#])
    assertWhole(#"Pattern b = Pattern.compile(String.format("^(%s", x));"#, .java, whole: [], parts: [#""^(%s""#])
    assertWhole(#"Pattern c = Pattern.compile("^(".concat(x)); String d = "%s(".formatted(x);"#, .java,
      whole: [], parts: [#""^(""#, #""%s(""#])
    assertWhole(#"Pattern e = Pattern.compile("^\\d+$", Pattern.CASE_INSENSITIVE);"#, .java, whole: [#""^\\d+$""#], parts: [])
  }

  func testDartAndCSharp() {
    assertWhole(#"final a = RegExp('^(' + x + ')'); final b = 'ab(' * 3;"#, .dart, whole: [], parts: ["'^('", "')'", "'ab('"])
    assertWhole(#"MaskTextInputFormatter(mask: '###', filter: {'#': RegExp(r'[0-9]')});"#, .dart,
      whole: ["'###'", "'#'", "r'[0-9]'"], parts: [])
    XCTAssertEqual(whole(#"final c = RegExp('^($x');"#, .dart).values.first, false)
    assertWhole(#"var a = new Regex("^(" + x + ")"); var c = new Regex(string.Format("^({0}", x));"#, .csharp,
      whole: [], parts: [#""^(""#, #"")""#, #""^({0}""#])
    assertWhole(#"[RegularExpression(@"^\d+$", ErrorMessage = "digits")] public string Zip { get; set; }"#, .csharp,
      whole: [#"@"^\d+$""#, #""digits""#], parts: [])
    XCTAssertEqual(whole(#"var b = new Regex($"^({x}");"#, .csharp).values.first, false)
  }
}
