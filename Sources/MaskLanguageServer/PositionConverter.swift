import LSPProtocol
import SourceScanning

/// Converts between LSP positions in the negotiated encoding and byte offsets of a text,
/// through `SourceText` (the project's one converter).
struct PositionConverter: Sendable {
  /// True for `utf-8` columns, false for `utf-16` (the default).
  var usesUTF8: Bool

  init(encoding: PositionEncodingKind) {
    usesUTF8 = encoding == .utf8
  }

  /// The byte offset of `position`, clamped to the text (never fails).
  func offset(of position: Position, in text: SourceText) -> Int {
    usesUTF8
      ? text.offset(line: position.line, utf8Column: position.character)
      : text.offset(line: position.line, utf16Column: position.character)
  }

  func position(_ source: SourcePosition) -> Position {
    Position(line: source.line, character: usesUTF8 ? source.utf8Column : source.utf16Column)
  }

  func position(ofOffset offset: Int, in text: SourceText) -> Position {
    position(text.position(of: offset))
  }

  func range(_ bytes: Range<Int>, in text: SourceText) -> LSPRange {
    LSPRange(
      start: position(ofOffset: bytes.lowerBound, in: text),
      end: position(ofOffset: bytes.upperBound, in: text))
  }
}
