import Foundation
import XCTest

/// `maskls lint` through the built binary on a small Android project (layout XML, Kotlin,
/// Java) and a small .NET project: exact `line:column`, rule ids and messages.
final class AndroidLintTests: XCTestCase {
  private static let layout = #"""
    <?xml version="1.0" encoding="utf-8"?>
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:orientation="vertical">
        <EditText
            android:id="@+id/phone"
            android:inputType="phone"
            android:maxLength="10" />
        <EditText
            android:id="@+id/zip_code"
            android:inputType="number"
            android:maxLength="4" />
    </LinearLayout>
    """#

  private static let activity = #"""
    package com.example

    import com.redmadrobot.inputmask.MaskedTextChangedListener

    class SignUpActivity : AppCompatActivity() {
        private lateinit var binding: ActivitySignUpBinding

        override fun onCreate(savedInstanceState: Bundle?) {
            super.onCreate(savedInstanceState)
            MaskedTextChangedListener.installOn(findViewById(R.id.phone), "+1 ([000]) [000]-[0000]")
            MaskedTextChangedListener.installOn(binding.zipCode, "[00000]")
            val zip = Regex("^(\\d{5}$")
        }
    }
    """#

  private static let validator = #"""
    package com.example;

    import java.util.regex.Pattern;

    final class CardValidator {
        private static final Pattern CVV = Pattern.compile("^\\d{3,4}$");
        private static final Pattern EXPIRY = Pattern.compile("^(0[1-9]|1[0-2])/\\d{2}[$");
    }
    """#

  private static let form = #"""
    using System.ComponentModel.DataAnnotations;
    using System.Text.RegularExpressions;

    public class SignUpModel
    {
        [StringLength(5)]
        [RegularExpression(@"^\d{5}(-\d{4}$")]
        public string Zip { get; set; }

        public static bool IsVowelFree(string s) => new Regex(@"^[a-z-[aeiou]]+$").IsMatch(s);
    }

    public partial class SignUpForm : Form
    {
        private void InitializeComponent()
        {
            this.phoneBox = new MaskedTextBox("(000) 000-0000");
            this.dateBox = new MaskedTextBox("00/00/0000");
            this.dateBox.Mask = "";
        }
    }
    """#

  private func lines(_ files: [String: String]) throws -> (status: Int32, lines: [String]) {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array(($0 + "\n").utf8) })
    let result = try MasklsBinary.run(["lint", "."], cwd: dir)
    return (result.status, result.stdout.components(separatedBy: "\n"))
  }

  func testAndroidProjectJoinsLayoutAndCode() throws {
    let (status, lines) = try lines([
      "app/src/main/res/layout/activity_sign_up.xml": Self.layout,
      "app/src/main/java/com/example/SignUpActivity.kt": Self.activity,
      "app/src/main/java/com/example/CardValidator.java": Self.validator,
    ])
    XCTAssertEqual(status, 1)
    let findings = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    XCTAssertEqual(findings.count, 4, lines.joined(separator: "\n"))
    // The layout's `android:maxLength="10"` (line 7, column 27) and the Kotlin mask on
    // `findViewById(R.id.phone)` (line 10, column 71) are one field.
    XCTAssertTrue(lines.contains {
      $0.hasSuffix("activity_sign_up.xml:7:27: error: max length 10 is shorter than the complete formatted mask `+1 ([000]) [000]-[0000]` (17 characters): typing stops at `+1 (234) 5` and the mask can never be completed [conflict-max-length]")
    }, lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpActivity.kt:10:71: note: the mask needs 17 characters") })
    // View binding `binding.zipCode` reaches `@+id/zip_code`.
    XCTAssertTrue(lines.contains { $0.hasSuffix("activity_sign_up.xml:11:27: error: max length 4 is shorter than the complete formatted mask `[00000]` (5 characters): typing stops at `2345` and the mask can never be completed [conflict-max-length]") })
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpActivity.kt:11:62: note: the mask needs 5 characters") })
    // Regexes: the `(` after the `\\d` escape in Kotlin, the `[` in Java.
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpActivity.kt:12:27: error: unterminated group opened here [regex-syntax]") })
    XCTAssertTrue(lines.contains { $0.hasSuffix("CardValidator.java:7:83: error: unterminated character class opened here [regex-syntax]") })
  }

  func testDotNetProject() throws {
    let (status, lines) = try lines(["SignUpForm.cs": Self.form])
    XCTAssertEqual(status, 1)
    let findings = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": info: ") }
    XCTAssertEqual(findings.count, 2, lines.joined(separator: "\n"))
    // DataAnnotations pattern (verbatim string); class subtraction on line 10 is .NET syntax
    // and not reported.
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpForm.cs:7:32: error: unterminated group opened here [regex-syntax]") })
    XCTAssertFalse(lines.contains { $0.contains("SignUpForm.cs:10:") })
    // `new MaskedTextBox("00/00/0000")` and `.Mask = ""` configure the same box.
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpForm.cs:19:29: warning: this field is also given the mask `00/00/0000` (new MaskedTextBox(_:)); only the one applied last takes effect [conflict-duplicate]") })
    XCTAssertTrue(lines.contains { $0.hasSuffix("SignUpForm.cs:18:42: note: first mask of this field: `00/00/0000`") })
    // The empty mask clears a box that has a real one: no note.
    XCTAssertFalse(lines.contains { $0.contains("[mask-empty]") })
  }
}
