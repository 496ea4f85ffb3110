import Foundation

/// Writes text to a file handle in 64 KB chunks, so long reports are never built as one
/// string.
final class OutputWriter {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private let chunk = 65_536

  init(_ handle: FileHandle = .standardOutput) {
    self.handle = handle
    buffer.reserveCapacity(chunk)
  }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= chunk { flush() }
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}
