import LSPProtocol
import LSPTransport
import MaskJSON
import XCTest

final class TransportParamsTests: XCTestCase {
  func testDecodeParamsGivesReadableInvalidParams() throws {
    let request = JSONRPCRequest(
      id: .int(1), method: "textDocument/hover",
      params: ["textDocument": ["uri": "file:///a"], "position": ["line": "x", "character": 0]])
    XCTAssertThrowsError(try request.decodeParams(HoverParams.self)) { error in
      guard let error = error as? ResponseError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.code, -32602)
      XCTAssertEqual(
        error.message,
        "Invalid params for textDocument/hover: position.line: expected an integer, got string")
      XCTAssertEqual(error.data?["field"], "position.line")
    }
    let missing = JSONRPCRequest(id: .int(2), method: "textDocument/hover")
    XCTAssertThrowsError(try missing.decodeParams(HoverParams.self)) { error in
      XCTAssertEqual(
        (error as? ResponseError)?.message,
        "Invalid params for textDocument/hover: expected an object, got null")
    }
    let good = JSONRPCRequest(
      id: .int(3), method: "textDocument/hover",
      params: ["textDocument": ["uri": "file:///a"], "position": ["line": 1, "character": 2]])
    XCTAssertEqual(
      try good.decodeParams(HoverParams.self).position, Position(line: 1, character: 2))
  }

  func testParseErrorResponseCarriesPosition() {
    let error = ResponseError.parseError(
      JSONParseError(message: "unexpected token near '}'", line: 1, column: 7, offset: 7))
    XCTAssertEqual(error.code, -32700)
    XCTAssertTrue(error.message.contains("line 1, column 7"), error.message)
  }
}
