import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// An edit inside one string literal of an open document lexes that literal alone
/// (`LiteralEdit`); whatever it gives must be what scanning the new text from scratch gives.
/// Random edits of the bundled examples in every code language, inside literals (where the
/// shortcut applies or must refuse) and anywhere else (where it must refuse).
final class LiteralEditTests: XCTestCase {
  private static let examples: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// What the new text could get: mask and regex characters, quotes, escapes,
  /// interpolation openers, line breaks, non-ASCII text.
  private static let pieces = [
    "#", "0", "9", "(", ")", "-", " ", "\\d", "{3}", "^", "$", "[a-z]", "\"", "'", "\\", "\\(", "${", "$x", "{", "}",
    "\n", "é", "😀", "\\u{41}", "@", "/", "`", "\"\"\"", "+", "//", "/*", "A", "aa",
  ]

  private func examples() throws -> [(path: String, language: SourceLanguage, text: String)] {
    let files = FileManager.default.enumerator(at: Self.examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    return try files.sorted { $0.path < $1.path }.compactMap { url in
      guard let language = SourceLanguage(path: url.path), LiteralEditTests.codeLanguages.contains(language) else { return nil }
      // Files that may hold JSX are always scanned whole.
      if language == .typescript || language == .javascript, SourceLanguage.allowsJSX(pathExtension: url.pathExtension) { return nil }
      return (url.path, language, try String(contentsOf: url, encoding: .utf8))
    }
  }

  private static let codeLanguages: Set<SourceLanguage> = [.swift, .objectiveC, .kotlin, .java, .typescript, .dart, .csharp]

  private func assertSame(_ a: FileFacts, _ b: FileFacts, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.settings, b.settings, what, file: file, line: line)
    XCTAssertEqual(a.globals, b.globals, what, file: file, line: line)
    XCTAssertEqual(a.suppressions, b.suppressions, what, file: file, line: line)
    XCTAssertEqual(a.constants, b.constants, what, file: file, line: line)
    XCTAssertEqual(a.constantCandidates, b.constantCandidates, what, file: file, line: line)
    XCTAssertEqual(a.omittedLiterals, b.omittedLiterals, what, file: file, line: line)
    XCTAssertEqual(a.fieldKeys, b.fieldKeys, what, file: file, line: line)
  }

  private func assertSame(_ a: ScannedFile, _ b: ScannedFile, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.tokens, b.tokens, what, file: file, line: line)
    XCTAssertEqual(a.literals, b.literals, what, file: file, line: line)
    XCTAssertEqual(a.regexLiterals, b.regexLiterals, what, file: file, line: line)
    XCTAssertEqual(a.directives, b.directives, what, file: file, line: line)
    XCTAssertEqual(a.diagnostics.map(\.range), b.diagnostics.map(\.range), what, file: file, line: line)
    XCTAssertEqual(a.diagnostics.map(\.message), b.diagnostics.map(\.message), what, file: file, line: line)
    if let sa = a.symbols, let sb = b.symbols {
      XCTAssertEqual(sa.scopes, sb.scopes, what, file: file, line: line)
      XCTAssertEqual(sa.declarations, sb.declarations, what, file: file, line: line)
      XCTAssertEqual(sa.constants, sb.constants, what, file: file, line: line)
      XCTAssertEqual(sa.imports, sb.imports, what, file: file, line: line)
      XCTAssertEqual(sa.package, sb.package, what, file: file, line: line)
    } else {
      XCTFail("no symbol facts: \(what)", file: file, line: line)
    }
  }

  func testEditsGiveWhatAScanFromScratchGives() throws {
    let files = try examples()
    XCTAssertGreaterThanOrEqual(Set(files.map(\.language)).count, 7, "an example per code language")
    var generator = Generator(state: 0x5EED)
    var shortcuts = 0
    var refusals = 0
    for (path, language, source) in files {
      var text = SourceText(source)
      var (_, previous) = FileFacts.make(
        path: path, language: language, text: text, vocabulary: SettingVocabulary.properties, constants: ConstantTable(), previous: nil)
      XCTAssertNotNil(previous, path)
      for step in 0..<60 {
        guard let scan = previous else { break }
        var bytes = text.bytes
        // Mostly inside a literal's content; sometimes anywhere.
        let literals = scan.literals.filter { $0.range.count >= 2 }
        var start: Int
        var end: Int
        if step % 4 != 3, !literals.isEmpty {
          let literal = literals[generator.next(literals.count)]
          start = literal.range.lowerBound + 1 + generator.next(literal.range.count - 1)
          end = min(literal.range.upperBound - 1, start + generator.next(4))
          end = max(start, end)
        } else {
          start = generator.next(bytes.count)
          end = min(bytes.count, start + generator.next(6))
        }
        // Whole characters only.
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let inserted = (0..<generator.next(3)).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
        bytes.replaceSubrange(start..<end, with: Array(inserted.utf8))
        text = SourceText(bytes: bytes)
        let what = "\(path) step \(step): \(start)..<\(end) ← \(inserted.debugDescription)"

        let lex: (SourceText) -> ScannedFile = { SourceScanner.scanCode($0, language: language, jsx: false)! }
        var fromScratch = lex(text)
        fromScratch.symbols = SymbolScanner.scan(fromScratch, language: language)
        if var shortcut = LiteralEdit.rescan(scan, to: text, language: language, lex: lex) {
          shortcuts += 1
          if shortcut.symbols == nil { shortcut.symbols = SymbolScanner.scan(shortcut, language: language) }
          assertSame(shortcut, fromScratch, what)
        } else {
          refusals += 1
        }
        let (facts, next) = FileFacts.make(
          path: path, language: language, text: text, vocabulary: SettingVocabulary.properties, constants: ConstantTable(),
          previous: scan)
        assertSame(facts, FileFacts.make(path: path, language: language, text: text), what)
        previous = next
      }
    }
    // Both paths ran: the shortcut often, the scan from scratch for the rest.
    XCTAssertGreaterThan(shortcuts, 100)
    XCTAssertGreaterThan(refusals, 50)
  }

  func testLinesAddedInsideAMultilineLiteralMoveTheDirectivesAfterIt() throws {
    let before = "let a = \"\"\"\n  ^\\d+$\n  \"\"\"\n// maskls: ignore=regex-unanchored\nlet b = \"x\"\n"
    let after = "let a = \"\"\"\n  ^\\d+$\n  more\n\n  \"\"\"\n// maskls: ignore=regex-unanchored\nlet b = \"x\"\n"
    let old = SwiftLexer.scan(SourceText(before))
    let text = SourceText(after)
    let shortcut = try XCTUnwrap(LiteralEdit.rescan(old, to: text, language: .swift, lex: { SwiftLexer.scan($0) }))
    let fromScratch = SwiftLexer.scan(text)
    XCTAssertEqual(shortcut.directives, fromScratch.directives)
    XCTAssertEqual(shortcut.directives.map(\.line), [5])
    XCTAssertEqual(shortcut.literals, fromScratch.literals)
    XCTAssertEqual(shortcut.tokens, fromScratch.tokens)
  }

  func testTheChangedRunIsFoundFromBothEnds() {
    let a = Array("let mask = \"+1 (###) ###-####\"".utf8)
    let b = Array("let mask = \"\"".utf8)
    XCTAssertEqual(LiteralEdit.change(from: a, to: b), LiteralEdit.Change(start: 12, oldEnd: 29, newEnd: 12))
    XCTAssertEqual(LiteralEdit.change(from: b, to: a), LiteralEdit.Change(start: 12, oldEnd: 12, newEnd: 29))
    XCTAssertNil(LiteralEdit.change(from: a, to: a))
    // Repeated bytes: the prefix is taken first, the suffix never overlaps it.
    XCTAssertEqual(LiteralEdit.change(from: Array("aaaa".utf8), to: Array("aaaaaa".utf8)), LiteralEdit.Change(start: 4, oldEnd: 4, newEnd: 6))
    XCTAssertEqual(LiteralEdit.change(from: Array("abcdefghijklmnopq".utf8), to: Array("abcdefghiXklmnopq".utf8)), LiteralEdit.Change(start: 9, oldEnd: 10, newEnd: 10))
  }
}
