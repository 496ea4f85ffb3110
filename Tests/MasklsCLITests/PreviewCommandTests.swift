import Foundation
import MaskJSON
import XCTest

/// `maskls preview` reproduces the spec's worked examples exactly.
final class PreviewCommandTests: XCTestCase {
  private func preview(_ args: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  private func texts(_ json: JSON) -> [String] {
    (json["keys"]?.arrayValue ?? []).map { step in
      let text = Array(step["text"]?.stringValue ?? "")
      let caret = Int(step["caret"]?.intValue ?? 0)
      return String(text[..<min(caret, text.count)]) + "|" + String(text[min(caret, text.count)...])
    }
  }

  func testHashReplayTable() throws {
    let json = try preview(["--dialect", "hash", "+1 (###) ###-####", "--keys", "2345\\b\\b6"])
    XCTAssertEqual(texts(json), ["+1 (2|", "+1 (23|", "+1 (234|", "+1 (234) 5|", "+1 (234|", "+1 (23|", "+1 (236|"])
    XCTAssertEqual(json["dialect"], "hash")
  }

  func testHashSampleFormatting() throws {
    let json = try preview(["--dialect", "hash", "+1 (###) ###-####", "--input", "2345678909"])
    XCTAssertEqual(json["formatted"], "+1 (234) 567-8909")
    XCTAssertEqual(json["complete"], true)
    XCTAssertEqual(json["value"], "2345678909")
    XCTAssertEqual(json["caret"], 17)
    // Raw caret 3 (after `234`) is formatted caret 7; raw caret 0 stays 0 (no literal
    // before a raw character).
    let map = json["caretMap"]?.arrayValue?.compactMap(\.intValue) ?? []
    XCTAssertEqual(map.count, 11)
    XCTAssertEqual(map[3], 7)
  }

  func testHashRegexRefusesKeys() throws {
    let refused = try preview(["--dialect", "hash", "##-##", "--keys", "12a4", "--regex", "\\d{0,4}"])
    XCTAssertEqual(texts(refused), ["1|", "12|", "12|", "12-4|"])
    XCTAssertEqual(refused["keys"]?[2]?["accepted"], false)
    let never = try preview(["--dialect", "hash", "##########", "--keys", "123", "--regex", "\\d{10}"])
    XCTAssertEqual(texts(never), ["|", "|", "|"])
  }

  func testMaxLengthStopsTyping() throws {
    let json = try preview(["--dialect", "hash", "+1 (###) ###-####", "--keys", "2345678909", "--max-length", "10"])
    XCTAssertEqual(json["keys"]?.arrayValue?.last?["text"], "+1 (234) 5")
  }

  func testVSTextFieldExamples() throws {
    for (input, expected) in [("123456789", "123-45-6789"), ("12a3", "123"), ("1234567890123", "123-45-6789"), ("12-3", "123")] {
      let json = try preview(["--dialect", "vstextfield", "***-**-****", "--input", input])
      XCTAssertEqual(json["formatted"]?.stringValue, expected, input)
    }
    let custom = try preview(["--dialect", "vstextfield", "XX-XX", "--replacement", "X", "--input", "1234"])
    XCTAssertEqual(custom["formatted"], "12-34")
  }

  func testRedMadRobotPreview() throws {
    let json = try preview(["--dialect", "redmadrobot", "+7 ([000]) [000]-[00]-[00]", "--input", "9991234567"])
    XCTAssertEqual(json["formatted"], "+7 (999) 123-45-67")
    XCTAssertEqual(json["complete"], true)
    XCTAssertEqual(json["value"], "9991234567")
  }

  func testTextOutputAndUsageErrors() throws {
    let text = try MasklsBinary.run(["preview", "--dialect", "hash", "+1 (###) ###-####", "--keys", "23"])
    XCTAssertEqual(text.status, 0)
    XCTAssertTrue(text.stdout.contains("+1 (23|"), text.stdout)
    XCTAssertEqual(try MasklsBinary.run(["preview", "--dialect", "nope", "###"]).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["preview", "--dialect", "hash"]).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["preview", "--dialect", "hash", "##", "--regex", "(a"]).status, 2)
  }

  func testCatastrophicRegexDoesNotHang() throws {
    let start = Date()
    let result = try MasklsBinary.run(["preview", "--dialect", "hash", String(repeating: "#", count: 40), "--keys", String(repeating: "a", count: 40), "--regex", "(a+)+b", "--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertLessThan(Date().timeIntervalSince(start), 60, "liveness bound")
  }

  /// The caret map of a RedMadRobot mask of thousands of blocks (one application per caret
  /// took minutes): every caret mapped, each pair of digits followed by its inserted `-`.
  func testCaretMapOfFiveThousandBlocks() throws {
    let json = try preview(["--dialect", "redmadrobot", String(repeating: "[00]-", count: 5_000)])
    let map: [Int] = try XCTUnwrap(json["caretMap"]?.arrayValue).compactMap { $0.intValue.map { Int($0) } }
    let input = try XCTUnwrap(json["input"]?.stringValue)
    XCTAssertEqual(input.count, 10_000)
    XCTAssertEqual(map.count, 10_001)
    XCTAssertEqual(Array(map.prefix(6)), [0, 1, 3, 4, 6, 7])
    XCTAssertEqual(map[9_999], 14_998)
    // At the end the field autocompletes the last block's `-` (typing, as the map shows).
    XCTAssertEqual(map.last, 15_000)
  }
}
