import XCTest

@testable import MaskEngine

/// Inputmask behaviour from its README (masks `(999) 999-9999`, `99999[-9999]`, `aa-9{4}`,
/// `(aaa)|(999)`, `9{1,3}`, definitions `9 a * A & #`) and its lexer (lib/mask-lexer.js) for
/// what throws. Typing assumes `placeholder: ""` (see `InputmaskMask`).
final class InputmaskTests: XCTestCase {
  private let phone = InputmaskMask(pattern: "(999) 999-9999")

  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  private func backspace(_ mask: any Mask, _ state: CaretString) -> CaretString {
    guard state.caret > 0 else { return state }
    return mask.edit(state, replacing: (state.caret - 1)..<state.caret, with: "", validator: nil)?
      .formatted ?? state
  }

  func testPlainGroupIsShownAsLiteralParentheses() {
    let kinds = phone.tokens.map { token -> String in
      switch token.kind {
      case .slot: return "s\(token.range.lowerBound)"
      case .literal(let c, _): return "\(c)\(token.range.lowerBound)"
      case .repeatingSlot: return "r"
      }
    }
    XCTAssertEqual(kinds.prefix(6), ["(0", "s1", "s2", "s3", ")4", " 5"])
    XCTAssertEqual(phone.tokens.filter(\.isSlot).count, 10)
    XCTAssertTrue(phone.issues.isEmpty)
  }

  func testApplyFormatsAndUnmasks() {
    let r = phone.apply(CaretString("5551234567"))
    XCTAssertEqual(r.formatted.text, "(555) 123-4567")
    XCTAssertTrue(r.complete)
    XCTAssertEqual(r.value, "5551234567")
    XCTAssertFalse(phone.apply(CaretString("555")).complete)
  }

  /// What the library shows (dist/inputmask.js in jsdom, `placeholder: ""`): the whole
  /// template once written, the caret after the literals that follow the last digit.
  func testTypingPlacesCaretAtNextEditablePosition() {
    var s = CaretString("", caret: 0)
    s = type(phone, s, "1")
    XCTAssertEqual(s.description, "(1|) -")
    s = type(phone, s, "2")
    s = type(phone, s, "3")
    XCTAssertEqual(s.description, "(123) |-")
    s = type(phone, s, "x")
    XCTAssertEqual(s.description, "(123) |-")
    s = type(phone, s, "4")
    XCTAssertEqual(s.description, "(123) 4|-")
  }

  /// The library after `123`, then two backspaces: `(123) |-`, `(12|) -`, `(1|) -`.
  func testBackspaceAfterLiteralDeletesTheDigitBeforeIt() {
    var s = CaretString("(123) -", caret: 6)
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "(12|) -")
    s = backspace(phone, s)
    XCTAssertEqual(s.description, "(1|) -")
  }

  func testPasteFormatsTheWholeNumber() {
    let s = type(phone, CaretString(""), "555-123-4567")
    XCTAssertEqual(s.description, "(555) 123-4567|")
  }

  func testTypingInTheMiddleShiftsTheRest() {
    // The library after `1234`, the caret put after the `1`, then `9`.
    let s = type(phone, CaretString("(123) 4-", caret: 2), "9")
    XCTAssertEqual(s.description, "(19|2) 34-")
  }

  func testOptionalPartIsFilledWhenTyped() {
    let zip = InputmaskMask(pattern: "99999[-9999]")
    XCTAssertTrue(zip.apply(CaretString("12345")).complete)
    XCTAssertEqual(zip.apply(CaretString("123456789")).formatted.text, "12345-6789")
    XCTAssertEqual(zip.tokens.filter { if case .slot(_, true) = $0.kind { return true } else { return false } }.count, 4)
  }

  /// qunit/tests_optional.js (full values, so placeholders do not matter).
  func testOptionalCasesFromTheLibraryTests() {
    let phone = InputmaskMask(pattern: "(99) 9999[9]-99999")
    XCTAssertEqual(phone.apply(CaretString("121234-12345")).formatted.text, "(12) 1234-12345")
    XCTAssertEqual(phone.apply(CaretString("121234512345")).formatted.text, "(12) 12345-12345")
    XCTAssertEqual(InputmaskMask(pattern: "9[9][9] 999[9] 9999").apply(CaretString("123123 1234")).formatted.text, "123 123 1234")
    XCTAssertEqual(InputmaskMask(pattern: "[9-]AAA.999").apply(CaretString("1abc123")).formatted.text, "1-ABC.123")
    let groups = InputmaskMask(pattern: "9999[ 9999][ 9999][ 9999][ 999]")
    XCTAssertEqual(groups.apply(CaretString("45464748")).formatted.text, "4546 4748")
    // Typing a ten-digit number without the `-` fills the optional digit first.
    XCTAssertEqual(InputmaskMask(pattern: "(99) 9999[9]-9999").apply(CaretString("1212341234")).formatted.text, "(12) 12341-234")
  }

  func testQuantifiersAndCasing() {
    XCTAssertEqual(InputmaskMask(pattern: "aa-9{4}").apply(CaretString("ab1234")).formatted.text, "ab-1234")
    XCTAssertEqual(InputmaskMask(pattern: "AAA").apply(CaretString("abc")).formatted.text, "ABC")
    XCTAssertEqual(InputmaskMask(pattern: "###").apply(CaretString("0fz")).formatted.text, "0F")
    let upTo3 = InputmaskMask(pattern: "9{1,3}")
    XCTAssertTrue(upTo3.apply(CaretString("1")).complete)
    XCTAssertEqual(upTo3.apply(CaretString("12345")).formatted.text, "123")
    XCTAssertEqual(upTo3.tokens.map(\.kind), [
      .slot(accepting: InputmaskDefinition.builtIn["9"]!.accepting, optional: false),
      .slot(accepting: InputmaskDefinition.builtIn["9"]!.accepting, optional: true),
      .slot(accepting: InputmaskDefinition.builtIn["9"]!.accepting, optional: true),
    ])
    XCTAssertEqual(Set(upTo3.tokens.map(\.range)), [0..<1])
    let many = InputmaskMask(pattern: "9{+}")
    XCTAssertEqual(many.tokens.map(\.isSlot), [true, true])
    XCTAssertEqual(many.apply(CaretString("123456789012")).formatted.text, "123456789012")
    XCTAssertNil(many.completeFormattedLength)
  }

  func testAlternationTakesTheAlternativeThatFits() {
    let mask = InputmaskMask(pattern: "(aaa)|(999)")
    XCTAssertEqual(mask.apply(CaretString("123")).formatted.text, "123")
    XCTAssertEqual(mask.apply(CaretString("abc")).formatted.text, "abc")
    XCTAssertFalse(mask.apply(CaretString("abc")).formatted.text.contains("("))
  }

  /// qunit/tests_alternations.js (values without placeholders).
  func testAlternationCasesFromTheLibraryTests() {
    func check(_ pattern: String, _ input: String, _ expected: String, line: UInt = #line) {
      XCTAssertEqual(InputmaskMask(pattern: pattern).apply(CaretString(input)).formatted.text, expected, pattern, line: line)
    }
    check("9{1,2}C|S A{1,3} 9{4}", "12Cabc1234", "12C ABC 1234")
    check("W|XY|Z", "WZ", "WZ")
    check("(W)|(X)(Y)|(Z)", "WZ", "WZ")
    check("(9{1,3}|SE|NE|SW|NW)-9{1,3}", "(NE123", "NE-123")
    check("(9)|(a9)", "12", "1")
    check("(9)|(a9)", "a1", "a1")
    check("(999)|(0aa)", "0ab", "0ab")
    check("(999)|(0aa)", "1ab", "1")
    check("(1|2|3)/(4|5)", "34", "3/4")
    check("(99)|(*a)", "1a", "1a")
    check("(99)|(*a)", "ab", "ab")
    check("(99)|(*a)", "a2", "a")
    // The suite expects `((S))` once focused; `format("")` shows the same (no slot to wait for).
    check("((S))", "", "((S))")
    XCTAssertEqual(InputmaskMask(pattern: "((S))").tokens.map(\.range), [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
  }

  /// Typing into an alternation, key by key, as Inputmask's dist/inputmask.js shows it (jsdom,
  /// `placeholder: ""`): the alternatives still possible share the template; a literal they
  /// differ on is hidden when `getPlaceholder` hides it (`[0-9a-bA-Z]`), else the first
  /// alternative's is shown, and the caret stops before it.
  func testTypingIntoAnAlternationKeepsTheAlternativesStillPossible() {
    func typed(_ pattern: String, _ keys: String) -> (String, Int, String) {
      let mask = InputmaskMask(pattern: pattern)
      var state = CaretString("")
      var value = ""
      for k in keys {
        let r = mask.edit(state, replacing: state.caret..<state.caret, with: String(k), validator: nil)
        state = r?.formatted ?? state
        value = r?.value ?? value
      }
      return (state.text, state.caret, value)
    }
    XCTAssertTrue(typed("W|XY|Z", "W") == ("W", 1, ""))
    XCTAssertTrue(typed("9(Y|Z)", "1") == ("1", 1, "1"))
    XCTAssertTrue(typed("9(+|/)", "1") == ("1+", 1, "1"))
    XCTAssertTrue(typed("9(+9|+8)", "1") == ("1+", 2, "1"))
    // A refused key leaves the caret before the undecided literal.
    XCTAssertTrue(typed("9-|AA", "16") == ("1-", 1, "1"))
    // `format`: a key no alternative takes after the keys before it is left out, and the
    // next keys go on (`X` is refused, then `6` goes to the second alternative).
    XCTAssertEqual(InputmaskMask(pattern: "/a(++9|9*)").apply(CaretString("2X6 ")).formatted.text, "/X6")
    XCTAssertEqual(InputmaskMask(pattern: "*9(-+.|9A)9a/").apply(CaretString("9aY69")).formatted.text, "969/")
    // A static that matches the key comes before a slot.
    XCTAssertTrue(typed("(999)|(0aa)", "0") == ("0", 1, ""))
    XCTAssertTrue(typed("+(1|\\90|221) (999) 999 99-99", "9") == ("+90 ()  -", 5, ""))
    // No alternative takes the key where it is typed: the first alternative's literals are
    // written (`-` and `.` would take the `1` one position earlier).
    XCTAssertTrue(typed("(  |-|.)9 ", "1") == ("  1 ", 4, "1"))
    // The template of the undecided `C|S` is left out until a key decides it.
    XCTAssertTrue(typed("9{1,2}C|S A{1,3} 9{4}", "12") == ("12  ", 2, "12"))
    XCTAssertTrue(typed("9{1,2}C|S A{1,3} 9{4}", "12Ca") == ("12C A ", 5, "12A"))
  }

  func testEscapedDefinitionIsLiteral() {
    let mask = InputmaskMask(pattern: "\\9-99")
    XCTAssertEqual(mask.apply(CaretString("12")).formatted.text, "9-12")
    XCTAssertEqual(mask.tokens.first?.range, 0..<2)
    // `\]` is an escaped `]`, a literal (the tokenizer reads `\` on its own).
    XCTAssertEqual(InputmaskMask(pattern: "9\\]").apply(CaretString("1")).formatted.text, "1]")
  }

  func testMasksTheLexerThrowsOnAreSyntaxErrors() {
    for (pattern, range) in [(")999", 0..<1), ("{3}9", 0..<3), ("|99", 0..<1), ("9{a}", 1..<2), ("[9]]", 3..<4)] {
      let mask = InputmaskMask(pattern: pattern)
      XCTAssertEqual(mask.issues.first { $0.kind == .syntax }?.range, range, pattern)
      XCTAssertTrue(mask.tokens.isEmpty, pattern)
      // The field stays unmasked.
      XCTAssertEqual(mask.apply(CaretString("12a")).formatted.text, "12a", pattern)
    }
  }

  func testOddButAcceptedMasksAreReported() {
    let reversed = InputmaskMask(pattern: "9{3,1}")
    XCTAssertEqual(reversed.issues.map(\.kind), [.ignored])
    XCTAssertEqual(reversed.issues.first?.range, 1..<6)
    let unclosed = InputmaskMask(pattern: "99[-99")
    XCTAssertEqual(unclosed.issues.map(\.kind), [.ignored])
    XCTAssertEqual(unclosed.issues.first?.range, 2..<3)
    XCTAssertTrue(unclosed.apply(CaretString("12")).complete)
    XCTAssertEqual(InputmaskMask(pattern: "99\\").issues.map(\.kind), [.ignored])
    XCTAssertEqual(InputmaskMask(pattern: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(InputmaskMask(pattern: "+7 ()").issues.map(\.kind), [.noSlots])
    XCTAssertEqual(InputmaskMask(pattern: "[9]99").issues.map(\.kind), [.optionalTrap])
    // The unclosed groups go to the end (`(9A([*9]` reads as `(9A(` + `[*9]`): the trap
    // spans both slots as written.
    let moved = InputmaskMask(pattern: "(9A([*9]")
    XCTAssertEqual(moved.issues.first { $0.kind == .optionalTrap }?.range, 1..<6)
  }

  func testSampleCompletesTheMask() {
    let sample = phone.sampleInput()
    XCTAssertEqual(sample.count, 10)
    XCTAssertTrue(phone.apply(CaretString(sample)).complete)
    XCTAssertEqual(phone.completeFormattedLength, 14)
    XCTAssertEqual(phone.caretMap(forRaw: "123"), [0, 2, 3, 6])
  }

  func testCustomDefinitionFromOptions() {
    let mask = MaskDialect.inputmask.parse(
      "ZZ-99", options: MaskOptions(definitions: ["Z": .scalars(name: "x", ranges: [0x78...0x78])]))
    XCTAssertEqual(mask.apply(CaretString("xx12")).formatted.text, "xx-12")
    // `format` shows the template after what the slots took (the library: `-`); typing a key
    // the first slot refuses into an empty field writes nothing.
    XCTAssertEqual(mask.apply(CaretString("ab12")).formatted.text, "-")
    XCTAssertEqual(type(mask, CaretString(""), "a").description, "|")
    XCTAssertEqual(type(mask, CaretString(""), "x").description, "x|-")
  }

  /// A list whose mask is complete after one key: a second key that only a later mask takes
  /// leaves the caret at the first slot after position 1 (the library's `alternate()` tests
  /// `maskPos == true`, and `1 == true`), before the key; the next key is inserted there, and
  /// refused when it would push a key out. Expectations from `dist/inputmask.js` in jsdom
  /// (the `inputmask-lists` vectors).
  func testAListSwitchedToFromPosition1LeavesTheCaretBeforeTheKey() {
    func replay(_ list: [String], _ keys: String) -> [String] {
      FieldSimulator(mask: InputmaskMask(list: list)).replay(keys: keys).map(\.state.description)
    }
    XCTAssertEqual(replay(["9", "9 -", "9 -9"], "063"), ["0|", "0 -|6", "0 -|6"])
    XCTAssertEqual(replay(["9", "9/ ", "9/ 99"], "3110"), ["3|", "3/ |1", "3/ 1|1", "3/ 1|1"])
    XCTAssertEqual(replay(["9", "9- .", "9- .9+."], "47"), ["4|", "4- .|7+."])
    // At another position the caret goes after the key.
    XCTAssertEqual(replay(["99-99", "999-99"], "89337"), ["8|-", "89-|", "89-3|", "89-33|", "893-37|"])
    // `format` types each key at the caret the last one left.
    XCTAssertEqual(InputmaskMask(list: ["9", "9/ ", "9/ 99"]).apply(CaretString("37)29+6561037")).formatted.text, "3/ 27")
  }

  /// The caret after a key goes on over a literal where another alternative has ended (the
  /// library's `isMask` counts the tests of a position, the end's aside), but stops before it
  /// when another alternative has a slot there still empty. From `dist/inputmask.js`.
  func testTheCaretGoesOverALiteralWhereAnotherAlternativeHasEnded() {
    func replay(_ pattern: String, _ keys: String) -> [String] {
      FieldSimulator(mask: InputmaskMask(pattern: pattern)).replay(keys: keys).map(\.state.description)
    }
    XCTAssertEqual(replay("(9 |9)", "9"), ["9 |"])
    XCTAssertEqual(replay("9(  9|9|**)", "6"), ["6|  "])
  }
}
