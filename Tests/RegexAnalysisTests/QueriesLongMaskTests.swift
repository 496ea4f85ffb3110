import Foundation
import XCTest

@testable import RegexAnalysis

/// Masks with thousands of optional elements (found by the fuzzer: an Inputmask mask of
/// repeated `[…]` blocks next to a regex kept `lint` busy for minutes: every step of the
/// mask automaton walked every optional run again, between rare time checks).
final class QueriesLongMaskTests: XCTestCase {
  func testIntersectionWithThousandsOfOptionalSlotsRespectsTheBudget() {
    let mask = MaskLanguage(Array(repeating: .optional(digitSet), count: 3_000) + [.required(digitSet)])
    let started = Date()
    let outcome = RegexLanguage(rep(digit, 1, nil)).intersection(with: mask)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    switch outcome {
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
