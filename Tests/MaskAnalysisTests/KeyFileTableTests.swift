import XCTest

@testable import MaskAnalysis

/// `KeyFileTable`: a key in one file is one word; in two it is a table; back to one file it is
/// one word again; with no setting left it is gone.
final class KeyFileTableTests: XCTestCase {
  func testKeysMoveBetweenOneFileAndSeveral() {
    var table = KeyFileTable()
    let a = table.id(of: "/w/A.swift")
    let b = table.id(of: "/w/B.swift")
    XCTAssertEqual(table.id(of: "/w/A.swift"), a, "a path keeps its number")
    XCTAssertEqual(table.paths(of: 7), [])

    table.add(2, for: a, hash: 7)
    XCTAssertEqual(table.paths(of: 7), ["/w/A.swift"])
    XCTAssertFalse(table.isShared(7))
    // Removing settings from a file that has none changes nothing.
    table.add(-1, for: b, hash: 7)
    XCTAssertEqual(table.paths(of: 7), ["/w/A.swift"])

    table.add(1, for: b, hash: 7)
    XCTAssertTrue(table.isShared(7))
    XCTAssertEqual(table.paths(of: 7).sorted(), ["/w/A.swift", "/w/B.swift"])

    // One of A's two settings goes: still in both.
    table.add(-1, for: a, hash: 7)
    XCTAssertEqual(table.paths(of: 7).sorted(), ["/w/A.swift", "/w/B.swift"])
    // The other goes: B alone, one word again.
    table.add(-1, for: a, hash: 7)
    XCTAssertFalse(table.isShared(7))
    XCTAssertEqual(table.paths(of: 7), ["/w/B.swift"])
    table.add(-1, for: b, hash: 7)
    XCTAssertEqual(table.paths(of: 7), [])

    // Negative hashes and large counts keep their values.
    table.add(70_000, for: b, hash: -3)
    table.add(-69_999, for: b, hash: -3)
    XCTAssertEqual(table.paths(of: -3), ["/w/B.swift"])
    table.add(-1, for: b, hash: -3)
    XCTAssertEqual(table.paths(of: -3), [])
  }

  /// Random additions and removals over many files and a few keys, in any order: the table
  /// lists exactly the files a plain count per file and key says have settings, in file order.
  func testManyFilesInAnyOrderMatchPlainCounts() {
    var table = KeyFileTable()
    let ids = (0..<300).map { table.id(of: "/w/F\($0).swift") }
    var model: [Int: [UInt32: Int32]] = [:]
    var generator = IgnoreDifferentialTests.Random(state: 42)
    for _ in 0..<20_000 {
      let hash = Int(generator.next() % 5) - 2
      let file = ids[Int(generator.next() % UInt64(ids.count))]
      let delta = Int32(generator.next() % 7) - 3
      table.add(delta, for: file, hash: hash)
      let count = (model[hash]?[file] ?? 0) + delta
      model[hash, default: [:]][file] = count > 0 ? count : nil
      let expected = (model[hash] ?? [:]).keys.sorted()
      XCTAssertEqual(table.fileIDs(of: hash), expected)
      XCTAssertEqual(table.isShared(hash), expected.count > 1)
      XCTAssertEqual(table.contains(hash), !expected.isEmpty)
    }
    XCTAssertEqual(table.paths(of: 0), table.fileIDs(of: 0).map { "/w/F\($0).swift" })
  }
}

