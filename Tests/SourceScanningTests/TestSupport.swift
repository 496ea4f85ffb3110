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

/// A seeded linear congruential generator, so random edit sequences reproduce.
struct SeededGenerator {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// A Swift, Kotlin or Java scan that keeps its tokens as lexed (an open document's scan).
func scanKeepingUnfolded(_ text: SourceText, as language: SourceLanguage) -> ScannedFile {
  switch language {
  case .kotlin: return KotlinLexer.scan(text, keepingUnfolded: true)
  case .java: return JavaLexer.scan(text, keepingUnfolded: true)
  default: return SwiftLexer.scan(text, keepingUnfolded: true)
  }
}

/// Every fact of `a` equals `b`'s (the checkpoints aside: where they fall is not a fact).
func assertSameFacts(_ a: SymbolFacts, _ b: SymbolFacts, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(a.scopes, b.scopes, what, file: file, line: line)
  XCTAssertEqual(a.declarations, b.declarations, what, file: file, line: line)
  XCTAssertEqual(a.constants, b.constants, what, file: file, line: line)
  XCTAssertEqual(a.typeBodies, b.typeBodies, what, file: file, line: line)
  XCTAssertEqual(a.imports, b.imports, what, file: file, line: line)
  XCTAssertEqual(a.package, b.package, what, file: file, line: line)
}

/// `old` brought to `edited` as an edit of an open document's code (`CodeEdit`), with what
/// that cost; nil when it cannot be brought.
func codeEdit(_ old: ScannedFile, to edited: SourceText, as language: SourceLanguage) -> (ScannedFile?, CodeEdit.Work) {
  let change = LiteralEdit.change(from: old.text.bytes, to: edited.bytes)!
  var work = CodeEdit.Work()
  let next = CodeEdit.rescan(old, to: edited, change: change, language: language, work: &work)
  return (next, work)
}
