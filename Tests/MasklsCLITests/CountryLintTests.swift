import Foundation
import MaskJSON
import XCTest

/// `maskls lint` on RedMadRobot `Country(…)` records: their masks and phone regexes are
/// checked like any other.
final class CountryLintTests: XCTestCase {
  func testCountryRecords() throws {
    let files: [String: String] = [
      "Countries.kt": #"""
        import com.redmadrobot.inputmask.model.Country
        val countries = listOf(
            Country("Canada", "Canada", "🇨🇦", "CA", "CAN", "1", "+{1} [000] [000]-[0000]", listOf(), "^1$|^1[2-9"),
            Country("USA", "USA", "🇺🇸", "US", "USA", "1", "+{1} [000] [000]-[0000", listOf(), "^1$|^1[2-9]$"),
        )
        """#,
      "Other.kt": "data class Country(val a: String, val b: String)\nval c = Country(\"[00\", \"^(\")\n",
      "Countries.swift": #"""
        import InputMask
        let c = Country(name: "USA", nameNative: "USA", emoji: "🇺🇸", iso3166alpha2: "US", iso3166alpha3: "USA", countryCode: "1", primaryFormat: "+{1} [000] [000]-[0000]", affineFormats: [], phoneRegex: "^1$|^1(")
        """#,
    ]
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let found = (json["findings"]?.arrayValue ?? []).map { f in
      let path = (f["path"]?.stringValue ?? "").replacingOccurrences(of: dir.path + "/", with: "")
      return "\(path):\(f["range"]?["start"]?["line"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }.sorted()
    XCTAssertEqual(found, [
      "Countries.kt:3 regex-syntax", "Countries.kt:4 mask-ignored", "Countries.swift:2 regex-syntax",
    ])
  }
}
