import LSPProtocol
import MaskJSON

extension ResponseError {
  /// `-32602` naming the bad field: `Invalid params for textDocument/hover: position.line:
  /// expected an integer, got string`.
  public static func invalidParams(method: String, _ error: ProtocolDecodingError)
    -> ResponseError
  {
    ResponseError(
      code: ErrorCode.invalidParams, message: "Invalid params for \(method): \(error)",
      data: error.path.isEmpty ? nil : ["field": .string(error.pathString)])
  }

  /// `-32700` for a body that is not JSON, with jansson's position.
  public static func parseError(_ error: JSONParseError) -> ResponseError {
    ResponseError(code: ErrorCode.parseError, message: "Parse error: \(error)")
  }
}

extension JSONRPCRequest {
  /// Decodes `params` (absent params read as `null`), throwing the `-32602` to send back.
  public func decodeParams<T: JSONConvertible>(_ type: T.Type = T.self) throws(ResponseError) -> T {
    do {
      return try T(json: params ?? .null)
    } catch {
      throw ResponseError.invalidParams(method: method, error)
    }
  }
}

extension JSONRPCNotification {
  /// Decodes `params`; the error says what was wrong (notifications get no reply: log it).
  public func decodeParams<T: JSONConvertible>(_ type: T.Type = T.self) throws(ResponseError) -> T {
    do {
      return try T(json: params ?? .null)
    } catch {
      throw ResponseError.invalidParams(method: method, error)
    }
  }
}
