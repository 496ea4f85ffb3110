import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

final class RecognitionTests: XCTestCase {
  private func fields(_ files: [(String, String)]) -> [AnalyzedField] {
    let project = AnalysisProject()
    for (path, code) in files { project.setFile(path: path, text: SourceText(code)) }
    return project.fields()
  }

  private func kinds(_ field: AnalyzedField) -> [String] {
    field.settings.map { "\($0.recognizedAs)=\($0.literal.value)" }
  }

  func testSwiftAssignmentsOnOneReceiverFormOneField() {
    let result = fields([("A.swift", """
      class VC {
        func setUp() {
          phoneField.BBB_pattern = "+1 (###) ###-####"
          phoneField.BBB_regular = "\\\\d{0,10}"
          self.phoneField.maxLength = 17
          zip.BBB_pattern = "#####"
        }
      }
      """)])
    XCTAssertEqual(result.count, 2)
    let phone = result.first { $0.key == .member(type: "VC", name: "phoneField") }
    XCTAssertEqual(phone.map(kinds), ["BBB_pattern=+1 (###) ###-####", "BBB_regular=\\d{0,10}", "maxLength=17"])
  }

  func testLocalReceiversInDifferentFunctionsAreDifferentFields() {
    let result = fields([("A.swift", """
      class VC {
        func a() { let f = PatternTextField(); f.BBB_pattern = "##" }
        func b() { let f = PatternTextField(); f.BBB_pattern = "###" }
      }
      """)])
    XCTAssertEqual(result.count, 2)
  }

  func testCallsAndInitialisers() {
    let result = fields([("A.swift", """
      let a = try Mask(format: "[00]")
      let b = Mask.getOrCreate(withFormat: "[000]")
      let l = MaskedTextInputListener(primaryFormat: "[0000]", affineFormats: ["[00]", "[000000]"])
      let r = try NSRegularExpression(pattern: "^\\\\d+$")
      let p = NSPredicate(format: "SELF MATCHES %@", "[a-z]+")
      let s = text.range(of: "\\\\d", options: .regularExpression)
      let t = text.range(of: "abc")
      field.setFormatting("###-###", replacementChar: "#")
      """)])
    let all = result.flatMap(kinds)
    XCTAssertEqual(all.sorted(), [
      "MaskedTextInputListener(affineFormats:)=[000000]",
      "MaskedTextInputListener(affineFormats:)=[00]",
      "MaskedTextInputListener(primaryFormat:)=[0000]",
      "Mask(format:)=[00]",
      "Mask.getOrCreate(withFormat:)=[000]",
      "NSPredicate(format: \"SELF MATCHES %@\")=[a-z]+",
      "NSRegularExpression(pattern:)=^\\d+$",
      "range(of:options: .regularExpression)=\\d",
      "setFormatting(_:replacementChar:)=###-###",
      "setFormatting(_:replacementChar:)=#",
    ].sorted())
  }

  func testDirectivesMarkOtherLiterals() {
    let result = fields([("A.swift", """
      // maskls: mask=redmadrobot
      let plate = "[A] [000]"
      let other = "[A] [000]"
      let re = "\\\\d+" // maskls: regex=icu
      """)])
    XCTAssertEqual(result.flatMap(kinds).sorted(), ["// maskls: mask=redmadrobot=[A] [000]", "// maskls: regex=icu=\\d+"])
  }

  func testInterpolatedLiteralsAreSkipped() {
    let result = fields([("A.swift", #"phoneField.BBB_pattern = "+\(code) ###""#)])
    XCTAssertTrue(result.isEmpty)
  }

  func testObjectiveCMessagesAndProperties() {
    let result = fields([("A.m", """
      @implementation PaymentVC
      - (void)viewDidLoad {
        [self.cvvField setBBB_pattern:@"###"];
        [_cvvField setMaxLength:3];
        self.cvvField.BBB_regular = @"\\\\d{0,3}";
        NSRegularExpression *re = [NSRegularExpression regularExpressionWithPattern:@"^a+$" options:0 error:nil];
      }
      @end
      """)])
    let cvv = result.first { $0.key == .member(type: "PaymentVC", name: "cvvField") }
    XCTAssertEqual(cvv.map(kinds), ["setBBB_pattern:=###", "setMaxLength:=3", "BBB_regular=\\d{0,3}"])
    XCTAssertTrue(result.flatMap(kinds).contains("regularExpressionWithPattern:=^a+$"))
  }

  func testStoryboardOutletJoinsCodeField() {
    let storyboard = """
      <document>
        <viewController id="vc1" customClass="SignUpVC">
          <view key="view" id="v1">
            <subviews>
              <textField id="tf1" customClass="PatternTextField">
                <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="(###) ###-####"/>
                </userDefinedRuntimeAttributes>
              </textField>
            </subviews>
          </view>
          <connections>
            <outlet property="phoneField" destination="tf1" id="o1"/>
          </connections>
        </viewController>
      </document>
      """
    let code = """
      class SignUpVC: UIViewController {
        override func viewDidLoad() { phoneField.BBB_pattern = "+1 (###) ###-####" }
      }
      """
    let result = fields([("Main.storyboard", storyboard), ("SignUpVC.swift", code)])
    XCTAssertEqual(result.count, 1, "\(result.map(\.key))")
    XCTAssertEqual(result.first?.settings.count, 2)
    // The same property name on another class is another field.
    let other = fields([("Main.storyboard", storyboard), ("Other.swift", code.replacingOccurrences(of: "SignUpVC", with: "OtherVC"))])
    XCTAssertEqual(other.count, 2)
  }
}

final class SwiftRegexRecognitionTests: XCTestCase {
  func testRegexLiteralsAndRegexInitialiser() {
    let project = AnalysisProject()
    project.setFile(path: "A.swift", text: SourceText("""
      let a = text.wholeMatch(of: /\\d{5}/)
      let b = text.firstMatch(of: #/[a-z]+/#)
      let c = try Regex("^[0-9]+$")
      """))
    let settings = project.fields().flatMap(\.settings)
    let described = settings.map { s -> String in
      guard case .regex(let flavor, let use) = s.kind else { return "?" }
      return "\(flavor.rawValue) \(use.rawValue) \(s.literal.value)"
    }.sorted()
    XCTAssertEqual(described, ["swift compiled ^[0-9]+$", "swift fullMatch \\d{5}", "swift search [a-z]+"])
  }
}
