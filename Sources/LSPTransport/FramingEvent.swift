import MaskJSON

/// What the framing parser found in the stream.
public enum FramingEvent: Sendable, Hashable {
  /// A complete body that is valid JSON; classify it with `JSONRPCMessage.classify(_:)`.
  case message(JSON)
  /// A complete body that is not JSON: answer `-32700` with id null.
  case invalidJSON(JSONParseError)
  /// A header block that could not be read (the reason says why); the parser skipped to the
  /// next `Content-Length:`. Log it; there is nothing to answer.
  case invalidHeader(String)
  /// A body longer than the parser's limit; it was skipped. Log it.
  case oversizedBody(length: Int)
}
