import MaskAnalysis
import MaskEngine
import XCTest

/// What each platform's keyboard value can type, from the platforms' documentation.
final class KeyboardCharactersTests: XCTestCase {
  private func keyboard(_ value: String, _ platform: KeyboardPlatform, file: StaticString = #filePath, line: UInt = #line) -> KeyboardCharacters? {
    KeyboardCharacters.lookUp(value, platform: platform)
  }

  func testUIKitPads() throws {
    let numberPad = try XCTUnwrap(keyboard("numberPad", .uikit))
    XCTAssertTrue(numberPad.canType("7"))
    XCTAssertFalse(numberPad.canType("A"))
    XCTAssertFalse(numberPad.canType("+"))
    XCTAssertFalse(numberPad.canTypeSome(of: .letter))
    XCTAssertTrue(numberPad.canTypeSome(of: .alphanumeric))
    XCTAssertTrue(numberPad.canTypeSome(of: .any))
    XCTAssertEqual(numberPad.strength, .onScreenOnly)

    let phonePad = try XCTUnwrap(keyboard("UIKeyboardTypePhonePad", .uikit))
    for c: Character in ["+", "*", "#", "0"] { XCTAssertTrue(phonePad.canType(c), "\(c)") }
    XCTAssertFalse(phonePad.canType("-"))

    let decimal = try XCTUnwrap(keyboard("UIKeyboardType.decimalPad", .uikit))
    XCTAssertTrue(decimal.canType(","))
    XCTAssertTrue(decimal.canType("."))
    XCTAssertFalse(decimal.canType("e"))

    XCTAssertEqual(keyboard("asciiCapable", .uikit)?.anything, true)
    XCTAssertEqual(keyboard("numbersAndPunctuation", .uikit)?.anything, true)
    XCTAssertEqual(keyboard("namePhonePad", .uikit)?.canTypeSome(of: .letter), true)
    XCTAssertNil(keyboard("somethingElse", .uikit))
  }

  func testAndroidInputTypesCombineLikeTheirFlagValues() throws {
    let number = try XCTUnwrap(keyboard("number", .android))
    XCTAssertEqual(number.strength, .enforced)
    XCTAssertFalse(number.canType("-"))
    XCTAssertFalse(number.canTypeSome(of: .letter))
    XCTAssertTrue(try XCTUnwrap(keyboard("numberSigned", .android)).canType("-"))
    XCTAssertTrue(try XCTUnwrap(keyboard("numberDecimal|numberSigned", .android)).canType("."))
    // `number|text` is 0x2 | 0x1 = 0x3, the phone class.
    let phone = try XCTUnwrap(keyboard("number|text", .android))
    XCTAssertTrue(phone.canType("("))
    XCTAssertTrue(phone.canType("N"))
    XCTAssertFalse(phone.canType("A"))
    XCTAssertEqual(keyboard("textCapCharacters", .android)?.anything, true)
    XCTAssertEqual(keyboard("InputType.TYPE_CLASS_NUMBER", .android)?.canType("5"), true)
    XCTAssertEqual(keyboard("TYPE_CLASS_NUMBER | TYPE_NUMBER_FLAG_DECIMAL", .android)?.canType("."), true)
    XCTAssertEqual(keyboard("date", .android)?.canType("/"), true)
    XCTAssertEqual(keyboard("time", .android)?.canType("/"), false)
    XCTAssertNil(keyboard("number|bogus", .android))
    XCTAssertNil(keyboard("none", .android))
  }

  func testHTMLInputModesAreHints() throws {
    let numeric = try XCTUnwrap(keyboard("numeric", .html))
    XCTAssertEqual(numeric.strength, .onScreenOnly)
    XCTAssertFalse(numeric.canTypeSome(of: .letter))
    XCTAssertTrue(try XCTUnwrap(keyboard("TEL", .html)).canType("+"))
    XCTAssertTrue(try XCTUnwrap(keyboard("decimal", .html)).canType(","))
    XCTAssertEqual(keyboard("email", .html)?.anything, true)
    XCTAssertNil(keyboard("none", .html))
  }

  func testFlutterTextInputTypes() throws {
    XCTAssertFalse(try XCTUnwrap(keyboard("TextInputType.number", .flutter)).canTypeSome(of: .letter))
    XCTAssertTrue(try XCTUnwrap(keyboard("phone", .flutter)).canType("#"))
    XCTAssertEqual(keyboard("datetime", .flutter)?.anything, true)
    XCTAssertNil(keyboard("bogus", .flutter))
    let plain = try XCTUnwrap(keyboard("TextInputType.numberWithOptions()", .flutter))
    XCTAssertFalse(plain.canType("."))
    let decimal = try XCTUnwrap(keyboard("numberWithOptions(decimal: true)", .flutter))
    XCTAssertTrue(decimal.canType("."))
    XCTAssertFalse(decimal.canType("-"))
    XCTAssertTrue(try XCTUnwrap(keyboard("numberWithOptions(signed: true, decimal: false)", .flutter)).canType("-"))
  }

  func testCustomNotationRanges() throws {
    let numberPad = try XCTUnwrap(keyboard("numberPad", .uikit))
    XCTAssertTrue(numberPad.canTypeSome(of: .scalars(name: "hex", ranges: [0x41...0x46, 0x30...0x39])))
    XCTAssertFalse(numberPad.canTypeSome(of: .scalars(name: "A-F", ranges: [0x41...0x46])))
    // A huge range stays bounded and still finds nothing typable beyond the digits.
    XCTAssertFalse(numberPad.canTypeSome(of: .scalars(name: "wide", ranges: [0x100...0x10FFFF])))
  }
}
