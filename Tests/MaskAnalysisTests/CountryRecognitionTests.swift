import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// RedMadRobot `Country(…)` records (input-mask-android and input-mask-ios): the primary
/// format, the affine formats and the phone regex, only where the parameter is known.
final class CountryRecognitionTests: XCTestCase {
  /// `recognizedAs=value` of every setting, sorted.
  private func settings(_ code: String, path: String) -> [String] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.fields().flatMap(\.settings).map { "\($0.recognizedAs)=\($0.literal.value)" }.sorted()
  }

  func testKotlinPositionalAndNamed() {
    let code = """
      import com.redmadrobot.inputmask.model.Country
      val all = listOf(
          Country("Canada", "Canada", "🇨🇦", "CA", "CAN", "1", "+{1} [000] [000]-[0000]", listOf("+{1} [000]"), "^1$|^1[2-9]"),
          Country(name = "X", nameNative = null, emoji = "", iso3166alpha2 = "XX", iso3166alpha3 = "XXX",
              countryCode = "9", primaryFormat = "+{9} [00]", affineFormats = listOf(), phoneRegex = "^9"),
      )
      """
    XCTAssertEqual(settings(code, path: "Countries.kt"), [
      "Country(affineFormats:)=+{1} [000]",
      "Country(phoneRegex:)=^1$|^1[2-9]",
      "Country(phoneRegex:)=^9",
      "Country(primaryFormat:)=+{1} [000] [000]-[0000]",
      "Country(primaryFormat:)=+{9} [00]",
    ])
  }

  func testOtherCountryTypesAreNotFormats() {
    // No RedMadRobot import; or not the nine parameters of its `Country`.
    XCTAssertEqual(settings("data class Country(val a: String)\nval c = Country(\"[00\")\n", path: "A.kt"), [])
    let short = "import com.redmadrobot.inputmask.model.Country\nval c = Country(\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"[00]\")\n"
    XCTAssertEqual(settings(short, path: "B.kt"), [])
  }

  func testSwiftPhoneRegex() {
    let code = """
      import InputMask
      let c = Country(name: "USA", nameNative: "USA", emoji: "🇺🇸", iso3166alpha2: "US", iso3166alpha3: "USA",
        countryCode: "1", primaryFormat: "+{1} [000] [000]-[0000]", affineFormats: ["+{1} [000]"], phoneRegex: "^1$|^1[2-9]$")
      """
    XCTAssertEqual(settings(code, path: "Countries.swift"), [
      "Country(affineFormats:)=+{1} [000]",
      "Country(phoneRegex:)=^1$|^1[2-9]$",
      "Country(primaryFormat:)=+{1} [000] [000]-[0000]",
    ])
  }
}
