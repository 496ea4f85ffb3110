import MaskJSON

/// The `error` member of a JSON-RPC response.
public struct ResponseError: Error, Sendable, Hashable, CustomStringConvertible {
  public var code: Int
  public var message: String
  public var data: JSON?

  public init(code: Int, message: String, data: JSON? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  public var json: JSON {
    var object: JSONObject = ["code": .int(Int64(code)), "message": .string(message)]
    if let data { object["data"] = data }
    return .object(object)
  }

  public var description: String { "\(code): \(message)" }

  public static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: ErrorCode.parseError, message: message)
  }
  public static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: ErrorCode.invalidRequest, message: message)
  }
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: ErrorCode.methodNotFound, message: "Unknown method: \(method)")
  }
  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: ErrorCode.invalidParams, message: message)
  }
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: ErrorCode.internalError, message: message)
  }
  public static let serverNotInitialized = ResponseError(
    code: ErrorCode.serverNotInitialized, message: "Server not initialized")
  public static let requestCancelled = ResponseError(
    code: ErrorCode.requestCancelled, message: "Request cancelled")
  public static let contentModified = ResponseError(
    code: ErrorCode.contentModified, message: "Content modified")
}
