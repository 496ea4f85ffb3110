@testable import MaskAnalysis
import XCTest

/// `.maskls.json` excludes arrive with the code under review: matching must stay cheap and
/// shallow whatever the pattern, and agree with the plain recursive reading of `*` and `**`.
final class ExcludeGlobTests: XCTestCase {
  /// The recursive reading: `**` any number of components, `*` any run within one.
  private func reference(_ pattern: [Substring], _ parts: [Substring]) -> Bool {
    guard let first = pattern.first else { return parts.isEmpty }
    if first == "**" {
      return (0...parts.count).contains { reference(Array(pattern.dropFirst()), Array(parts[$0...])) }
    }
    guard let part = parts.first, referenceComponent(Array(first.utf8)[...], Array(part.utf8)[...]) else { return false }
    return reference(Array(pattern.dropFirst()), Array(parts.dropFirst()))
  }

  private func referenceComponent(_ p: ArraySlice<UInt8>, _ t: ArraySlice<UInt8>) -> Bool {
    guard let c = p.first else { return t.isEmpty }
    if c == UInt8(ascii: "*") {
      return (t.startIndex...t.endIndex).contains { referenceComponent(p.dropFirst(), t[$0...]) }
    }
    return t.first == c && referenceComponent(p.dropFirst(), t.dropFirst())
  }

  func testAgreesWithTheRecursiveReadingOnEveryShortPatternAndPath() {
    // Every pattern of up to three components over `a`, `*`, `**`, `a*`, `*a`, `*a*`, `ab`, and
    // every path of up to three components over `a`, `ab`, `ba`, `b`.
    let pieces = ["a", "*", "**", "a*", "*a", "*a*", "ab", "a*b"]
    let names = ["a", "ab", "ba", "b", "aab"]
    func sequences(_ alphabet: [String], upTo n: Int) -> [[String]] {
      var all: [[String]] = [[]]
      var layer: [[String]] = [[]]
      for _ in 0..<n {
        layer = layer.flatMap { s in alphabet.map { s + [$0] } }
        all += layer
      }
      return all
    }
    var compared = 0
    for pattern in sequences(pieces, upTo: 3) where pattern.contains(where: { $0.contains("*") }) {
      for path in sequences(names, upTo: 3) where !path.isEmpty {
        let p = pattern.joined(separator: "/")
        let t = path.joined(separator: "/")
        XCTAssertEqual(
          Glob.matches(p, t), reference(pattern.map { Substring($0) }, path.map { Substring($0) }), "\(p) on \(t)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 50_000)
  }

  func testManyGlobstarsDoNotBacktrack() {
    // Ten `**/` before a name the path never has: the recursive reading tries every way to
    // spread 40 folders over ten `**` (over a minute); the set of positions is 11 wide.
    let pattern = String(repeating: "**/", count: 10) + "nowhere.swift"
    let path = (0..<40).map { "d\($0)" }.joined(separator: "/") + "/A.swift"
    XCTAssertFalse(Glob.matches(pattern, path))
    XCTAssertTrue(Glob.matches(pattern, (0..<40).map { "d\($0)" }.joined(separator: "/") + "/nowhere.swift"))
    let stars = String(repeating: "*a", count: 5_000) + "b"
    XCTAssertFalse(Glob.matches(stars, String(repeating: "a", count: 10_000)))
    XCTAssertTrue(Glob.matches(stars, String(repeating: "a", count: 5_000) + "b"))
  }

  func testAHundredThousandStarsStayShallow() {
    // Recursion per `*` overflowed the stack here.
    let pattern = String(repeating: "*", count: 100_000)
    XCTAssertTrue(Glob.matches(pattern, "Form.swift"))
    XCTAssertFalse(Glob.matches(pattern + "/x", "A.swift"))
    let alternating = Array(repeating: "*", count: 50_000).joined(separator: "/")
    XCTAssertFalse(Glob.matches(alternating, "a/b"))
    XCTAssertTrue(Glob.matches(Array(repeating: "**", count: 50_000).joined(separator: "/"), "a/b"))
  }
}
