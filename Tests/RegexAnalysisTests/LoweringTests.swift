import XCTest
@testable import RegexAnalysis

final class LoweringTests: XCTestCase {
  func core(_ pattern: String, _ flavor: RegexFlavor, flags: String = "") -> RegexCore {
    RegexParser.parse(pattern, flavor: flavor, flagLetters: flags).core
  }

  /// The set of a pattern that lowers to one scalar set.
  func set(_ pattern: String, _ flavor: RegexFlavor, flags: String = "", file: StaticString = #filePath, line: UInt = #line) -> ScalarSet {
    var c = core(pattern, flavor, flags: flags)
    while case .concat(let parts) = c, parts.count == 1 { c = parts[0] }
    guard case .set(let s) = c else {
      XCTFail("\(pattern) lowered to \(c)", file: file, line: line)
      return ScalarSet()
    }
    return s
  }

  func testDigitsPerFlavor() {
    let arabicIndicZero: UInt32 = 0x0660
    XCTAssertTrue(set("\\d", .icu).contains(arabicIndicZero))
    XCTAssertTrue(set("\\d", .swift).contains(arabicIndicZero))
    XCTAssertFalse(set("\\d", .ecmascript).contains(arabicIndicZero))
    XCTAssertFalse(set("\\d", .java).contains(arabicIndicZero))
    XCTAssertEqual(set("\\d", .java), ScalarSet([0x30...0x39]))
  }

  func testSeedPatternLowersToAnchoredRepetition() {
    let c = core("^\\d{10}$", .ecmascript)
    XCTAssertEqual(c, .concat([.startAnchor, .repetition(.set(ScalarSet([0x30...0x39])), min: 10, max: 10), .endAnchor]))
    // ICU and Java `$` allow a final line terminator (CRLF too); Swift's `$` does not.
    guard case .concat(let parts) = core("^\\d{10}$", .icu), parts.count == 3,
      case .concat(let end) = parts[2], end.count == 2, case .repetition(.alternation(let terms), 0, 1) = end[0]
    else { return XCTFail("\(core("^\\d{10}$", .icu))") }
    XCTAssertEqual(end[1], .endAnchor)
    XCTAssertEqual(terms.first, .concat([.set(ScalarSet(scalar: 0x0D)), .set(ScalarSet(scalar: 0x0A))]))
    guard case .set(let icuTerminators) = terms.last, case .concat(let javaParts) = core("^a$", .java),
      case .concat(let javaEnd) = javaParts[2], case .repetition(.alternation(let javaTerms), 0, 1) = javaEnd[0],
      case .set(let javaTerminators) = javaTerms.last
    else { return XCTFail() }
    XCTAssertTrue(icuTerminators.contains(0x0B))
    XCTAssertFalse(javaTerminators.contains(0x0B))
    XCTAssertTrue(javaTerminators.contains(0x85))
    XCTAssertEqual(core("^a$", .swift), .concat([.startAnchor, .set(ScalarSet(scalar: 0x61)), .endAnchor]))
  }

  func testCaseInsensitive() {
    XCTAssertEqual(set("a", .ecmascript, flags: "i"), ScalarSet([0x41...0x41, 0x61...0x61]))
    XCTAssertEqual(set("(?i)a", .icu).ranges.count, 2)
    let eAcute: UInt32 = 0xE9
    let upperEAcute: UInt32 = 0xC9
    XCTAssertTrue(set("(?i)é", .icu).contains(upperEAcute))
    XCTAssertFalse(set("(?i)é", .java).contains(upperEAcute), "Java folds only ASCII by default")
    XCTAssertTrue(set("(?iu)é", .java).contains(upperEAcute))
    XCTAssertTrue(set("[é]", .swift).contains(eAcute))
  }

  func testClassSetOperations() {
    let consonants = set("[a-z&&[^aeiou]]", .java)
    XCTAssertTrue(consonants.contains(0x62))
    XCTAssertFalse(consonants.contains(0x61))
    XCTAssertFalse(consonants.contains(0x41))
    XCTAssertEqual(set("[a-z--[aeiou]]", .icu), consonants)
    XCTAssertEqual(set("[[a-z]--[aeiou]]", .ecmascript, flags: "v"), consonants)
    XCTAssertTrue(set("[^\\s\\S]", .ecmascript).isEmpty)
    // Without `u`/`v` the alphabet is UTF-16 code units (a lone surrogate half included).
    XCTAssertEqual(set("[^]", .ecmascript), .allCodeUnits)
    XCTAssertEqual(set("[^]", .ecmascript, flags: "u"), .all)
  }

  func testUnicodeProperties() {
    let lu = set("\\p{Lu}", .ecmascript, flags: "u")
    XCTAssertTrue(lu.contains(0x41))
    XCTAssertFalse(lu.contains(0x61))
    XCTAssertTrue(set("\\p{Ll}", .java).contains(0x61))
    XCTAssertTrue(set("\\p{L}", .icu).contains(0x416))  // Cyrillic Zhe
    XCTAssertTrue(set("\\p{N}", .swift).contains(0xBD))  // ½
    XCTAssertFalse(set("\\p{Nd}", .swift).contains(0xBD))
    XCTAssertFalse(set("\\P{L}", .icu).contains(0x61))
    XCTAssertTrue(set("[[:alpha:]]", .icu).contains(0xE9))
    XCTAssertFalse(set("\\p{Alpha}", .java).contains(0xE9), "Java POSIX classes are ASCII")
  }

  func testDotAndLineTerminators() {
    XCTAssertFalse(set(".", .ecmascript).contains(0x0A))
    XCTAssertTrue(set(".", .ecmascript).contains(0x85))
    XCTAssertFalse(set(".", .java).contains(0x85))
    XCTAssertTrue(set(".", .ecmascript, flags: "s").contains(0x0A))
    XCTAssertTrue(set("(?s).", .icu).contains(0x0A))
  }

  func testUnsupportedConstructsSayWhy() {
    guard case .concat(let parts) = core("(a)\\1", .java), case .unsupported(let reason) = parts[1] else {
      return XCTFail()
    }
    XCTAssertTrue(reason.contains("backreference"))
    if case .concat(let p) = core("a(?=b)", .ecmascript), case .unsupported(let r) = p[1] {
      XCTAssertTrue(r.contains("lookaround"))
    } else {
      XCTFail()
    }
  }

  func testVFlagStringsBecomeAlternatives() {
    let c = core("[\\q{ab|c}]", .ecmascript, flags: "v")
    XCTAssertEqual(c, .alternation([.set(ScalarSet(scalar: 0x63)), .concat([.set(ScalarSet(scalar: 0x61)), .set(ScalarSet(scalar: 0x62))])]))
  }
}
