import Foundation
import MaskJSON
import XCTest

/// `conflict-keyboard` and `mask-wrong-dialect` through the built binary, on a view
/// controller whose keyboard is set in the storyboard and in code.
final class KeyboardLintTests: XCTestCase {
  private let swift = """
    import UIKit

    final class PlateViewController: UIViewController {
      @IBOutlet weak var plateField: UITextField!
      @IBOutlet weak var phoneField: UITextField!
      @IBOutlet weak var codeField: UITextField!

      override func viewDidLoad() {
        super.viewDidLoad()
        plateField.primaryMaskFormat = "[AA] [0000]"
        phoneField.primaryMaskFormat = "+1 (###) ###-####"
        phoneField.keyboardType = .phonePad
        codeField.primaryMaskFormat = "[000]-[aa]"
        codeField.keyboardType = UIKeyboardType.numberPad
      }
    }

    """

  private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" customClass="PlateViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="plt-12-xyz">
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" keyboardType="numberPad"/>
                  </textField>
                </subviews>
              </view>
              <connections>
                <outlet property="plateField" destination="plt-12-xyz" id="o1"/>
              </connections>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>

    """

  /// 1-based line and UTF-16 column of the first `needle` after `marker` in `text`.
  private func position(of needle: String, after marker: String, in text: String) -> (Int64, Int64) {
    guard let m = text.range(of: marker), let r = text.range(of: needle, range: m.lowerBound..<text.endIndex) else {
      XCTFail("\(needle) not found")
      return (0, 0)
    }
    let before = text[text.startIndex..<r.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (Int64(line), Int64(text[lineStart..<r.lowerBound].utf16.count + 1))
  }

  func testKeyboardConflictsAndWrongDialectThroughTheBinary() throws {
    let dir = try MasklsBinary.tempDir([
      "App/PlateViewController.swift": Array(swift.utf8),
      "App/Base.lproj/Main.storyboard": Array(storyboard.utf8),
    ])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue)
    let keyboard = findings.filter { $0["rule"] == "conflict-keyboard" }
    XCTAssertEqual(keyboard.count, 2, "\(findings)")

    // The storyboard's number pad against the letter slots set in code.
    let fromStoryboard = try XCTUnwrap(keyboard.first { $0["path"]?.stringValue?.hasSuffix("Main.storyboard") == true })
    let (sbLine, sbColumn) = position(of: "numberPad", after: "keyboardType=", in: storyboard)
    XCTAssertEqual(fromStoryboard["range"]?["start"]?["line"]?.intValue, sbLine)
    XCTAssertEqual(fromStoryboard["range"]?["start"]?["column"]?.intValue, sbColumn)
    XCTAssertEqual(fromStoryboard["severity"], "warning")
    XCTAssertEqual(fromStoryboard["message"]?.stringValue, "keyboard type `numberPad` shows a keyboard that types digits 0-9 only on iPhone: the mask `[AA] [0000]` needs a letter at `A` (2 of its 6 slots cannot be typed)")
    let related = try XCTUnwrap(fromStoryboard["related"]?[0])
    XCTAssertTrue(related["path"]?.stringValue?.hasSuffix("PlateViewController.swift") == true, "\(related)")
    XCTAssertEqual(related["message"], "this slot takes a letter")

    // The code's `UIKeyboardType.numberPad` against `[aa]`.
    let fromCode = try XCTUnwrap(keyboard.first { $0["path"]?.stringValue?.hasSuffix(".swift") == true })
    let (codeLine, codeColumn) = position(of: "numberPad", after: "UIKeyboardType.", in: swift)
    XCTAssertEqual(fromCode["range"]?["start"]?["line"]?.intValue, codeLine)
    XCTAssertEqual(fromCode["range"]?["start"]?["column"]?.intValue, codeColumn)
    XCTAssertTrue(fromCode["message"]?.stringValue?.contains("needs a letter at `a`") == true, "\(fromCode)")

    // `#` slots given to RedMadRobot.
    let wrong = findings.filter { $0["rule"] == "mask-wrong-dialect" }
    XCTAssertEqual(wrong.count, 1, "\(findings)")
    let (wrongLine, wrongColumn) = position(of: "#", after: "phoneField.primaryMaskFormat", in: swift)
    XCTAssertEqual(wrong.first?["range"]?["start"]?["line"]?.intValue, wrongLine)
    XCTAssertEqual(wrong.first?["range"]?["start"]?["column"]?.intValue, wrongColumn)
    XCTAssertEqual(wrong.first?["message"]?.stringValue, "`+1 (###) ###-####` has no slot in RedMadRobot input-mask (every character is a literal there), but reads as a mask of a `BBB_pattern` field (`#` slots), AnyFormatKit, where `#` is a slot (10 slots); for RedMadRobot input-mask write `+1 ([000]) [000]-[0000]`")
    // The phone pad can type every digit slot: no finding for the phone field's keyboard.
    let (phoneLine, _) = position(of: "phonePad", after: "phoneField.keyboardType", in: swift)
    XCTAssertFalse(keyboard.contains { $0["range"]?["start"]?["line"]?.intValue == phoneLine && $0["path"]?.stringValue?.hasSuffix(".swift") == true })
  }

  func testTextFormatNamesTheRuleAtTheKeyboardValue() throws {
    let source = "plateField.primaryMaskFormat = \"[AA]\"\nplateField.keyboardType = .numberPad\n"
    let dir = try MasklsBinary.tempDir(["A.swift": Array(source.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path])
    XCTAssertEqual(result.status, 0, "warnings only: \(result.stdout)")
    let lines = result.stdout.components(separatedBy: "\n")
    let line = try XCTUnwrap(lines.first { $0.hasSuffix("[conflict-keyboard]") }, result.stdout)
    XCTAssertTrue(line.contains("A.swift:2:28: warning: keyboard type `numberPad`"), line)
  }
}
