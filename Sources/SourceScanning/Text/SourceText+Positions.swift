extension SourceText {
  /// The line containing byte `offset` (clamped to the file).
  public func line(containing offset: Int) -> Int {
    let o = max(0, min(offset, bytes.count))
    // Last line start <= o (binary search; lineStarts is sorted, lineStarts[0] == 0).
    return lineStarts.withUnsafeBufferPointer { starts in
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= o { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }

  /// Byte offset where line `line` ends, before its line break (clamped).
  public func lineContentEnd(_ line: Int) -> Int {
    guard line >= 0 else { return 0 }
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = lineStarts[line + 1]
    if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
    if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// Byte offset where line `line` starts (clamped: a line past the end gives the end of file).
  public func lineStart(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineStarts.count { return bytes.count }
    return lineStarts[line]
  }

  /// Position of byte `offset`, clamped to `0...bytes.count`. An offset inside a multi-byte
  /// character is moved back to the character's start; an offset between the `\r` and `\n`
  /// of a CRLF is moved back to the `\r`.
  public func position(of offset: Int) -> SourcePosition {
    var o = max(0, min(offset, bytes.count))
    let line = self.line(containing: o)
    let start = lineStarts[line]
    while o > start, o < bytes.count, bytes[o] & 0xC0 == 0x80 { o -= 1 }
    if o > start, o < bytes.count, bytes[o] == 0x0A, bytes[o - 1] == 0x0D { o -= 1 }
    var column = 0
    var from = start
    if let marks = checkpoints[line] {
      let k = min((o - start) / SourceText.checkpointStride, marks.count - 1)
      column = marks[k]
      from = start + k * SourceText.checkpointStride
    }
    return SourcePosition(line: line, utf16Column: column + utf16Count(from: from, to: o), utf8Column: o - start, offset: o)
  }

  /// UTF-16 code units of the bytes `start..<end` (`end` on a character boundary; each
  /// character counts at its lead byte, so counts of adjacent spans add up).
  func utf16Count(from start: Int, to end: Int) -> Int {
    SourceText.utf16Count(bytes, from: start, to: end)
  }

  /// UTF-16 code units of `bytes[start..<end]`. ASCII runs are counted eight bytes at a time.
  static func utf16Count(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    bytes.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress, start < end else { return 0 }
      let raw = UnsafeRawPointer(base)
      var units = 0
      var i = start
      while i + 8 <= end {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          units += 8
        } else {
          for k in i..<(i + 8) { units += SourceText.utf16Width(leadByte: b[k]) }
        }
        i += 8
      }
      while i < end {
        units += SourceText.utf16Width(leadByte: b[i])
        i += 1
      }
      return units
    }
  }

  /// UTF-16 code units contributed by one UTF-8 byte (counted at the lead byte).
  @inline(__always)
  static func utf16Width(leadByte b: UInt8) -> Int {
    if b < 0x80 { return 1 }
    if b < 0xC0 { return 0 }  // continuation byte
    if b < 0xF0 { return 1 }
    return 2
  }

  /// Byte length of the UTF-8 sequence started by lead byte `b` (1 for stray bytes).
  @inline(__always)
  static func utf8Length(leadByte b: UInt8) -> Int {
    if b < 0xC0 { return 1 }
    if b < 0xE0 { return 2 }
    if b < 0xF0 { return 3 }
    return 4
  }

  /// Byte offset of a 0-based line and UTF-16 column, clamped: a line past the end gives the
  /// end of the file, a column past the line's end gives the line's end (before its line
  /// break), a column inside a surrogate pair gives the start of the character.
  public func offset(line: Int, utf16Column: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineStarts.count { return bytes.count }
    let end = lineContentEnd(line)
    var i = lineStarts[line]
    var column = 0
    while i < end {
      let b = bytes[i]
      let width = SourceText.utf16Width(leadByte: b)
      if column + width > utf16Column { break }
      column += width
      i += min(SourceText.utf8Length(leadByte: b), end - i)
    }
    return i
  }

  /// Byte offset of a 0-based line and UTF-8 column, clamped like `offset(line:utf16Column:)`.
  public func offset(line: Int, utf8Column: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineStarts.count { return bytes.count }
    let start = lineStarts[line]
    let end = lineContentEnd(line)
    var o = start + max(0, min(utf8Column, end - start))
    while o > start, o < bytes.count, bytes[o] & 0xC0 == 0x80 { o -= 1 }
    return o
  }

  /// The text of a byte range (lossy for invalid UTF-8).
  public func string(in range: Range<Int>) -> String {
    let low = max(0, min(range.lowerBound, bytes.count))
    let high = max(low, min(bytes.count, range.upperBound))
    return String(decoding: bytes[low..<high], as: UTF8.self)
  }

  /// The text of the line (without its line break); empty for a line outside the file.
  public func lineText(_ line: Int) -> String {
    guard line >= 0, line < lineStarts.count else { return "" }
    return string(in: lineStarts[line]..<lineContentEnd(line))
  }
}
