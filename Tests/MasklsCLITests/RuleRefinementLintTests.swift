import Foundation
import MaskJSON
import XCTest

/// Rule refinements seen on real code, through the binary: each case was a false finding (or
/// a wrong suggestion) before.
final class RuleRefinementLintTests: XCTestCase {
  /// `file:line rule` per finding, sorted.
  private func lint(_ files: [String: String]) throws -> [(place: String, message: String)] {
    try MasklsBinary.lintJSON(files).findings.map { f in
      let path = URL(fileURLWithPath: f["path"]?.stringValue ?? "").lastPathComponent
      let line = f["range"]?["start"]?["line"]?.intValue ?? 0
      return ("\(path):\(line) \(f["rule"]?.stringValue ?? "")", f["message"]?.stringValue ?? "")
    }.sorted { $0.place < $1.place }
  }

  func testInputmaskRegexOptionIsNotBacktrackedButAnExponentialSearchIs() throws {
    let found = try lint([
      "form.js": """
        Inputmask({ regex: "^(\\\\d+)+$" }).mask(el);
        const bad = /^(a+)+$/.test(name);
        """,
    ])
    XCTAssertEqual(found.map(\.place), ["form.js:2 regex-redos"])
  }

  func testUpperToLowerRangeSuggestsTheSameLetters() throws {
    let found = try lint(["colour.js": "const isHex = /^#([A-f\\d]{3}){1,2}$/i.test(value);\n"])
    let finding = try XCTUnwrap(found.first { $0.place == "colour.js:1 regex-suspicious-class" })
    XCTAssertTrue(finding.message.hasSuffix("did you mean `A-Fa-f`?"), finding.message)
  }

  /// `[^a-zA-z%]` (an Android app's format pattern): one finding, whose fix is `A-Z`.
  func testUpperToLowerRangeAfterTheLowerCaseIsOneFinding() throws {
    let kotlin = "private val PATTERN = Pattern.compile(\"%([0-9]+\\\\$|<?)([^a-zA-z%]*)\")\n"
    let (findings, _, _) = try MasklsBinary.lintJSON(["SpannableFormatter.kt": kotlin])
    XCTAssertEqual(findings.compactMap { $0["rule"]?.stringValue }, ["regex-suspicious-class"])
    XCTAssertTrue(findings.first?["message"]?.stringValue?.hasSuffix("did you mean `A-Z`?") ?? false, "\(findings)")
    XCTAssertEqual(findings.first?["severity"]?.stringValue, "warning")
  }

  /// An affine format equal to the primary one is never picked but changes nothing: info.
  func testARepeatedAffineFormatIsInformation() throws {
    let kotlin = """
      MaskedTextChangedListener.installOn(
          etCardNumber,
          "[0000] [0000] [0000] [0000]",
          arrayListOf("[0000] [0000] [0000] [0000]"),
          AffinityCalculationStrategy.WHOLE_STRING
      )

      """
    let (findings, json, output) = try MasklsBinary.lintJSON(["CardFragment.kt": kotlin])
    XCTAssertEqual(findings.compactMap { $0["rule"]?.stringValue }, ["mask-affine-redundant"])
    XCTAssertEqual(findings.first?["severity"]?.stringValue, "info")
    XCTAssertEqual(json["summary"]?["warnings"]?.intValue, 0)
    XCTAssertEqual(output.status, 0)
  }

  /// Two files declaring a view controller of the same name (one of them left out of the
  /// build) each give their listener a list: no list holds a format twice. Within one list,
  /// the repeat is still reported.
  func testAnAffineFormatRepeatedOnlyInAnotherListIsNotReported() throws {
    func controller(_ formats: String) -> String {
      """
      import InputMask

      class LoginVC: UIViewController {
        @IBOutlet weak var listener: MaskedTextFieldDelegate!
        override func viewDidLoad() {
          super.viewDidLoad()
          listener.affineFormats = [
            \(formats)
          ]
        }
      }

      """
    }
    let formats = "\"0[00] [000]-[00]-[00]\""
    XCTAssertEqual(try lint(["LoginVC.swift": controller(formats), "LoginView.swift": controller(formats)]).map(\.place), [])
    let repeated = try MasklsBinary.lintJSON(["LoginVC.swift": controller(formats + ", // the same again\n      " + formats)]).findings
    XCTAssertEqual(repeated.compactMap { $0["rule"]?.stringValue }, ["mask-affine-redundant"])
    XCTAssertEqual(repeated.first?["range"]?["start"]?["line"]?.intValue, 9)
  }

  func testDartRegExpWithoutUnicodeTakesALiteralDash() throws {
    let dart = "bool ok(String v) => RegExp(r'^[\\w-\\.]+@([\\w-]+\\.)+[\\w-]{2,4}$').hasMatch(v);\n"
    XCTAssertEqual(try lint(["email.dart": dart]).map(\.place), [])
  }

  func testZeroMaxLengthIsNoLimit() throws {
    let swift = """
      ssnField.setFormatting("***-**-****", replacementChar: "*")
      ssnField.maxLength = 0
      """
    XCTAssertEqual(try lint(["Form.swift": swift]).map(\.place), [])
  }

  func testThePatternFieldIsNeverSuggestedToFlutterCode() throws {
    let dart = "final f = MaskTextInputFormatter(mask: \"###-###\", filter: {\"X\": RegExp(r'[0-9]')});\n"
    let found = try lint(["form.dart": dart])
    XCTAssertTrue(found.contains { $0.place == "form.dart:1 mask-wrong-dialect" }, "\(found)")
    XCTAssertFalse(found.contains { $0.message.contains("BBB_pattern") }, "\(found)")
  }

  /// With `|`, whether Inputmask throws is what its own algorithm does, not a count of
  /// brackets (each verdict checked in jsdom): `99|)` is taken, `9|[9]` throws, and a
  /// mask whose search never ends (`9|{1,3}`) is reported without crashing the linter.
  func testInputmaskAlternationRefusalIsTheLibrarys() throws {
    let found = try lint([
      "form.js": """
        Inputmask({ mask: "99|)" }).mask(a);
        Inputmask({ mask: "9|[9]" }).mask(b);
        Inputmask({ mask: "9|{1,3}" }).mask(c);
        Inputmask({ mask: ["A{2}a(+[9]", ")", ")a9"] }).mask(d);
        """,
    ])
    XCTAssertEqual(found.map(\.place), ["form.js:2 mask-syntax", "form.js:3 mask-syntax"])
  }
}
