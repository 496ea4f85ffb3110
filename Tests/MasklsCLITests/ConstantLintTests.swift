import Foundation
import MaskJSON
import XCTest

/// `maskls lint` follows constants written where a mask is expected: findings land on the
/// constant's literal, with the use as related information; ambiguous, mutable or
/// concatenated values say nothing.
final class ConstantLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [String] {
    let (findings, _, _) = try MasklsBinary.lintJSON(files)
    func place(_ location: JSON?) -> String {
      let path = (location?["path"]?.stringValue ?? "").split(separator: "/").last.map(String.init) ?? ""
      return "\(path):\(location?["range"]?["start"]?["line"]?.intValue ?? 0)"
    }
    return findings.map { f in
      let related = (f["related"]?.arrayValue ?? []).map { place($0) }
      return "\(f["rule"]?.stringValue ?? "") \(place(f)) <- \(related.joined(separator: ","))"
    }
  }

  func testKotlinConstantInAnotherFileIsReportedAtItsLiteral() throws {
    let masks = """
      package com.example.forms

      const val PHONE_MASK = "+1 ([000]) [000]-[0000"
      """
    let form = """
      package com.example.forms

      class SignUpActivity : AppCompatActivity() {
        fun bind(phone: EditText) {
          MaskedTextChangedListener.installOn(phone, PHONE_MASK)
        }
      }
      """
    XCTAssertEqual(try lint(["Masks.kt": masks, "SignUpActivity.kt": form]), ["mask-ignored Masks.kt:3 <- SignUpActivity.kt:5"])
  }

  func testSwiftEnumAndFileLevelConstants() throws {
    let swift = """
      import InputMask

      enum Masks {
        static let phone = "+1 ([000]) [000]-[0000"
      }
      let kCard = "[0000] [0000] [0000] [0000]"

      final class PaymentViewController: UIViewController {
        let phone = Mask(format: Masks.phone)
        let card = Mask(format: kCard)
      }
      """
    XCTAssertEqual(try lint(["Payment.swift": swift]), ["mask-ignored Payment.swift:4 <- Payment.swift:9"])
  }

  func testDartConstantJoinsItsTextField() throws {
    let constants = "const kPhoneMask = '+# (###) ###-##-##';\n"
    let form = """
      class PhoneForm extends StatelessWidget {
        final formatter = MaskTextInputFormatter(mask: kPhoneMask);

        @override
        Widget build(BuildContext context) => TextField(inputFormatters: [formatter], maxLength: 12);
      }
      """
    XCTAssertEqual(
      try lint(["lib/constants.dart": constants, "lib/phone_form.dart": form]),
      ["conflict-max-length phone_form.dart:5 <- constants.dart:1"])
  }

  func testCSharpConstJavaStaticFinalAndJavaScriptImports() throws {
    let cs = """
      namespace App {
        static class Masks { public const string Ssn = "000-00-0000"; }
        partial class Form1 {
          void Init() {
            this.ssnBox.Mask = Masks.Ssn;
            this.ssnBox.Mask = "00000";
          }
        }
      }
      """
    let java = """
      class Masks {
        static final String CARD = "[0000] [0000";
        void bind(EditText card) { MaskedTextChangedListener.installOn(card, CARD); }
      }
      """
    let masks = "export const PHONE = '(999';\n"
    let form = "import { PHONE as P } from './masks';\nInputmask(P).mask(document.getElementById('phone'));\n"
    XCTAssertEqual(try lint(["Form1.cs": cs, "Masks.java": java, "masks.js": masks, "form.js": form]), [
      "conflict-duplicate Form1.cs:6 <- Form1.cs:2",
      "mask-ignored Masks.java:2 <- Masks.java:3",
      "mask-ignored masks.js:1 <- form.js:2",
    ])
  }

  func testAmbiguousMutableAndConcatenatedValuesSayNothing() throws {
    let kotlin = """
      object Masks { const val PHONE = "[000" }
      object Other { const val PHONE = "[00" }
      class Form {
        var mutable = "[0"
        fun bind(a: EditText, b: EditText, c: EditText) {
          MaskedTextChangedListener.installOn(a, PHONE)
          MaskedTextChangedListener.installOn(b, mutable)
          val joined = "[0" + digits
          MaskedTextChangedListener.installOn(c, joined)
        }
      }
      """
    XCTAssertEqual(try lint(["Form.kt": kotlin]), [])
  }

  func testAndroidStringResourceReadThroughGetString() throws {
    let strings = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
          <string name="phone_mask">+1 ([000]) [000]-[0000</string>
          <string name="card_mask">"[0000] [0000"</string>
      </resources>
      """
    let kotlin = """
      class SignUpActivity : AppCompatActivity() {
        fun bind(phone: EditText, card: EditText) {
          MaskedTextChangedListener.installOn(phone, getString(R.string.phone_mask))
          MaskedTextChangedListener.installOn(card, resources.getString(R.string.card_mask))
        }
      }
      """
    XCTAssertEqual(
      try lint(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/SignUpActivity.kt": kotlin]),
      ["mask-ignored strings.xml:3 <- SignUpActivity.kt:3"])
    // Translated into another value: the resource has no single value, nothing is said.
    let french = strings.replacingOccurrences(of: "+1", with: "+33")
    XCTAssertEqual(
      try lint([
        "app/src/main/res/values/strings.xml": strings, "app/src/main/res/values-fr/strings.xml": french,
        "app/src/main/java/SignUpActivity.kt": kotlin,
      ]),
      [])
  }
}
