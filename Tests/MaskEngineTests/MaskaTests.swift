import XCTest

@testable import MaskEngine

/// maska behaviour from its docs (`#-#`, `##/##/####`, `+1 (###) ###-####`, `!` escape) and
/// `Mask.process` / `MaskInput.updateCursor` in src/mask.ts and src/mask-input.ts.
final class MaskaTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  func testFormatsAndUnmasks() {
    let date = MaskaMask(pattern: "##/##/####")
    let r = date.apply(CaretString("12122000"))
    XCTAssertEqual(r.formatted.text, "12/12/2000")
    XCTAssertEqual(r.value, "12122000")
    XCTAssertTrue(r.complete)
    XCTAssertFalse(date.apply(CaretString("1212")).complete)
  }

  func testTypedDigitEqualToALeadingLiteralIsTakenAsTheLiteral() {
    let phone = MaskaMask(pattern: "+1 (###) ###-####")
    XCTAssertEqual(phone.apply(CaretString("1234567890")).formatted.text, "+1 (234) 567-890")
    XCTAssertEqual(phone.apply(CaretString("2345678901")).formatted.text, "+1 (234) 567-8901")
  }

  func testTypingBackspaceAndPaste() {
    let mask = MaskaMask(pattern: "#-#")
    var s = type(mask, CaretString(""), "1")
    XCTAssertEqual(s.description, "1|")
    s = type(mask, s, "2")
    XCTAssertEqual(s.description, "1-2|")
    let back = mask.edit(s, replacing: 1..<2, with: "", validator: nil)?.formatted
    XCTAssertEqual(back?.description, "1|-2")
    XCTAssertEqual(type(MaskaMask(pattern: "##/##/####"), CaretString(""), "12.12.2000").description, "12/12/2000|")
    // Typing in the middle keeps the caret where the browser put it.
    XCTAssertEqual(type(mask, CaretString("1-2", caret: 0), "3").description, "3|-1")
  }

  func testEscapeAndItsCompletenessQuirk() {
    let mask = MaskaMask(pattern: "!#-#")
    let r = mask.apply(CaretString("5"))
    XCTAssertEqual(r.formatted.text, "#-5")
    XCTAssertFalse(r.complete)
    XCTAssertEqual(mask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(mask.tokens.map(\.range), [0..<2, 2..<3, 3..<4])
    XCTAssertEqual(mask.tokens.first?.kind, .literal("#", inValue: false))
  }

  func testIssuesAndSamples() {
    XCTAssertEqual(MaskaMask(pattern: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(MaskaMask(pattern: "+7").issues.map(\.kind), [.noSlots])
    XCTAssertEqual(MaskaMask(pattern: "@@-##").sampleInput(), "AA23")
    XCTAssertEqual(MaskaMask(pattern: "@@-##").completeFormattedLength, 5)
  }
}

/// Cases from maska's own suite (test/mask.test.ts): `masked` is `apply`, `unmasked` the value.
final class MaskaSuiteTests: XCTestCase {
  private func check(_ pattern: String, eager: Bool = false, _ cases: [(String, String)], line: UInt = #line) {
    let mask = MaskaMask(pattern: pattern, eager: eager)
    for (input, expected) in cases {
      XCTAssertEqual(mask.apply(CaretString(input)).formatted.text, expected, "\(pattern) ← \(input)", line: line)
    }
  }

  func testLazyMasks() {
    check("@ @", [("1", ""), ("ab", "a b"), ("1abc", "a b")])
    check("#.#", [("1.", "1."), ("a123", "1.2")])
    check("@@-##", [("12", ""), ("a1b2a1b2", "ab-21")])
    check("(#)", [("1", "(1"), ("1 ", "(1)"), ("a12", "(1)")])
    check("!##.#", [("1", "#1"), ("#1.2", "#1.2")])
    check("#2 ##", [("13", "12 3"), ("1345", "12 34"), ("a13", "12 3")])
    check("(1) 2#", [(" ", "(1) "), (".", "(1) 2"), ("1", "(1"), ("3", "(1) 23")])
    check("12##", [(".", "12"), ("1", "1"), ("134", "1234")])
    check("#!!#", [("12", "1!2"), ("1!2", "1!2")])
    check("+1 (###) ###-##-##", [("19991234567", "+1 (999) 123-45-67"), ("a9991234567", "+1 (999) 123-45-67")])
    XCTAssertEqual(MaskaMask(pattern: "@@-##").apply(CaretString("a1b2a1b2")).value, "ab21")
    XCTAssertEqual(MaskaMask(pattern: "+1 (###) ###-##-##").apply(CaretString("+19991234567")).value, "9991234567")
  }

  /// maska 3 (`fix!: change eager mask behavior`, 3.0.0): a typed character equal to a literal
  /// the eager mask adds is that literal (maska 2 took it for the next slot: `0#.#` + `01` was
  /// `00.1`, now `01.`).
  func testEagerMasks() {
    check("@ @", eager: true, [("a", "a "), ("1abc", "a b")])
    check("#.#", eager: true, [("1", "1."), ("1 ", "1.")])
    check("0#.#", eager: true, [("1", "01."), ("01", "01.")])
    check("#2 ##", eager: true, [("1", "12 "), ("12", "12 "), ("1234", "12 34")])
    check("(1) 2##", eager: true, [(" ", "(1) 2"), ("1", "(1) 2"), ("3", "(1) 23")])
    check("+1 (###) ###-##-##", eager: true, [("999", "+1 (999) "), ("19991234567", "+1 (999) 123-45-67")])
    XCTAssertEqual(MaskaMask(pattern: "1 (###) ###-##-##", eager: true).apply(CaretString("+19991234567")).value, "1999123456")
  }
}
