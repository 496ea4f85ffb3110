#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import LSPTransport

/// Reads the client's byte stream on its own thread and posts the framing events of each
/// read to the inbox in one batch, so that a `$/cancelRequest` or an edit sent together with
/// a request is known before the request is handled.
enum InputPump {
  static func start(fileDescriptor: Int32, maxBodyLength: Int, inbox: Inbox) {
    let thread = Thread {
      var parser = FramingParser(maxBodyLength: maxBodyLength)
      let size = 65536
      let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
      defer { chunk.deallocate() }
      while true {
        let count = read(fileDescriptor, chunk.baseAddress, size)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          let reason =
            count == 0
            ? (parser.hasPartialMessage ? "end of input inside a message" : "end of input")
            : "read error \(errno)"
          inbox.post(.inputEnded(reason))
          return
        }
        parser.append(buffer: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        var batch: [FramingEvent] = []
        while let event = parser.nextEvent() { batch.append(event) }
        if !batch.isEmpty { inbox.postInput(batch) }
      }
    }
    thread.name = "maskls-input"
    thread.start()
  }
}
