import Foundation
import XCTest

@testable import SourceScanning

/// An edit of a Swift file's code is lexed again only from the line it starts on until the
/// lexing is back in step with the old scan (`CodeEdit`); whatever that gives must be what
/// scanning the new text from scratch gives, edit after edit.
final class CodeEditTests: XCTestCase {
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Swift that exercises every state the lexer has: strings of every kind, interpolation,
  /// regex literals, nested comments, directives, folded chains, fragments, braces.
  private static let source = ###"""
    import UIKit

    // maskls: ignore=regex-unanchored
    final class FormViewController: UIViewController {
      let phone = "+1 (###) ###-####"
      let pattern = "^[0-9]{3}" + "-[0-9]{4}$"
      let joined = prefix + "(###)"
      let raw = #"\d{3}-\d{2}"#
      let moreRaw = ##"a "quoted" \#(x) "#"##
      /* block /* nested */ still comment
         over lines */
      let multi = """
        first line \(value)
        second "line"
        """
      let plain = """
          ^\d+$
          """
      let regex = #/(\d+)-(\d+)/#
      let bare = try /[a-z]+/.wholeMatch(in: s)
      func configure() {
        field.BBB_pattern = "##-##"
        if x > 3 { y = a / b / c } else { z = "\u{41}\t" }
        let `default` = 1_000.5e+3
        label.text = "Hello \(name), \("nested \(deep)")"
        // maskls: mask=hash why
        card.BBB_pattern = "#### #### #### ####"
      }
      var unterminated = "oops
      let after = "fine"
    }
    let tail = "end" // trailing comment
    """###

  /// What edits insert: the bytes that change a lexer's state, and plain code.
  private static let pieces = [
    "\"", "\"\"\"", "#", "#\"", "\"#", "/", "//", "/*", "*/", "\\", "\\(", "(", ")", "{", "}", "\n", "\r\n", " ",
    "return ", "x", "BBB_title", "+", "= ", "`", "'", "0.5", "é", "😀", "#/", "/#", "// maskls: ignore\n", "[", "]",
  ]

  private func assertSame(_ a: ScannedFile, _ b: ScannedFile, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.tokens, b.tokens, what, file: file, line: line)
    XCTAssertEqual(a.literals, b.literals, what, file: file, line: line)
    XCTAssertEqual(a.regexLiterals, b.regexLiterals, what, file: file, line: line)
    XCTAssertEqual(a.regexFlags, b.regexFlags, what, file: file, line: line)
    XCTAssertEqual(a.directives, b.directives, what, file: file, line: line)
    XCTAssertEqual(a.diagnostics, b.diagnostics, what, file: file, line: line)
    if let sa = a.symbols {
      let sb = b.symbols ?? SymbolScanner.scan(b, language: .swift)
      XCTAssertEqual(sa.scopes, sb.scopes, what, file: file, line: line)
      XCTAssertEqual(sa.declarations, sb.declarations, what, file: file, line: line)
      XCTAssertEqual(sa.constants, sb.constants, what, file: file, line: line)
      XCTAssertEqual(sa.typeBodies, sb.typeBodies, what, file: file, line: line)
    }
    // The way back to the tokens and literals as lexed gives the same.
    var (ca, cb) = (a, b)
    let (ua, ub) = (ca.takeUnfolded(), cb.takeUnfolded())
    XCTAssertEqual(ua?.tokens, ub?.tokens, what, file: file, line: line)
    XCTAssertEqual(ua?.literals, ub?.literals, what, file: file, line: line)
  }

  private func sources() throws -> [String] {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    let swift = try files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map {
      try String(contentsOf: $0, encoding: .utf8)
    }
    XCTAssertFalse(swift.isEmpty, "the Swift examples")
    return [Self.source, Self.source.replacingOccurrences(of: "\n", with: "\r\n")] + swift
  }

  func testEditsOfTheCodeGiveWhatAScanFromScratchGives() throws {
    var generator = Generator(state: 0xC0DE)
    var codeEdits = 0
    var literalEdits = 0
    for (number, source) in try sources().enumerated() {
      var text = SourceText(source)
      var scan = SwiftLexer.scan(text, keepingUnfolded: true)
      for step in 0..<400 {
        var bytes = text.bytes
        var start = generator.next(bytes.count + 1)
        var end = min(bytes.count, start + generator.next(8))
        // Every third edit types inside a literal (what `LiteralEdit` takes): the two kinds of
        // edit follow each other.
        let literals = scan.literals.filter { $0.range.count >= 3 }
        if step % 3 == 0, !literals.isEmpty {
          let literal = literals[generator.next(literals.count)]
          start = literal.range.lowerBound + 1 + generator.next(literal.range.count - 2)
          end = start
        }
        // Whole characters only.
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        end = max(start, end)
        let inserted = step % 3 == 0
          ? ["x", "#", "9", "é"][generator.next(4)]
          : (0..<generator.next(3)).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
        bytes.replaceSubrange(start..<end, with: Array(inserted.utf8))
        text = SourceText(bytes: bytes)
        let what = "source \(number) step \(step): \(start)..<\(end) ← \(inserted.debugDescription)"

        let fromScratch = SwiftLexer.scan(text, keepingUnfolded: true)
        let change = LiteralEdit.change(from: scan.text.bytes, to: text.bytes)
        let inOneLiteral = scan.unfolded != nil && change.map { change in
          scan.tokens.contains { $0.kind == .string && $0.range.lowerBound < change.start && change.oldEnd < $0.range.upperBound }
        } ?? false
        guard let next = LiteralEdit.rescan(scan, to: text, language: .swift, lex: { SwiftLexer.scan($0, keepingUnfolded: true) })
        else {
          XCTFail("a Swift scan that kept its tokens is always brought to the new text: \(what)")
          scan = fromScratch
          continue
        }
        if inOneLiteral { literalEdits += 1 } else { codeEdits += 1 }
        assertSame(next, fromScratch, what)
        XCTAssertNotNil(next.unfolded, what)
        // Go on from the scan brought incrementally, with its symbol facts as the server
        // makes them (an edit inside a literal keeps them): mistakes would add up.
        scan = next
        if scan.symbols == nil { scan.symbols = SymbolScanner.scan(scan, language: .swift) }
      }
    }
    XCTAssertGreaterThan(codeEdits, 800)
    XCTAssertGreaterThan(literalEdits, 500)
  }

  /// The lexing stops soon after the change: an edit of one name in a long file lexes a
  /// few tokens again, not the rest of the file.
  func testAnEditOfOneNameLexesOnlyItsNeighbourhood() {
    let lines = (0..<2_000).map { "  let value\($0) = compute(\($0)) + \"text \($0)\" // filler" }
    let before = "final class Generated {\n" + lines.joined(separator: "\n") + "\n}\n"
    let after = before.replacingOccurrences(of: "let value1000 =", with: "let renamed1000 =")
    let old = SwiftLexer.scan(SourceText(before), keepingUnfolded: true)
    let text = SourceText(after)
    let change = LiteralEdit.change(from: old.text.bytes, to: text.bytes)!
    var lexed = 0
    let rescanned = CodeEdit.rescan(old, to: text, change: change, lexedTokens: &lexed)
    XCTAssertEqual(rescanned?.tokens, SwiftLexer.scan(text).tokens)
    XCTAssertGreaterThan(lexed, 0)
    XCTAssertLessThan(lexed, 40, "tokens lexed again for one renamed name")
  }

  /// A `{` typed in the middle changes the depth of every later token: the lexing goes on
  /// to the end, and the result is still exact.
  func testABraceChangesEveryLaterDepth() {
    let before = "class A {\n  func f() {\n    let a = \"1\"\n  }\n  let b = \"2\"\n}\n"
    let after = before.replacingOccurrences(of: "let a = \"1\"", with: "let a = { \"1\"")
    let old = SwiftLexer.scan(SourceText(before), keepingUnfolded: true)
    let text = SourceText(after)
    let change = LiteralEdit.change(from: old.text.bytes, to: text.bytes)!
    var lexed = 0
    let rescanned = CodeEdit.rescan(old, to: text, change: change, lexedTokens: &lexed)
    let fromScratch = SwiftLexer.scan(text)
    XCTAssertEqual(rescanned?.tokens, fromScratch.tokens)
    XCTAssertEqual(rescanned?.tokens.last?.braceDepth, 1)
    XCTAssertEqual(lexed, fromScratch.tokens.count - 8, "from the edited line's first token to the end")
  }

  func testAScanThatKeptNothingIsNotBrought() {
    let old = SwiftLexer.scan(SourceText("let a = 1\n"))
    let text = SourceText("let b = 1\n")
    XCTAssertNil(CodeEdit.rescan(old, to: text, change: LiteralEdit.change(from: old.text.bytes, to: text.bytes)!))
  }
}
