import Foundation
import MaskJSON
import XCTest

/// `maskls preview --regex R --flavor F [--flags FLAGS] --json`, through the binary.
final class RegexPreviewCommandTests: XCTestCase {
  private func regexPreview(_ args: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  func testValidRegexShowsShortestSamplesAndPrefixClosure() throws {
    let json = try regexPreview(["--regex", "^\\d{10}$", "--flavor", "icu"])
    XCTAssertEqual(json["flavor"], "icu")
    XCTAssertEqual(json["pattern"], "^\\d{10}$")
    XCTAssertEqual(json["valid"], true)
    XCTAssertEqual(json["error"], .null)
    XCTAssertEqual(json["shortest"], "1234567890")
    XCTAssertEqual(json["prefixClosed"], false)
    XCTAssertEqual(json["blockedPrefix"], "1")
    let samples = json["samples"]?.arrayValue?.compactMap(\.stringValue) ?? []
    XCTAssertFalse(samples.isEmpty)
    for s in samples { XCTAssertTrue(s.hasPrefix("1234567890"), s) }

    let tolerant = try regexPreview(["--regex", "\\d{0,10}", "--flavor", "icu"])
    XCTAssertEqual(tolerant["prefixClosed"], true)
    XCTAssertEqual(tolerant["shortest"], "")
  }

  func testErrorHasUTF16Offsets() throws {
    // `é` and `😀` come first: UTF-16 offsets differ from characters and bytes.
    let json = try regexPreview(["--regex", "é😀(\\d+", "--flavor", "icu"])
    XCTAssertEqual(json["valid"], false)
    XCTAssertEqual(json["shortest"], .null)
    let start = try XCTUnwrap(json["error"]?["start"]?.intValue)
    XCTAssertEqual(start, 3, "the `(` is UTF-16 unit 3")
    XCTAssertNotNil(json["error"]?["message"]?.stringValue)
    XCTAssertGreaterThan(try XCTUnwrap(json["error"]?["end"]?.intValue), start)
  }

  func testFlavorsAndFlagsChangeTheVerdict() throws {
    XCTAssertEqual(try regexPreview(["--regex", "a++b", "--flavor", "java"])["valid"], true)
    let ecma = try regexPreview(["--regex", "a++b", "--flavor", "ecmascript"])
    XCTAssertEqual(ecma["valid"], false)
    XCTAssertEqual(ecma["error"]?["start"]?.intValue, 1)
    // `\p{L}` is a property only with `u`/`v`; without, it is the letter `p` (a warning).
    let withU = try regexPreview(["--regex", "^\\p{L}$", "--flavor", "ecmascript", "--flags", "u"])
    XCTAssertEqual(withU["valid"], true)
    XCTAssertEqual(withU["warnings"]?.arrayValue?.count, 0)
    let withoutU = try regexPreview(["--regex", "^\\p{L}$", "--flavor", "ecmascript"])
    XCTAssertEqual(withoutU["shortest"], "p{L}")
    // `i` makes the validator accept `A` for `^a$`.
    let caseless = try regexPreview(["--dialect", "hash", "#", "--keys", "A", "--regex", "^a$", "--flavor", "swift", "--flags", "i"])
    XCTAssertEqual(caseless["keys"]?[0]?["accepted"], true)
    let exact = try regexPreview(["--dialect", "hash", "#", "--keys", "A", "--regex", "^a$", "--flavor", "swift"])
    XCTAssertEqual(exact["keys"]?[0]?["accepted"], false)
    XCTAssertEqual(try MasklsBinary.run(["preview", "--regex", "a", "--flavor", "perl"]).status, 2)
    XCTAssertEqual(try MasklsBinary.run(["preview", "--regex", "a", "--flavor", "ecmascript", "--flags", "q"]).status, 2)
  }

  func testCombinedWithAMaskShowsRefusedKeysAndTheRegex() throws {
    let json = try regexPreview(["--dialect", "hash", "##########", "--keys", "12", "--regex", "^\\d{10}$"])
    XCTAssertEqual(json["keys"]?.arrayValue?.compactMap { $0["accepted"]?.boolValue }, [false, false])
    XCTAssertEqual(json["keys"]?[0]?["refusal"], "validator")
    XCTAssertEqual(json["regex"]?["prefixClosed"], false)
  }

  func testTextMode() throws {
    let ok = try MasklsBinary.run(["preview", "--regex", "^\\d{3}-\\d{4}$"])
    XCTAssertEqual(ok.status, 0, ok.stderr)
    XCTAssertTrue(ok.stdout.contains("123-4567"), ok.stdout)
    XCTAssertTrue(ok.stdout.contains("typing `1` is refused"), ok.stdout)
    let bad = try MasklsBinary.run(["preview", "--regex", "ab{3,1}"])
    XCTAssertEqual(bad.status, 0, bad.stderr)
    XCTAssertTrue(bad.stdout.contains("valid:     no at 2..<7"), bad.stdout)
  }

  func testCatastrophicRegexPreviewReturnsQuickly() throws {
    let start = Date()
    let json = try regexPreview(["--regex", "^(([a-z])+.)+[A-Z]([a-z])+$|(a|aa)+$|(\\w+\\s?)*$", "--flavor", "java"])
    XCTAssertEqual(json["valid"], true)
    XCTAssertLessThan(Date().timeIntervalSince(start), 10, "liveness bound")
    let replay = try regexPreview([
      "--dialect", "hash", String(repeating: "#", count: 30), "--keys", String(repeating: "a", count: 30) + "!",
      "--regex", "^(a|a)*$",
    ])
    XCTAssertEqual(replay["keys"]?.arrayValue?.last?["accepted"], false)
    XCTAssertLessThan(Date().timeIntervalSince(start), 20, "liveness bound")
  }
}
