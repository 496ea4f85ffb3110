import Foundation
import MaskJSON

/// Frames JSON-RPC messages and writes each one whole, under a lock, so messages sent from
/// several threads never interleave.
public final class MessageWriter: @unchecked Sendable {
  private let lock = NSLock()
  private let sink: @Sendable (UnsafeRawBufferPointer) -> Bool
  private var failed = false

  /// Writes to a file descriptor (use `StandardIO.protectStdout()`'s result for the server).
  /// The descriptor is not closed by the writer.
  public convenience init(fileDescriptor: Int32) {
    self.init(sink: { bytes in POSIX.writeAll(fileDescriptor, bytes) })
  }

  /// Writes to any sink (tests, in-memory pipes); the sink returns false when it failed.
  /// The sink is called under the writer's lock, once per framed message.
  public init(sink: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool) {
    self.sink = sink
  }

  /// True once a write failed (the client is gone); later sends return false at once.
  public var hasFailed: Bool { lock.withLock { failed } }

  /// `Content-Length: N\r\n\r\n` followed by the body.
  public static func frame(_ message: JSON) -> [UInt8] {
    let body = message.serializedBytes()
    var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    framed.append(contentsOf: body)
    return framed
  }

  /// Sends one message; false when writing failed.
  @discardableResult
  public func send(_ message: JSON) -> Bool {
    let framed = Self.frame(message)
    return lock.withLock {
      guard !failed else { return false }
      let ok = framed.withUnsafeBytes { sink($0) }
      if !ok { failed = true }
      return ok
    }
  }

  @discardableResult
  public func send(_ message: JSONRPCMessage) -> Bool { send(message.json) }

  @discardableResult
  public func sendResponse(id: RequestID?, result: JSON) -> Bool {
    send(.response(JSONRPCResponse(id: id, result: result)))
  }

  @discardableResult
  public func sendError(id: RequestID?, error: ResponseError) -> Bool {
    send(.response(JSONRPCResponse(id: id, error: error)))
  }

  @discardableResult
  public func sendNotification(method: String, params: JSON? = nil) -> Bool {
    send(.notification(JSONRPCNotification(method: method, params: params)))
  }

  @discardableResult
  public func sendRequest(id: RequestID, method: String, params: JSON? = nil) -> Bool {
    send(.request(JSONRPCRequest(id: id, method: method, params: params)))
  }
}
