import XCTest
@testable import MaskEngine

/// Issues: what the library throws on (`.syntax`), what it silently drops (`.ignored`), masks
/// without slots, empty masks, optional slots before mandatory ones.
final class RedMadRobotIssueTests: XCTestCase {
  private func issues(_ format: String, _ notations: [RedMadRobotMask.Notation] = []) -> [MaskIssue] {
    RedMadRobotMask(format: format, customNotations: notations).issues
  }

  private func kinds(_ format: String) -> [MaskIssue.Kind] { issues(format).map(\.kind) }

  // input-mask-android FormatSanitizerTest.kt: "+7 ([0[0]0]) [000]-[00]-[00]" throws.
  func testNestedSquareBracketIsSyntax() {
    let found = issues("+7 ([0[0]0]) [000]-[00]-[00]")
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.kind, .syntax)
    XCTAssertEqual(found.first?.range, 6..<7)
    XCTAssertTrue(found.first?.message.contains("FormatError") ?? false)
    XCTAssertTrue(found.first?.message.contains("crash") ?? false)
    XCTAssertFalse(RedMadRobotMask(format: "+7 ([0[0]0])").isValid)
    XCTAssertTrue(RedMadRobotMask(format: "+7 ([0[0]0])").tokens.isEmpty)
  }

  // input-mask-android CompilerTest.kt: "[00[9]9]" throws.
  func testCompilerTestBadMask() {
    XCTAssertEqual(issues("[00[9]9]").map(\.range), [3..<4])
    XCTAssertEqual(kinds("[00[9]9]"), [.syntax])
  }

  func testNestedCurlyIsSyntax() {
    XCTAssertEqual(issues("{a{b}}").map(\.range), [2..<3])
  }

  func testUnknownCharacterInSquareBrackets() {
    let found = issues("[0x0]")
    XCTAssertEqual(found.map(\.kind), [.syntax])
    XCTAssertEqual(found.first?.range, 2..<3)
    XCTAssertTrue(found.first?.message.contains("`x`") ?? false)
  }

  func testEllipsisAfterEscapeIsSyntax() {
    let found = issues(#"[\…]"#)
    XCTAssertEqual(found.map(\.kind), [.syntax])
    XCTAssertEqual(found.first?.range, 1..<3)
  }

  func testUnclosedSquareBlockIsDropped() {
    let found = issues("[00] [00")
    XCTAssertEqual(found.map(\.kind), [.ignored])
    XCTAssertEqual(found.first?.range, 5..<8)
    XCTAssertEqual(RedMadRobotMask(format: "[00] [00").tokens.count, 3)
  }

  func testUnclosedMixedBlockKeepsItsFirstGroup() {
    // The sanitiser closes "[00" when the letters start, then drops the unclosed "[aa".
    let m = RedMadRobotMask(format: "[00aa")
    XCTAssertEqual(m.sanitizedFormat, "[00]")
    XCTAssertEqual(m.issues.map(\.kind), [.ignored])
    XCTAssertEqual(m.issues.first?.range, 3..<5)
  }

  func testCurlyInsideSquareBlock() {
    // "[0{.}0]": "[0" is an unclosed block (dropped), "{.}" a fixed dot, "0" free, "]" stray.
    let m = RedMadRobotMask(format: "[0{.}0]")
    XCTAssertEqual(m.issues.map(\.kind), [.noSlots, .ignored, .ignored])
    XCTAssertEqual(m.issues.filter { $0.kind == .ignored }.map(\.range), [0..<2, 6..<7])
  }

  func testStrayClosingBrackets() {
    XCTAssertEqual(issues("[00]]").map(\.range), [4..<5])
    XCTAssertEqual(kinds("[00]]"), [.ignored])
    let curly = issues("[0]12}")
    XCTAssertEqual(curly.map(\.kind), [.ignored])
    XCTAssertEqual(curly.first?.range, 5..<6)
  }

  func testMismatchedCloserEndsFixedBlock() {
    // "{a]b}": `]` ends the fixed block, so "b" becomes free and "}" closes nothing.
    let m = RedMadRobotMask(format: "[0]{a]b}")
    XCTAssertEqual(m.tokens.map(\.kind), [
      .slot(accepting: .decimalDigit, optional: false), .literal("a", inValue: true),
      .literal("b", inValue: false),
    ])
    XCTAssertEqual(m.issues.map(\.range), [5..<6, 7..<8])
  }

  func testEverythingAfterEllipsisIsIgnored() {
    let m = RedMadRobotMask(format: "[0…]-[00]")
    XCTAssertEqual(m.issues.map(\.kind), [.ignored])
    XCTAssertEqual(m.issues.first?.range, 4..<9)
    XCTAssertEqual(m.tokens.count, 2)
    XCTAssertTrue(issues("[0…]").isEmpty)
  }

  func testEmptyBlock() {
    XCTAssertEqual(issues("[00][]").map(\.range), [4..<6])
    XCTAssertEqual(kinds("[00]{}"), [.ignored])
  }

  func testTrailingBackslash() {
    XCTAssertEqual(issues(#"[00]\"#).map(\.range), [4..<5])
  }

  func testEscapedBackslashAlsoEscapesTheNextBracket() {
    // Compiler.compile keeps `\` as `lastCharacter` after an escaped backslash, so the `[` that
    // follows is a literal: "\\[0]" shows `\[0` and has no slot.
    let m = RedMadRobotMask(format: #"\\[0]"#)
    XCTAssertEqual(m.tokens.map(\.kind), [
      .literal("\\", inValue: false), .literal("[", inValue: false), .literal("0", inValue: false),
    ])
    XCTAssertEqual(m.issues.map(\.kind), [.noSlots, .ignored, .ignored])
    XCTAssertEqual(m.issues.filter { $0.kind == .ignored }.map(\.range), [2..<3, 4..<5])
  }

  func testNoSlots() {
    let found = issues("+7 ()")
    XCTAssertEqual(found.map(\.kind), [.noSlots])
    XCTAssertEqual(found.first?.range, 0..<0)
    XCTAssertEqual(kinds("{.}"), [.noSlots])
  }

  func testEmpty() {
    XCTAssertEqual(kinds(""), [.empty])
    XCTAssertEqual(RedMadRobotMask(format: "").apply(CaretString("12")).formatted.text, "")
  }

  func testOptionalTrap() {
    let found = issues("[99][00]")
    XCTAssertEqual(found.map(\.kind), [.optionalTrap])
    XCTAssertEqual(found.first?.range, 1..<6)
    // The trap in action: "12" fills the optional slots and the mask is not complete.
    let r = RedMadRobotMask(format: "[99][00]").apply(CaretString("12"))
    XCTAssertFalse(r.complete)
    // Disjoint classes, or optional slots after the mandatory ones, are fine.
    XCTAssertTrue(issues("[9][A]").isEmpty)
    XCTAssertTrue(issues("[0099]").isEmpty)
    XCTAssertTrue(issues("[00]{.}[99]").isEmpty)
    XCTAssertEqual(kinds("[-][0]"), [.optionalTrap])
  }

  func testValidMasksHaveNoIssues() {
    for format in [
      "+7 ([000]) [000]-[00]-[00]", "[00]{.}[00]{.}[9900]", "[A][-]", "[0…]", "[099]",
      "[0000Aa]", #"\{\[[00]\]{99}{\}\[}"#, "[…]",
    ] {
      XCTAssertTrue(issues(format).isEmpty, "\(format): \(issues(format))")
    }
  }
}
