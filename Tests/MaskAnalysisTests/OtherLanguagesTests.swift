import MaskAnalysis
import SourceScanning
import XCTest

/// Kotlin, Java, JavaScript/TypeScript, Dart, C#, HTML/Vue and Android layouts: the generic
/// recognisers (`maskls:` comments, `.maskls.json` names) work in every language.
final class OtherLanguagesTests: XCTestCase {
  private func rules(_ path: String, _ code: String, configuration: ProjectConfiguration = ProjectConfiguration()) -> [String] {
    let project = AnalysisProject(configuration: configuration)
    project.setFile(path: path, text: SourceText(code))
    return project.findings(forPath: path).map(\.rule).sorted()
  }

  func testDirectivesMarkLiteralsInEveryCodeLanguage() {
    XCTAssertEqual(rules("Form.kt", "val mask = \"\" // maskls: mask=redmadrobot\n"), ["mask-empty"])
    XCTAssertEqual(rules("Form.java", "String re = \"(a\"; // maskls: regex=java\n"), ["regex-syntax"])
    XCTAssertEqual(rules("form.ts", "// maskls: mask=inputmask\nconst m = \"\";\n"), ["mask-empty"])
    XCTAssertEqual(rules("form.dart", "final m = ''; // maskls: mask=flutter\n"), ["mask-empty"])
    XCTAssertEqual(rules("Form.cs", "var re = @\"(a\"; // maskls: regex=icu\n"), ["regex-syntax"])
  }

  func testConfiguredNamesInCodeAndMarkup() {
    var configuration = ProjectConfiguration()
    configuration.customSettings = ["mask": .mask(.inputmask), "data-mask": .mask(.imask)]
    XCTAssertEqual(rules("form.js", "Inputmask({ mask: \"\" }).mask(el);\n", configuration: configuration), ["mask-empty"])
    XCTAssertEqual(rules("index.html", "<input data-mask=\"\" maxlength=\"4\">\n", configuration: configuration), ["mask-empty"])
  }

  func testAndroidLayoutsAreFoundByPath() {
    XCTAssertEqual(SourceLanguage(path: "app/src/main/res/layout/form.xml"), .androidLayout)
    XCTAssertNil(SourceLanguage(path: "app/build.xml"))
  }
}
