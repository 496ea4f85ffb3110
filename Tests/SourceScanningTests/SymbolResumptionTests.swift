import XCTest

@testable import SourceScanning

/// After an edit of the code, the symbol pass runs again only around the change and the old
/// facts on either side are moved (`SymbolScanner.resume`); whatever that gives must be what
/// the pass gives over the new tokens from scratch, edit after edit, and its checkpoints must
/// hold the pass's true state.
final class SymbolResumptionTests: XCTestCase {
  /// Long files with every kind of scope the pass records: types (nested, Kotlin objects),
  /// functions with parameters, closures and lambdas, `if`/`else if`/`else` chains,
  /// `switch`/`when` arms, constants, a package.
  private static func swiftSource(blocks: Int) -> String {
    (0..<blocks).map { n in
      """
      final class Form\(n): UIViewController {
        static let phone\(n) = "+1 (###) ###-####"
        let pattern\(n) = "^[0-9]{3}" + "-[0-9]{4}$"
        func configure\(n)(field: UITextField, value: Int) {
          if value > \(n) { field.BBB_pattern = "##-##" } else if value < 0 { field.text = "x" } else { return }
          switch value {
          case 1: let a = "1"
          default: break
          }
          let closure = { (x: Int) in x + 1 }
        }
        struct Inner\(n) { let code = "A\(n)" }
      }
      """
    }.joined(separator: "\n")
  }

  private static func kotlinSource(blocks: Int) -> String {
    "package com.example.forms\n\n" + (0..<blocks).map { n in
      """
      class Form\(n) : Fragment() {
        companion object { const val PHONE\(n) = "+1 ([000]) [000]-[0000]" }
        private val pattern = Regex("^[0-9]{3}" + "-[0-9]{4}$")
        fun setUp(field: EditText, value: Int) {
          when (value) {
            1 -> field.hint = "one"
            else -> { val b = "2" }
          }
          if (value > \(n)) { field.setText("x") } else { field.setText("y") }
          list.forEach { item -> item.trim() }
        }
      }
      """
    }.joined(separator: "\n")
  }

  private static func javaSource(blocks: Int) -> String {
    "package com.example.forms;\n\n" + (0..<blocks).map { n in
      """
      public class Form\(n) extends Fragment {
        static final String PHONE\(n) = "+1 (###) ###-####";
        private final Pattern pattern = Pattern.compile("^[0-9]{3}" + "-[0-9]{4}$");
        void setUp(EditText field, int value) {
          switch (value) {
            case 1: field.setHint("one"); break;
            default: String b = "2";
          }
          if (value > \(n)) { field.setText("x"); } else if (value < 0) { field.setText("y"); }
        }
      }
      """
    }.joined(separator: "\n")
  }

  /// What edits insert: what opens, closes and names scopes, and plain code.
  private static let pieces = [
    "{", "}", "{ ", " }", "if x ", "else ", "} else {", "switch v {", "case 1: ", "when (v) {", "1 -> ", "default: ",
    "class C ", "struct S {", "object O {", "let k = \"v\"\n", "val k = \"v\"\n", "static final String K = \"v\";\n",
    "func f(a: Int) {", "fun f(a: Int) {", "void f(int a) {", "(", ")", "\"", "\n", " ", "x", ".", "=", "+", "package p\n",
    "// c\n", "/*", "*/",
  ]

  /// `source` scanned with symbol facts and checkpoints every `checkpointEvery` tokens, then
  /// brought to `edited` (`CodeEdit`), with what that cost.
  private func rescanned(
    _ source: String, to edited: String, as language: SourceLanguage, checkpointEvery: Int
  ) -> (ScannedFile, CodeEdit.Work) {
    var old = scanKeepingUnfolded(SourceText(source), as: language)
    old.symbols = SymbolScanner.scan(old, language: language, checkpointEvery: checkpointEvery)
    let text = SourceText(edited)
    let (next, work) = codeEdit(old, to: text, as: language)
    XCTAssertNotNil(next, "brought")
    return (next ?? scanKeepingUnfolded(text, as: language), work)
  }

  /// Every checkpoint of `facts` holds the state the pass from scratch has before its token
  /// (the pass from scratch records one before every quiet token when asked every token).
  private func assertTrueCheckpoints(_ facts: SymbolFacts, of scan: ScannedFile, language: SourceLanguage, _ what: String) {
    guard let points = facts.checkpoints else { return XCTFail("no checkpoints: \(what)") }
    let truth = SymbolScanner.scan(scan, language: language, checkpointEvery: 1).checkpoints!
    var byToken: [Int: Int] = [:]
    for (k, c) in truth.checkpoints.enumerated() { byToken[c.token] = k }
    XCTAssertEqual(points.checkpoints.map(\.token), points.checkpoints.map(\.token).sorted(), what)
    for c in points.checkpoints {
      guard let k = byToken[c.token] else {
        XCTFail("a checkpoint before token \(c.token), where the state is not quiet: \(what)")
        return
      }
      let t = truth.checkpoints[k]
      XCTAssertEqual(
        [c.scopes, c.declarations, c.constants, c.imports, Int(c.groups)], [t.scopes, t.declarations, t.constants, t.imports, Int(t.groups)],
        "checkpoint before token \(c.token): \(what)")
      XCTAssertEqual(Array(points.stack(of: c)), Array(truth.stack(of: t)), "open scopes before token \(c.token): \(what)")
    }
    XCTAssertEqual(points.packageToken, truth.packageToken, what)
  }

  func testEditsBringTheFactsTheyWouldHaveFromScratch() {
    var generator = SeededGenerator(state: 0x5EED)
    var brought = 0
    var resynchronized = 0
    let sources: [(SourceLanguage, String)] = [
      (.swift, Self.swiftSource(blocks: 40)), (.kotlin, Self.kotlinSource(blocks: 40)), (.java, Self.javaSource(blocks: 40)),
    ]
    for (language, source) in sources {
      var text = SourceText(source)
      var scan = scanKeepingUnfolded(text, as: language)
      scan.symbols = SymbolScanner.scan(scan, language: language, checkpointEvery: 64)
      for step in 0..<250 {
        var bytes = text.bytes
        let start = generator.next(bytes.count + 1)
        let end = min(bytes.count, start + generator.next(6))
        let inserted = (0..<(1 + generator.next(2))).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
        bytes.replaceSubrange(start..<end, with: Array(inserted.utf8))
        text = SourceText(bytes: bytes)
        let what = "\(language) step \(step): \(start)..<\(end) ← \(inserted.debugDescription)"
        guard let change = LiteralEdit.change(from: scan.text.bytes, to: text.bytes) else { continue }
        var work = CodeEdit.Work()
        guard var next = CodeEdit.rescan(scan, to: text, change: change, language: language, work: &work) else {
          XCTFail("not brought: \(what)")
          return
        }
        let fresh = SymbolScanner.scan(next, language: language)
        if let facts = next.symbols, let passed = work.symbolTokens {
          brought += 1
          if passed < next.tokens.count / 2 { resynchronized += 1 }
          assertSameFacts(facts, fresh, what)
          assertTrueCheckpoints(facts, of: next, language: language, what)
        } else {
          next.symbols = SymbolScanner.scan(next, language: language, checkpointEvery: 64)
        }
        scan = next
      }
    }
    XCTAssertGreaterThan(brought, 600, "edits whose facts were brought")
    XCTAssertGreaterThan(resynchronized, 300, "edits after which the pass met the old state again")
  }

  /// A renamed name in the middle of a long file: the pass goes over a few hundred tokens,
  /// not the file.
  func testARenameInALongFilePassesOverItsNeighbourhoodOnly() {
    let source = Self.swiftSource(blocks: 200)
    let edited = source.replacingOccurrences(of: "func configure100(", with: "func setUp100(")
    let (next, work) = rescanned(source, to: edited, as: .swift, checkpointEvery: SymbolScanner.checkpointInterval)
    XCTAssertNotNil(next.symbols)
    XCTAssertLessThan(work.symbolTokens ?? .max, 1_500, "tokens the pass went over again, of \(next.tokens.count)")
    XCTAssertGreaterThan(next.tokens.count, 15_000)
  }

  /// A new arm in the middle of a long `if`/`else if` chain renumbers every later arm, far
  /// past the change: where the pass meets the old scopes again, the arms an `else` goes on
  /// from must be the same too, or the later arms keep their old numbers.
  func testANewArmRenumbersTheLaterArmsOfItsChain() {
    func body(_ arm: Int) -> String { (0..<60).map { "let v\(arm)_\($0) = f(\($0))" }.joined(separator: "\n") }
    let source = """
      final class Form {
        func configure(value: Int) {
          if value > 0 {
      \(body(0))
          } else if value > 1 {
      \(body(1))
          } else if value > 2 {
      \(body(2))
          } else {
            field.BBB_pattern = "##"
          }
          let after = "x"
        }
      }

      """
    let edited = source.replacingOccurrences(of: "let v0_30 = f(30)\n", with: "let v0_30 = f(30)\n} else if z {\n")
    let (next, _) = rescanned(source, to: edited, as: .swift, checkpointEvery: 16)
    let fresh = SymbolScanner.scan(next, language: .swift)
    assertSameFacts(next.symbols!, fresh, "an arm added to a chain")
    XCTAssertEqual(fresh.scopes.compactMap(\.branch?.arm).max(), 4, "the chain's arms after the edit")
  }

  /// A declaration reads its value on the next line: an edit of that line changes the
  /// constant declared on the line before, so the pass restarts before the declaration.
  func testAnEditOfAValueOnItsOwnLineChangesTheConstantBeforeIt() {
    let padding = (0..<40).map { "  let v\($0) = f(\($0))" }.joined(separator: "\n")
    let source = "final class Form {\n\(padding)\n  static let phone =\n    \"+1 (###)\"\n\(padding)\n}\n"
    XCTAssertEqual(SymbolScanner.scan(swiftScan(source), language: .swift).constants.map(\.name), ["phone"])
    let edited = source.replacingOccurrences(of: "\"+1 (###)\"\n", with: "\"+1 (###)\" + suffix\n")
    let (next, _) = rescanned(source, to: edited, as: .swift, checkpointEvery: 1)
    assertSameFacts(next.symbols!, SymbolScanner.scan(next, language: .swift), "a value made a part")
    XCTAssertEqual(next.symbols?.constants.map(\.name), [])
  }

  /// Where the pass meets an open scope again, it must be the same scope, opened at the same
  /// token (moved) with the same token before it: `companion object {` made `companion
  /// objekt {` is a block of the same kind and name, but its constants are no longer seen
  /// from other files.
  func testAScopeWhoseOpeningChangedIsNotTheOldOne() {
    let constants = (0..<80).map { "    const val MASK\($0) = \"+1 ([000])\"" }.joined(separator: "\n")
    let source = "package p\n\nclass Form {\n  companion object {\n\(constants)\n  }\n}\n"
    let before = SymbolScanner.scan(KotlinLexer.scan(SourceText(source)), language: .kotlin)
    XCTAssertEqual(before.constants.filter(\.isExported).count, 80)
    let edited = source.replacingOccurrences(of: "companion object {", with: "companion objekt {")
    let (next, _) = rescanned(source, to: edited, as: .kotlin, checkpointEvery: 16)
    assertSameFacts(next.symbols!, SymbolScanner.scan(next, language: .kotlin), "companion objekt")
    XCTAssertEqual(next.symbols?.constants.filter(\.isExported).count, 0)
  }

  /// A `{` typed in the middle opens a scope that never closes: every later scope is inside
  /// it, so the old state never comes back and the pass runs to the end, exactly.
  func testAnUnclosedBraceRunsThePassToTheEnd() {
    let source = Self.kotlinSource(blocks: 60)
    let edited = source.replacingOccurrences(of: "class Form30 : Fragment() {", with: "class Form30 : Fragment() { {")
    let (next, work) = rescanned(source, to: edited, as: .kotlin, checkpointEvery: SymbolScanner.checkpointInterval)
    assertSameFacts(next.symbols!, SymbolScanner.scan(next, language: .kotlin), "unclosed brace")
    XCTAssertGreaterThan(work.symbolTokens ?? 0, next.tokens.count / 3)
  }
}
