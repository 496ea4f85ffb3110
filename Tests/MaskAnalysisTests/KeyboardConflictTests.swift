@testable import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// `conflict-keyboard` on every platform: UIKit through the recognisers, HTML and Android
/// layouts through configured attribute names, Flutter through settings built directly
/// (its recogniser lives elsewhere).
final class KeyboardConflictTests: XCTestCase {
  private func findings(_ path: String, _ code: String, settings custom: [String: SettingKind] = [:]) -> [Finding] {
    var configuration = ProjectConfiguration()
    configuration.customSettings = custom
    let project = AnalysisProject(configuration: configuration)
    project.setFile(path: path, text: SourceText(code))
    return project.findings(forPath: path).filter { $0.rule == "conflict-keyboard" }
  }

  /// The byte offset of the first `needle` in `code` (after `after`, if given).
  private func offset(of needle: String, in code: String, after: String? = nil) -> Int {
    var search = code.startIndex..<code.endIndex
    if let after, let a = code.range(of: after) { search = a.upperBound..<code.endIndex }
    guard let r = code.range(of: needle, range: search) else {
      XCTFail("\(needle) not in the code")
      return -1
    }
    return code.utf8.distance(from: code.startIndex, to: r.lowerBound)
  }

  func testSwiftLetterSlotsWithNumberPad() throws {
    let code = """
      final class PlateViewController {
        func setUp() {
          plateField.primaryMaskFormat = "[AA]-[0000]"
          plateField.keyboardType = .numberPad
        }
      }
      """
    let found = findings("Plate.swift", code)
    XCTAssertEqual(found.count, 1)
    let f = try XCTUnwrap(found.first)
    XCTAssertEqual(f.location.range, offset(of: "numberPad", in: code)..<offset(of: "numberPad", in: code) + 9)
    XCTAssertEqual(f.location.start.line, 3)
    XCTAssertEqual(f.message, "keyboard type `numberPad` shows a keyboard that types digits 0-9 only on iPhone: the mask `[AA]-[0000]` needs a letter at `A` (2 of its 6 slots cannot be typed)")
    XCTAssertEqual(f.severity, .warning)
    let related = try XCTUnwrap(f.related.first)
    XCTAssertEqual(related.location.range.lowerBound, offset(of: "AA]", in: code))
    XCTAssertEqual(related.location.range.count, 1)
  }

  func testStoryboardKeyboardAndCodeMaskThroughAnOutlet() {
    let storyboard = """
      <document>
        <viewController id="vc1" customClass="PlateViewController">
          <view key="view" id="v1"><subviews>
            <textField opaque="NO" id="plt-12-xyz">
              <textInputTraits key="textInputTraits" keyboardType="phonePad"/>
            </textField>
          </subviews></view>
          <connections><outlet property="plateField" destination="plt-12-xyz" id="o1"/></connections>
        </viewController>
      </document>
      """
    let swift = """
      final class PlateViewController: UIViewController {
        override func viewDidLoad() { plateField.primaryMaskFormat = "[000] [aa]" }
      }
      """
    let project = AnalysisProject()
    project.setFile(path: "Main.storyboard", text: SourceText(storyboard))
    project.setFile(path: "Plate.swift", text: SourceText(swift))
    let found = project.findings(forPath: "Main.storyboard").filter { $0.rule == "conflict-keyboard" }
    XCTAssertEqual(found.map(\.location.range.lowerBound), [offset(of: "phonePad\"", in: storyboard)])
    XCTAssertTrue(found.first?.message.contains("needs a letter at `a`") == true, "\(found)")
    XCTAssertEqual(found.first?.related.first?.location.path, "Plate.swift")
  }

  func testDigitAndAnySlotsAreTypable() {
    XCTAssertEqual(findings("A.swift", """
      phoneField.primaryMaskFormat = "+1 ([000]) [000]-[00][99]"
      phoneField.keyboardType = .phonePad
      codeField.BBB_pattern = "###-###"
      codeField.keyboardType = .numberPad
      idField.primaryMaskFormat = "[___]"
      idField.keyboardType = .numberPad
      plateField.primaryMaskFormat = "[AA]-[00]"
      plateField.keyboardType = .namePhonePad
      """).map(\.message), [])
  }

  func testHTMLInputModeIsReportedForTouchDevices() throws {
    let code = """
      <form>
        <input id="plate" data-mask="aa-9999" inputmode="numeric">
        <input id="phone" data-mask="+1 (999) 999-9999" inputmode="tel">
        <input id="name" data-mask="aaa" inputmode="text">
      </form>
      """
    let found = findings("form.html", code, settings: ["inputmode": .keyboard(.html), "data-mask": .mask(.inputmask)])
    XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
    let f = try XCTUnwrap(found.first)
    XCTAssertEqual(f.location.range.lowerBound, offset(of: "numeric", in: code))
    XCTAssertEqual(f.message, "`inputmode=\"numeric\"` shows a keyboard that types digits 0-9 only on touch devices: the mask `aa-9999` needs a letter at `a` (2 of its 6 slots cannot be typed)")
    XCTAssertEqual(f.related.first?.location.range.lowerBound, offset(of: "aa-", in: code))
  }

  func testAndroidInputTypeFiltersCharacters() throws {
    let code = """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
        <EditText android:id="@+id/plate" android:inputType="number" app:mask="[AA]-[000]"/>
        <EditText android:id="@+id/phone" android:inputType="phone" app:mask="+1 ([000]) [000]-[0000]"/>
        <EditText android:id="@+id/code" android:inputType="textCapCharacters" app:mask="[AAA]"/>
      </LinearLayout>
      """
    let found = findings("app/src/main/res/layout/form.xml", code, settings: ["android:inputType": .keyboard(.android), "app:mask": .mask(.redmadrobot)])
    XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
    let f = try XCTUnwrap(found.first)
    XCTAssertEqual(f.location.range.lowerBound, offset(of: "number\"", in: code))
    XCTAssertEqual(f.message, "`android:inputType=\"number\"` accepts digits 0-9 only (Android filters out every other character): the mask `[AA]-[000]` needs a letter at `A` (2 of its 5 slots cannot be typed)")
  }

  func testFlutterKeyboardSettingsBuiltDirectly() {
    let code = "MaskTextInputFormatter(mask: 'AA-##'); TextField(keyboardType: TextInputType.number)"
    let text = SourceText(code)
    func literal(_ needle: String, value: String? = nil) -> StringLiteral {
      let start = offset(of: needle, in: code)
      return StringLiteral(
        value: value ?? needle, range: start..<start + needle.utf8.count,
        segments: [LiteralSegment(valueStart: 0, valueLength: needle.utf8.count, sourceStart: start, sourceLength: needle.utf8.count, isVerbatim: true)])
    }
    let key = FieldKey.site(path: "form.dart", offset: 0)
    func field(keyboard: String) -> AnalyzedField {
      AnalyzedField(key: key, settings: [
        Setting(kind: .mask(.flutter), recognizedAs: "MaskTextInputFormatter(mask:)", literal: literal("AA-##"), path: "form.dart", field: key),
        Setting(kind: .keyboard(.flutter), recognizedAs: "keyboardType:", literal: literal("number", value: keyboard), path: "form.dart", field: key),
      ])
    }
    let context = RuleContext(texts: ["form.dart": text])
    let found = ConflictKeyboardRule().check(field(keyboard: "number"), context: context)
    XCTAssertEqual(found.map(\.location.range.lowerBound), [offset(of: "number", in: code)])
    XCTAssertTrue(found.first?.message.hasPrefix("`TextInputType.number` shows a keyboard that types digits 0-9 only on touch devices") == true, "\(found)")
    XCTAssertEqual(ConflictKeyboardRule().check(field(keyboard: "text"), context: context).count, 0)
  }

  func testUnknownKeyboardValuesAreIgnored() {
    XCTAssertEqual(findings("A.swift", """
      plateField.primaryMaskFormat = "[AA]"
      plateField.keyboardType = .customPad
      """).count, 0)
  }
}

/// The optional half of `conflict-keyboard`: a validating regex that needs characters the
/// keyboard cannot type.
final class KeyboardRegexConflictTests: XCTestCase {
  private func findings(_ code: String) -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText(code))
    return project.findings(forPath: "A.swift").filter { $0.rule == "conflict-keyboard" }
  }

  func testLetterRegexWithNumberPad() throws {
    let code = #"""
      plateField.BBB_regular = "[A-Z]{0,2}[0-9]{0,4}[A-Z]"
      plateField.keyboardType = .numberPad
      """#
    let f = try XCTUnwrap(findings(code).first)
    XCTAssertTrue(f.message.hasPrefix("keyboard type `numberPad` shows a keyboard that types digits 0-9 only on iPhone: the field's regex `[A-Z]{0,2}[0-9]{0,4}[A-Z]` accepts no text made of these characters (its shortest match is `A`)"), f.message)
    let start = code.utf8.distance(from: code.startIndex, to: code.range(of: "numberPad")!.lowerBound)
    XCTAssertEqual(f.location.range.lowerBound, start)
    XCTAssertEqual(f.related.first?.location.range.lowerBound, code.utf8.distance(from: code.startIndex, to: code.range(of: "\"[A-Z]")!.lowerBound))
  }

  func testTypableRegexesAndSearchesAreQuiet() {
    XCTAssertEqual(findings(#"""
      a.BBB_regular = "[0-9]{0,10}"
      a.keyboardType = .numberPad
      b.BBB_regular = "\\+?[0-9]{0,11}"
      b.keyboardType = .phonePad
      c.BBB_regular = "[A-Z]+"
      c.keyboardType = .asciiCapable
      """#).map(\.message), [])
  }
}
