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

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lineStarts = SourceText.computeLineStarts(bytes)
  }

  public convenience init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 24 + 1)
    bytes.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      let n = b.count
      var i = 0
      while i < n {
        // Eight bytes at a time: skip words with no byte below 0x0E (no `\n`, no `\r`).
        if i + 8 <= n {
          let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
            i += 8
            continue
          }
        }
        let c = b[i]
        i += 1
        if c == 0x0A {
          starts.append(i)
        } else if c == 0x0D {
          if i < n && b[i] == 0x0A { i += 1 }
          starts.append(i)
        }
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
