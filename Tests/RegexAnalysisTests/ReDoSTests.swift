import XCTest
@testable import RegexAnalysis

final class ReDoSTests: XCTestCase {
  private func verdict(_ core: RegexCore) -> ReDoSVerdict? { RegexLanguage(core).redos().value }

  private func assertAttack(_ core: RegexCore, _ expected: ReDoSGrowth, file: StaticString = #filePath, line: UInt = #line) {
    guard case .vulnerable(let r)? = verdict(core) else { return XCTFail("expected \(expected), got \(String(describing: verdict(core)))", file: file, line: line) }
    XCTAssertEqual(r.growth, expected, file: file, line: line)
    XCTAssertFalse(r.pump.isEmpty, file: file, line: line)
    // The attack string must be rejected, so a backtracking engine tries every route.
    for n in [3, 8] {
      XCTAssertEqual(RegexMatcher(core).fullMatch(r.attackString(repetitions: n)), false, "\(r)", file: file, line: line)
    }
  }

  func testNestedPlusIsExponential() {
    assertAttack(cat(plus(plus(lit("a"))), lit("b")), .exponential)
  }

  func testNestedStarIsExponential() {
    assertAttack(cat(star(star(lit("x"))), lit("y")), .exponential)
  }

  func testAmbiguousAlternationIsExponential() {
    assertAttack(cat(star(alt(lit("a"), lit("a"))), lit("c")), .exponential)
    if case .vulnerable(let r)? = verdict(cat(star(alt(lit("a"), lit("a"))), lit("c"))) {
      XCTAssertEqual(Set(r.pump.unicodeScalars), ["a"])
    }
  }

  func testAdjacentDigitLoopsArePolynomial() {
    assertAttack(cat(plus(digit), plus(digit), lit("x")), .polynomial(degree: 2))
    assertAttack(cat(plus(digit), plus(digit), plus(digit), lit("x")), .polynomial(degree: 3))
  }

  /// The degree claimed is that of the reported pump: the loops of a chain that all read it.
  /// `.*[A-Z]+.*` is cubic on capitals, but its witness may be `1A` (for the two `.*`), which
  /// passes through `[A-Z]+` once per copy: then the claim is the square.
  func testTheDegreeIsThatOfTheReportedPump() {
    let line = cls(ScalarSet.all.subtracting(set("\n")))
    let upper = cls(range("A", "Z"))
    let password = cat(star(line), plus(upper), star(line))
    guard case .vulnerable(let r)? = verdict(password) else { return XCTFail("expected vulnerable") }
    let capitals = r.pump.unicodeScalars.allSatisfy { range("A", "Z").contains($0.value) }
    XCTAssertEqual(r.growth, .polynomial(degree: capitals ? 3 : 2), "\(r)")
    XCTAssertEqual(RegexMatcher(password).fullMatch(r.attackString(repetitions: 5)), false)
    // No pump is read by all three loops: digits by the first two, a–f by the last two.
    let hex = cls(digitSet.union(range("a", "f")))
    assertAttack(cat(star(digit), star(hex), star(cls(range("a", "f"))), lit("!")), .polynomial(degree: 2))
    // One pump for all three: the cube stays.
    assertAttack(cat(plus(digit), plus(digit), plus(digit), lit("x")), .polynomial(degree: 3))
  }

  func testSafeRegexes() {
    XCTAssertEqual(verdict(cat(bol, rep(digit, 10, 10), eol)), .safe)
    XCTAssertEqual(verdict(cat(plus(lower), lit("@"), plus(lower), lit(".com"))), .safe)
    XCTAssertEqual(verdict(cat(star(alt(lit("a"), lit("b"))), lit("c"))), .safe)
    XCTAssertEqual(verdict(star(opt(lit("a")))), .safe, "empty iterations end a loop")
    XCTAssertEqual(verdict(cat(plus(digit), lit("-"), plus(digit))), .safe)
    XCTAssertEqual(verdict(cat(eol, star(alt(lit("a"), lit("a"))))), .safe, "unreachable loop")
    XCTAssertEqual(verdict(cat(plus(plus(lit("a"))), star(anyChar))), .safe, "every input matches")
  }

  func testSearchingAddsARetryPerStart() {
    let core = cat(plus(lit("a")), lit("b"))
    XCTAssertEqual(verdict(core), .safe)
    guard case .vulnerable(let r)? = RegexLanguage(core).redos(searching: true).value else { return XCTFail("expected vulnerable") }
    XCTAssertEqual(r.growth, .polynomial(degree: 2))
    XCTAssertEqual(RegexMatcher(core).contains(r.attackString(repetitions: 10)), false)
    // Anchored at the start, the retries fail at once.
    XCTAssertEqual(RegexLanguage(cat(bol, plus(lit("a")), lit("b"))).redos(searching: true).value, .safe)
    // A match is found at once: nothing to backtrack.
    XCTAssertEqual(RegexLanguage(plus(digit)).redos(searching: true).value, .safe)
    // Two adjacent loops, searched: one degree more.
    guard case .vulnerable(let r3)? = RegexLanguage(cat(plus(digit), plus(digit), lit("x"))).redos(searching: true).value else {
      return XCTFail("expected vulnerable")
    }
    XCTAssertEqual(r3.growth, .polynomial(degree: 3))
  }

  func testUnsupportedIsNotAnalysed() {
    XCTAssertEqual(RegexLanguage(cat(plus(lit("a")), .unsupported(reason: "backreference"))).redos(), .notAnalysed(reason: "backreference"))
  }

  func testMessageNamesGrowthAndAttack() {
    guard case .vulnerable(let r)? = verdict(cat(plus(plus(lit("a"))), lit("b"))) else { return XCTFail() }
    XCTAssertTrue(r.message.contains("doubles the time"), r.message)
    XCTAssertTrue(r.message.contains("`\(r.attackString(length: 30))`"), r.message)
    XCTAssertEqual(r.attackString(length: 30).count, 30)
    XCTAssertFalse(r.message.contains("``"), r.message)
    XCTAssertFalse(r.message.contains("×"), r.message)
    XCTAssertTrue(r.message.contains("for example"), r.message)
  }

  /// A prefix, a pump and a suffix that fails, each shown once; none empty.
  func testMessageShowsConcreteAttackWithSuffix() {
    let r = ReDoSReport(growth: .polynomial(degree: 2), prefix: "", pump: "12", suffix: "!")
    XCTAssertEqual(r.attackString(length: 30), String(repeating: "12", count: 14) + "!")
    XCTAssertTrue(r.message.contains("`" + String(repeating: "12", count: 14) + "!`"), r.message)
    XCTAssertTrue(r.message.contains("then `!`, which makes the match fail"), r.message)
    XCTAssertTrue(r.message.contains("the square of the length"), r.message)
    XCTAssertFalse(r.message.contains("after"), r.message)
    let spaced = ReDoSReport(growth: .exponential, prefix: "a", pump: " ", suffix: "\n")
    XCTAssertFalse(spaced.message.contains("``"), spaced.message)
  }
}
