import SourceScanning
import XCTest

@testable import MaskAnalysis

/// `NameTable` looks names up by the bytes of a token: every name put in is found with its
/// value, and nothing else is (prefixes, longer names, names in other places of the text).
final class NameTableTests: XCTestCase {
  private func range(of name: String, in text: SourceText) -> Range<Int> {
    let bytes = Array(name.utf8)
    for start in 0...(text.bytes.count - bytes.count) where Array(text.bytes[start..<start + bytes.count]) == bytes {
      return start..<start + bytes.count
    }
    XCTFail("\(name) not in the text")
    return 0..<0
  }

  func testEveryNameIsFoundWithItsValueAndNothingElse() {
    // Enough names that the table probes past occupied slots.
    var entries: [String: Int] = [:]
    for i in 0..<500 { entries["name\(i)"] = i }
    entries["é"] = -1
    let table = NameTable(entries)
    let text = SourceText(bytes: Array((" " + entries.keys.sorted().joined(separator: " ") + " nam name5000 é").utf8))
    for (name, value) in entries {
      XCTAssertEqual(table.lookup(range(of: " \(name) ", in: text).dropFirst().dropLast(), in: text), value, name)
    }
    XCTAssertNil(table.lookup(range(of: "nam ", in: text).dropLast(), in: text))
    XCTAssertNil(table.lookup(range(of: "name5000", in: text), in: text))
    XCTAssertFalse(table.contains(range(of: "name5000", in: text), in: text))
    XCTAssertNil(table.lookup(0..<0, in: text))
  }

  func testAnEmptyTableFindsNothing() {
    let text = SourceText(bytes: Array("mask".utf8))
    XCTAssertNil(NameTable<Bool>([:]).lookup(0..<4, in: text))
  }
}
