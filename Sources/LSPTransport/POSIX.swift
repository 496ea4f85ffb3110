#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over read(2)/write(2) that retry on EINTR.
enum POSIX {
  /// Writes all of `bytes`; false on an error (EPIPE when the client went away).
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard var pointer = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(fd, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      pointer += written
      remaining -= written
    }
    return true
  }

  /// Reads up to `buffer.count` bytes; 0 at end of file, -1 with `errno` on error.
  static func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    while true {
      let count = read(fd, base, buffer.count)
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  static var lastError: Int32 { errno }
}
