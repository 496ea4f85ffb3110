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
    let emoji = MaskOptions(definitions: ["e": .scalars(name: "emoji", ranges: [0x1f600...0x1f600])])
    let taken = typed(masks("[e][0]", emoji).android, "\u{1f600}1")
    XCTAssertEqual(taken.result.formatted.text, "\u{1f600}1")
    XCTAssertEqual(taken.result.formatted.caret, 2)
    XCTAssertEqual(taken.libraryCaret, 3)
    XCTAssertEqual(taken.affinity, 3)
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
