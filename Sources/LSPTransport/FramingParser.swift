import MaskJSON

/// Splits a byte stream into LSP messages framed by `Content-Length` headers.
///
/// Feed it bytes in chunks of any size (one byte at a time works); it returns events as
/// messages complete. `Content-Length` counts bytes of the body. Header names are
/// case-insensitive, unknown headers (`Content-Type`) are ignored, lines may end in CRLF or a
/// bare LF, and blank lines between messages are skipped. A header block it cannot read is
/// reported once (`.invalidHeader`) and the parser resynchronises at the next
/// `Content-Length:`; a body that is not JSON is reported (`.invalidJSON`) and the stream goes
/// on — if such a body contains `Content-Length:` (a truncated message followed by the next
/// one), parsing resumes there so the next message is not lost.
public struct FramingParser: Sendable {
  /// Bodies longer than this are skipped, not buffered.
  public var maxBodyLength: Int
  /// A header line longer than this (without a line break) is garbage.
  public var maxHeaderLineLength = 4096
  /// A header block longer than this is garbage.
  public var maxHeaderBlockLength = 16384

  private enum State: Sendable {
    /// Reading header lines of the block that starts at `blockStart`.
    case headers(contentLength: Int?, blockStart: Int, sawLine: Bool)
    case body(length: Int)
    case skipping(remaining: Int)
    /// Looking for the next `Content-Length:` at or after `from`.
    case resync(from: Int)
  }

  private var buffer: [UInt8] = []
  private var start = 0
  private var state: State = .headers(contentLength: nil, blockStart: 0, sawLine: false)

  public init(maxBodyLength: Int = LSPTransport.defaultMaxBodyLength) {
    self.maxBodyLength = maxBodyLength
  }

  /// Appends `bytes` and returns every event that is now complete, in stream order.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [FramingEvent] {
    append(bytes)
    var events: [FramingEvent] = []
    while let event = nextEvent() { events.append(event) }
    return events
  }

  /// Appends bytes without parsing; call `nextEvent()` until it returns nil.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Appends raw memory (e.g. a read(2) buffer).
  public mutating func append(buffer bytes: UnsafeRawBufferPointer) {
    buffer.append(contentsOf: bytes)
  }

  /// Whether a message has started but is not complete (for reporting a truncated stream at
  /// end of input). Whitespace between messages does not count.
  public var hasPartialMessage: Bool {
    switch state {
    case .body, .skipping: return true
    case .resync: return false
    case .headers(_, let blockStart, _):
      return buffer[min(blockStart, buffer.count)...].contains { $0 != 0x0D && $0 != 0x0A }
    }
  }

  /// Bytes held, waiting for more input.
  public var bufferedByteCount: Int { buffer.count - start }

  /// The next complete event, or nil when more input is needed.
  public mutating func nextEvent() -> FramingEvent? {
    while true {
      switch state {
      case .headers(let contentLength, let blockStart, let sawLine):
        guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
          if buffer.count - start > maxHeaderLineLength {
            return garbage("header line longer than \(maxHeaderLineLength) bytes", blockStart)
          }
          if !sawLine { compact() }
          return nil
        }
        var lineEnd = newline
        if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let line = buffer[start..<lineEnd]
        start = newline + 1

        if line.isEmpty {
          guard sawLine else {
            // A blank line between messages.
            state = .headers(contentLength: nil, blockStart: start, sawLine: false)
            continue
          }
          guard let length = contentLength else {
            return garbage("header block without Content-Length", blockStart)
          }
          if length > maxBodyLength {
            state = .skipping(remaining: length)
            return .oversizedBody(length: length)
          }
          state = .body(length: length)
          continue
        }

        if start - blockStart > maxHeaderBlockLength {
          return garbage("header block longer than \(maxHeaderBlockLength) bytes", blockStart)
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
          return garbage("malformed header line \(Self.quote(line))", blockStart)
        }
        let name = ByteSearch.trimmed(line[..<colon])
        guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
          return garbage("malformed header line \(Self.quote(line))", blockStart)
        }
        var length = contentLength
        if ByteSearch.equalsCaseInsensitive(name, ByteSearch.contentLength) {
          let value = ByteSearch.trimmed(line[(colon + 1)...])
          guard let parsed = Self.decimal(value) else {
            return garbage("invalid Content-Length \(Self.quote(value))", blockStart)
          }
          length = parsed
        }
        state = .headers(contentLength: length, blockStart: blockStart, sawLine: true)

      case .body(let length):
        guard buffer.count - start >= length else { return nil }
        let body = buffer[start..<(start + length)]
        let event: FramingEvent
        var next = start + length
        do {
          event = .message(try JSON.parse(body))
        } catch {
          event = .invalidJSON(error)
          // A truncated body swallowed the start of the next message: resume there.
          if let restart = ByteSearch.firstCaseInsensitive(
            ByteSearch.contentLengthColon, in: buffer, range: start..<next)
          {
            next = restart
          }
        }
        start = next
        state = .headers(contentLength: nil, blockStart: start, sawLine: false)
        compact()
        return event

      case .skipping(let remaining):
        let available = buffer.count - start
        let taken = min(available, remaining)
        start += taken
        compact()
        if taken < remaining {
          state = .skipping(remaining: remaining - taken)
          return nil
        }
        state = .headers(contentLength: nil, blockStart: start, sawLine: false)

      case .resync(let from):
        let searchStart = max(from, start)
        if let found = ByteSearch.firstCaseInsensitive(
          ByteSearch.contentLengthColon, in: buffer, range: searchStart..<buffer.count)
        {
          start = found
          state = .headers(contentLength: nil, blockStart: start, sawLine: false)
          continue
        }
        // Keep a tail that may be the beginning of a split `Content-Length:`.
        start = max(searchStart, buffer.count - (ByteSearch.contentLengthColon.count - 1))
        state = .resync(from: start)
        compact()
        return nil
      }
    }
  }

  /// Reports a broken header block and looks for the next `Content-Length:` after the start of
  /// that block.
  private mutating func garbage(_ reason: String, _ blockStart: Int) -> FramingEvent {
    let from = blockStart + 1
    state = .resync(from: from)
    start = min(from, buffer.count)
    return .invalidHeader(reason)
  }

  /// Drops consumed bytes when that is worth the copy.
  private mutating func compact() {
    if start == buffer.count {
      let shift = start
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      start = 0
      adjustState(by: shift)
    } else if start > 65536, start * 2 > buffer.count {
      let shift = start
      buffer.removeFirst(start)
      start = 0
      adjustState(by: shift)
    }
  }

  private mutating func adjustState(by shift: Int) {
    switch state {
    case .headers(let length, let blockStart, let sawLine):
      state = .headers(
        contentLength: length, blockStart: max(0, blockStart - shift), sawLine: sawLine)
    case .resync(let from):
      state = .resync(from: max(0, from - shift))
    case .body, .skipping:
      break
    }
  }

  /// RFC 7230 token characters.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// A non-negative decimal of at most 15 digits.
  private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
    var value = 0
    for byte in bytes {
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  /// A short printable rendering of header bytes for messages.
  private static func quote(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes.prefix(60), as: UTF8.self)
    let visible = text.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined()
    return "\"\(visible)\(bytes.count > 60 ? "…" : "")\""
  }
}
