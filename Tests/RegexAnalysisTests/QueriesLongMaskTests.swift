import Foundation
import XCTest

@testable import RegexAnalysis

/// Masks with thousands of optional elements (found by the fuzzer: an Inputmask mask of
/// repeated `[…]` blocks next to a regex kept `lint` busy for minutes: every step of the
/// mask automaton walked every optional run again, between rare time checks).
final class QueriesLongMaskTests: XCTestCase {
  func testIntersectionWithThousandsOfOptionalSlotsRespectsTheBudget() {
    let mask = MaskLanguage(Array(repeating: .optional(digitSet), count: 3_000) + [.required(digitSet)])
    // Work is counted, not timed: a small step budget ends the question (said so), and the
    // same question gives the same outcome every time.
    let small = AnalysisBudget(maxSteps: 20_000)
    let outcome = RegexLanguage(rep(digit, 1, nil), budget: small).intersection(with: mask)
    switch outcome {
    case .answered: break
    case .incomplete(let reason): XCTAssertTrue(reason.contains("steps") || reason.contains("states"), reason)
    case .notAnalysed(let reason): XCTFail(reason)
    }
    let again = RegexLanguage(rep(digit, 1, nil), budget: small).intersection(with: mask)
    XCTAssertEqual("\(again)", "\(outcome)")
    // With the default budget it is answered or cut short, never unbounded.
    switch RegexLanguage(rep(digit, 1, nil)).intersection(with: mask) {
    case .answered, .incomplete: break
    case .notAnalysed(let reason): XCTFail(reason)
    }
  }

  func testOptionalRunsStillReachTheRequiredSlot() {
    // `[99]0` (two optional digits, one required): one to three digits complete it.
    let mask = MaskLanguage([.optional(digitSet), .optional(digitSet), .required(digitSet)])
    XCTAssertEqual(RegexLanguage(rep(digit, 1, 3)).firstBlockedPrefix(of: mask).value, .typeable(example: "1"))
    XCTAssertEqual(RegexLanguage(rep(digit, 4, 4)).firstBlockedPrefix(of: mask).value, .noCompleteInput)
  }
}
