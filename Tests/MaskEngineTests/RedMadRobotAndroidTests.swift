import XCTest
@testable import MaskEngine

/// The Android reading of RedMadRobot masks (`RedMadRobotMask.Platform.android`,
/// `MaskOptions.redMadRobotPlatform`): input-mask-android's Kotlin `Char`s and Java character
/// predicates, against the iOS reading of the same mask and text.
final class RedMadRobotAndroidTests: XCTestCase {
  private func masks(_ format: String, _ options: MaskOptions = MaskOptions()) -> (ios: RedMadRobotMask, android: RedMadRobotMask) {
    var android = options
    android.redMadRobotPlatform = .android
    return (
      MaskDialect.redmadrobot.parse(format, options: options) as! RedMadRobotMask,
      MaskDialect.redmadrobot.parse(format, options: android) as! RedMadRobotMask
    )
  }

  private func typed(_ mask: RedMadRobotMask, _ text: String) -> RedMadRobotMask.Application {
    mask.application(CaretString(text, gravity: .forward(autocomplete: false)))
  }

  func testTheOptionPicksThePlatform() {
    let (ios, android) = masks("[00]")
    XCTAssertEqual(ios.platform, .ios)
    XCTAssertEqual(android.platform, .android)
    XCTAssertEqual(ios.dialect, .redmadrobot)
    XCTAssertEqual(android.dialect, .redmadrobot)
    XCTAssertEqual(ios.libraryName, "RedMadRobot input-mask")
    XCTAssertEqual(android.libraryName, "RedMadRobot input-mask-android")
    XCTAssertEqual(RedMadRobotMask(format: "[00]").platform, .ios)
  }

  /// `e` + U+0301: one letter on iOS (Foundation's `letters` has the mark), two `Char`s on
  /// Android, where `isLetter` refuses the mark.
  func testCombiningMarkIsACharacterOfItsOwnOnAndroid() {
    let (ios, android) = masks("[A]")
    let decomposed = "e\u{301}"
    let onIOS = typed(ios, decomposed)
    XCTAssertEqual(onIOS.result.formatted.text, decomposed)
    XCTAssertEqual(onIOS.result.value, decomposed)
    XCTAssertEqual(onIOS.result.formatted.caret, 1)
    XCTAssertEqual(onIOS.affinity, 1)
    let onAndroid = typed(android, decomposed)
    XCTAssertEqual(onAndroid.result.formatted.text, "e")
    XCTAssertEqual(onAndroid.result.value, "e")
    XCTAssertTrue(onAndroid.result.complete)
    XCTAssertEqual(onAndroid.result.formatted.caret, 1)
    XCTAssertEqual(onAndroid.libraryCaret, 1)
    // +1 for `e`, −1 for the refused mark.
    XCTAssertEqual(onAndroid.affinity, 0)
    // The precomposed `é` is one letter for both.
    XCTAssertEqual(typed(android, "\u{e9}").result.formatted.text, "\u{e9}")
  }

  /// A custom notation whose characters include the mark takes it alone on Android.
  func testNotationTakesALoneMarkOnAndroid() {
    let options = MaskOptions(definitions: ["c": .scalars(name: "marks", ranges: [0x301...0x301])])
    let (ios, android) = masks("[A][c]", options)
    XCTAssertEqual(typed(android, "e\u{301}").result.formatted.text, "e\u{301}")
    XCTAssertEqual(typed(android, "e\u{301}").result.value, "e\u{301}")
    XCTAssertTrue(typed(android, "e\u{301}").result.complete)
    // iOS reads one character `é`, which `[A]` takes; nothing is left for `[c]`.
    XCTAssertFalse(typed(ios, "e\u{301}").result.complete)
  }

  /// `½`, `²`, `①`, `Ⅻ`: Foundation's `alphanumerics` has every number, Java's
  /// `isLetterOrDigit` only decimal digits.
  func testNonDecimalNumbersAreNotAlphanumericOnAndroid() {
    let (ios, android) = masks("[_]")
    for number in ["\u{bd}", "\u{b2}", "\u{2460}", "\u{216b}"] {
      XCTAssertEqual(typed(ios, number).result.formatted.text, number, number)
      XCTAssertTrue(typed(ios, number).result.complete, number)
      let onAndroid = typed(android, number)
      XCTAssertEqual(onAndroid.result.formatted.text, "", number)
      XCTAssertEqual(onAndroid.result.value, "", number)
      XCTAssertFalse(onAndroid.result.complete, number)
    }
    // Decimal digits of any script and letters of any case are taken by both.
    for c in ["\u{663}", "7", "\u{1c5}", "\u{4e2d}"] {
      XCTAssertEqual(typed(android, c).result.formatted.text, c, c)
    }
    // `[0]` is `isDigit` on Android, `decimalDigits` on iOS: the same.
    XCTAssertEqual(typed(masks("[0]").android, "\u{bd}").result.formatted.text, "")
  }

  /// Where input-mask-ios traps (a mark joins the literal the mask inserted before it, so its
  /// caret is past the end), input-mask-android returns a result.
  func testNoTrapOnAndroid() {
    let (ios, android) = masks("+[A0]")
    let text = "\u{301}5"
    XCTAssertNotNil(typed(ios, text).trap)
    let onAndroid = typed(android, text)
    XCTAssertNil(onAndroid.trap)
    XCTAssertEqual(onAndroid.result.formatted.text, "+")
    XCTAssertEqual(onAndroid.result.formatted.caret, 1)
    XCTAssertFalse(onAndroid.result.complete)
    XCTAssertEqual(onAndroid.result.value, "")
  }

  /// A character beyond U+FFFF is two `Char`s on Android: the built-in slots refuse both halves,
  /// affinity and the library's caret count UTF-16 units, `result`'s caret characters.
  func testSurrogatePairsCountTwoUnits() {
    let (_, android) = masks("[0]")
    let refused = typed(android, "1\u{1f600}")
    XCTAssertEqual(refused.result.formatted.text, "1")
    XCTAssertEqual(refused.affinity, -1)
    XCTAssertEqual(typed(masks("[A]").android, "\u{1d400}").result.formatted.text, "")
    // A custom notation holding the emoji takes its two halves in two slots.
    let emoji = MaskOptions(definitions: ["e": .scalars(name: "emoji", ranges: [0x1f600...0x1f600])])
    let taken = typed(masks("[ee][0]", emoji).android, "\u{1f600}1")
    XCTAssertEqual(taken.result.formatted.text, "\u{1f600}1")
    XCTAssertEqual(taken.result.formatted.caret, 2)
    XCTAssertEqual(taken.libraryCaret, 3)
    XCTAssertEqual(taken.affinity, 3)
  }

  /// `z` = `😀a` (one range per scalar, as the differential tests build a notation).
  private static let emojiOrA = MaskOptions(
    definitions: ["z": .scalars(name: "`z`", ranges: [0x1f600...0x1f600, 0x61...0x61])])

  private func android(
    _ format: String, _ text: String, caret: Int? = nil,
    gravity: CaretString.Gravity = .forward(autocomplete: true), _ options: MaskOptions = emojiOrA
  ) -> RedMadRobotMask.Application {
    masks(format, options).android.application(CaretString(text, caret: caret ?? text.count, gravity: gravity))
  }

  /// Kotlin's `characterSet.contains(char)` sees the set's UTF-16 units: a set holding `😀`
  /// (U+D83D U+DE00) has both surrogates, so `[zz]` takes `😀` in its two slots, one half each,
  /// and is complete. The expectations are input-mask-android's (df452edc, run with
  /// `inputmaskandroid/run.py`'s driver).
  func testNotationTakesTheHalvesOfAnEmojiInTwoSlotsOnAndroid() {
    let whole = android("[zz]", "\u{1f600}")
    XCTAssertEqual(whole.result.formatted.text, "\u{1f600}")
    XCTAssertEqual(whole.result.value, "\u{1f600}")
    XCTAssertTrue(whole.result.complete)
    XCTAssertEqual(whole.affinity, 2)
    XCTAssertEqual(whole.libraryCaret, 2)
    XCTAssertEqual(whole.result.formatted.caret, 1)
    XCTAssertEqual(whole.tailPlaceholder, "")
    // The mask is full after the emoji: `a` is refused (+2 −1).
    let more = android("[zz]", "\u{1f600}a")
    XCTAssertEqual(more.result.formatted.text, "\u{1f600}")
    XCTAssertTrue(more.result.complete)
    XCTAssertEqual(more.affinity, 1)
    XCTAssertEqual(more.libraryCaret, 2)
    let twice = android("[zz]", "\u{1f600}\u{1f600}")
    XCTAssertEqual(twice.result.formatted.text, "\u{1f600}")
    XCTAssertEqual(twice.affinity, 0)
    XCTAssertEqual(twice.libraryCaret, 2)
    let start = android("[zz]", "\u{1f600}", caret: 0)
    XCTAssertEqual(start.result.formatted.text, "\u{1f600}")
    XCTAssertEqual(start.libraryCaret, 0)
    XCTAssertEqual(start.affinity, 2)
    // The iOS reading takes the emoji whole, in one slot.
    let onIOS = masks("[zz]", Self.emojiOrA).ios
      .application(CaretString("\u{1f600}", gravity: .forward(autocomplete: true)))
    XCTAssertEqual(onIOS.result.formatted.text, "\u{1f600}")
    XCTAssertFalse(onIOS.result.complete)
    XCTAssertEqual(onIOS.affinity, 1)
  }

  /// The halves in two slots, then the rest of the mask: literals, `…`, optional notations,
  /// backward gravity and autoskip (input-mask-android's results).
  func testEmojiInTwoSlotsWithTheRestOfTheMaskOnAndroid() {
    let digit = android("[zz]-[0]", "\u{1f600}1")
    XCTAssertEqual(digit.result.formatted.text, "\u{1f600}-1")
    XCTAssertEqual(digit.result.value, "\u{1f600}1")
    XCTAssertTrue(digit.result.complete)
    XCTAssertEqual(digit.affinity, 2)
    XCTAssertEqual(digit.libraryCaret, 4)
    XCTAssertEqual(digit.result.formatted.caret, 3)
    let autocompleted = android("[zz]-[0]", "\u{1f600}")
    XCTAssertEqual(autocompleted.result.formatted.text, "\u{1f600}-")
    XCTAssertFalse(autocompleted.result.complete)
    XCTAssertEqual(autocompleted.tailPlaceholder, "0")
    XCTAssertEqual(autocompleted.libraryCaret, 3)
    XCTAssertEqual(autocompleted.affinity, 2)
    let repeated = android("[z…]", "\u{1f600}a\u{1f600}")
    XCTAssertEqual(repeated.result.formatted.text, "\u{1f600}a\u{1f600}")
    XCTAssertEqual(repeated.result.value, "\u{1f600}a\u{1f600}")
    XCTAssertEqual(repeated.affinity, 5)
    XCTAssertEqual(repeated.libraryCaret, 5)
    var optional = Self.emojiOrA
    optional.optionalSymbols = ["z"]
    let optionalSlots = android("[zz]", "\u{1f600}", optional)
    XCTAssertEqual(optionalSlots.result.formatted.text, "\u{1f600}")
    XCTAssertTrue(optionalSlots.result.complete)
    XCTAssertEqual(optionalSlots.affinity, 2)
    let backward = android("[zz]{-}[zz]", "\u{1f600}\u{1f600}", caret: 1, gravity: .backward(autoskip: false))
    XCTAssertEqual(backward.result.formatted.text, "\u{1f600}-\u{1f600}")
    XCTAssertEqual(backward.result.value, "\u{1f600}-\u{1f600}")
    XCTAssertTrue(backward.result.complete)
    XCTAssertEqual(backward.affinity, 3)
    XCTAssertEqual(backward.libraryCaret, 2)
    let skipped = android("[zz]{-}", "\u{1f600}", gravity: .backward(autoskip: true))
    XCTAssertEqual(skipped.result.formatted.text, "\u{1f600}")
    XCTAssertEqual(skipped.result.value, "\u{1f600}")
    XCTAssertFalse(skipped.result.complete)
    XCTAssertEqual(skipped.tailPlaceholder, "-")
    XCTAssertEqual(skipped.affinity, 2)
    XCTAssertEqual(skipped.libraryCaret, 2)
  }

  /// Where input-mask-android's text holds a lone surrogate (one slot left for the emoji's two
  /// halves, an emoji sharing only its high surrogate with the set's, a half refused by `[0]`),
  /// no Swift string can say it: the Android reading keeps reading that text scalar by scalar,
  /// the emoji whole, and does not trap.
  func testLoneSurrogateOutputKeepsTheScalarReading() {
    XCTAssertEqual(android("[z]", "\u{1f600}").result.formatted.text, "\u{1f600}")
    XCTAssertEqual(android("[zz]", "a\u{1f600}").result.formatted.text, "a\u{1f600}")
    XCTAssertEqual(android("[zz]", "\u{1f603}").result.formatted.text, "")
    let emoji = MaskOptions(definitions: ["e": .scalars(name: "emoji", ranges: [0x1f600...0x1f600])])
    let oneSlot = android("[e][0]", "\u{1f600}1", emoji)
    XCTAssertEqual(oneSlot.result.formatted.text, "\u{1f600}1")
    XCTAssertNil(oneSlot.trap)
    XCTAssertEqual(oneSlot.affinity, 3)
  }

  /// `characterSet.contains(char)` for a surrogate: a high one stands for the 1,024 scalars it
  /// starts, a low one for every 1,024th; Java's predicates refuse both.
  func testJavaUnitsOfACustomSet() {
    let one = CharacterClass.scalars(name: "", ranges: [0x1f600...0x1f600])
    XCTAssertTrue(one.acceptsJavaUnit(0xd83d))
    XCTAssertTrue(one.acceptsJavaUnit(0xde00))
    XCTAssertFalse(one.acceptsJavaUnit(0xd83c))
    XCTAssertFalse(one.acceptsJavaUnit(0xde03))
    XCTAssertFalse(one.acceptsJavaUnit(0x61))
    // U+1F3FF is U+D83C U+DFFF, U+1F401 U+D83D U+DC01.
    let across = CharacterClass.scalars(name: "", ranges: [0x1f3ff...0x1f401])
    XCTAssertTrue(across.acceptsJavaUnit(0xd83c))
    XCTAssertTrue(across.acceptsJavaUnit(0xd83d))
    XCTAssertFalse(across.acceptsJavaUnit(0xd83e))
    XCTAssertTrue(across.acceptsJavaUnit(0xdfff))
    XCTAssertTrue(across.acceptsJavaUnit(0xdc01))
    XCTAssertFalse(across.acceptsJavaUnit(0xdc02))
    XCTAssertFalse(across.acceptsJavaUnit(0xdffe))
    let wide = CharacterClass.scalars(name: "", ranges: [0x10000...0x10400, 0x61...0x61])
    XCTAssertTrue(wide.acceptsJavaUnit(0xdfff))
    XCTAssertTrue(wide.acceptsJavaUnit(0xd801))
    XCTAssertFalse(wide.acceptsJavaUnit(0xd802))
    XCTAssertTrue(wide.acceptsJavaUnit(0x61))
    XCTAssertFalse(CharacterClass.decimalDigit.acceptsJavaUnit(0xd83d))
    XCTAssertFalse(CharacterClass.unicodeLetter.acceptsJavaUnit(0xd835))
    XCTAssertTrue(CharacterClass.any.acceptsJavaUnit(0xdc00))
  }

  /// The format is read `Char` by `Char` too: a decomposed literal is two free states, whose
  /// tokens both point at the literal's one character in the format.
  func testDecomposedLiteralInTheFormat() {
    let (ios, android) = masks("[0]e\u{301}[0]")
    XCTAssertEqual(ios.totalTextLength, 3)
    XCTAssertEqual(android.totalTextLength, 4)
    XCTAssertEqual(android.tokens.map(\.range), [1..<2, 3..<4, 3..<4, 5..<6])
    let r = typed(android, "12")
    XCTAssertEqual(r.result.formatted.text, "1e\u{301}2")
    XCTAssertEqual(r.result.formatted.caret, 3)
    XCTAssertEqual(r.libraryCaret, 4)
    XCTAssertEqual(typed(ios, "12").result.formatted.text, "1e\u{301}2")
  }

  /// A literal beyond U+FFFF is two `Char`s of the format, two states on Android: the lengths
  /// and the affinity of inserting it count two.
  func testLiteralBeyondTheBMPIsTwoStates() {
    let (ios, android) = masks("[0]\u{1f600}[0]")
    XCTAssertEqual(ios.totalTextLength, 3)
    XCTAssertEqual(android.totalTextLength, 4)
    XCTAssertEqual(android.acceptableTextLength, 4)
    XCTAssertEqual(android.totalValueLength, 2)
    XCTAssertEqual(android.completeFormattedLength, 3)
    let r = typed(android, "12")
    XCTAssertEqual(r.result.formatted.text, "1\u{1f600}2")
    XCTAssertEqual(r.affinity, 0)
    XCTAssertEqual(r.libraryCaret, 4)
    XCTAssertEqual(r.result.formatted.caret, 3)
    XCTAssertEqual(typed(ios, "12").affinity, 1)
  }

  /// Formatting otherwise follows the shared algorithm: the library's own phone case.
  func testPlainTextFormatsAsOnIOS() {
    let (ios, android) = masks("+7 ([000]) [000] [00] [00]")
    for text in ["", "9", "+7 (123) 4", "1234567890", "+(123)456-78-90"] {
      for gravity in [CaretString.Gravity.forward(autocomplete: true), .backward(autoskip: true)] {
        let input = CaretString(text, caret: text.count / 2, gravity: gravity)
        XCTAssertEqual(android.application(input), ios.application(input), "\(text) \(gravity)")
      }
    }
    XCTAssertEqual(android.caretMap(forRaw: "12345"), ios.caretMap(forRaw: "12345"))
    XCTAssertEqual(android.caretMap(forRaw: "1\u{bd}2"), [4, 5, 5, 6])
  }
}
