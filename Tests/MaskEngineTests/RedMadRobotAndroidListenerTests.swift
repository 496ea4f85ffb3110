import XCTest
@testable import MaskEngine

/// input-mask-android's `MaskedTextChangedListener` as the `redmadrobot-android` key replay
/// follows it (each expectation is the library's own output in the emulated EditText of
/// `Benchmarks/differential/inputmaskandroid/ListenerDriver.kt`), and what stays iOS's.
final class RedMadRobotAndroidListenerTests: XCTestCase {
  private func mask(
    _ format: String, affine: [String] = [], autocomplete: Bool = true, autoskip: Bool = false,
    strategy: RedMadRobotMask.AffinityCalculationStrategy = .wholeString, platform: RedMadRobotMask.Platform = .android
  ) -> RedMadRobotMask {
    let settings = RedMadRobotMask.ListenerSettings(
      autocomplete: autocomplete, autoskip: autoskip, affinityStrategy: strategy)
    var mask = RedMadRobotMask(format: format, customNotations: [], listener: settings, platform: platform)
    mask.affineMasks = affine.map { RedMadRobotMask(format: $0, customNotations: [], listener: settings, platform: platform) }
    return mask
  }

  private func replay(_ mask: RedMadRobotMask, _ keys: String, focused: Bool = false) -> [String] {
    FieldSimulator(mask: mask).replay(keys: keys, from: mask.startOfReplay(focused: focused))
      .map(\.state.description)
  }

  /// Android has no `allowSuggestions` fallback: a lone space typed into an empty field is
  /// formatted like any key (`[00]-[00]` refuses it); the iOS listener lets the field insert it.
  func testLoneSpaceIsFormattedOnAndroid() {
    XCTAssertEqual(replay(mask("[00]-[00]"), " 1"), ["|", "1|"])
    XCTAssertEqual(replay(mask("[00]-[00]", platform: .ios), " "), [" |"])
  }

  /// `installOn` makes the listener the focus listener: with autocomplete, focus shows the
  /// leading literals, which a backspace then deletes one by one.
  func testFocusShowsLeadingLiteralsWithAutocomplete() {
    let phone = mask("+7 ([000]) [000]-[00]")
    XCTAssertEqual(phone.startOfReplay(focused: true).description, "+7 (|")
    XCTAssertEqual(replay(phone, "\\b12", focused: true), ["+7 |", "+7 (1|", "+7 (12|"])
    XCTAssertEqual(replay(phone, "\\b12"), ["|", "+7 (1|", "+7 (12|"])
    XCTAssertEqual(mask("+7 ([000]) [000]-[00]", autocomplete: false).startOfReplay(focused: true).description, "|")
    // iOS: `autocompleteOnFocus` (on by default) whatever `autocomplete` is.
    XCTAssertEqual(
      mask("+7 ([000]) [000]-[00]", autocomplete: false, platform: .ios).startOfReplay(focused: true).description,
      "+7 (|")
  }

  /// With `affineFormats`, every key goes through `pickMask`: the mask of highest affinity for
  /// the edited text, the primary one winning ties.
  func testAffineFormatsArePickedPerKey() {
    let phones = mask("+1 ([000]) [000]-[0000]", affine: ["+7 ([000]) [000]-[00]-[00]"])
    XCTAssertEqual(replay(phones, "79"), ["+7 (|", "+7 (9|"])
    let pairs = mask("[00]", affine: ["[00]-[00]-[00]"])
    XCTAssertEqual(replay(pairs, "12345\\b\\b"), ["1|", "12|", "12-3|", "12-34-|", "12-34-5|", "12-34-|", "12-34|"])
    let skipping = mask("[00]", affine: ["[00]-[00]-[00]"], autoskip: true)
    XCTAssertEqual(replay(skipping, "12345\\b\\b").suffix(2), ["12-34|", "12-3|"])
    XCTAssertEqual(pairs.put("1234").formatted.description, "12-34-|")
  }

  /// `affinityCalculationStrategy`: `CAPACITY` keeps `[0000]` while the text fits it, where
  /// `WHOLE_STRING` keeps the primary `[00]-[00]` (ties go to the primary mask).
  func testAffinityStrategy() {
    let capacity = mask("[00]-[00]", affine: ["[0000]"], strategy: .capacity)
    XCTAssertEqual(replay(capacity, "12345"), ["1|", "12|", "123|", "1234|", "12-34|"])
    let whole = mask("[00]-[00]", affine: ["[0000]"])
    XCTAssertEqual(replay(whole, "12345"), ["1|", "12-|", "12-3|", "12-34|", "12-34|"])
  }

  /// Focus tells the value listener the first formatting's value while the field shows the
  /// text formatted again (`pickMask` may choose another mask for it): a key that changes
  /// nothing keeps that value.
  func testFocusedFieldKeepsTheFirstValue() throws {
    let picky = mask(
      "x[0-00]/", affine: ["+{7}7[_0]", "{-}[a_]x"], strategy: .extractedValueCapacity)
    let focused = try XCTUnwrap(picky.focusedField())
    XCTAssertEqual(focused.formatted.description, "-7x|")
    XCTAssertEqual(focused.value, "7")
    XCTAssertNil(mask("[00]", autocomplete: false).focusedField())
  }
}
