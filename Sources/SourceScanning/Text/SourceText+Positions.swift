extension SourceText {
  /// The line containing byte `offset` (clamped to the file).
  public func line(containing offset: Int) -> Int { 0 }

  /// Position of byte `offset`, clamped to `0...bytes.count`. An offset inside a multi-byte
  /// character is moved back to the character's start. Placeholder until scanning lands.
  public func position(of offset: Int) -> SourcePosition {
    SourcePosition(line: 0, utf16Column: 0, utf8Column: 0, offset: offset)
  }

  /// Byte offset of a 0-based line and UTF-16 column, clamped: a line past the end gives the
  /// end of the file, a column past the line's end gives the line's end (before its line
  /// break), a column inside a surrogate pair gives the start of the character.
  public func offset(line: Int, utf16Column: Int) -> Int { 0 }

  /// Byte offset of a 0-based line and UTF-8 column, clamped like `offset(line:utf16Column:)`.
  public func offset(line: Int, utf8Column: Int) -> Int { 0 }

  /// The text of a byte range (lossy for invalid UTF-8).
  public func string(in range: Range<Int>) -> String {
    String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
  }

  /// The text of the line (without its line break).
  public func lineText(_ line: Int) -> String { "" }
}
