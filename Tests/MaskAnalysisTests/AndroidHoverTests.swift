import MaskAnalysis
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
}
