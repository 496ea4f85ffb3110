import XCTest
@testable import RegexAnalysis

/// Capturing groups are counted before parsing (a backreference may come first); the count
/// follows each flavour's class syntax, checked against node, java and ICU.
final class GroupPrescanTests: XCTestCase {
  private func parse(_ pattern: String, _ flavor: RegexFlavor, _ flags: String = "") -> ParsedRegex {
    RegexParser.parse(pattern, flavor: flavor, flagLetters: flags)
  }

  /// Without `v`, `[` inside an ECMAScript class is a literal: the class `[^[\]]` ends at its
  /// first unescaped `]`, so `(x)` is a group and `\1` refers to it (node: `abxx` matches).
  func testBracketInsideECMAScriptClassIsLiteral() {
    for flags in ["", "u"] {
      let parsed = parse(#"[^[\]]*(x)\1"#, .ecmascript, flags)
      XCTAssertTrue(parsed.isValid, "\(flags): \(parsed.diagnostics)")
      XCTAssertEqual(parsed.ast?.captureCount, 1)
      XCTAssertFalse(parsed.diagnostics.contains { $0.message.contains("octal") }, "\(parsed.diagnostics)")
      let notBrackets = ScalarSet([0x5B...0x5B, 0x5D...0x5D])
      XCTAssertEqual(parsed.core, .concat([
        .repetition(.set(flags.isEmpty ? notBrackets.complement(in: .allCodeUnits) : notBrackets.inverted), min: 0, max: nil),
        .set(ScalarSet(scalar: 0x78)), .unsupported(reason: "backreference `\\1`"),
      ]))
    }
  }

  /// With `v` (and in ICU, Java, Swift) a `[` inside a class opens a nested class: the same
  /// pattern is an unterminated class there, as the engines say.
  func testBracketInsideClassNestsWithVFlagAndOtherFlavours() {
    XCTAssertFalse(parse(#"[^[\]]*(x)\1"#, .ecmascript, "v").isValid)
    XCTAssertFalse(parse(#"[^[\]]*(x)\1"#, .java).isValid)
    XCTAssertFalse(parse(#"[^[\]]*(x)\1"#, .icu).isValid)
    // A nested class's `(` is a member, not a group: one group, `\1` is a backreference.
    for flavor in [RegexFlavor.java, .icu, .swift] {
      let parsed = parse(#"[a[(]](x)\1"#, flavor)
      XCTAssertEqual(parsed.ast?.captureCount, 1, "\(flavor)")
    }
    let v = parse(#"[a[\(]](x)\1"#, .ecmascript, "v")
    XCTAssertEqual(v.ast?.captureCount, 1)
  }

  /// ICU and Java read a `]` right after `[` or `[^` as a member; ECMAScript's `[]` is the
  /// empty class.
  func testLeadingBracketMemberDoesNotCloseTheClass() {
    for flavor in [RegexFlavor.java, .icu] {
      let parsed = parse(#"[](](x)\1"#, flavor)
      XCTAssertTrue(parsed.isValid, "\(flavor): \(parsed.diagnostics)")
      XCTAssertEqual(parsed.ast?.captureCount, 1, "\(flavor)")
    }
    let es = parse(#"[](x)\1"#, .ecmascript)
    XCTAssertEqual(es.ast?.captureCount, 1)
    XCTAssertFalse(es.diagnostics.contains { $0.message.contains("octal") })
  }
}
