import XCTest

@testable import MaskEngine

final class HashMaskTests: XCTestCase {
  let phone = HashMask(pattern: "+1 (###) ###-####")

  // MARK: tokens and issues

  func testTokensMarkHashAsSlotsAndTheRestAsLiterals() {
    let mask = HashMask(pattern: "(#)")
    XCTAssertEqual(
      mask.tokens,
      [
        MaskToken(.literal("(", inValue: false), range: 0..<1),
        MaskToken(.slot(accepting: .any, optional: false), range: 1..<2),
        MaskToken(.literal(")", inValue: false), range: 2..<3),
      ])
    XCTAssertEqual(phone.tokens.filter(\.isSlot).count, 10)
    XCTAssertEqual(phone.tokens.count, 17)
  }

  func testTokenRangesCountCharactersNotScalars() {
    let mask = HashMask(pattern: "🇫🇷#é#")
    XCTAssertEqual(mask.tokens.map(\.range), [0..<1, 1..<2, 2..<3, 3..<4])
    XCTAssertEqual(mask.tokens[0].kind, .literal("🇫🇷", inValue: false))
  }

  func testPhonePatternHasNoIssues() {
    XCTAssertEqual(phone.issues, [])
  }

  func testEmptyPatternIsReported() {
    let mask = HashMask(pattern: "")
    XCTAssertEqual(mask.issues.map(\.kind), [.empty])
    XCTAssertNil(mask.completeFormattedLength)
    XCTAssertEqual(mask.sampleInput(), "")
  }

  func testPatternWithoutSlotsCanNeverTakeACharacter() {
    let mask = HashMask(pattern: "abc")
    XCTAssertEqual(mask.issues.map(\.kind), [.noSlots])
    XCTAssertTrue(mask.issues[0].message.contains("never take a character"))
    XCTAssertEqual(mask.issues[0].range, 0..<3)
    XCTAssertNil(mask.completeFormattedLength)
  }

  func testTrailingLiteralsAreReportedAsNotShown() {
    let mask = HashMask(pattern: "(###) ")
    XCTAssertEqual(mask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(mask.issues[0].range, 4..<6)
  }

  // MARK: format

  func testFormatPlacesRawIntoSlots() {
    XCTAssertEqual(phone.format(raw: "2345678909", caret: 10).text, "+1 (234) 567-8909")
  }

  func testFormattedTextNeverEndsInALiteral() {
    XCTAssertEqual(phone.format(raw: "234", caret: 3).text, "+1 (234")
  }

  func testEmptyRawFormatsToEmptyText() {
    XCTAssertEqual(phone.format(raw: "", caret: 0), CaretString("", caret: 0))
  }

  func testRawBeyondTheLastSlotIsDropped() {
    XCTAssertEqual(phone.format(raw: "2345678909123", caret: 0).text, "+1 (234) 567-8909")
  }

  func testFormatShiftsCaretByLiteralsBeforeIt() {
    // Caret after "23": the four literals "+1 (" are emitted before raw[0] (j = 0 < 2).
    XCTAssertEqual(phone.format(raw: "2345", caret: 2).caret, 6)
    // Caret after "234": ") " is emitted while j = 3, not before the caret.
    XCTAssertEqual(phone.format(raw: "2345", caret: 3).caret, 7)
    XCTAssertEqual(phone.format(raw: "2345", caret: 0).caret, 0)
    XCTAssertEqual(phone.format(raw: "2345", caret: 4).caret, 10)
  }

  func testFormatClampsCaret() {
    XCTAssertEqual(phone.format(raw: "23", caret: 99).caret, 6)
    XCTAssertEqual(phone.format(raw: "23", caret: -5).caret, 0)
    // Dropped raw characters: the caret cannot go past the end of the text.
    let short = HashMask(pattern: "##")
    XCTAssertEqual(short.format(raw: "abc", caret: 3), CaretString("ab", caret: 2))
  }

  func testFormatKeepsEmojiAndCombiningCharactersWhole() {
    let mask = HashMask(pattern: "#-#")
    XCTAssertEqual(mask.format(raw: "👍🏽e\u{301}", caret: 2), CaretString("👍🏽-é", caret: 3))
  }

  // MARK: unformat

  func testUnformatRemovesLiteralsInPlaceAndMapsTheRange() {
    let (raw, range) = phone.unformat(formatted: "+1 (234) 5", range: 8..<9)
    XCTAssertEqual(raw, "2345")
    XCTAssertEqual(range, 3..<3)
  }

  func testUnformatKeepsCharactersThatDifferFromTheLiteral() {
    // Position by position: "x" stands where "(" is expected, so it is kept as raw.
    let mask = HashMask(pattern: "(#)")
    XCTAssertEqual(mask.unformat(formatted: "x1)", range: 3..<3).raw, "x1")
  }

  func testUnformatIgnoresTextBeyondThePattern() {
    let mask = HashMask(pattern: "#-#")
    let (raw, range) = mask.unformat(formatted: "1-2345", range: 1..<2)
    XCTAssertEqual(raw, "12")
    XCTAssertEqual(range, 1..<1)
  }

  func testUnformatClampsRange() {
    let (raw, range) = phone.unformat(formatted: "+1 (23", range: 50..<80)
    XCTAssertEqual(raw, "23")
    XCTAssertEqual(range, 2..<2)
  }

  // MARK: apply, value, completeness

  func testApplyFormatsRawTextAndReportsCompleteness() {
    let partial = phone.apply(CaretString("234"))
    XCTAssertEqual(partial.formatted, CaretString("+1 (234", caret: 7))
    XCTAssertFalse(partial.complete)
    XCTAssertEqual(partial.value, "234")

    let full = phone.apply(CaretString("2345678909"))
    XCTAssertEqual(full.formatted.text, "+1 (234) 567-8909")
    XCTAssertTrue(full.complete)
    XCTAssertEqual(full.value, "2345678909")
  }

  func testValueDropsRawBeyondTheSlots() {
    let result = HashMask(pattern: "##").apply(CaretString("abc"))
    XCTAssertEqual(result.value, "ab")
    XCTAssertTrue(result.complete)
  }

  func testEmptyPatternKeepsTextAsTyped() {
    let mask = HashMask(pattern: "")
    XCTAssertEqual(mask.apply(CaretString("abc", caret: 1)).formatted, CaretString("abc", caret: 1))
    let edited = mask.edit(
      CaretString("abc", caret: 1), replacing: 1..<1, with: "X", validator: nil)
    XCTAssertEqual(edited?.formatted, CaretString("aXbc", caret: 2))
    XCTAssertEqual(edited?.value, "aXbc")
  }

  // MARK: edit

  func testDeletingALiteralDeletesNothingAndMovesCaretTo7() {
    let result = phone.edit(
      CaretString("+1 (234) 5", caret: 9), replacing: 8..<9, with: "", validator: nil)
    XCTAssertEqual(result?.formatted, CaretString("+1 (234) 5", caret: 7))
    XCTAssertEqual(result?.value, "2345")
  }

  func testEditInTheMiddleShiftsTheRest() {
    let result = phone.edit(
      CaretString("+1 (234) 5", caret: 5), replacing: 5..<5, with: "9", validator: nil)
    XCTAssertEqual(result?.formatted, CaretString("+1 (293) 45", caret: 6))
  }

  func testPasteIntoEmptyFieldFormatsEverything() {
    let result = phone.edit(CaretString(""), replacing: 0..<0, with: "2345678909", validator: nil)
    XCTAssertEqual(result?.formatted, CaretString("+1 (234) 567-8909", caret: 17))
    XCTAssertEqual(result?.complete, true)
  }

  func testValidatorSeesTheWholeRawText() {
    let recorder = ValidatorRecorder(answer: true)
    _ = phone.edit(
      CaretString("+1 (23", caret: 5), replacing: 5..<5, with: "9", validator: recorder.validator)
    XCTAssertEqual(recorder.seen, ["293"])
  }

  func testValidatorRefusalReturnsNil() {
    let result = phone.edit(
      CaretString(""), replacing: 0..<0, with: "2",
      validator: ValidatorFixtures.matchesWhole("\\d{10}"))
    XCTAssertNil(result)
  }

  func testUnknownValidatorAnswerCountsAsAccepted() {
    let result = phone.edit(
      CaretString(""), replacing: 0..<0, with: "2", validator: ValidatorFixtures.unknown)
    XCTAssertEqual(result?.formatted.text, "+1 (2")
  }

  func testOutOfRangeEditsAreClampedNeverCrash() {
    let state = CaretString("+1 (23", caret: 6)
    XCTAssertEqual(
      phone.edit(state, replacing: 40..<90, with: "4", validator: nil)?.formatted.text, "+1 (234")
    XCTAssertEqual(
      phone.edit(state, replacing: -3..<2, with: "", validator: nil)?.formatted.text, "+1 (23")
    XCTAssertEqual(
      phone.edit(CaretString("", caret: 7), replacing: 0..<0, with: "", validator: nil)?.formatted,
      CaretString(""))
  }

  func testCombiningMarkTypedAfterALetterJoinsIt() {
    let mask = HashMask(pattern: "#-#")
    let result = mask.edit(
      CaretString("e", caret: 1), replacing: 1..<1, with: "\u{301}", validator: nil)
    XCTAssertEqual(result?.formatted, CaretString("é", caret: 1))
    XCTAssertEqual(result?.value, "é")
  }

  // MARK: caret map, sample, complete length

  func testCaretMapMatchesFormatForEveryRawCaret() {
    let raw = "2345678"
    let expected = [0, 5, 6, 7, 10, 11, 12, 14]
    XCTAssertEqual(phone.caretMap(forRaw: raw), expected)
    for (i, c) in expected.enumerated() {
      XCTAssertEqual(phone.format(raw: raw, caret: i).caret, c)
    }
  }

  func testCaretMapClampsPastDroppedRaw() {
    XCTAssertEqual(HashMask(pattern: "#-#").caretMap(forRaw: "abcd"), [0, 1, 3, 3, 3])
    XCTAssertEqual(HashMask(pattern: "").caretMap(forRaw: "ab"), [0, 1, 2])
    XCTAssertEqual(HashMask(pattern: "x").caretMap(forRaw: ""), [0])
  }

  func testSampleInputIsTheSpecPhoneNumber() {
    XCTAssertEqual(phone.sampleInput(), "2345678909")
    XCTAssertEqual(
      phone.apply(CaretString(phone.sampleInput())).formatted.text, "+1 (234) 567-8909")
    XCTAssertEqual(HashMask(pattern: "#### #### #### ####").sampleInput(), "2345678909234567")
  }

  func testCompleteFormattedLengthStopsAtTheLastSlot() {
    XCTAssertEqual(phone.completeFormattedLength, 17)
    XCTAssertEqual(HashMask(pattern: "(###) ").completeFormattedLength, 4)
  }

  func testDialectParsesToHashMask() {
    let mask = MaskDialect.hash.parse("##-##")
    XCTAssertEqual(mask.dialect, .hash)
    XCTAssertEqual(mask.apply(CaretString("1234")).formatted.text, "12-34")
  }
}
