import MaskEngine
import RegexAnalysis
import XCTest

@testable import MaskAnalysis

/// Masks as the regex analyser's languages of raw inputs.
final class RegexMaskLanguageTests: XCTestCase {
  func testHashMaskSlotsBecomeRequiredAnyCharacter() {
    let mask = MaskDialect.hash.parse("+1 (###) #", options: MaskOptions())
    let language = MaskLanguageConversion.rawInputs(of: mask)
    XCTAssertEqual(language.elements, Array(repeating: .required(.all), count: 4))
  }

  func testUnicodeClassesMatchTheMaskEnginePredicates() {
    let digits = MaskLanguageConversion.scalarSet(.decimalDigit)
    let letters = MaskLanguageConversion.scalarSet(.letter)
    let both = MaskLanguageConversion.scalarSet(.alphanumeric)
    // Spot checks across scripts, each compared with the engine's own predicate.
    let probes: [UInt32] = [0x30, 0x39, 0x41, 0x7A, 0x5F, 0x20, 0x661, 0x966, 0xFF10, 0x4E00, 0x3B1, 0x10400, 0x1D7CE, 0xE9, 0x2160]
    for v in probes {
      guard let s = Unicode.Scalar(v) else { continue }
      XCTAssertEqual(digits.contains(v), MaskEngine.CharacterClass.decimalDigit.contains(s), "digit U+\(String(v, radix: 16))")
      XCTAssertEqual(letters.contains(v), MaskEngine.CharacterClass.letter.contains(s), "letter U+\(String(v, radix: 16))")
      XCTAssertEqual(both.contains(v), MaskEngine.CharacterClass.alphanumeric.contains(s), "alnum U+\(String(v, radix: 16))")
    }
    XCTAssertFalse(digits.contains(0xD800))
  }

  func testRedMadRobotDigitMaskAgainstAnASCIIDigitRegex() throws {
    // `[000]` takes Unicode digits; `^[0-9]{3}$` rejects Arabic-Indic ones, so a
    // validation after typing rejects some complete inputs.
    let mask = MaskDialect.redmadrobot.parse("[000]", options: MaskOptions())
    let language = MaskLanguageConversion.rawInputs(of: mask)
    let analysis = RegexChecks.analysis("^[0-9]{3}$", flavor: RegexFlavorName.icu)
    guard case .answered(.nonEmpty)? = analysis.intersection(with: language) else { return XCTFail("should intersect") }
    guard case .answered(let rejected?)? = analysis.exampleRejectedInput(of: language) else { return XCTFail("some input is rejected") }
    XCTAssertEqual(rejected.unicodeScalars.count, 3)
    XCTAssertTrue(rejected.unicodeScalars.allSatisfy { MaskEngine.CharacterClass.decimalDigit.contains($0) }, rejected)
    XCTAssertEqual(analysis.matcher?.fullMatch(rejected), false)
  }
}
