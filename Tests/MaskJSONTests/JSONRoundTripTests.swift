import MaskJSON
import XCTest

final class JSONRoundTripTests: XCTestCase {
  func testLiteralSerialisesCompactInOrder() {
    let value: JSON = ["z": 1, "a": [true, nil], "m": "x", "d": 2.5]
    XCTAssertEqual(value.serialized(), #"{"z":1,"a":[true,null],"m":"x","d":2.5}"#)
  }

  func testParseThenSerialiseRoundTrips() throws {
    let text = #"{"b":[1,-2,{"c":null}],"a":"text","t":true,"f":false,"x":1.5,"e":{},"l":[]}"#
    let parsed = try JSON.parse(text)
    XCTAssertEqual(parsed.serialized(), text)
    XCTAssertEqual(try JSON.parse(parsed.serialized()), parsed)
  }

  func testKeyOrderPreservedThroughParse() throws {
    let keys = (0..<200).map { "k\(($0 * 7919) % 200)" }
    let text = "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
    let parsed = try JSON.parse(text)
    XCTAssertEqual(parsed.objectValue?.keys, keys)
    XCTAssertEqual(parsed.serialized(), text)
  }

  func testDuplicateKeysLastWinsAtFirstPosition() throws {
    let parsed = try JSON.parse(#"{"a":1,"b":2,"a":3}"#)
    XCTAssertEqual(parsed.objectValue?.keys, ["a", "b"])
    XCTAssertEqual(parsed["a"], .int(3))
    let literal: JSON = ["a": 1, "b": 2, "a": 3]
    XCTAssertEqual(literal, parsed)
  }

  func testIntegerVersusDouble() throws {
    XCTAssertEqual(try JSON.parse("1"), .int(1))
    XCTAssertEqual(try JSON.parse("1.0"), .double(1.0))
    XCTAssertEqual(try JSON.parse("1e2"), .double(100))
    XCTAssertEqual(try JSON.parse("-0"), .int(0))
    XCTAssertNotEqual(JSON.int(1), JSON.double(1))
    // A double keeps a fraction or exponent so that it reads back as a double.
    XCTAssertEqual(try JSON.parse(JSON.double(1).serialized()), .double(1))
    XCTAssertEqual(JSON.int(1).serialized(), "1")
  }

  func testInt64Extremes() throws {
    XCTAssertEqual(try JSON.parse("9223372036854775807"), .int(Int64.max))
    XCTAssertEqual(try JSON.parse("-9223372036854775808"), .int(Int64.min))
    XCTAssertEqual(JSON.int(.max).serialized(), "9223372036854775807")
    XCTAssertEqual(JSON.int(.min).serialized(), "-9223372036854775808")
    XCTAssertThrowsError(try JSON.parse("9223372036854775808"))
  }

  func testDoublesRoundTripExactly() throws {
    let samples: [Double] = [
      0.1, 1.0 / 3.0, -2.5e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
      123456789.123456789, -0.0, 1e21,
    ]
    for sample in samples {
      let text = JSON.double(sample).serialized()
      guard case .double(let back) = try JSON.parse(text) else {
        return XCTFail("\(text) did not read back as a double")
      }
      XCTAssertEqual(back.bitPattern, sample.bitPattern, text)
    }
  }

  func testNonFiniteDoublesBecomeNull() {
    XCTAssertEqual(JSON.double(.nan).serialized(), "null")
    XCTAssertEqual(
      JSON.array([.double(.infinity), .double(-.infinity)]).serialized(), "[null,null]")
  }

  func testAnyTopLevelValue() throws {
    XCTAssertEqual(try JSON.parse("\"s\""), .string("s"))
    XCTAssertEqual(try JSON.parse(" null "), .null)
    XCTAssertEqual(try JSON.parse("true"), .bool(true))
    XCTAssertEqual(try JSON.parse(Array("[1]".utf8)), [1])
    XCTAssertEqual(try JSON.parse(Array("x[2]x".utf8)[1..<4]), [2])
  }

  func testPrettyOutputIsIndentedAndReparses() throws {
    let value: JSON = ["a": [1, 2], "b": ["c": "d"]]
    let pretty = value.serialized(pretty: true)
    XCTAssertTrue(pretty.contains("\n  \"a\": ["), pretty)
    XCTAssertTrue(pretty.contains("\n    \"c\": \"d\""), pretty)
    XCTAssertEqual(try JSON.parse(pretty), value)
  }

  func testSerializedBytesMatchesString() {
    let value: JSON = ["é": "ü"]
    XCTAssertEqual(value.serializedBytes(), Array(value.serialized().utf8))
  }
}
