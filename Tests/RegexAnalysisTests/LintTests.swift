import XCTest
@testable import RegexAnalysis

final class LintTests: XCTestCase {
  func findings(_ pattern: String, _ flavor: RegexFlavor = .icu) -> [RegexDiagnostic] {
    RegexParser.parse(pattern, flavor: flavor).diagnostics.filter { $0.kind == .suspiciousClass }
  }

  func testUpperToLowerRange() throws {
    let d = try XCTUnwrap(findings("^[A-z]+$").first)
    XCTAssertTrue(d.message.contains("backtick"), d.message)
    XCTAssertEqual(d.range, 2..<5)
    XCTAssertEqual(d.severity, .warning)
    XCTAssertTrue(findings("^[A-Za-z]+$").isEmpty)
    XCTAssertTrue(d.message.hasSuffix("did you mean `A-Za-z`?"), d.message)
  }

  func testUpperToLowerRangeSuggestsTheSameLettersInBothCases() throws {
    // A hex colour written `[A-f\d]` means `A-Fa-f`, not every letter.
    let d = try XCTUnwrap(findings("^#([A-f\\d]{3}){1,2}$", .ecmascript).first)
    XCTAssertTrue(d.message.hasSuffix("did you mean `A-Fa-f`?"), d.message)
    let odd = try XCTUnwrap(findings("[Z-a]").first)
    XCTAssertTrue(odd.message.hasSuffix("did you mean `A-Za-z`?"), odd.message)
  }

  /// `[^a-zA-z%]` (seen in an Android app): one finding, whose fix keeps the class's lower
  /// case once: `A-Z`, not `A-Za-z` next to `a-z`.
  func testUpperToLowerRangeAfterTheLowerCaseIsOneFindingWithoutTheDuplicate() throws {
    let found = findings("%([^a-zA-z%]*)", .java)
    XCTAssertEqual(found.count, 1, found.map(\.message).description)
    XCTAssertEqual(found.first?.replacement, "A-Z")
    XCTAssertTrue(found.first?.message.hasSuffix("did you mean `A-Z`?") ?? false, found.first?.message ?? "")
    XCTAssertEqual(findings("[A-Za-z]").count, 0)
    XCTAssertEqual(findings("[A-Za-z]", .java).count, 0)
    // The upper case already there: the lower case is what was meant.
    XCTAssertEqual(findings("[A-ZA-z]").first?.replacement, "a-z")
    // A later copy of the range is a duplicate member.
    let twice = findings("[A-zA-z]")
    XCTAssertEqual(twice.count, 2)
    XCTAssertTrue(twice.last?.message.hasPrefix("duplicate member `A-z`") ?? false, twice.last?.message ?? "")
  }

  /// `[.!#$%&'*+-/=?^_]` (an email class seen in a Flutter app): `+-/` is a range that takes
  /// `.` again; the message says it is a range, not that `+-/` was written twice.
  func testAPunctuationRangeOverlappingAnEarlierMemberIsNamedARange() throws {
    let d = try XCTUnwrap(findings("^[a-z0-9.!#$%&'*+-/=?^_]+@[a-z]+$", .ecmascript).first)
    XCTAssertTrue(d.message.hasPrefix("`+-/` is a range: it takes every character from `+` to `/`"), d.message)
    XCTAssertTrue(d.message.hasSuffix("escape the `-` or put it last"), d.message)
    XCTAssertNil(d.replacement)
    // A letter range inside another is still a duplicate member.
    XCTAssertTrue(findings("[a-zc-e]").first?.message.hasPrefix("duplicate member `c-e`") ?? false)
  }

  /// `[a-zA-Zs]` (a Vuexy name validator): the bare `s` repeats `a-z` and is `\s` without
  /// its backslash; the message says so and the fix writes `\s`, not a removal that keeps
  /// the bug. An escaped letter or one that is not a shorthand gets no such hint.
  func testABareShorthandLetterIsNamedALostBackslash() throws {
    let d = try XCTUnwrap(findings("^[a-zA-Zs]+$", .ecmascript).first)
    XCTAssertEqual(d.message, "duplicate member `s` in a character class (overlaps an earlier range); if `\\s` (a blank) was meant, its backslash is missing")
    XCTAssertEqual(d.replacement, "\\s")
    XCTAssertFalse(d.replacementKeepsMeaning)
    let q = try XCTUnwrap(findings("^[a-zq]+$", .ecmascript).first)
    XCTAssertEqual(q.message, "duplicate member `q` in a character class (overlaps an earlier range)")
    XCTAssertEqual(q.replacement, "")
    XCTAssertTrue(q.replacementKeepsMeaning)
    XCTAssertEqual(findings("^[a-z0-9d]+$", .java).first?.message.hasSuffix("if `\\d` (a digit) was meant, its backslash is missing"), true)
  }

  /// `[\x30-\x3F]` (a SYLK decoder in a vendored spreadsheet library): code points written
  /// as escapes are a deliberate range; `[0-?]` written out is still reported.
  func testARangeWrittenWithEscapesIsDeliberate() {
    XCTAssertEqual(findings(#"\x1B([\x20-\x2F])([\x30-\x3F])"#, .ecmascript).map(\.message), [])
    XCTAssertEqual(findings("[0-?]", .ecmascript).first?.message, "range `0-?` mixes digits, letters or punctuation")
  }

  func testDuplicateMembers() {
    XCTAssertEqual(findings("[aba]").count, 1)
    XCTAssertEqual(findings("[a-z0-9x]").count, 1)
    XCTAssertTrue(findings("[abc]").isEmpty)
  }

  func testSingleMemberAndMixedRanges() {
    XCTAssertTrue(findings("[a-a]").first?.message.contains("single member") ?? false)
    XCTAssertEqual(findings("[0-z]").count, 1)
    XCTAssertTrue(findings("[0-9a-f]").isEmpty)
  }

  func testLiteralLetterEscapes() {
    let icu = RegexParser.parse("\\q", flavor: .icu).diagnostics
    XCTAssertEqual(icu.first?.kind, .flavor)
    XCTAssertEqual(icu.first?.severity, .warning)
    XCTAssertTrue(RegexParser.parse("\\d", flavor: .icu).diagnostics.isEmpty)
  }
}

final class LintFlavorWarningTests: XCTestCase {
  func warnings(_ pattern: String, flags: String = "") -> [RegexDiagnostic] {
    let parsed = RegexParser.parse(pattern, flavor: .ecmascript, flagLetters: flags)
    XCTAssertTrue(parsed.isValid, pattern)
    return parsed.diagnostics.filter { $0.kind == .flavor && $0.severity == .warning }
  }

  func testAnnexBOctalAndDigitEscapes() throws {
    let octal = try XCTUnwrap(warnings("a\\01").first)
    XCTAssertTrue(octal.message.contains("legacy octal"), octal.message)
    XCTAssertEqual(octal.range, 1..<4)
    XCTAssertTrue(try XCTUnwrap(warnings("\\8").first).message.contains("digit 8"))
    XCTAssertTrue(warnings("(a)\\1").isEmpty, "a real backreference is fine")
  }

  func testAnnexBClassRangeWithClassEscapeIsTheLiteralItsAuthorMeant() throws {
    // `[\w-.]` without `u` is `\w`, `-` and `.`: valid, and what the author wrote it for.
    XCTAssertTrue(warnings("[\\w-a]").isEmpty)
    XCTAssertTrue(warnings("^[\\w-\\.]+@([\\w-]+\\.)+[\\w-]{2,4}$").isEmpty)
  }

  func testOutlineNamesClassContents() {
    XCTAssertEqual(RegexParser.parse("^[A-Z]{2}$", flavor: .java).outline, "start anchor, 2 × one of [A-Z], end anchor")
  }
}
