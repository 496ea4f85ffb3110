import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Hovers over Android settings answer with the joined field.
final class AndroidHoverTests: XCTestCase {
  func testHoverOnKotlinMaskAndLayoutAttribute() throws {
    let project = AnalysisProject()
    let xml = "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<EditText android:id=\"@+id/phone\" android:maxLength=\"10\" android:inputType=\"phone\" />\n</LinearLayout>\n"
    let kotlin = "MaskedTextChangedListener.installOn(findViewById(R.id.phone), \"+1 ([000]) [000]-[0000]\")\n"
    project.setFile(path: "res/layout/form.xml", text: SourceText(xml))
    project.setFile(path: "Form.kt", text: SourceText(kotlin))
    let maskOffset = try XCTUnwrap(kotlin.utf8.firstIndex(of: UInt8(ascii: "["))).utf16Offset(in: kotlin)
    let hover = try XCTUnwrap(project.hover(path: "Form.kt", offset: maskOffset))
    XCTAssertTrue(hover.markdown.contains("+1 ([000]) [000]-[0000]"), hover.markdown)
    let lengthOffset = try XCTUnwrap(xml.range(of: "\"10\"")).lowerBound.utf16Offset(in: xml) + 1
    let layoutHover = try XCTUnwrap(project.hover(path: "res/layout/form.xml", offset: lengthOffset))
    // The Kotlin mask's hover knows the layout's limit; the layout's hover names the view.
    XCTAssertTrue(hover.markdown.contains("Field settings: max length 10"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("(refused: max length)"), hover.markdown)
    XCTAssertTrue(layoutHover.markdown.contains("max length 10 of view @id/phone"), layoutHover.markdown)
  }

  /// A RedMadRobot mask in Kotlin or Java is read as input-mask-android reads it (Java's
  /// `isLetterOrDigit` refuses `½`), the same mask in Swift as input-mask-ios does; the hover
  /// names the library.
  func testKotlinMasksUseTheAndroidReading() throws {
    let project = AnalysisProject()
    let kotlin = "MaskedTextChangedListener.installOn(findViewById(R.id.code), \"[___]\")\n"
    let java = "import com.redmadrobot.inputmask.helper.Mask;\nMask mask = new Mask(\"[___]\");\n"
    let swift = "let listener = MaskedTextInputListener(primaryFormat: \"[___]\")\n"
    project.setFile(path: "Form.kt", text: SourceText(kotlin))
    project.setFile(path: "Code.java", text: SourceText(java))
    project.setFile(path: "Form.swift", text: SourceText(swift))
    func mask(_ path: String) throws -> RedMadRobotMask {
      let field = try XCTUnwrap(project.fields(forPath: path).first { !$0.maskSettings.isEmpty }, path)
      let setting = try XCTUnwrap(field.maskSettings.first, path)
      return try XCTUnwrap(field.mask(for: setting) as? RedMadRobotMask, path)
    }
    let typed = CaretString("1\u{bd}2", gravity: .forward(autocomplete: false))
    for path in ["Form.kt", "Code.java"] {
      let android = try mask(path)
      XCTAssertEqual(android.platform, .android, path)
      XCTAssertEqual(android.apply(typed).formatted.text, "12", path)
    }
    let ios = try mask("Form.swift")
    XCTAssertEqual(ios.platform, .ios)
    XCTAssertEqual(ios.apply(typed).formatted.text, "1\u{bd}2")
    let offset = try XCTUnwrap(kotlin.range(of: "[___]")).lowerBound.utf16Offset(in: kotlin)
    let hover = try XCTUnwrap(project.hover(path: "Form.kt", offset: offset))
    XCTAssertTrue(hover.markdown.contains("RedMadRobot input-mask-android mask"), hover.markdown)
    let swiftOffset = try XCTUnwrap(swift.range(of: "[___]")).lowerBound.utf16Offset(in: swift)
    let swiftHover = try XCTUnwrap(project.hover(path: "Form.swift", offset: swiftOffset))
    XCTAssertTrue(swiftHover.markdown.contains("RedMadRobot input-mask mask"), swiftHover.markdown)
  }
}
