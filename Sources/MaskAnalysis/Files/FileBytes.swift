#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file's bytes, read straight into the array the scanners read: reading through `Data`
/// first copies every byte a second time.
enum FileBytes {
  /// The bytes of the file at `path`, nil when it cannot be opened or read. A file that is
  /// not a regular file (a pipe, a device named on the command line) is read through
  /// Foundation.
  static func read(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
    // One byte more than the size, so that a file read whole ends in a short read.
    let expected = max(Int(info.st_size), 0) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
      count = readFully(fd, into: buffer, failed: &failed)
    }
    guard !failed else { return nil }
    // The file grew since `fstat`: read the rest in chunks.
    guard bytes.count == expected else { return bytes }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBufferPointer { readFully(fd, into: $0, failed: &failed) }
      guard !failed else { return nil }
      bytes.append(contentsOf: chunk[..<n])
      if n < chunk.count { return bytes }
    }
  }

  /// Reads until `buffer` is full or the file ends; the count read.
  private static func readFully(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failed: inout Bool) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let n = systemRead(fd, base + filled, buffer.count - filled)
      if n < 0 {
        if errno == EINTR { continue }
        failed = true
        return filled
      }
      if n == 0 { break }
      filled += n
    }
    return filled
  }

  private static func systemRead(_ fd: Int32, _ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, pointer, count)
    #else
    return Darwin.read(fd, pointer, count)
    #endif
  }
}
