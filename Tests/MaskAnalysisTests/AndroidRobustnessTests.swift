import MaskAnalysis
import SourceScanning
import XCTest

/// Token soup built from the words the Kotlin/Java/C# passes look for: no crash, bounded time.
final class AndroidRobustnessTests: XCTestCase {
  private static let words = [
    "installOn", "MaskedTextChangedListener", "(", ")", ",", "\"[00]\"", "listOf", "Arrays", "asList", "=", "==", "findViewById",
    "R", ".", "id", "phone", "binding", "apply", "run", "{", "}", "with", "LengthFilter", "10", "filters", "setFilters",
    "inputType", "InputType", "TYPE_CLASS_PHONE", "or", "|", "[", "]", "StringLength", "RegularExpression", "GeneratedRegex",
    "Regex", "RegexOptions", "IgnoreCase", "new", "MaskedTextBox", "MaxLength", ";", "@\"a(\"", "<", ">", "!", "?", ":",
    "\"\"\"\n[a\"\"\"", "toRegex", "Pattern", "compile", "matches", "matcher", "find", "containsMatchIn", "val", "var", "class",
    "fun", "by", "lazy", "this", "primaryFormat", "affineFormats", "customNotations", "Notation", "Mask", "getOrCreate",
    "redmadrobot", "\n", "maxLength", "int", "7",
  ]

  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  func testTokenSoupNeverCrashes() {
    var generator = Generator(state: 0x5eed)
    let clock = ContinuousClock()
    let start = clock.now
    for round in 0..<1500 {
      var text = ""
      for _ in 0..<(20 + generator.next(200)) {
        text += Self.words[generator.next(Self.words.count)] + (generator.next(3) == 0 ? "" : " ")
      }
      let path = ["F.kt", "F.java", "F.cs"][round % 3]
      let project = AnalysisProject()
      project.setFile(path: path, text: SourceText(text))
      // Every setting's literal lies inside the file.
      for setting in project.fields().flatMap(\.settings) {
        XCTAssertTrue(setting.literal.range.upperBound <= text.utf8.count, "\(path): \(text)")
      }
      _ = project.findings(forPath: path)
    }
    XCTAssertLessThan(clock.now - start, .seconds(60))
  }
}
