import Foundation
import MaskJSON
import XCTest

/// Regex findings on code users wrote, through the binary: no false alarms on valid regexes,
/// concrete messages, the same output under load.
final class RegexLintFixesTests: XCTestCase {
  struct Reported: Equatable {
    var line: Int
    var rule: String
    var severity: String
    var message: String
  }

  /// Lints one `check.js` and returns its findings.
  private func lint(_ source: String) throws -> [Reported] {
    let dir = try MasklsBinary.tempDir(["check.js": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertTrue(result.status == 0 || result.status == 1, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map { f in
      Reported(
        line: Int(f["range"]?["start"]?["line"]?.intValue ?? -1), rule: f["rule"]?.stringValue ?? "",
        severity: f["severity"]?.stringValue ?? "", message: f["message"]?.stringValue ?? "")
    }
  }

  /// Without `u`, node matches UTF-16 code units: `[\uD800-\uDBFF][\uDC00-\uDFFF]$` finds the
  /// emoji in `a😀`. It was reported as never matching.
  func testSurrogatePairRegexIsNotReportedAsNeverMatching() throws {
    let found = try lint(#"""
      function endsWithAstral(v) { return /[\uD800-\uDBFF][\uDC00-\uDFFF]$/.test(v); }
      function isTwoUnits(v) { return /^..$/.test(v); }
      """# + "\n")
    XCTAssertEqual(found.filter { $0.rule == "regex-never-matches" }, [])
  }

  /// `[^[\]]` is one class (its `[` is literal without `v`): `(x)` is group 1 and `\1` refers
  /// to it. It was reported as a legacy octal escape with a fix that broke the regex.
  func testBackreferenceAfterClassWithBracketIsNotAnOctalEscape() throws {
    let found = try lint(#"const twice = /[^[\]]*(x)\1/;"# + "\n")
    XCTAssertTrue(found.allSatisfy { !$0.message.contains("octal") }, "\(found)")
    XCTAssertEqual(found.filter { $0.severity != "info" }, [])
  }

  /// Prefix and suffix tests are fine; a fully unanchored field validator is a warning with an
  /// example that makes sense for that regex; a sticky regex is anchored where it starts.
  func testUnanchoredOnlyForFullyUnanchoredValidators() throws {
    let found = try lint(#"""
      const card = document.getElementById("card").value;
      function isAmex(card) { return /^3[47]/.test(card); }
      function endsWithDigit(v) { return /\d$/.test(v); }
      function isZip(v) { return /\d{5}/.test(v); }
      function isZipSticky(v) { return /\d{5}/y.test(v); }
      """# + "\n")
    let unanchored = found.filter { $0.rule == "regex-unanchored" }
    XCTAssertEqual(unanchored.map(\.line), [4], "\(found)")
    XCTAssertEqual(unanchored.first?.severity, "warning")
    XCTAssertTrue(unanchored.first?.message.contains("`abc12345xyz` passes") == true, "\(unanchored)")
  }

  /// Every script name node accepts is valid: `\p{Script=Adlam}` was an error.
  func testEveryUnicodeScriptIsAccepted() throws {
    let found = try lint(#"""
      const adlam = /^\p{Script=Adlam}+$/u;
      const osage = /^\p{sc=Osge}+$/u;
      const bad = /^\p{Script=latin}$/u;
      """# + "\n")
    XCTAssertEqual(found.filter { $0.rule == "regex-syntax" }.map(\.line), [3], "\(found)")
  }

  /// A ReDoS finding shows an attack of about 30 characters and what to change; no empty
  /// code spans, no `× n`.
  func testReDoSMessageShowsConcreteAttack() throws {
    let found = try lint(#"function isNumber(v) { return /^(\d+)+$/.test(v); }"# + "\n")
    let redos = try XCTUnwrap(found.first { $0.rule == "regex-redos" }, "\(found)")
    XCTAssertTrue(redos.message.contains("`" + String(repeating: "12", count: 14) + "!`"), redos.message)
    XCTAssertTrue(redos.message.contains("for example"), redos.message)
    for jargon in ["``", "×", "O(n", "pump", "DFA", "NFA"] {
      XCTAssertFalse(redos.message.contains(jargon), "\(jargon): \(redos.message)")
    }
  }

  /// When a question runs out of budget the user is told, as an `info` finding, instead of
  /// the finding silently missing. (The typing check of this regex needs more than the
  /// deterministic state budget: 2^15 states per repetition.)
  func testBudgetOverrunIsReportedAsNotAnalysed() throws {
    let source = #"""
      field.BBB_pattern = "##############################"
      field.BBB_regular = "^(?:(?:a|b)*a(?:a|b){14}){3}$"
      """# + "\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let infos = (json["findings"]?.arrayValue ?? []).filter { $0["severity"]?.stringValue == "info" }
    let blocks = try XCTUnwrap(infos.first { $0["rule"]?.stringValue == "regex-blocks-typing" }, "\(infos)")
    let message = try XCTUnwrap(blocks["message"]?.stringValue)
    XCTAssertTrue(message.hasPrefix("not analysed: this regex is too large to check"), message)
    for jargon in ["DFA", "NFA", "steps", "budget"] { XCTAssertFalse(message.contains(jargon), message) }
  }

  /// Budgets count work, never time: several lint processes at once (the machine loaded) give
  /// byte-identical output, heavy regexes included.
  func testSameFindingsUnderLoad() throws {
    let source = #"""
      function a(v) { return /^(a|a)*$/.test(v); }
      function b(v) { return /(x+x+)+y/.test(v); }
      function c(v) { return /^(?:[a-z]+[0-9]*){1,40}(?:a|b|c){20}$/.test(v); }
      function d(v) { return /^(\w+\s?)*$/.test(v); }
      function e(v) { return /^([a-zA-Z0-9_.+-]+)+@(([a-zA-Z0-9-])+\.)+([a-zA-Z0-9]{2,4})+$/.test(v); }
      function f(v) { return /(?:(?:a|b)*a(?:a|b){14}){3}/.test(v); }
      function g(v) { return /^\d{5}(?:-\d{4})?$/.test(v); }
      """# + "\n"
    let dir = try MasklsBinary.tempDir(["check.js": Array(source.utf8)])
    let reference = try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes
    XCTAssertFalse(reference.isEmpty)
    let outputs = UnsafeOutputs(count: 6)
    DispatchQueue.concurrentPerform(iterations: 6) { i in
      outputs.set(i, (try? MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes) ?? [])
    }
    for (i, bytes) in outputs.values.enumerated() {
      XCTAssertEqual(bytes, reference, "run \(i) differs")
    }
  }
}

/// Per-index results written by concurrent iterations.
private final class UnsafeOutputs: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [[UInt8]]
  init(count: Int) { storage = Array(repeating: [], count: count) }
  func set(_ i: Int, _ value: [UInt8]) { lock.lock(); storage[i] = value; lock.unlock() }
  var values: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return storage }
}
