import MaskAnalysis
import SourceScanning
import XCTest

/// Random mixtures of the fragments the web recognisers look for: no crash, and every
/// setting and finding stays inside its file.
final class WebRobustnessTests: XCTestCase {
  private static let fragments = [
    "Inputmask(", "IMask(", "$(", "\"#a\"", ").mask(", ".inputmask(", "{ mask: ", "{ regex: ", "[", "]", "(", ")",
    "{", "}", ",", "\"99-9\"", "'9'", "/\\d+/", "/", " / 2 ", ".test(v)", "new RegExp(", "\"[a-z-]\"", "\"v\"",
    "<input ", "pattern=\"", "maxlength=\"3\"", "type=\"number\" ", "data-inputmask=\"'mask': '9'", "\"", "'", ">",
    "<script>", "</script>", "<InputMask mask=\"", "mask={", "document.getElementById(\"a\")", "VMasker(", ".maskPattern(",
    "id=\"a\" ", "`", "${", "x++", "\n", "&quot;", "\\", ":mask=\"'", "[mask]=\"'", "v-maska=\"'", "<template>",
  ]

  func testRandomFragmentMixtures() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      var source = ""
      for _ in 0..<Int.random(in: 1...40, using: &generator) {
        source += WebRobustnessTests.fragments.randomElement(using: &generator) ?? ""
      }
      let path = ["a.html", "b.vue", "c.tsx", "d.js"][round % 4]
      let project = AnalysisProject()
      let text = SourceText(source)
      project.setFile(path: path, text: text)
      for setting in project.fields().flatMap(\.settings) {
        XCTAssertLessThanOrEqual(setting.literal.range.upperBound, text.bytes.count, source)
        XCTAssertGreaterThanOrEqual(setting.literal.range.lowerBound, 0, source)
      }
      for finding in project.findings(forPath: path) {
        XCTAssertLessThanOrEqual(finding.location.range.upperBound, text.bytes.count, source)
      }
    }
  }
}
