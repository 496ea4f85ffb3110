import XCTest
@testable import RegexAnalysis

/// Random cores and masks through every query: each answer is checked against the reference
/// backtracking matcher, and no query may crash or run past its budget.
final class QueriesPropertyTests: XCTestCase {
  private func randomMask(_ rng: inout SplitMix) -> MaskLanguage {
    let sets = [set("a"), set("ab"), set("abc"), ScalarSet.all]
    return MaskLanguage((0..<Int.random(in: 1...4, using: &rng)).map { _ in
      let s = sets.randomElement(using: &rng)!
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: return .optional(s)
      case 1: return .repeating(s)
      default: return .required(s)
      }
    })
  }

  private func maskAccepts(_ mask: MaskLanguage, _ s: String) -> Bool {
    var core: [RegexCore] = []
    for e in mask.elements {
      switch e {
      case .required(let x): core.append(.set(x))
      case .optional(let x): core.append(rep(.set(x), 0, 1))
      case .repeating(let x): core.append(star(.set(x)))
      }
    }
    return ReferenceMatcher(s).fullMatch(.concat(core))
  }

  func testMaskQueriesAgreeWithReference() {
    var rng = SplitMix(state: 2024)
    var verdicts = 0
    for _ in 0..<250 {
      let core = randomCore(&rng)
      let mask = randomMask(&rng)
      let lang = RegexLanguage(core)
      func accepted(_ s: String) -> Bool { ReferenceMatcher(s).fullMatch(core) }

      switch lang.intersection(with: mask).value {
      case .nonEmpty(let example)?:
        XCTAssertTrue(accepted(example) && maskAccepts(mask, example), "\(example) \(core) \(mask)")
      case .empty?:
        for len in 0...4 {
          for s in allStrings(over: "abc", length: len) where maskAccepts(mask, s) {
            XCTAssertFalse(accepted(s), "empty intersection yet \(s): \(core) \(mask)")
          }
        }
      case nil: XCTFail("no verdict")
      }

      switch lang.exampleRejectedInput(of: mask).value {
      case .some(let example?):
        XCTAssertTrue(!accepted(example) && maskAccepts(mask, example), "\(example) \(core) \(mask)")
      case .some(nil):
        for len in 0...4 {
          for s in allStrings(over: "abc", length: len) where maskAccepts(mask, s) {
            XCTAssertTrue(accepted(s), "nothing rejected yet \(s): \(core) \(mask)")
          }
        }
      case nil: XCTFail("no verdict")
      }

      switch lang.firstBlockedPrefix(of: mask).value {
      case .typeable(let example)?:
        XCTAssertTrue(maskAccepts(mask, example) && accepted(example), "\(example) \(core) \(mask)")
        for k in 1..<max(1, example.count) { XCTAssertTrue(accepted(String(example.prefix(k))), "\(example) \(core)") }
      case .blocked(let prefix, let value)?:
        XCTAssertTrue(value.hasPrefix(prefix) && !prefix.isEmpty)
        XCTAssertTrue(maskAccepts(mask, value) && accepted(value), "\(value) \(core) \(mask)")
        XCTAssertFalse(accepted(prefix), "\(prefix) \(core)")
        for k in 1..<prefix.count { XCTAssertTrue(accepted(String(prefix.prefix(k))), "\(prefix) \(core)") }
      case .noCompleteInput?:
        XCTAssertEqual(lang.intersection(with: mask).value.map { if case .empty = $0 { true } else { false } }, true)
      case nil: XCTFail("no verdict")
      }
      _ = lang.redos()
      verdicts += 1
    }
    XCTAssertEqual(verdicts, 250)
  }

  /// Deeply nested and large random cores: every query answers or says incomplete quickly
  /// (budgets count steps; the time bound is only a liveness check of a debug build).
  func testNoHangOnLargeRandomCores() {
    var rng = SplitMix(state: 5)
    let budget = AnalysisBudget(maxSteps: 50_000)
    for _ in 0..<12 {
      var core = randomCore(&rng)
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        core = rep(.concat([core, randomCore(&rng)]), Int.random(in: 0...30, using: &rng), Bool.random(using: &rng) ? nil : 40)
      }
      let lang = RegexLanguage(core, budget: budget)
      let started = ContinuousClock.now
      _ = lang.isEmpty()
      _ = lang.samples(count: 3)
      _ = lang.prefixClosure()
      _ = lang.firstBlockedPrefix(of: .slots(5))
      _ = lang.redos()
      _ = RegexMatcher(core, budget: budget).fullMatch(String(repeating: "ab", count: 50))
      XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "liveness: \(core)")
    }
  }
}
