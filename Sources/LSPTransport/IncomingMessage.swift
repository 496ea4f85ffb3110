import MaskJSON

/// What the server should do with one framing event: dispatch a message, send an error reply
/// (for input that cannot be dispatched), or only log.
public enum IncomingMessage: Sendable, Hashable {
  case request(JSONRPCRequest)
  case notification(JSONRPCNotification)
  case response(JSONRPCResponse)
  /// Input that cannot be dispatched but must be answered: send this response as is
  /// (`-32700` for bad JSON, `-32600` for invalid messages, id null when unknown).
  case reject(JSONRPCResponse)
  /// Input to log and drop (broken headers, malformed responses from the client).
  case ignore(reason: String)

  /// Classifies a framing event.
  public init(_ event: FramingEvent) {
    switch event {
    case .message(let json):
      switch JSONRPCMessage.classify(json) {
      case .success(.request(let request)): self = .request(request)
      case .success(.notification(let notification)): self = .notification(notification)
      case .success(.response(let response)): self = .response(response)
      case .failure(let invalid):
        self =
          invalid.needsReply
          ? .reject(invalid.reply) : .ignore(reason: "invalid message: \(invalid.error.message)")
      }
    case .invalidJSON(let error):
      self = .reject(JSONRPCResponse(id: nil, error: .parseError(error)))
    case .invalidHeader(let reason):
      self = .ignore(reason: "invalid header: \(reason)")
    case .oversizedBody(let length):
      self = .reject(
        JSONRPCResponse(
          id: nil, error: .invalidRequest("Message of \(length) bytes exceeds the size limit")))
    }
  }
}
