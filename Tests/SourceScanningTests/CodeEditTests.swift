import Foundation
import XCTest

@testable import SourceScanning

/// An edit of a Swift, Kotlin or Java file's code is lexed again only from the line it starts on until the
/// lexing is back in step with the old scan (`CodeEdit`); whatever that gives must be what
/// scanning the new text from scratch gives, edit after edit.
final class CodeEditTests: XCTestCase {
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

  /// Kotlin with templates (`$x`, `${…}` holes over lines), raw strings, backticks, character
  /// literals, nested comments and a folded chain.
  private static let kotlinSource = ###"""
    package com.example.forms

    // maskls: ignore=regex-unanchored
    class SignUpActivity : AppCompatActivity() {
      private val phone = "+1 ([000]) [000]-[0000]"
      private val pattern = Regex("^[0-9]{3}" + "-[0-9]{4}$")
      private val raw = """
          ^\d{5}(-\d{4})?$
          """
      val greeting = "Hello ${user.name.let {
        it.trim()
      }} and $count"
      val `when` = 'x'
      val esc = '\''
      /* block /* nested */ still */
      fun setUp() {
        MaskedTextChangedListener.installOn(field, "[00]{/}[00]", listOf("[00]{/}[0000]"))
        if (a > b) { c = "${'$'}1" } else { d = "unterminated
        }
      }
    }
    """###

  /// Java with text blocks, character literals, `$` in names and a folded chain.
  private static let javaSource = ###"""
    package com.example;

    public class Form {
      static final String ZIP = "^\\d{5}$";
      private static final Pattern P = Pattern.compile("^(?:[a-z]+" +
          "[0-9]*)$");
      String block = """
          first "line"
            second \
          third
          """;
      char c = '\u0041';
      int $count = 0x1Fp-3;
      void setUp() {
        field.setMask("(###) ###-####"); /* comment */ other('"');
        String s = "unterminated
      }
    }
    """###

  /// What edits insert: the bytes that change a lexer's state, and plain code.
  private static let pieces = [
    "\"", "\"\"\"", "#", "#\"", "\"#", "/", "//", "/*", "*/", "\\", "\\(", "(", ")", "{", "}", "\n", "\r\n", " ",
    "return ", "x", "BBB_title", "+", "= ", "`", "'", "0.5", "é", "😀", "#/", "/#", "// maskls: ignore\n", "[", "]",
  ]

  private func assertSame(
    _ a: ScannedFile, _ b: ScannedFile, _ what: String, language: SourceLanguage, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.tokens, b.tokens, what, file: file, line: line)
    XCTAssertEqual(a.literals, b.literals, what, file: file, line: line)
    XCTAssertEqual(a.regexLiterals, b.regexLiterals, what, file: file, line: line)
    XCTAssertEqual(a.regexFlags, b.regexFlags, what, file: file, line: line)
    XCTAssertEqual(a.directives, b.directives, what, file: file, line: line)
    XCTAssertEqual(a.diagnostics, b.diagnostics, what, file: file, line: line)
    if let sa = a.symbols {
      assertSameFacts(sa, b.symbols ?? SymbolScanner.scan(b, language: language), what, file: file, line: line)
    }
    // The way back to the tokens and literals as lexed gives the same.
    var (ca, cb) = (a, b)
    let (ua, ub) = (ca.takeUnfolded(), cb.takeUnfolded())
    XCTAssertEqual(ua?.tokens, ub?.tokens, what, file: file, line: line)
    XCTAssertEqual(ua?.literals, ub?.literals, what, file: file, line: line)
  }

  private func sources() throws -> [(language: SourceLanguage, text: String)] {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    let bundled: [(SourceLanguage, String)] = try files.sorted { $0.path < $1.path }.compactMap { url in
      guard let language = SourceLanguage(path: url.path), [.swift, .kotlin, .java].contains(language) else { return nil }
      return (language, try String(contentsOf: url, encoding: .utf8))
    }
    XCTAssertEqual(Set(bundled.map(\.0)), [.swift, .kotlin, .java], "examples in each language")
    return [
      (.swift, Self.source), (.swift, Self.source.replacingOccurrences(of: "\n", with: "\r\n")),
      (.kotlin, Self.kotlinSource), (.java, Self.javaSource),
    ] + bundled
  }

  func testEditsOfTheCodeGiveWhatAScanFromScratchGives() throws {
    var generator = SeededGenerator(state: 0xC0DE)
    var codeEdits = 0
    var literalEdits = 0
    var resumedSymbols = 0
    for (number, (language, source)) in try sources().enumerated() {
      var text = SourceText(source)
      var scan = scanKeepingUnfolded(text, as: language)
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
        let what = "source \(number) (\(language)) step \(step): \(start)..<\(end) ← \(inserted.debugDescription)"

        let fromScratch = scanKeepingUnfolded(text, as: language)
        let change = LiteralEdit.change(from: scan.text.bytes, to: text.bytes)
        let inOneLiteral = scan.unfolded != nil && change.map { change in
          scan.tokens.contains { $0.kind == .string && $0.range.lowerBound < change.start && change.oldEnd < $0.range.upperBound }
        } ?? false
        guard let next = LiteralEdit.rescan(scan, to: text, language: language, lex: { scanKeepingUnfolded($0, as: language) })
        else {
          XCTFail("a scan that kept its tokens is always brought to the new text: \(what)")
          scan = fromScratch
          continue
        }
        if inOneLiteral { literalEdits += 1 } else { codeEdits += 1 }
        assertSame(next, fromScratch, what, language: language)
        XCTAssertNotNil(next.unfolded, what)
        // Go on from the scan brought incrementally, with its symbol facts as the server
        // makes them (an edit inside a literal keeps them): mistakes would add up.
        scan = next
        if !inOneLiteral, next.symbols != nil { resumedSymbols += 1 }
        if scan.symbols == nil { scan.symbols = SymbolScanner.scan(scan, language: language, checkpointEvery: 16) }
      }
    }
    XCTAssertGreaterThan(codeEdits, 1_500)
    XCTAssertGreaterThan(literalEdits, 800)
    XCTAssertGreaterThan(resumedSymbols, 1_000, "code edits whose symbol facts were brought, not made again")
  }

  /// The lexing stops soon after the change: an edit of one name in a long file lexes a
  /// few tokens again, not the rest of the file.
  func testAnEditOfOneNameLexesOnlyItsNeighbourhood() {
    let lines = (0..<2_000).map { "  let value\($0) = compute(\($0)) + \"text \($0)\" // filler" }
    let before = "final class Generated {\n" + lines.joined(separator: "\n") + "\n}\n"
    let after = before.replacingOccurrences(of: "let value1000 =", with: "let renamed1000 =")
    let old = SwiftLexer.scan(SourceText(before), keepingUnfolded: true)
    let text = SourceText(after)
    let (rescanned, work) = codeEdit(old, to: text, as: .swift)
    let lexed = work.lexedTokens
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
    let (rescanned, work) = codeEdit(old, to: text, as: .swift)
    let lexed = work.lexedTokens
    let fromScratch = SwiftLexer.scan(text)
    XCTAssertEqual(rescanned?.tokens, fromScratch.tokens)
    XCTAssertEqual(rescanned?.tokens.last?.braceDepth, 1)
    XCTAssertEqual(lexed, fromScratch.tokens.count - 8, "from the edited line's first token to the end")
  }

  /// A backticked name's range leaves out its backticks: the lexing never restarts at its
  /// end (the closing backtick would be read as a token of its own).
  func testTheLexingRestartsBeforeABacktickedName() {
    let before = "let `a`\"\"\"\nfoo\n"
    let text = SourceText(before.replacingOccurrences(of: "foo", with: "fox"))
    let old = SwiftLexer.scan(SourceText(before), keepingUnfolded: true)
    let rescanned = codeEdit(old, to: text, as: .swift).0
    XCTAssertEqual(rescanned?.tokens, SwiftLexer.scan(text).tokens)
  }

  /// Java reads `"""` (a text block) across the `""` before a literal: an edit inside that literal
  /// changes the diagnostic of the token before it, so it is not an edit of one literal.
  func testAnEditOfALiteralThatTheTokenBeforeReadsIntoIsNotLexedAlone() throws {
    let before = "a(c);\"\"\"    add(\"R\");\n"
    let text = SourceText(before.replacingOccurrences(of: "\"\"\"    ", with: "\"\"\"x    "))
    let old = JavaLexer.scan(SourceText(before), keepingUnfolded: true)
    XCTAssertTrue(old.diagnostics.contains { $0.message.contains("text block") })
    let rescanned = try XCTUnwrap(LiteralEdit.rescan(old, to: text, language: .java, lex: { JavaLexer.scan($0, keepingUnfolded: true) }))
    XCTAssertEqual(rescanned.diagnostics, JavaLexer.scan(text).diagnostics)
    XCTAssertEqual(rescanned.tokens, JavaLexer.scan(text).tokens)
  }

  func testAScanThatKeptNothingIsNotBrought() {
    let old = SwiftLexer.scan(SourceText("let a = 1\n"))
    let text = SourceText("let b = 1\n")
    XCTAssertNil(codeEdit(old, to: text, as: .swift).0)
  }

  /// Languages whose lexers carry more than the depth between tokens are scanned whole.
  func testLanguagesLexedWholeAreNotBrought() {
    for (language, before, after) in [
      (SourceLanguage.objectiveC, "NSString *a = @\"x\" @\"y\";\n", "NSString *b = @\"x\" @\"y\";\n"),
      (.dart, "final a = 'x' 'y';\n", "final b = 'x' 'y';\n"),
      (.csharp, "#if DEBUG\nvar a = 1;\n#endif\n", "#if DEBUG\nvar b = 1;\n#endif\n"),
    ] {
      let old = SourceScanner.scanCode(SourceText(before), language: language)!
      let text = SourceText(after)
      let change = LiteralEdit.change(from: old.text.bytes, to: text.bytes)!
      XCTAssertNil(CodeEdit.rescan(old, to: text, change: change, language: language), "\(language)")
    }
  }
}
