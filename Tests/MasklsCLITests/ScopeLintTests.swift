import Foundation
import MaskJSON
import XCTest

/// `maskls lint` joins only settings of one field: separate closures, exclusive branches and
/// same-named types in different namespaces stay apart (seen on real code), while settings
/// outside the branches still meet each arm's.
final class ScopeLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [String] {
    let (findings, _, _) = try MasklsBinary.lintJSON(files)
    return findings.map { f in
      let path = (f["path"]?.stringValue ?? "").split(separator: "/").last.map(String.init) ?? ""
      return "\(f["rule"]?.stringValue ?? "") \(path):\(f["range"]?["start"]?["line"]?.intValue ?? 0)"
    }
  }

  func testDartTestClosuresAreSeparateFields() throws {
    let dart = """
      import 'package:mask_text_input_formatter/mask_text_input_formatter.dart';

      void main() {
        test('phone', () {
          final f = MaskTextInputFormatter(mask: '+# (###) ###-##-##');
          expect(f.maskText('12345678901'), '+1 (234) 567-89-01');
        });
        test('card', () {
          final f = MaskTextInputFormatter(mask: '####-####');
          expect(f.maskText('12345678'), '1234-5678');
        });
      }
      """
    XCTAssertEqual(try lint(["test/mask_test.dart": dart]), [])
  }

  func testExclusiveSwitchArmsDoNotConflict() throws {
    let swift = """
      import UIKit

      final class DocumentForm {
        let field = VSTextField()

        func configure(kind: Kind) {
          switch kind {
          case .ssn:
            field.setFormatting("###-##-####", replacementChar: "#")
            field.maxLength = 11
          case .zip:
            field.setFormatting("#####", replacementChar: "#")
            field.maxLength = 5
          default:
            field.maxLength = 0
          }
        }
      }
      """
    XCTAssertEqual(try lint(["DocumentForm.swift": swift]), [])
  }

  func testSettingsOutsideTheBranchesStillMeetEachArm() throws {
    let swift = """
      import UIKit

      final class DocumentForm {
        let field = VSTextField()

        func configure(kind: Kind) {
          field.maxLength = 5
          if kind == .ssn {
            field.setFormatting("###-##-####", replacementChar: "#")
          } else {
            field.setFormatting("#####", replacementChar: "#")
          }
        }
      }
      """
    XCTAssertEqual(try lint(["DocumentForm.swift": swift]), ["conflict-max-length DocumentForm.swift:7"])
  }

  func testSameClassNameInTwoNamespacesIsTwoTypes() throws {
    func form(_ namespace: String, _ mask: String) -> String {
      """
      namespace \(namespace)
      {
          public partial class Form1 : Form
          {
              private void InitializeComponent()
              {
                  this.maskedTextBox1.Mask = "\(mask)";
              }
          }
      }
      """
    }
    XCTAssertEqual(try lint(["A/Form1.cs": form("Billing", "000-00-0000"), "B/Form1.cs": form("Shipping", "(000) 000-0000")]), [])
    // The same namespace and class: one field. Two masks in one method conflict; a mask
    // switched in an event handler of the same class is the field changing masks.
    XCTAssertEqual(
      try lint(["A/Form1.cs": form("Billing", "000-00-0000\";\n            this.maskedTextBox1.Mask = \"(000) 000-0000")]),
      ["conflict-duplicate Form1.cs:8"])
    let switching = """
      namespace Billing
      {
          public partial class Form1 : Form
          {
              private void OnCompany(object s, EventArgs e)
              {
                  this.maskedTextBox1.Mask = "00.000.000/0000-00";
              }
          }
      }
      """
    XCTAssertEqual(try lint(["A/Form1.Designer.cs": form("Billing", "000.000.000-00"), "A/Form1.cs": switching]), [])
  }

  func testParametersOfTwoFunctionsAreTwoFields() throws {
    let swift = """
      import UIKit

      final class Formatting {
        func phone(_ field: VSTextField) { field.setFormatting("(###) ###-####", replacementChar: "#") }
        func zip(_ field: VSTextField) { field.setFormatting("#####", replacementChar: "#") }
      }
      """
    XCTAssertEqual(try lint(["Formatting.swift": swift]), [])
    // A parameter shadows a constant of the same name: its value is not the constant's.
    let js = "const mask = '(999';\nexport function apply(el, mask) { Inputmask(mask).mask(el); }\n"
    XCTAssertEqual(try lint(["apply.js": js]), [])
  }
}
