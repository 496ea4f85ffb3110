import XCTest
@testable import RegexAnalysis

final class AutomataTests: XCTestCase {
  func testAlphabetPartitionsIntoDisjointClasses() {
    let sets = [digitSet, range("0", "4"), lowerSet, ScalarSet.all, set("a").inverted]
    let alphabet = Alphabet(sets: sets)
    // Classes are disjoint and cover every scalar.
    var total: UInt64 = 0
    for (i, a) in alphabet.classSets.enumerated() {
      total += a.ranges.reduce(0) { $0 + UInt64($1.upperBound - $1.lowerBound) + 1 }
      for b in alphabet.classSets[(i + 1)...] { XCTAssertTrue(a.intersection(b).isEmpty) }
    }
    XCTAssertEqual(total, 0x110000)
    // 0-4, 5-9, a, b-z, other valid scalars, surrogates.
    XCTAssertEqual(alphabet.classCount, 6)
    for probe: UInt32 in [0x30, 0x35, 0x61, 0x62, 0x7A, 0x20, 0xD800, 0x1F600] {
      let c = alphabet.classOf(probe)
      XCTAssertTrue(alphabet.classSets[c].contains(probe))
      for (k, s) in sets.enumerated() { XCTAssertEqual(alphabet.membership[k].contains(c), s.contains(probe), "\(probe) set \(k)") }
    }
  }

  func testBoundedRepetitionIsLinearInSize() {
    guard case .success(let small) = NFABuilder.build(rep(digit, 0, 10), budget: .default),
      case .success(let large) = NFABuilder.build(rep(digit, 0, 1000), budget: .default)
    else { return XCTFail("build failed") }
    XCTAssertLessThan(large.count, small.count * 110)
    XCTAssertEqual(large.sets.count, 1, "sets are shared")
  }

  func testNFABudget() {
    let tight = AnalysisBudget(maxNFAStates: 100)
    guard case .failure(.budget(.nfaStates(100))) = NFABuilder.build(rep(digit, 0, 1000), budget: tight) else {
      return XCTFail("expected NFA budget failure")
    }
  }

  func testDFAStateBudgetThrows() throws {
    let ab = oneOf("ab")
    guard case .success(let nfa) = NFABuilder.build(cat(star(ab), lit("a"), rep(ab, 10, 10)), budget: .default) else {
      return XCTFail("build failed")
    }
    let dfa = try LazyDFA(nfa: nfa, budget: AnalysisBudget(maxDFAStates: 20))
    var state = dfa.start
    XCTAssertThrowsError(try {
      // Every 11-letter window over a/b is a different state: walk through many.
      var rng = SplitMix(state: 1)
      for _ in 0..<200 { state = try dfa.next(state, scalar: Bool.random(using: &rng) ? 0x61 : 0x62) }
    }())
    XCTAssertLessThanOrEqual(dfa.stateCount, 20)
  }

  func testDeadStateAndAcceptFlags() throws {
    guard case .success(let nfa) = NFABuilder.build(cat(lit("ab"), eol), budget: .default) else { return XCTFail() }
    let dfa = try LazyDFA(nfa: nfa, budget: .default)
    let a = try dfa.next(dfa.start, scalar: 0x61)
    let ab = try dfa.next(a, scalar: 0x62)
    XCTAssertTrue(dfa.acceptsAtEnd[Int(ab)])
    XCTAssertFalse(dfa.acceptsNow[Int(ab)], "`$` only at the end")
    XCTAssertEqual(try dfa.next(ab, scalar: 0x61), LazyDFA.dead)
    XCTAssertEqual(try dfa.next(dfa.start, scalar: 0x7A), LazyDFA.dead)
  }

  func testScalarSetInvertedHandlesOutOfRangeBounds() {
    // A range reaching UInt32.max used to overflow in `inverted`.
    let odd = ScalarSet([0x41...UInt32.max])
    XCTAssertEqual(odd.inverted, ScalarSet([0...0x40]))
  }

  func testReadableChooser() {
    var chooser = ReadableChooser()
    var out: [UInt32] = []
    for _ in 0..<11 {
      let c = chooser.candidate(in: digitSet)!.scalar
      chooser.commit(c)
      out.append(c)
    }
    XCTAssertEqual(String(scalars: out), "12345678901")
    XCTAssertEqual(ReadableChooser().best([set("-"), lowerSet, digitSet])?.index, 2)
    XCTAssertEqual(ReadableChooser().candidate(in: ScalarSet([0xD800...0xDFFF]))?.scalar, nil)
    XCTAssertEqual(ReadableChooser().candidate(in: set("-"))?.scalar, 0x2D)
  }
}
