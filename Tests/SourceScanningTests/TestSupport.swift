import XCTest

@testable import SourceScanning

/// Source text of `literal`'s value range `valueRange` (UTF-8 offsets) in `text`.
func sourceOf(_ literal: StringLiteral, utf8 valueRange: Range<Int>, in text: SourceText) -> String {
  text.string(in: literal.sourceRange(forValueUTF8: valueRange))
}

/// Source text of `literal`'s value character range in `text`.
func sourceOf(_ literal: StringLiteral, characters range: Range<Int>, in text: SourceText) -> String {
  text.string(in: literal.sourceRange(forCharacters: range))
}

func swiftScan(_ source: String) -> ScannedFile { SwiftLexer.scan(SourceText(source)) }
func objcScan(_ source: String) -> ScannedFile { ObjectiveCLexer.scan(SourceText(source)) }

/// Byte offset of the first occurrence of `needle` in `haystack` (test helper).
func offset(of needle: String, in haystack: String, occurrence: Int = 0) -> Int {
  let h = Array(haystack.utf8)
  let n = Array(needle.utf8)
  var seen = 0
  var i = 0
  while i + n.count <= h.count {
    if Array(h[i..<i + n.count]) == n {
      if seen == occurrence { return i }
      seen += 1
    }
    i += 1
  }
  XCTFail("`\(needle)` not found")
  return -1
}

extension ScannedFile {
  /// The texts of all tokens, for compact assertions.
  var tokenTexts: [String] { tokens.map { tokenText($0) } }
}
