import XCTest
@testable import RegexAnalysis

final class MatcherTests: XCTestCase {
  func testFullMatchIsAnchoredBothEnds() {
    let m = RegexMatcher(rep(digit, 10, 10))
    XCTAssertEqual(m.fullMatch("1234567890"), true)
    XCTAssertEqual(m.fullMatch("123456789"), false)
    XCTAssertEqual(m.fullMatch("12345678901"), false)
    XCTAssertEqual(m.fullMatch(""), false)
  }

  func testAnchorsInsideTheCore() {
    XCTAssertEqual(RegexMatcher(cat(bol, lit("ab"), eol)).fullMatch("ab"), true)
    XCTAssertEqual(RegexMatcher(cat(lit("a"), bol, lit("b"))).fullMatch("ab"), false)
    XCTAssertEqual(RegexMatcher(cat(lit("a"), eol, lit("b"))).fullMatch("ab"), false)
    XCTAssertEqual(RegexMatcher(cat(eol, bol)).fullMatch(""), true)
  }

  func testContainsAndFirstMatch() {
    let digits = RegexMatcher(plus(digit))
    XCTAssertEqual(digits.contains("abc123xyz"), true)
    XCTAssertEqual(digits.contains("abcxyz"), false)
    XCTAssertEqual(digits.firstMatch(in: "abc123xyz45"), 3..<6)
    let text = "é😀12x"
    if let r = digits.firstMatchRange(in: text) { XCTAssertEqual(String(text[r]), "12") } else { XCTFail("no match") }
    let anchored = RegexMatcher(cat(bol, plus(digit), eol))
    XCTAssertEqual(anchored.contains("abc123xyz"), false)
    XCTAssertEqual(anchored.contains("123"), true)
    XCTAssertNil(anchored.firstMatch(in: "x123"))
    XCTAssertEqual(RegexMatcher(cat(lit("b"), eol)).firstMatch(in: "abab"), 3..<4)
    XCTAssertEqual(RegexMatcher(star(digit)).firstMatch(in: "ab"), 0..<0)
    XCTAssertEqual(RegexMatcher(eol).firstMatch(in: "ab"), 2..<2)
    XCTAssertEqual(RegexMatcher(star(digit)).firstMatch(in: ""), 0..<0)
  }

  func testUnsupportedGivesNil() {
    let m = RegexMatcher(cat(lit("a"), .unsupported(reason: "backreference `\\1`")))
    XCTAssertNil(m.fullMatch("a"))
    XCTAssertNil(m.contains("a"))
    XCTAssertEqual(m.unavailableReason, "not analysed: backreference `\\1`")
  }

  func testStateBudgetFlushesInsteadOfFailing() {
    // (a|b)*a(a|b){12}: the DFA needs 2^13 states; a cache of 16 must still answer.
    let ab = oneOf("ab")
    let core = cat(star(ab), lit("a"), rep(ab, 12, 12))
    let m = RegexMatcher(core, budget: AnalysisBudget(maxDFAStates: 16))
    let yes = "bbbb" + "a" + String(repeating: "b", count: 12)
    let no = "aaaa" + "b" + String(repeating: "a", count: 12)
    XCTAssertEqual(m.fullMatch(yes), true)
    XCTAssertEqual(m.fullMatch(no), false)
  }

  func testNonBMPScalarsAndEmptyClass() {
    XCTAssertEqual(RegexMatcher(cat(lit("😀"), anyChar)).fullMatch("😀é"), true)
    XCTAssertEqual(RegexMatcher(cls(.empty)).fullMatch("a"), false)
    XCTAssertEqual(RegexMatcher(rep(lit("a"), 3, 1)).fullMatch("aa"), false)
  }

  /// The DFA agrees with the reference backtracking matcher on random cores and inputs.
  func testAgreesWithReferenceMatcher() {
    var rng = SplitMix(state: 42)
    var checked = 0
    for _ in 0..<400 {
      let core = randomCore(&rng)
      let m = RegexMatcher(core)
      for _ in 0..<12 {
        let len = Int.random(in: 0...6, using: &rng)
        let s = String(String.UnicodeScalarView((0..<len).map { _ in "abcd".unicodeScalars.randomElement(using: &rng)! }))
        let ref = ReferenceMatcher(s)
        XCTAssertEqual(m.fullMatch(s), ref.fullMatch(core), "fullMatch \(core) on \(s)")
        XCTAssertEqual(m.contains(s), ref.contains(core), "contains \(core) on \(s)")
        XCTAssertEqual(m.firstMatch(in: s), ref.firstMatch(core), "firstMatch \(core) on \(s)")
        checked += 1
      }
    }
    XCTAssertEqual(checked, 400 * 12)
  }
}
