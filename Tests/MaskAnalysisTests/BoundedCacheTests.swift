import Foundation
import MaskEngine
import XCTest

/// The memo tables of parsed masks and analysed regexes hold a bounded number of entries
/// however many patterns a long session sees, and keep the ones still in use.
final class BoundedCacheTests: XCTestCase {
  func testEntriesNeverExceedTheLimitWhateverIsAdded() {
    let cache = BoundedCache<Int, String>(limit: 64)
    for i in 0..<10_000 {
      _ = cache.value(for: i) { "\(i)" }
      XCTAssertLessThanOrEqual(cache.count, 64)
    }
    XCTAssertGreaterThanOrEqual(cache.count, 32)
  }

  func testAnEntryReadAgainStaysWhileOthersComeAndGo() {
    let cache = BoundedCache<String, Int>(limit: 8)
    var computed: [String: Int] = [:]
    func get(_ key: String) -> Int {
      cache.value(for: key) {
        computed[key, default: 0] += 1
        return key.count
      }
    }
    // "hot" is read between every new pattern (an open document's mask, checked at every
    // edit); the others are each used once (the patterns typed on the way).
    for i in 0..<1_000 {
      XCTAssertEqual(get("hot"), 3)
      _ = get("typed\(i)")
    }
    XCTAssertEqual(computed["hot"], 1, "an entry in use must not be evicted")
    XCTAssertEqual(computed["typed0"], 1)
    // An entry evicted long ago is computed again when asked.
    _ = get("typed0")
    XCTAssertEqual(computed["typed0"], 2)
  }
}
