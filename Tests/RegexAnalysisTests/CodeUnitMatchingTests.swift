import Foundation
import XCTest
@testable import RegexAnalysis

/// ECMAScript without `u`/`v` matches UTF-16 code units: a surrogate half is a character.
/// Checked against node (and java, which matches code points, for contrast).
final class CodeUnitMatchingTests: XCTestCase {
  static let patterns = [
    #"[\uD800-\uDBFF][\uDC00-\uDFFF]"#, ".", "..", "[^a]", "[^a][^a]", "😀", "[😀]", "[😀]{2}",
    #"\uD83D\uDE00"#, #"\uD83D."#, #".\uDE00"#, #"[\uD83D][\uDE00]"#, #"\D\D"#, #"\W"#, #"\S\S"#,
    #"[^\uD83D]\uDE00"#, "a.", "[a-😀]+", #"[\s\S]{2}"#, "(?:😀)+", "😀{2}", #"[^\d]"#, "a|😀",
  ]
  static let subjects = ["😀", "a😀", "😀😀", "a", "ab", "😂", "😀a", "\u{1D7CE}", "\u{10000}", "a😂"]

  func parse(_ pattern: String, _ flavor: RegexFlavor, _ flags: String) -> ParsedRegex {
    flavor == .ecmascript ? RegexParser.parse(pattern, flavor: flavor, flagLetters: flags) : RegexParser.parse(pattern, flavor: flavor)
  }

  /// The linear-time matcher against the engine, whole-value matches.
  func compare(_ flavor: RegexFlavor, _ flags: String, tool: String, script: String) throws {
    guard let exe = Engines.which(tool) else { throw XCTSkip("\(tool) not installed") }
    var payload = ""
    var cases: [(String, String)] = []
    for p in Self.patterns {
      for s in Self.subjects {
        cases.append((p, s))
        payload += "\(flags)\t\(Data(p.utf8).base64EncodedString())\t\(Data(s.utf8).base64EncodedString())\n"
      }
    }
    let lines = try Engines.runRaw(exe, [try Corpus.directory.appendingPathComponent(script).path], payload)
    XCTAssertEqual(lines.count, cases.count)
    var mismatches: [String] = []
    var checked = 0
    for ((p, s), line) in zip(cases, lines) {
      let parsed = parse(p, flavor, flags)
      guard line != "E" else {
        if parsed.isValid { mismatches.append("\(p): engine rejects, analyser accepts") }
        continue
      }
      guard parsed.isValid else { mismatches.append("\(p): engine accepts, analyser rejects"); continue }
      let matcher = RegexMatcher(parsed.core, readsCodeUnits: parsed.readsCodeUnits)
      guard matcher.unavailableReason == nil, let ours = matcher.fullMatch(s) else { continue }
      checked += 1
      if ours != (line == "1") {
        mismatches.append("\(flavor)/\(flags) \(p) on \(s.debugDescription): engine \(line), analyser \(ours)")
      }
    }
    XCTAssertGreaterThan(checked, 150)
    XCTAssertTrue(mismatches.isEmpty, mismatches.joined(separator: "\n"))
  }

  func testECMAScriptWithoutUnicodeFlagMatchesCodeUnits() throws {
    try compare(.ecmascript, "", tool: "node", script: "match.js")
  }

  func testECMAScriptWithUnicodeFlagMatchesScalars() throws {
    try compare(.ecmascript, "u", tool: "node", script: "match.js")
  }

  func testJavaMatchesCodePoints() throws {
    try compare(.java, "", tool: "java", script: "Match.java")
  }

  func testICUMatchesCodePoints() throws {
    var mismatches: [String] = []
    for p in Self.patterns {
      let parsed = parse(p, .icu, "")
      guard let re = try? NSRegularExpression(pattern: "\\A(?:\(p))\\z") else {
        if parsed.isValid { mismatches.append("\(p): ICU rejects, analyser accepts") }
        continue
      }
      let matcher = RegexMatcher(parsed.core)
      for s in Self.subjects {
        guard parsed.isValid, let ours = matcher.fullMatch(s) else { continue }
        let theirs = re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
        if ours != theirs { mismatches.append("icu \(p) on \(s.debugDescription): engine \(theirs), analyser \(ours)") }
      }
    }
    XCTAssertTrue(mismatches.isEmpty, mismatches.joined(separator: "\n"))
  }

  /// The issue's regex: a surrogate pair test, true for `a😀` in node, was "never matches".
  func testSurrogatePairRegexMatchesAnAstralCharacter() throws {
    let parsed = RegexParser.parse(#"[\uD800-\uDBFF][\uDC00-\uDFFF]$"#, flavor: .ecmascript, flagLetters: "")
    XCTAssertTrue(parsed.readsCodeUnits)
    let language = RegexLanguage(parsed.core, readsCodeUnits: true)
    XCTAssertEqual(language.isEmpty().value, .nonEmpty(example: "😀"))
    let matcher = RegexMatcher(parsed.core, readsCodeUnits: true)
    XCTAssertEqual(matcher.contains("a😀"), true)
    XCTAssertEqual(matcher.contains("ab"), false)
    XCTAssertEqual(matcher.firstMatchRange(in: "a😀").map { String("a😀"[$0]) }, "😀")
    // With `u` the classes hold no scalar at all: really never matches.
    let unicode = RegexParser.parse(#"[\uD800-\uDBFF][\uDC00-\uDFFF]$"#, flavor: .ecmascript, flagLetters: "u")
    XCTAssertFalse(unicode.readsCodeUnits)
    guard case .empty? = RegexLanguage(unicode.core).isEmpty().value else { return XCTFail("expected empty") }
  }

  /// `.` and negated classes take one half of an astral character.
  func testDotAndNegatedClassesTakeOneHalf() {
    for pattern in [".", "[^a]", #"\D"#] {
      let parsed = RegexParser.parse("^\(pattern)$", flavor: .ecmascript, flagLetters: "")
      let m = RegexMatcher(parsed.core, readsCodeUnits: true)
      XCTAssertEqual(m.fullMatch("😀"), false, pattern)
      let two = RegexParser.parse("^\(pattern)\(pattern)$", flavor: .ecmascript, flagLetters: "")
      XCTAssertEqual(RegexMatcher(two.core, readsCodeUnits: true).fullMatch("😀"), true, pattern)
    }
  }
}
