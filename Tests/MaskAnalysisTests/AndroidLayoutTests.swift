import MaskAnalysis
import SourceScanning
import XCTest

/// Android layout XML settings and the one field they share with the Kotlin/Java code that
/// reaches the same view id.
final class AndroidLayoutTests: XCTestCase {
  private let layoutPath = "app/src/main/res/layout/activity_sign_up.xml"

  private func layout(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:tools="http://schemas.android.com/tools">
    \(body)
    </LinearLayout>
    """
  }

  func testMaxLengthAndInputTypeKeyedByViewID() {
    let project = AnalysisProject()
    project.setFile(path: layoutPath, text: SourceText(layout("""
        <EditText android:id="@+id/phone" android:maxLength="10" android:inputType="phone|number" />
        <com.google.android.material.textfield.TextInputEditText android:maxLength="5" />
        <EditText android:id="@+id/code" android:maxLength="@integer/code_length" tools:maxLength="4"
            android:inputType="@string/bad" android:hint="maxLength" />
    """)))
    let settings = project.fields().flatMap(\.settings).sorted { $0.literal.range.lowerBound < $1.literal.range.lowerBound }
    XCTAssertEqual(settings.map { "\($0.recognizedAs)\($0.literal.value)" }, [
      "EditText android:maxLength=10", "EditText android:inputType=phone|number", "TextInputEditText android:maxLength=5",
    ])
    XCTAssertEqual(settings.map(\.kind), [.maxLength, .keyboard(.android), .maxLength])
    XCTAssertEqual(settings[0].field, .androidView(id: "phone"))
    XCTAssertEqual(settings[1].field, .androidView(id: "phone"))
    XCTAssertEqual(settings[2].field, .interfaceBuilder(path: layoutPath, elementID: "#2"))
  }

  func testLayoutAndKotlinMeetInOneFieldAndConflict() {
    let project = AnalysisProject()
    let xml = layout("""
        <EditText
            android:id="@+id/phone"
            android:maxLength="10" />
    """)
    project.setFile(path: layoutPath, text: SourceText(xml))
    project.setFile(path: "app/src/main/java/SignUpActivity.kt", text: SourceText("""
      class SignUpActivity : AppCompatActivity() {
        override fun onCreate(savedInstanceState: Bundle?) {
          MaskedTextChangedListener.installOn(findViewById(R.id.phone), "+1 ([000]) [000]-[0000]")
        }
      }
      """))
    let fields = project.fields().filter { $0.key == .androidView(id: "phone") }
    XCTAssertEqual(fields.count, 1)
    XCTAssertEqual(fields.first?.settings.count, 2)
    let findings = project.findings(forPath: layoutPath)
    XCTAssertEqual(findings.map(\.rule), ["conflict-max-length"])
    // The finding sits on the layout's `10`, line 5 (0-based 5 after the three header lines).
    let start = findings.first?.location.start
    XCTAssertEqual(start?.line, 5)
    XCTAssertEqual(findings.first.map { SourceText(xml).string(in: $0.location.range) }, "\"10\"")
  }

  func testViewBindingJoinsSnakeCaseIDs() {
    let project = AnalysisProject()
    project.setFile(path: layoutPath, text: SourceText(layout("""
        <EditText android:id="@+id/zip_code" android:maxLength="3" />
    """)))
    project.setFile(path: "Form.kt", text: SourceText("""
      MaskedTextChangedListener.installOn(binding.zipCode, "[00000]")
      """))
    let field = project.fields().first { $0.settings.contains { $0.kind == .maxLength } }
    XCTAssertEqual(field?.key, .androidView(id: "zip_code"))
    XCTAssertEqual(field?.settings.count, 2)
    XCTAssertEqual(project.allFindings().map(\.rule), ["conflict-max-length"])
  }

  func testDifferentViewsStayApart() {
    let project = AnalysisProject()
    project.setFile(path: layoutPath, text: SourceText(layout("""
        <EditText android:id="@+id/zip" android:maxLength="3" />
    """)))
    project.setFile(path: "Form.kt", text: SourceText("""
      MaskedTextChangedListener.installOn(findViewById(R.id.phone), "[00000]")
      MaskedTextChangedListener.installOn(zip, "[00000]")
      """))
    XCTAssertEqual(project.allFindings().map(\.rule), [])
  }

  func testConfiguredAttributeNamesStillApply() {
    var configuration = ProjectConfiguration()
    configuration.customSettings = ["app:mask": .mask(.redmadrobot)]
    let project = AnalysisProject(configuration: configuration)
    project.setFile(path: layoutPath, text: SourceText(layout("""
        <com.example.MaskedEditText android:id="@+id/card" app:mask="" />
    """)))
    XCTAssertEqual(project.findings(forPath: layoutPath).map(\.rule), ["mask-empty"])
    XCTAssertEqual(project.fields().first?.key, .androidView(id: "card"))
  }
}
