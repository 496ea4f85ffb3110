import XCTest
@testable import RegexAnalysis

final class QueriesEmptinessTests: XCTestCase {
  private func emptiness(_ core: RegexCore) -> Emptiness? { RegexLanguage(core).isEmpty().value }

  func testStartAnchorAfterCharacter() {
    XCTAssertEqual(emptiness(cat(lit("a"), bol, lit("b"))), .empty(reason: "`^` after a character can never match"))
    XCTAssertEqual(emptiness(cat(lit("a"), cat(alt(bol, cat(bol, lit("x"))), lit("b")))), .empty(reason: "`^` after a character can never match"))
  }

  func testEndAnchorBeforeCharacter() {
    XCTAssertEqual(emptiness(cat(lit("a"), eol, lit("b"))), .empty(reason: "`$` followed by a character can never match"))
  }

  func testEmptyClass() {
    // [^\s\S] lowers to the empty set.
    let emptyClass = ScalarSet.all.subtracting(spaceSet).intersection(spaceSet)
    XCTAssertTrue(emptyClass.isEmpty)
    guard case .empty(let reason)? = emptiness(cat(lit("x"), cls(emptyClass))) else { return XCTFail("not empty") }
    XCTAssertTrue(reason.contains("matches no character"), reason)
  }

  func testInvertedRepetition() {
    XCTAssertEqual(emptiness(rep(lit("a"), 3, 1)), .empty(reason: "the repetition `{3,1}` has min > max"))
  }

  func testFallbackReasonWhenNoStructuralCause() {
    // (a^)|... every alternative mixes anchors in ways the explainer does not spell out.
    let core = cat(rep(lit("a"), 1, nil), alt(cat(bol, lit("b")), cat(bol, lit("c"))))
    guard case .empty(let reason)? = emptiness(core) else { return XCTFail("not empty") }
    XCTAssertFalse(reason.isEmpty)
  }

  func testNonEmptyAnchoredAlternatives() {
    XCTAssertEqual(emptiness(alt(cat(lit("a"), bol, lit("b")), lit("c"))), .nonEmpty(example: "c"))
    XCTAssertEqual(emptiness(cat(bol, eol)), .nonEmpty(example: ""))
    XCTAssertEqual(emptiness(cat(rep(lit("a"), 0, 3), bol, lit("b"))), .nonEmpty(example: "b"))
  }

  func testShortestMatchIsReadable() {
    XCTAssertEqual(RegexLanguage(cat(bol, rep(digit, 10, 10), eol)).shortestMatch().value, "1234567890")
    XCTAssertEqual(RegexLanguage(cat(rep(digit, 3, 3), lit("-"), rep(digit, 4, 4))).shortestMatch().value, "123-4567")
    let email = cat(plus(lower), lit("@"), plus(lower), lit(".com"))
    XCTAssertEqual(RegexLanguage(email).shortestMatch().value, "a@b.com")
    XCTAssertEqual(RegexLanguage(alt(lit("xyz"), rep(digit, 2, 2), lit("q"))).shortestMatch().value, "q")
    XCTAssertEqual(RegexLanguage(alt(lit("xy"), rep(digit, 2, 2))).shortestMatch().value, "12")
    XCTAssertEqual(RegexLanguage(cls(.empty)).shortestMatch().value, .some(nil))
  }

  func testSamplesIncreaseInLength() {
    let samples = RegexLanguage(plus(digit)).samples(count: 3).value
    XCTAssertEqual(samples, ["1", "12", "123"])
    let alts = RegexLanguage(alt(lit("abc"), digit)).samples(count: 5).value
    XCTAssertEqual(alts, ["1", "abc"])
    let email = RegexLanguage(cat(plus(lower), lit("@"), plus(lower), lit(".com"))).samples(count: 2).value
    XCTAssertEqual(email?.count, 2)
    for s in email ?? [] { XCTAssertEqual(RegexMatcher(cat(plus(lower), lit("@"), plus(lower), lit(".com"))).fullMatch(s), true, s) }
  }

  func testUnsupportedIsNotAnalysed() {
    let lang = RegexLanguage(cat(lit("a"), .unsupported(reason: "backreference `\\1`")))
    XCTAssertEqual(lang.isEmpty(), .notAnalysed(reason: "backreference `\\1`"))
    XCTAssertEqual(lang.samples(count: 2), .notAnalysed(reason: "backreference `\\1`"))
  }

  func testNFABudgetOnHugeBoundedRepetition() {
    let core = rep(rep(rep(lit("a"), 100, 100), 100, 100), 100, 100)
    guard case .incomplete(let reason) = RegexLanguage(core).shortestMatch() else { return XCTFail("expected incomplete") }
    XCTAssertTrue(reason.contains("counted repetitions"), reason)
  }

  func testLargeBoundedRepetitionIsFine() {
    let lang = RegexLanguage(rep(digit, 0, 1000))
    XCTAssertEqual(lang.shortestMatch().value, "")
    XCTAssertEqual(lang.samples(count: 3).value, ["", "1", "12"])
  }

  func testDepthLimit() {
    var core = lit("a")
    for _ in 0..<500 { core = .concat([core, lit("b")]) }
    guard case .incomplete(let reason) = RegexLanguage(core).isEmpty() else { return XCTFail("expected incomplete") }
    XCTAssertTrue(reason.contains("nested deeper"), reason)
  }

  /// Shortest matches found on the NFA agree with brute force on random cores.
  func testShortestAgreesWithReference() {
    var rng = SplitMix(state: 7)
    for _ in 0..<200 {
      let core = randomCore(&rng)
      let found = RegexLanguage(core).shortestMatch().value
      guard let found else { return XCTFail("no verdict for \(core)") }
      var expectedLength: Int? = nil
      search: for len in 0...4 {
        for s in allStrings(over: "abcd", length: len) where ReferenceMatcher(s).fullMatch(core) {
          expectedLength = len
          break search
        }
      }
      if let expectedLength {
        XCTAssertEqual(found?.unicodeScalars.count, expectedLength, "\(core)")
        if let found { XCTAssertTrue(ReferenceMatcher(found).fullMatch(core), "\(found) for \(core)") }
      } else if let found {
        XCTAssertGreaterThan(found.unicodeScalars.count, 4, "\(core)")
        XCTAssertTrue(ReferenceMatcher(found).fullMatch(core), "\(found) for \(core)")
      }
    }
  }
}

func allStrings(over alphabet: String, length: Int) -> [String] {
  var out = [""]
  for _ in 0..<length { out = out.flatMap { p in alphabet.map { p + String($0) } } }
  return out
}

final class QueriesSamplesBudgetTests: XCTestCase {
  func testSamplesStopAtBudgetWithWhatTheyHave() {
    let lang = RegexLanguage(rep(digit, 1000, nil), budget: AnalysisBudget(maxSearchNodes: 50_000))
    XCTAssertEqual(lang.samples(count: 3).value?.count, 1)
    XCTAssertEqual(lang.samples(count: 3).value?.first?.count, 1000)
  }
}

final class QueriesUnanchoredTests: XCTestCase {
  func testUnanchoredDigitsCheck() {
    XCTAssertEqual(RegexLanguage(plus(digit)).unanchoredExample().value, .some("abc123xyz"))
    // Anchored at one end: a prefix (or suffix) test, never reported.
    XCTAssertEqual(RegexLanguage(cat(bol, plus(digit))).unanchoredExample().value, .some(nil))
    XCTAssertEqual(RegexLanguage(cat(plus(digit), eol)).unanchoredExample().value, .some(nil))
    XCTAssertEqual(RegexLanguage(rep(digit, 5, 5)).unanchoredExample().value, .some("abc12345xyz"))
    XCTAssertEqual(RegexLanguage(cat(bol, plus(digit), eol)).unanchoredExample().value, .some(nil))
    XCTAssertEqual(RegexLanguage(star(anyChar)).unanchoredExample().value, .some(nil))
    XCTAssertEqual(RegexLanguage(.unsupported(reason: "x")).unanchoredExample(), .notAnalysed(reason: "x"))
  }
}
