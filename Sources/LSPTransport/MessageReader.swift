/// How a `MessageReader` loop ended.
public enum ReaderEnd: Sendable, Hashable {
  /// End of input; `truncated` when a message had started but was incomplete.
  case endOfStream(truncated: Bool)
  /// read(2) failed with this errno.
  case readError(errno: Int32)
  /// The handler asked to stop.
  case stopped
}

/// What the handler tells the reader after each event.
public enum ReaderDecision: Sendable {
  case `continue`
  case stop
}

/// A blocking loop that reads a file descriptor in chunks and hands framing events to a
/// handler, on the calling thread, in stream order.
public struct MessageReader: Sendable {
  public let fileDescriptor: Int32
  public var chunkSize: Int
  public var maxBodyLength: Int

  public init(
    fileDescriptor: Int32, chunkSize: Int = 65536,
    maxBodyLength: Int = LSPTransport.defaultMaxBodyLength
  ) {
    self.fileDescriptor = fileDescriptor
    self.chunkSize = max(1, chunkSize)
    self.maxBodyLength = maxBodyLength
  }

  /// Reads until end of file, an error, or the handler returns `.stop`.
  public func run(_ handler: (FramingEvent) -> ReaderDecision) -> ReaderEnd {
    var parser = FramingParser(maxBodyLength: maxBodyLength)
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let count = POSIX.readSome(fileDescriptor, chunk)
      if count == 0 { return .endOfStream(truncated: parser.hasPartialMessage) }
      if count < 0 { return .readError(errno: POSIX.lastError) }
      parser.append(buffer: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
      while let event = parser.nextEvent() {
        if handler(event) == .stop { return .stopped }
      }
    }
  }
}
