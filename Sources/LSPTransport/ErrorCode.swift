/// JSON-RPC and LSP error codes.
public enum ErrorCode {
  /// The body is not valid JSON (answer with id null).
  public static let parseError = -32700
  /// The JSON is not a valid JSON-RPC message.
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  /// Params of the wrong shape; the message names the bad field.
  public static let invalidParams = -32602
  public static let internalError = -32603
  /// A request arrived before `initialize`.
  public static let serverNotInitialized = -32002
  public static let unknownErrorCode = -32001
  /// The client cancelled the request (`$/cancelRequest`).
  public static let requestCancelled = -32800
  /// The document changed, making the result stale.
  public static let contentModified = -32801
  public static let requestFailed = -32803
}
