import Foundation
import XCTest
@testable import RegexAnalysis

final class QueriesMaskTests: XCTestCase {
  private let tenDigits = cat(bol, rep(digit, 10, 10), eol)
  private let upToTenDigits = rep(digit, 0, 10)

  // MARK: keystrokes (the seed's rule)

  func testSeedTenDigitsIsBlockedAtFirstKey() {
    let check = RegexLanguage(tenDigits).firstBlockedPrefix(of: .slots(10)).value
    XCTAssertEqual(check, .blocked(prefix: "1", value: "1234567890"))
    XCTAssertEqual(check?.message, "typing `1` is refused, so `1234567890` can never be entered")
  }

  func testSeedUpToTenDigitsPasses() {
    let check = RegexLanguage(upToTenDigits).firstBlockedPrefix(of: .slots(10)).value
    XCTAssertEqual(check, .typeable(example: "1234567890"))
  }

  func testBlockedLaterInTheValue() {
    // \d{2}(-\d{2})? typed into ##### : "1" refused at once; with digits-then-dash a later key.
    let core = alt(rep(digit, 0, 2), cat(rep(digit, 2, 2), lit("-"), rep(digit, 2, 2)))
    let mask = MaskLanguage([.required(digitSet), .required(digitSet), .required(set("-")), .required(digitSet), .required(digitSet)])
    XCTAssertEqual(RegexLanguage(core).firstBlockedPrefix(of: mask).value, .blocked(prefix: "12-", value: "12-34"))
  }

  func testNoCompleteInput() {
    XCTAssertEqual(RegexLanguage(rep(lower, 1, nil)).firstBlockedPrefix(of: .slots(3, of: digitSet)).value, .noCompleteInput)
  }

  func testSeedDigitsUpToFourWithDashMask() {
    // `##-##` raw input is 4 characters; `\d{0,4}` accepts every prefix.
    XCTAssertEqual(RegexLanguage(rep(digit, 0, 4)).firstBlockedPrefix(of: .slots(4)).value, .typeable(example: "1234"))
  }

  func testSomeValuesTypeableOthersBlocked() {
    let core = alt(rep(lower, 0, 5), rep(digit, 5, 5))
    let lang = RegexLanguage(core)
    XCTAssertEqual(lang.firstBlockedPrefix(of: .slots(5)).value, .typeable(example: "abcde"))
    XCTAssertEqual(lang.prefixClosure(of: .slots(5)).value, .blocked(prefix: "1", value: "12345"))
    XCTAssertEqual(lang.prefixClosure(of: .slots(5, of: lowerSet)).value, .closed)
  }

  // MARK: prefix closure without a mask

  func testPrefixClosure() {
    XCTAssertEqual(RegexLanguage(tenDigits).prefixClosure().value, .blocked(prefix: "1", value: "1234567890"))
    XCTAssertEqual(RegexLanguage(upToTenDigits).prefixClosure().value, .closed)
    XCTAssertEqual(RegexLanguage(star(oneOf("ab"))).prefixClosure().value, .closed)
    let email = cat(plus(lower), lit("@"), plus(lower))
    XCTAssertEqual(RegexLanguage(email).prefixClosure().value, .blocked(prefix: "a", value: "a@b"))
    // Accepts "ab" and "abcd" but not "abc".
    let gap = alt(lit("a"), lit("ab"), lit("abcd"))
    XCTAssertEqual(RegexLanguage(gap).prefixClosure().value, .blocked(prefix: "abc", value: "abcd"))
  }

  func testPrefixClosureBudgetOverrunIsIncomplete() {
    let ab = oneOf("ab")
    let core = cat(star(ab), lit("a"), rep(ab, 25, 25))
    let budget = AnalysisBudget(maxDFAStates: 500, maxSteps: 100_000_000)
    let start = ContinuousClock.now
    guard case .incomplete(let reason) = RegexLanguage(core, budget: budget).prefixClosure() else {
      return XCTFail("expected incomplete")
    }
    XCTAssertTrue(reason.contains("different situations"), reason)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
    // The NFA-based queries still answer.
    XCTAssertEqual(RegexLanguage(core, budget: budget).shortestMatch().value??.count, 26)
  }

  func testStepBudgetOverrunIsIncomplete() {
    let ab = oneOf("ab")
    let core = cat(star(ab), lit("a"), rep(ab, 18, 18))
    let budget = AnalysisBudget(maxDFAStates: 10_000_000, maxSearchNodes: 100_000_000, maxSteps: 50_000)
    guard case .incomplete(let reason) = RegexLanguage(core, budget: budget).prefixClosure() else {
      return XCTFail("expected incomplete")
    }
    XCTAssertTrue(reason.contains("steps"), reason)
  }

  /// Budgets count work: the same question gives the same answer however often it is asked
  /// and however loaded the machine is (here: while other threads run the same question).
  func testStepBudgetVerdictIsDeterministic() {
    let ab = oneOf("ab")
    let core = cat(star(ab), lit("a"), rep(ab, 14, 14))
    let budget = AnalysisBudget(maxDFAStates: 10_000_000, maxSearchNodes: 100_000_000, maxSteps: 300_000)
    let first = RegexLanguage(core, budget: budget).prefixClosure()
    let results = UnsafeResults(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      results.set(i, "\(RegexLanguage(core, budget: budget).prefixClosure())")
    }
    XCTAssertEqual(Set(results.values), ["\(first)"])
  }

  // MARK: intersection with a mask's complete inputs

  func testIntersectionExample() {
    let core = cat(rep(digit, 3, 3), lit("-"), rep(digit, 2, 2))
    let mask = MaskLanguage([.required(digitSet), .required(digitSet), .required(digitSet), .required(.all), .required(digitSet), .required(digitSet)])
    XCTAssertEqual(RegexLanguage(core).intersection(with: mask).value, .nonEmpty(example: "123-45"))
  }

  func testIntersectionEmptyWrongKind() {
    guard case .empty(let reason, let position)? = RegexLanguage(plus(lower)).intersection(with: .slots(3, of: digitSet)).value else {
      return XCTFail("expected empty")
    }
    XCTAssertEqual(position, 0)
    XCTAssertEqual(reason, "at the first character the mask takes a digit but the regex expects a lowercase letter")
  }

  func testIntersectionEmptyTooShortRegex() {
    guard case .empty(let reason, let position)? = RegexLanguage(rep(digit, 5, 5)).intersection(with: .slots(10, of: digitSet)).value else {
      return XCTFail("expected empty")
    }
    XCTAssertEqual(position, 5)
    XCTAssertEqual(reason, "after `12345` the regex expects the end of the input, but the mask still requires a digit")
  }

  func testIntersectionEmptyTooLongRegex() {
    guard case .empty(let reason, let position)? = RegexLanguage(rep(digit, 5, 5)).intersection(with: .slots(3)).value else {
      return XCTFail("expected empty")
    }
    XCTAssertEqual(position, 3)
    XCTAssertEqual(reason, "after `123` the mask is complete, but the regex still expects a digit")
  }

  func testExampleRejectedInput() {
    // The mask takes any character; the regex only digits.
    XCTAssertEqual(RegexLanguage(rep(digit, 3, 3)).exampleRejectedInput(of: .slots(3)).value, .some("12a"))
    XCTAssertEqual(RegexLanguage(rep(digit, 3, 3)).exampleRejectedInput(of: .slots(3, of: digitSet)).value, .some(nil))
    let optionalMask = MaskLanguage([.required(digitSet), .optional(digitSet), .repeating(lowerSet)])
    let core = cat(digit, opt(digit), star(lower))
    XCTAssertEqual(RegexLanguage(core).exampleRejectedInput(of: optionalMask).value, .some(nil))
    XCTAssertEqual(RegexLanguage(cat(digit, digit, star(lower))).exampleRejectedInput(of: optionalMask).value, .some("1"))
  }

  func testMaskQueriesNotAnalysed() {
    let lang = RegexLanguage(.unsupported(reason: "lookbehind"))
    XCTAssertEqual(lang.firstBlockedPrefix(of: .slots(2)), .notAnalysed(reason: "lookbehind"))
    XCTAssertEqual(lang.prefixClosure(), .notAnalysed(reason: "lookbehind"))
  }

  /// Prefix closure agrees with brute force on random cores (over `ab`, length ≤ 4).
  func testPrefixClosureAgreesWithBruteForce() {
    var rng = SplitMix(state: 99)
    for _ in 0..<150 {
      let core = randomCore(&rng)
      guard let verdict = RegexLanguage(core).prefixClosure().value else { return XCTFail("no verdict \(core)") }
      if case .blocked(let p, let v) = verdict {
        XCTAssertTrue(v.hasPrefix(p))
        XCTAssertFalse(p.isEmpty)
        XCTAssertTrue(ReferenceMatcher(v).fullMatch(core), "\(v) \(core)")
        XCTAssertFalse(ReferenceMatcher(p).fullMatch(core), "\(p) \(core)")
      } else {
        for len in 1...4 {
          for s in allStrings(over: "abc", length: len) where ReferenceMatcher(s).fullMatch(core) {
            for k in 1..<len {
              let prefix = String(s.prefix(k))
              XCTAssertTrue(ReferenceMatcher(prefix).fullMatch(core), "closed, yet \(prefix) of \(s) refused: \(core)")
            }
          }
        }
      }
    }
  }
}

/// Per-index results written by concurrent iterations (each index by one thread only).
private final class UnsafeResults: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String]
  init(count: Int) { storage = Array(repeating: "", count: count) }
  func set(_ i: Int, _ value: String) { lock.lock(); storage[i] = value; lock.unlock() }
  var values: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}
