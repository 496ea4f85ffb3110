/// JSON-RPC 2.0 over LSP's `Content-Length` framing.
///
/// - `FramingParser`: bytes in (any chunking) → `FramingEvent`s (messages, bad JSON, bad headers).
/// - `JSONRPCMessage.classify(_:)`: a parsed body → request / notification / response, or the
///   `-32600` answer for a malformed one.
/// - `MessageReader`: a blocking read(2) loop feeding a `FramingParser`.
/// - `MessageWriter`: frames and writes whole messages under a lock.
/// - `StandardIO.protectStdout()`: moves the protocol stream off fd 1.
public enum LSPTransport {
  /// Bodies longer than this are skipped (reported as `.oversizedBody`), not buffered.
  public static let defaultMaxBodyLength = 256 << 20
}
