import LSPTransport
import MaskJSON
import XCTest

final class TransportMessageTests: XCTestCase {
  private func classify(_ text: String) throws -> Result<JSONRPCMessage, InvalidMessage> {
    JSONRPCMessage.classify(try JSON.parse(text))
  }

  private func invalid(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> InvalidMessage
  {
    switch try classify(text) {
    case .success(let message):
      XCTFail("classified as \(message)", file: file, line: line)
      return InvalidMessage(id: nil, error: .invalidRequest(""), needsReply: false)
    case .failure(let invalid):
      XCTAssertEqual(invalid.error.code, -32600, file: file, line: line)
      return invalid
    }
  }

  func testErrorCodeValues() {
    XCTAssertEqual(ErrorCode.parseError, -32700)
    XCTAssertEqual(ErrorCode.invalidRequest, -32600)
    XCTAssertEqual(ErrorCode.methodNotFound, -32601)
    XCTAssertEqual(ErrorCode.invalidParams, -32602)
    XCTAssertEqual(ErrorCode.internalError, -32603)
    XCTAssertEqual(ErrorCode.serverNotInitialized, -32002)
    XCTAssertEqual(ErrorCode.requestCancelled, -32800)
    XCTAssertEqual(ErrorCode.contentModified, -32801)
  }

  func testRequestWithIntAndStringIDs() throws {
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#).get(),
      .request(JSONRPCRequest(id: .int(7), method: "shutdown")))
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","id":"a1","method":"m","params":[1]}"#).get(),
      .request(JSONRPCRequest(id: .string("a1"), method: "m", params: [1])))
  }

  func testNotification() throws {
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","method":"exit"}"#).get(),
      .notification(JSONRPCNotification(method: "exit")))
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}"#).get(),
      .notification(JSONRPCNotification(method: "$/cancelRequest", params: ["id": 3])))
  }

  func testResponses() throws {
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","id":1,"result":null}"#).get(),
      .response(JSONRPCResponse(id: .int(1), result: nil)))
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#).get(),
      .response(JSONRPCResponse(id: .int(2), error: ResponseError(code: -32601, message: "no"))))
  }

  func testInvalidRequestsThatNeedReplies() throws {
    let notObject = try invalid("[1,2]")
    XCTAssertNil(notObject.id)
    XCTAssertTrue(notObject.needsReply)
    XCTAssertTrue(try invalid("42").error.message.contains("object"))

    let noVersion = try invalid(#"{"id":3,"method":"m"}"#)
    XCTAssertEqual(noVersion.id, .int(3))
    XCTAssertTrue(noVersion.error.message.contains("jsonrpc"))
    _ = try invalid(#"{"jsonrpc":"1.0","id":3,"method":"m"}"#)

    let badMethod = try invalid(#"{"jsonrpc":"2.0","id":"q","method":5}"#)
    XCTAssertEqual(badMethod.id, .string("q"))
    XCTAssertTrue(badMethod.error.message.contains("method"))

    let badID = try invalid(#"{"jsonrpc":"2.0","id":{"x":1},"method":"m"}"#)
    XCTAssertNil(badID.id)
    XCTAssertTrue(badID.error.message.contains("id"))
    _ = try invalid(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#)
    _ = try invalid(#"{"jsonrpc":"2.0","id":null,"method":"m"}"#)

    let badParams = try invalid(#"{"jsonrpc":"2.0","id":4,"method":"m","params":"s"}"#)
    XCTAssertEqual(badParams.id, .int(4))
    XCTAssertTrue(badParams.error.message.contains("params"))

    let nothing = try invalid(#"{"jsonrpc":"2.0","id":9}"#)
    XCTAssertEqual(nothing.id, .int(9))
    XCTAssertTrue(nothing.needsReply)
  }

  func testMalformedResponsesNeedNoReply() throws {
    XCTAssertFalse(try invalid(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{}}"#).needsReply)
    XCTAssertFalse(try invalid(#"{"jsonrpc":"2.0","id":1,"error":{"code":"x"}}"#).needsReply)
    XCTAssertFalse(try invalid(#"{"jsonrpc":"2.0","result":1}"#).needsReply)
  }

  func testResponseWithNullIDIsAccepted() throws {
    XCTAssertEqual(
      try classify(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"p"}}"#).get(),
      .response(JSONRPCResponse(id: nil, error: ResponseError(code: -32700, message: "p"))))
  }

  func testWireFormOfMessages() {
    XCTAssertEqual(
      JSONRPCMessage.response(JSONRPCResponse(id: nil, error: .parseError("bad"))).json
        .serialized(),
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
    XCTAssertEqual(
      JSONRPCMessage.response(JSONRPCResponse(id: .string("r"), result: ["a": 1])).json
        .serialized(),
      #"{"jsonrpc":"2.0","id":"r","result":{"a":1}}"#)
    XCTAssertEqual(
      JSONRPCMessage.notification(JSONRPCNotification(method: "n")).json.serialized(),
      #"{"jsonrpc":"2.0","method":"n"}"#)
    XCTAssertEqual(
      JSONRPCMessage.request(JSONRPCRequest(id: .int(1), method: "m", params: [:])).json
        .serialized(),
      #"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#)
    let withData = ResponseError(code: -32602, message: "m", data: ["field": "x"])
    XCTAssertEqual(
      withData.json.serialized(), #"{"code":-32602,"message":"m","data":{"field":"x"}}"#)
  }

  func testMessagesRoundTripThroughClassify() {
    let messages: [JSONRPCMessage] = [
      .request(JSONRPCRequest(id: .string("id"), method: "textDocument/hover", params: ["a": [1]])),
      .notification(JSONRPCNotification(method: "exit", params: nil)),
      .response(JSONRPCResponse(id: .int(3), result: [true])),
      .response(JSONRPCResponse(id: .int(4), error: .requestCancelled)),
    ]
    for message in messages {
      XCTAssertEqual(try JSONRPCMessage.classify(message.json).get(), message)
    }
  }
}
