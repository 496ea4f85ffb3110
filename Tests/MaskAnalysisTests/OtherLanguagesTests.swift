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
    XCTAssertEqual(SourceLanguage(path: "./app/res/layout/../layout-land/./form.xml"), .androidLayout)
    XCTAssertEqual(SourceLanguage(path: "app/res/layout/../values/strings.xml"), .androidValues)
    XCTAssertNil(SourceLanguage(path: "app/res/xml/../raw/strings.xml"))
    // Paths with nothing to resolve: hidden folders, `...` names, `\\`, doubled separators.
    XCTAssertEqual(SourceLanguage(path: "/w/.github/res/layout//form.xml"), .androidLayout)
    XCTAssertEqual(SourceLanguage(path: "C:\\app\\res\\values-fr\\strings.xml"), .androidValues)
    XCTAssertEqual(SourceLanguage(path: "res/layout/.form.xml"), .androidLayout)
    XCTAssertNil(SourceLanguage(path: "res/.../layout/form.xml"))
    XCTAssertNil(SourceLanguage(path: "layout/form.xml"))
    XCTAssertNil(SourceLanguage(path: "res/layout/.xml"))
    XCTAssertEqual(SourceLanguage(path: "Forms/..Form.swift"), .swift)
    XCTAssertEqual(SourceLanguage(path: "a/b/..."), nil)
    XCTAssertEqual(SourceLanguage(path: "res/layout/x/.."), nil)
    XCTAssertEqual(SourceLanguage(path: "res/layout/form.xml/."), .androidLayout)
  }
}

/// Library calls recognised without configuration in Kotlin/Java, JavaScript, Dart and C#.
final class OtherLanguageLibraryTests: XCTestCase {
  private func recognized(_ path: String, _ code: String) -> [String] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.fields().flatMap(\.settings).map { "\($0.recognizedAs)=\($0.literal.value)" }.sorted()
  }

  func testJVM() {
    XCTAssertEqual(recognized("Form.kt", """
      val listener = MaskedTextChangedListener.installOn(phone, "+7 ([000]) [000]-[00]-[00]")
      val re = Regex("^\\\\d{5}$")
      val p = Pattern.compile("[a-z]+")
      """), [
        "MaskedTextChangedListener.installOn(_:_:)=+7 ([000]) [000]-[00]-[00]",
        "Pattern.compile(_:)=[a-z]+",
        "Regex(_:)=^\\d{5}$",
      ])
    XCTAssertEqual(recognized("Form.java", """
      MaskFormatter f = new MaskFormatter("###-##-####");
      boolean ok = text.matches("\\\\d{3}");
      """), ["MaskFormatter(_:)=###-##-####", "String.matches(_:)=\\d{3}"])
  }

  func testWebDartAndCSharp() {
    XCTAssertEqual(recognized("form.js", """
      Inputmask("99-9999999").mask(el);
      IMask(document.getElementById('phone'), { mask: '+{7}(000)000-00-00' });
      $('#date').mask('00/00/0000');
      """), [
        "$(…).mask(_:)=00/00/0000",
        "IMask(_:{mask:})=+{7}(000)000-00-00",
        "Inputmask(_:)=99-9999999",
      ])
    XCTAssertEqual(recognized("form.dart", "final f = MaskTextInputFormatter(mask: '+# (###) ###-##-##');\n"),
      ["MaskTextInputFormatter(mask:)=+# (###) ###-##-##"])
    XCTAssertEqual(recognized("Form.cs", "maskedTextBox1.Mask = \"00/00/0000\";\n"), ["Mask=00/00/0000"])
  }

  func testFindingsThroughTheseRecognisers() {
    let project = AnalysisProject()
    project.setFile(path: "Form.kt", text: SourceText("val re = Regex(\"(a\")\n"))
    XCTAssertEqual(project.findings(forPath: "Form.kt").map(\.rule), ["regex-syntax"])
  }
}
