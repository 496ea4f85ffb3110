import MaskJSON
import XCTest

final class JSONAccessorTests: XCTestCase {
  let sample: JSON = ["s": "x", "i": 3, "d": 2.0, "h": 2.5, "b": false, "a": [1, "two"], "n": nil]

  func testSubscripts() {
    XCTAssertEqual(sample["s"], "x")
    XCTAssertNil(sample["missing"])
    XCTAssertEqual(sample["a"]?[1], "two")
    XCTAssertNil(sample["a"]?[2])
    XCTAssertNil(sample["a"]?[-1])
    XCTAssertNil(sample[0])
    XCTAssertNil(JSON.string("x")["k"])
  }

  func testTypedAccessors() {
    XCTAssertEqual(sample["s"]?.stringValue, "x")
    XCTAssertEqual(sample["i"]?.intValue, 3)
    XCTAssertEqual(sample["d"]?.intValue, 2)
    XCTAssertNil(sample["h"]?.intValue)
    XCTAssertNil(JSON.double(1e30).intValue)
    XCTAssertEqual(sample["i"]?.doubleValue, 3.0)
    XCTAssertEqual(sample["h"]?.doubleValue, 2.5)
    XCTAssertEqual(sample["b"]?.boolValue, false)
    XCTAssertNil(sample["s"]?.boolValue)
    XCTAssertEqual(sample["a"]?.arrayValue?.count, 2)
    XCTAssertEqual(sample.objectValue?.count, 7)
    XCTAssertNil(sample["a"]?.objectValue)
    XCTAssertEqual(sample["n"]?.isNull, true)
    XCTAssertEqual(sample["s"]?.isNull, false)
    XCTAssertNil(sample["s"]?.intValue)
  }

  func testObjectMutationKeepsOrderAndRemoves() {
    var object: JSONObject = ["a": 1, "b": 2, "c": 3]
    object["b"] = nil
    object["d"] = 4
    object["a"] = "one"
    XCTAssertEqual(object.keys, ["a", "c", "d"])
    XCTAssertEqual(object["c"], 3)
    XCTAssertEqual(object["a"], "one")
    XCTAssertEqual(JSON.object(object).serialized(), #"{"a":"one","c":3,"d":4}"#)
  }

  func testInterpolationLiteral() {
    let n = 5
    let value: JSON = "n=\(n)"
    XCTAssertEqual(value, .string("n=5"))
  }

  func testTypeNames() {
    XCTAssertEqual(sample["i"]?.typeName, "integer")
    XCTAssertEqual(sample.typeName, "object")
  }
}
