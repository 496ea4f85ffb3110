import MaskAnalysis
import SourceScanning
import XCTest

/// UIKit keyboard types in Swift, Objective-C and storyboards become `.keyboard(.uikit)`
/// settings with the case name's exact source range and the field it configures.
final class KeyboardRecognitionTests: XCTestCase {
  private struct Recognized: Equatable {
    var value: String
    var field: String
    /// The source text under the literal's range.
    var source: String
  }

  private func keyboards(_ path: String, _ code: String) -> [Recognized] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    let bytes = Array(code.utf8)
    return project.fields().flatMap(\.settings).filter { $0.kind == .keyboard(.uikit) }
      .sorted { $0.literal.range.lowerBound < $1.literal.range.lowerBound }
      .map { Recognized(value: $0.literal.value, field: $0.field.displayName, source: String(decoding: bytes[$0.literal.range], as: UTF8.self)) }
  }

  func testSwiftAssignments() {
    let code = """
      class FormViewController: UIViewController {
        func setUp() {
          phoneField.keyboardType = .numberPad
          self.codeField.keyboardType = UIKeyboardType.phonePad
          amountField?.keyboardType = .decimalPad
          let local = UITextField()
          local.keyboardType = .asciiCapable
        }
      }
      """
    XCTAssertEqual(keyboards("Form.swift", code), [
      Recognized(value: "numberPad", field: "FormViewController.phoneField", source: "numberPad"),
      Recognized(value: "phonePad", field: "FormViewController.codeField", source: "phonePad"),
      Recognized(value: "decimalPad", field: "FormViewController.amountField", source: "decimalPad"),
      Recognized(value: "asciiCapable", field: "local", source: "asciiCapable"),
    ])
  }

  func testSwiftLookAlikesAreNotKeyboardSettings() {
    let code = """
      if phoneField.keyboardType == .numberPad { }
      if phoneField.keyboardType != .phonePad { }
      let keyboardType = UIKeyboardType.numberPad
      var kb: UIKeyboardType = .numberPad
      phoneField.returnKeyType = .done
      phoneField.autocapitalizationType = .allCharacters
      switch phoneField.keyboardType { case .numberPad: break default: break }
      phoneField.keyboardType = UIKeyboardType(rawValue: 4)!
      let name = "keyboardType = .numberPad"
      """
    XCTAssertEqual(keyboards("Form.swift", code), [])
  }

  func testObjectiveCAssignmentsAndMessages() {
    let code = """
      @implementation FormViewController
      - (void)viewDidLoad {
        self.phoneField.keyboardType = UIKeyboardTypeNumberPad;
        [self.codeField setKeyboardType:UIKeyboardTypePhonePad];
        _amountField.keyboardType = UIKeyboardTypeDecimalPad;
        if (self.phoneField.keyboardType == UIKeyboardTypeNumberPad) { }
        NSLog(@"%ld", (long)UIKeyboardTypeNumberPad);
        [self.codeField setReturnKeyType:UIKeyboardTypeNumberPad];
        UIKeyboardType kb = UIKeyboardTypeNumberPad;
      }
      @end
      """
    XCTAssertEqual(keyboards("Form.m", code), [
      Recognized(value: "UIKeyboardTypeNumberPad", field: "FormViewController.phoneField", source: "UIKeyboardTypeNumberPad"),
      Recognized(value: "UIKeyboardTypePhonePad", field: "FormViewController.codeField", source: "UIKeyboardTypePhonePad"),
      Recognized(value: "UIKeyboardTypeDecimalPad", field: "FormViewController.amountField", source: "UIKeyboardTypeDecimalPad"),
    ])
  }

  func testStoryboardTextInputTraits() {
    let code = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects>
          <viewController id="vc1" customClass="FormViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v1">
              <subviews>
                <textField opaque="NO" contentMode="scaleToFill" id="phn-11-abc">
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
                  <textInputTraits key="textInputTraits" keyboardType="phonePad" textContentType="tel"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" id="nam-22-abc">
                  <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                </textField>
                <label text="keyboardType=&quot;numberPad&quot;" id="lbl-33-abc"/>
              </subviews>
            </view>
            <connections>
              <outlet property="phoneField" destination="phn-11-abc" id="o1"/>
            </connections>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    let found = keyboards("Main.storyboard", code)
    XCTAssertEqual(found.map(\.value), ["phonePad"])
    XCTAssertEqual(found.first?.source, "\"phonePad\"")
    XCTAssertEqual(found.first?.field, "element phn-11-abc")
  }
}
