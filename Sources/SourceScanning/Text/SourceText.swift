#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A source file's bytes with a line index: the one converter between byte offsets,
/// line/UTF-16 column and line/UTF-8 column used by the CLI and the language server.
///
/// Lines and columns are 0-based here; renderers add 1 where their format wants it.
public final class SourceText: Sendable {
  /// The file's UTF-8 bytes, as read (invalid UTF-8 is rejected before a SourceText is made).
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. A line ends after
  /// `\n`, `\r\n` or a lone `\r`.
  public let lineStarts: [Int]
  /// For lines longer than `checkpointStride` bytes: the UTF-16 column at every multiple of
  /// the stride from the line's start, so a position on a long minified line is counted from
  /// the nearest checkpoint instead of the line's start (many findings on one line).
  let checkpoints: [Int: [Int]]
  static let checkpointStride = 2048

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lineStarts = SourceText.computeLineStarts(bytes)
    self.checkpoints = SourceText.computeCheckpoints(bytes, lineStarts)
  }

  private init(bytes: [UInt8], lineStarts: [Int]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
    self.checkpoints = SourceText.computeCheckpoints(bytes, lineStarts)
  }

  /// The text with `range` replaced by `replacement` (an editor's edit), its lines found
  /// again only around the change: a line start depends on the byte before it and, after a
  /// `\r`, on its own byte, so the starts before the change are kept, those after it move by
  /// the change in length, and only the changed bytes (and the one before) are read.
  public func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> SourceText {
    // Three copies by block: `replaceSubrange` on the shared array copied it byte by byte.
    var newBytes: [UInt8] = []
    newBytes.reserveCapacity(bytes.count - range.count + replacement.count)
    newBytes.append(contentsOf: bytes[..<range.lowerBound])
    newBytes.append(contentsOf: replacement)
    newBytes.append(contentsOf: bytes[range.upperBound...])
    let lower = range.lowerBound
    let newUpper = lower + replacement.count
    let delta = replacement.count - range.count
    var starts: [Int] = []
    starts.reserveCapacity(lineStarts.count + 4)
    var k = 0
    while k < lineStarts.count && lineStarts[k] < lower {
      starts.append(lineStarts[k])
      k += 1
    }
    if starts.isEmpty { starts.append(0) }
    // Breaks whose next line starts in lower...newUpper.
    var j = max(lower - 1, 0)
    while j < newUpper && j < newBytes.count {
      let c = newBytes[j]
      if c == 0x0A || (c == 0x0D && !(j + 1 < newBytes.count && newBytes[j + 1] == 0x0A)), j + 1 > starts[starts.count - 1] {
        starts.append(j + 1)
      }
      j += 1
    }
    while k < lineStarts.count && lineStarts[k] <= range.upperBound { k += 1 }
    while k < lineStarts.count {
      starts.append(lineStarts[k] + delta)
      k += 1
    }
    return SourceText(bytes: newBytes, lineStarts: starts)
  }

  public convenience init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  private static func computeCheckpoints(_ bytes: [UInt8], _ lineStarts: [Int]) -> [Int: [Int]] {
    var result: [Int: [Int]] = [:]
    let stride = checkpointStride
    // Most files have no line that long: found by one pass over the starts.
    let hasLongLine = lineStarts.withUnsafeBufferPointer { starts -> Bool in
      var previous = 0
      for start in starts { if start - previous > stride { return true }; previous = start }
      return bytes.count - previous > stride
    }
    guard hasLongLine else { return result }
    for line in lineStarts.indices {
      let start = lineStarts[line]
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
      guard end - start > stride else { continue }
      var columns = [0]
      var at = start
      while at + stride < end {
        columns.append(columns[columns.count - 1] + utf16Count(bytes, from: at, to: at + stride))
        at += stride
      }
      result[line] = columns
    }
    return result
  }

  static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress else { return [0] }
      let n = b.count
      // Most files have no `\r`: their lines end at each `\n`, found by `memchr` (the C
      // library's vector search, a few instructions a line, where a loop over the bytes
      // costs a few a word).
      guard memchr(base, 0x0D, n) == nil else { return computeLineStarts(withCarriageReturns: b) }
      let start = UnsafeRawPointer(base)
      let end = start + n
      var p = start
      // Written in place up to the capacity reserved (lines of 24 bytes on average), then
      // appended.
      var starts = [Int](unsafeUninitializedCapacity: n / 24 + 2) { buffer, count in
        buffer[0] = 0
        count = 1
        while count < buffer.count, p < end, let hit = memchr(p, 0x0A, end - p) {
          p = UnsafeRawPointer(hit) + 1
          buffer[count] = p - start
          count += 1
        }
      }
      while p < end, let hit = memchr(p, 0x0A, end - p) {
        p = UnsafeRawPointer(hit) + 1
        starts.append(p - start)
      }
      return starts
    }
  }

  /// The line starts of a file with `\r` (a line ends after `\n`, `\r\n` or a lone `\r`).
  private static func computeLineStarts(withCarriageReturns b: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(b.count / 24 + 1)
    guard let base = b.baseAddress else { return starts }
    let raw = UnsafeRawPointer(base)
    let n = b.count
    var i = 0
    // Eight bytes at a time: the lowest byte below 0x0E in a word (`\n`, `\r`, tab, …) is
    // found exactly by the borrow trick; words without one are skipped whole.
    while i + 8 <= n {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      let hit = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
      if hit == 0 {
        i += 8
        continue
      }
      let k = i + hit.trailingZeroBitCount >> 3
      i = k + 1
      let c = b[k]
      if c == 0x0A {
        starts.append(i)
      } else if c == 0x0D {
        if i < n && b[i] == 0x0A { i += 1 }
        starts.append(i)
      }
    }
    while i < n {
      let c = b[i]
      i += 1
      if c == 0x0A {
        starts.append(i)
      } else if c == 0x0D {
        if i < n && b[i] == 0x0A { i += 1 }
        starts.append(i)
      }
    }
    return starts
  }
}

/// A position in a source file, with every unit a client may ask for.
public struct SourcePosition: Sendable, Hashable, Comparable {
  /// 0-based line.
  public var line: Int
  /// 0-based column in UTF-16 code units (LSP's default, the CLI's columns).
  public var utf16Column: Int
  /// 0-based column in UTF-8 bytes (LSP `positionEncoding: utf-8`).
  public var utf8Column: Int
  /// Byte offset in the file.
  public var offset: Int

  public init(line: Int, utf16Column: Int, utf8Column: Int, offset: Int) {
    self.line = line
    self.utf16Column = utf16Column
    self.utf8Column = utf8Column
    self.offset = offset
  }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.offset < b.offset }
}
