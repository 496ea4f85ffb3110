import MaskJSON

/// A request: expects exactly one response with the same id.
public struct JSONRPCRequest: Sendable, Hashable {
  public var id: RequestID
  public var method: String
  /// An object or an array when present.
  public var params: JSON?

  public init(id: RequestID, method: String, params: JSON? = nil) {
    self.id = id
    self.method = method
    self.params = params
  }
}

/// A notification: no id, no response.
public struct JSONRPCNotification: Sendable, Hashable {
  public var method: String
  public var params: JSON?

  public init(method: String, params: JSON? = nil) {
    self.method = method
    self.params = params
  }
}

/// A response to a request; `id` is nil only for errors about unreadable requests.
public struct JSONRPCResponse: Sendable, Hashable {
  public var id: RequestID?
  public var outcome: Result<JSON, ResponseError>

  public init(id: RequestID?, outcome: Result<JSON, ResponseError>) {
    self.id = id
    self.outcome = outcome
  }

  public init(id: RequestID?, result: JSON) { self.init(id: id, outcome: .success(result)) }
  public init(id: RequestID?, error: ResponseError) { self.init(id: id, outcome: .failure(error)) }
}

/// Any JSON-RPC 2.0 message.
public enum JSONRPCMessage: Sendable, Hashable {
  case request(JSONRPCRequest)
  case notification(JSONRPCNotification)
  case response(JSONRPCResponse)

  /// The wire form, with `"jsonrpc": "2.0"` first.
  public var json: JSON {
    var object: JSONObject = ["jsonrpc": "2.0"]
    switch self {
    case .request(let request):
      object["id"] = request.id.json
      object["method"] = .string(request.method)
      if let params = request.params { object["params"] = params }
    case .notification(let notification):
      object["method"] = .string(notification.method)
      if let params = notification.params { object["params"] = params }
    case .response(let response):
      object["id"] = response.id?.json ?? .null
      switch response.outcome {
      case .success(let result): object["result"] = result
      case .failure(let error): object["error"] = error.json
      }
    }
    return .object(object)
  }
}

/// A message that is JSON but not valid JSON-RPC.
public struct InvalidMessage: Error, Sendable, Hashable {
  /// The id to answer with, when one could be read.
  public var id: RequestID?
  /// A `-32600 Invalid Request` error describing the problem.
  public var error: ResponseError
  /// False for a malformed *response* from the client: there is nothing to answer, only log.
  public var needsReply: Bool

  public init(id: RequestID?, error: ResponseError, needsReply: Bool) {
    self.id = id
    self.error = error
    self.needsReply = needsReply
  }

  /// The response to send when `needsReply` (id null when unknown).
  public var reply: JSONRPCResponse { JSONRPCResponse(id: id, error: error) }
}

extension JSONRPCMessage {
  /// Classifies a parsed body.
  ///
  /// - With `method`: a request when `id` is present (integer or string), else a notification.
  /// - Without `method` but with `result` or `error`: a response to one of our requests.
  /// - Anything else (not an object, batch arrays, missing/wrong `jsonrpc`, `method` not a
  ///   string, bad `id`, `params` neither object nor array, response with both/neither of
  ///   result/error): `InvalidMessage` with `-32600`.
  public static func classify(_ json: JSON) -> Result<JSONRPCMessage, InvalidMessage> {
    func invalid(_ message: String, id: RequestID? = nil, reply: Bool = true)
      -> Result<JSONRPCMessage, InvalidMessage>
    {
      .failure(InvalidMessage(id: id, error: .invalidRequest(message), needsReply: reply))
    }
    guard case .object(let object) = json else {
      if case .array = json { return invalid("Batch messages are not supported") }
      return invalid("A message must be a JSON object, not \(json.typeName)")
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init(json:))
    let isResponse = object["method"] == nil && (object["result"] != nil || object["error"] != nil)

    guard object["jsonrpc"] == "2.0" else {
      return invalid(#"Missing or wrong "jsonrpc" (must be "2.0")"#, id: id, reply: !isResponse)
    }
    if let rawID, id == nil, !(isResponse && rawID.isNull) {
      return invalid(
        #""id" must be an integer or a string, not \#(rawID.typeName)"#, reply: !isResponse)
    }

    if let method = object["method"] {
      guard case .string(let name) = method else {
        return invalid(#""method" must be a string, not \#(method.typeName)"#, id: id)
      }
      let params = object["params"]
      switch params {
      case nil, .object?, .array?: break
      case let other?:
        // A notification is never answered, whatever its params: log and drop it.
        return invalid(
          #""params" must be an object or an array, not \#(other.typeName)"#, id: id, reply: rawID != nil)
      }
      if let id {
        return .success(.request(JSONRPCRequest(id: id, method: name, params: params)))
      }
      return .success(.notification(JSONRPCNotification(method: name, params: params)))
    }

    guard isResponse else {
      return invalid(
        #"A message needs "method" (request/notification) or "result"/"error""#, id: id)
    }
    if object["result"] != nil, object["error"] != nil {
      return invalid(#"A response has both "result" and "error""#, id: id, reply: false)
    }
    guard rawID != nil else { return invalid(#"A response needs "id""#, reply: false) }
    if let result = object["result"] {
      return .success(.response(JSONRPCResponse(id: id, result: result)))
    }
    guard let errorObject = object["error"],
      let code = errorObject["code"]?.intValue, let codeInt = Int(exactly: code),
      let message = errorObject["message"]?.stringValue
    else {
      return invalid(
        #""error" must be an object with an integer "code" and a string "message""#, id: id,
        reply: false)
    }
    let error = ResponseError(code: codeInt, message: message, data: errorObject["data"])
    return .success(.response(JSONRPCResponse(id: id, error: error)))
  }
}
