/// Byte-level helpers for the framing parser (ASCII only, no allocation).
enum ByteSearch {
  static let contentLength = Array("content-length".utf8)
  static let contentLengthColon = Array("content-length:".utf8)

  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
  }

  /// The first index in `range` where `needle` (lowercase ASCII) starts, compared
  /// case-insensitively.
  static func firstCaseInsensitive(
    _ needle: [UInt8], in bytes: [UInt8], range: Range<Int>
  ) -> Int? {
    guard let first = needle.first, range.count >= needle.count else { return nil }
    var i = range.lowerBound
    let last = range.upperBound - needle.count
    while i <= last {
      if lowercased(bytes[i]) == first {
        var j = 1
        while j < needle.count, lowercased(bytes[i + j]) == needle[j] { j += 1 }
        if j == needle.count { return i }
      }
      i += 1
    }
    return nil
  }

  /// Whether `bytes[range]` equals `needle` (lowercase ASCII) ignoring ASCII case.
  static func equalsCaseInsensitive(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    bytes.count == needle.count && zip(bytes, needle).allSatisfy { lowercased($0) == $1 }
  }

  /// `bytes` without leading and trailing spaces and tabs.
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let b = slice.first, b == 0x20 || b == 0x09 { slice = slice.dropFirst() }
    while let b = slice.last, b == 0x20 || b == 0x09 { slice = slice.dropLast() }
    return slice
  }
}
