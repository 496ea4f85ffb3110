import XCTest

@testable import RegexAnalysis

/// The general-category table skips long uniform runs of the code space; it must still say
/// exactly what the runtime's Unicode data says for every scalar.
final class UnicodeTablesTests: XCTestCase {
  func testGeneralCategoryTableMatchesEveryScalar() {
    let table = UnicodeTables.generalCategories
    var mismatches: [String] = []
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      let expected: Unicode.GeneralCategory = Unicode.Scalar(value)?.properties.generalCategory ?? .surrogate
      if table[expected]?.contains(value) != true, mismatches.count < 10 {
        mismatches.append(String(value, radix: 16) + " is not in \(expected)")
      }
      value += 1
    }
    XCTAssertEqual(mismatches, [])
    // Every scalar in exactly one category: the sets partition the code space.
    let total = table.values.reduce(0) { sum, set in sum + set.ranges.reduce(0) { $0 + Int($1.count) } }
    XCTAssertEqual(total, 0x110000)
  }
}
