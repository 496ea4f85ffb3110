import MaskJSON
import XCTest

final class JSONLargeDocumentTests: XCTestCase {
  func testHundredThousandElementArray() throws {
    let value = JSON.array((0..<100_000).map { .int(Int64($0)) })
    let text = value.serialized()
    let parsed = try JSON.parse(text)
    XCTAssertEqual(parsed.arrayValue?.count, 100_000)
    XCTAssertEqual(parsed[99_999], .int(99_999))
    XCTAssertEqual(parsed, value)
  }

  func testLargeObjectAndLongString() throws {
    var object = JSONObject()
    for i in 0..<20_000 { object["key\(i)"] = .string("value \(i)") }
    let long = String(repeating: "abcé😀", count: 50_000)
    object["long"] = .string(long)
    let parsed = try JSON.parse(JSON.object(object).serializedBytes())
    XCTAssertEqual(parsed.objectValue?.count, 20_001)
    XCTAssertEqual(parsed["key19999"], "value 19999")
    XCTAssertEqual(parsed["long"]?.stringValue, long)
  }
}
