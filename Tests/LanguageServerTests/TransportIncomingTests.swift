import LSPTransport
import MaskJSON
import XCTest

final class TransportIncomingTests: XCTestCase {
  func testMessagesAreDispatched() throws {
    let request = try JSON.parse(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
    XCTAssertEqual(
      IncomingMessage(.message(request)), .request(JSONRPCRequest(id: .int(1), method: "shutdown")))
    let notification = try JSON.parse(#"{"jsonrpc":"2.0","method":"exit"}"#)
    XCTAssertEqual(
      IncomingMessage(.message(notification)), .notification(JSONRPCNotification(method: "exit")))
  }

  func testBadJSONIsAnsweredWithParseErrorAndNullID() throws {
    var parser = FramingParser()
    let events = parser.feed(Array("Content-Length: 3\r\n\r\n{x}".utf8))
    XCTAssertEqual(events.count, 1)
    guard case .reject(let response) = IncomingMessage(events[0]) else {
      return XCTFail("\(events)")
    }
    XCTAssertNil(response.id)
    guard case .failure(let error) = response.outcome else { return XCTFail() }
    XCTAssertEqual(error.code, -32700)
    XCTAssertEqual(
      JSONRPCMessage.response(response).json["id"], .null)
  }

  func testInvalidRequestIsAnsweredWithItsID() throws {
    let json = try JSON.parse(#"{"jsonrpc":"2.0","id":5,"method":["m"]}"#)
    guard case .reject(let response) = IncomingMessage(.message(json)) else { return XCTFail() }
    XCTAssertEqual(response.id, .int(5))
    guard case .failure(let error) = response.outcome else { return XCTFail("\(response)") }
    XCTAssertEqual(error.code, -32600)
  }

  func testHeaderGarbageAndBadResponsesAreOnlyLogged() throws {
    guard case .ignore(let reason) = IncomingMessage(.invalidHeader("x")) else { return XCTFail() }
    XCTAssertTrue(reason.contains("header"))
    let badResponse = try JSON.parse(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{}}"#)
    guard case .ignore = IncomingMessage(.message(badResponse)) else { return XCTFail() }
  }

  func testOversizedBodyIsRejected() {
    guard case .reject(let response) = IncomingMessage(.oversizedBody(length: 99)) else {
      return XCTFail()
    }
    if case .failure(let error) = response.outcome {
      XCTAssertEqual(error.code, -32600)
      XCTAssertTrue(error.message.contains("99"))
    } else {
      XCTFail()
    }
  }
}
