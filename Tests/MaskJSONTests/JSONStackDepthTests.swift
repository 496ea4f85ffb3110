import Foundation
import MaskJSON
import XCTest

final class JSONStackDepthTests: XCTestCase {
  /// The deepest accepted document must parse and serialise on a thread with a modest stack
  /// (the Swift side converts iteratively; only jansson's C code recurses).
  func testMaximumDepthOnOneMegabyteStack() {
    final class Outcome: @unchecked Sendable {
      var roundTrips = false
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let half = JSON.maxParseDepth / 2
      let text = String(repeating: #"{"a":["#, count: half) + String(repeating: "]}", count: half)
      if let value = try? JSON.parse(text) {
        outcome.roundTrips = value.serialized() == text
      }
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    XCTAssertTrue(outcome.roundTrips)
  }
}
