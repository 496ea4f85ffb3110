import LSPTransport
import MaskJSON
import XCTest

final class FramingParserTests: XCTestCase {
  /// A correctly framed message, built independently of the library.
  private func framed(_ body: String, headers: String = "") -> [UInt8] {
    Array("\(headers)Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  private func feedAll(_ chunks: [[UInt8]], parser: inout FramingParser) -> [FramingEvent] {
    chunks.flatMap { parser.feed($0) }
  }

  private func events(_ bytes: [UInt8]) -> [FramingEvent] {
    var parser = FramingParser()
    return parser.feed(bytes)
  }

  private let bodies = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
    #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
    #"{"jsonrpc":"2.0","id":"x","method":"textDocument/hover","params":{"t":"é😀中"}}"#,
  ]

  private func expectedMessages() throws -> [FramingEvent] {
    try bodies.map { .message(try JSON.parse($0)) }
  }

  func testSingleMessage() throws {
    XCTAssertEqual(events(framed(bodies[0])), [.message(try JSON.parse(bodies[0]))])
  }

  func testMultipleMessagesInOneChunk() throws {
    let stream = bodies.flatMap { framed($0) }
    XCTAssertEqual(events(stream), try expectedMessages())
  }

  func testSplitAtEveryByteBoundary() throws {
    let stream = bodies.flatMap { framed($0) }
    let expected = try expectedMessages()
    for split in 0...stream.count {
      var parser = FramingParser()
      let got = feedAll([Array(stream[..<split]), Array(stream[split...])], parser: &parser)
      XCTAssertEqual(got, expected, "split at \(split)")
      XCTAssertFalse(parser.hasPartialMessage)
    }
  }

  func testOneByteAtATime() throws {
    let stream = bodies.flatMap { framed($0) }
    var parser = FramingParser()
    let got = feedAll(stream.map { [$0] }, parser: &parser)
    XCTAssertEqual(got, try expectedMessages())
  }

  func testContentLengthCountsBytesNotCharacters() throws {
    let body = #"{"text":"é😀中"}"#
    XCTAssertNotEqual(body.count, body.utf8.count)
    let stream = framed(body)
    var parser = FramingParser()
    // Everything but the last byte: no message yet (a character count would have finished).
    XCTAssertEqual(parser.feed(stream.dropLast()), [])
    XCTAssertTrue(parser.hasPartialMessage)
    XCTAssertEqual(parser.feed([stream.last!]), [.message(["text": "é😀中"])])
  }

  func testUnknownHeadersIgnoredAndNamesCaseInsensitive() throws {
    let body = #"{"a":1}"#
    let stream = Array(
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Other: y\r\ncontent-LENGTH:   \(body.utf8.count)  \r\n\r\n\(body)"
        .utf8)
    XCTAssertEqual(events(stream), [.message(["a": 1])])
  }

  func testBareLineFeedsAndBlankLinesBetweenMessages() throws {
    let one = #"{"n":1}"#
    let two = #"{"n":2}"#
    let stream = Array("Content-Length: \(one.utf8.count)\n\n\(one)\r\n\r\n".utf8) + framed(two)
    XCTAssertEqual(events(stream), [.message(["n": 1]), .message(["n": 2])])
  }

  func testGarbageHeaderThenValidMessage() throws {
    let stream = Array("this is not a header\r\n\r\n".utf8) + framed(bodies[1])
    let got = events(stream)
    XCTAssertEqual(got.count, 2)
    guard case .invalidHeader(let reason) = got.first else { return XCTFail("\(got)") }
    XCTAssertTrue(reason.contains("this is not a header"), reason)
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[1])))
  }

  func testGarbageGluedBeforeContentLength() throws {
    let stream = Array("%%%garbage".utf8) + framed(bodies[0])
    let got = events(stream)
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[0])))
    XCTAssertTrue(got.dropLast().allSatisfy { if case .invalidHeader = $0 { true } else { false } })
    XCTAssertGreaterThanOrEqual(got.count, 2)
  }

  func testGarbageByteAtATimeThenValid() throws {
    let stream = Array("\u{1}\u{2} junk\r\nContent-Length: zz\r\n\r\n".utf8) + framed(bodies[2])
    var parser = FramingParser()
    let got = feedAll(stream.map { [$0] }, parser: &parser)
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[2])))
    XCTAssertEqual(got.filter { $0 == .message(try! JSON.parse(bodies[2])) }.count, 1)
  }

  func testLongLineWithoutNewlineIsGarbage() throws {
    let junk = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
    var parser = FramingParser()
    let got = parser.feed(junk) + parser.feed(framed(bodies[0]))
    guard case .invalidHeader = got.first else { return XCTFail("\(got)") }
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[0])))
    XCTAssertLessThan(parser.bufferedByteCount, 100)
  }

  func testInvalidContentLengthValue() throws {
    let stream = Array("Content-Length: -5\r\n\r\n".utf8) + framed(bodies[0])
    let got = events(stream)
    guard case .invalidHeader(let reason) = got.first else { return XCTFail("\(got)") }
    XCTAssertTrue(reason.contains("Content-Length"), reason)
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[0])))
  }

  func testHeaderBlockWithoutContentLength() throws {
    let stream = Array("Content-Type: x\r\n\r\n".utf8) + framed(bodies[0])
    let got = events(stream)
    XCTAssertEqual(got.count, 2)
    guard case .invalidHeader(let reason) = got.first else { return XCTFail("\(got)") }
    XCTAssertTrue(reason.contains("without Content-Length"), reason)
  }

  func testInvalidJSONBodyReportedAndStreamContinues() throws {
    let stream = framed("{not json") + framed(bodies[1])
    let got = events(stream)
    XCTAssertEqual(got.count, 2)
    guard case .invalidJSON(let error) = got.first else { return XCTFail("\(got)") }
    XCTAssertEqual(error.line, 1)
    XCTAssertEqual(got.last, .message(try JSON.parse(bodies[1])))
  }

  func testTruncatedBodyDoesNotSwallowNextMessage() throws {
    // Declares 60 bytes but sends only 10 before the next message starts.
    let stream =
      Array("Content-Length: 60\r\n\r\n{\"jsonrpc\"".utf8) + framed(bodies[0])
      + framed(bodies[1])
    let got = events(stream)
    guard case .invalidJSON = got.first else { return XCTFail("\(got)") }
    XCTAssertEqual(
      Array(got.dropFirst()),
      [
        .message(try JSON.parse(bodies[0])), .message(try JSON.parse(bodies[1])),
      ])
  }

  func testOversizedBodyIsSkipped() throws {
    var parser = FramingParser(maxBodyLength: 80)
    let big = "[" + String(repeating: "1,", count: 100) + "1]"
    let got = parser.feed(framed(big)) + parser.feed(framed(bodies[1]))
    XCTAssertEqual(
      got, [.oversizedBody(length: big.utf8.count), .message(try JSON.parse(bodies[1]))])
  }

  func testPartialMessageAtEndOfInput() {
    var parser = FramingParser()
    XCTAssertFalse(parser.hasPartialMessage)
    _ = parser.feed(Array("Content-Len".utf8))
    XCTAssertTrue(parser.hasPartialMessage)
    var clean = FramingParser()
    _ = clean.feed(Array("\r\n".utf8))
    XCTAssertFalse(clean.hasPartialMessage)
  }

  func testLargeMessageInChunks() throws {
    let value = JSON.array((0..<50_000).map { .string("item \($0)") })
    let body = value.serialized()
    let stream = framed(body)
    var parser = FramingParser()
    var got: [FramingEvent] = []
    var offset = 0
    while offset < stream.count {
      let end = min(stream.count, offset + 4093)
      got += parser.feed(stream[offset..<end])
      offset = end
    }
    XCTAssertEqual(got, [.message(value)])
    XCTAssertEqual(parser.bufferedByteCount, 0)
  }

  /// Random garbage (any bytes) before a valid message, fed in random chunk sizes: the message
  /// always comes through, exactly once and last, and the parser's buffer stays small.
  func testRandomGarbageThenValidMessageRecovers() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let expected = FramingEvent.message(try JSON.parse(bodies[2]))
    for round in 0..<300 {
      let garbage = (0..<next(600)).map { _ in UInt8(next(256)) }
      let stream = garbage + framed(bodies[2])
      var parser = FramingParser()
      var got: [FramingEvent] = []
      var offset = 0
      while offset < stream.count {
        let end = min(stream.count, offset + 1 + next(40))
        got += parser.feed(stream[offset..<end])
        XCTAssertLessThan(parser.bufferedByteCount, 5000)
        offset = end
      }
      XCTAssertEqual(got.last, expected, "round \(round)")
      XCTAssertEqual(got.filter { $0 == expected }.count, 1, "round \(round)")
      let onlyHeaderErrors = got.dropLast().allSatisfy {
        if case .invalidHeader = $0 { true } else { false }
      }
      XCTAssertTrue(onlyHeaderErrors, "round \(round): \(got)")
    }
  }
}
