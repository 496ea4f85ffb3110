@testable import MaskAnalysis
import SourceScanning
import XCTest

/// C# recognition: WinForms `MaskedTextBox`, .NET regexes (checked as ICU), DataAnnotations.
final class CSharpRecognitionTests: XCTestCase {
  private func settings(_ code: String, path: String = "Form.cs") -> [Setting] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.fields().flatMap(\.settings).sorted { $0.literal.range.lowerBound < $1.literal.range.lowerBound }
  }

  private func rules(_ code: String) -> [String] {
    let project = AnalysisProject()
    project.setFile(path: "Form.cs", text: SourceText(code))
    return project.findings(forPath: "Form.cs").map(\.rule).sorted()
  }

  func testMaskedTextBoxConstructorAndProperty() {
    let found = settings("""
      public partial class Form1 : Form {
        private void Build() {
          var zip = new MaskedTextBox("00000-9999");
          zip.Mask = "00000";
          this.phoneBox = new MaskedTextBox(@"(999) 000-0000");
        }
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, [
      "new MaskedTextBox(_:)=00000-9999", "Mask=00000", "new MaskedTextBox(_:)=(999) 000-0000",
    ])
    XCTAssertEqual(found[0].field, found[1].field, "the constructor and the property configure one box")
    XCTAssertEqual(found[2].field, .member(type: "Form1", name: "phoneBox"))
  }

  func testRegexConstructorsStaticCallsAndFlags() {
    let found = settings("""
      var a = new Regex(@"^\\d{5}$");
      var b = new Regex("^[a-z]+$", RegexOptions.IgnoreCase | RegexOptions.Multiline);
      bool c = Regex.IsMatch(input, @"\\d{3}");
      bool d = new Regex(@"[0-9]").IsMatch(input);
      var e = Regex.Replace(input, @"\\s+", " ");
      var f = Regex.Matches(input, @"\\d+");
      bool g = Regex.Match(input, @"[a-z]").Success;
      """)
    XCTAssertEqual(found.map(\.literal.value), ["^\\d{5}$", "^[a-z]+$", "\\d{3}", "[0-9]", "\\s+", "\\d+", "[a-z]"])
    XCTAssertEqual(found.map(\.kind), [
      .regex(.icu, .compiled), .regex(.icu, .compiled), .regex(.icu, .search), .regex(.icu, .search), .regex(.icu, .compiled),
      .regex(.icu, .compiled), .regex(.icu, .search),
    ])
    XCTAssertEqual(found.map(\.regexFlags), ["", "im", "", "", "", "", ""])
    XCTAssertEqual(found[0].recognizedAs, "new Regex(_:) (.NET, checked as ICU)")
    XCTAssertEqual(found[2].recognizedAs, "Regex.IsMatch(_:_:) (.NET, checked as ICU)")
  }

  func testGeneratedRegex() {
    let found = settings("""
      partial class Validators {
        [GeneratedRegex(@"^\\d{5}$", RegexOptions.IgnoreCase)]
        private static partial Regex Zip();
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, ["[GeneratedRegex(_:)] (.NET, checked as ICU)=^\\d{5}$"])
    XCTAssertEqual(found.first?.regexFlags, "i")
  }

  func testDataAnnotationsKeyTheDecoratedProperty() {
    let found = settings("""
      public class SignUpModel {
        [Required]
        [StringLength(10, MinimumLength = 2)]
        [RegularExpression(@"^\\d{5}(-\\d{4})?$", ErrorMessage = "Not a ZIP code")]
        public string Zip { get; set; }

        [MaxLength(4)] public string Code;
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, [
      "[StringLength(_:)]=10", "[RegularExpression(_:)] (.NET, checked as ICU)=^\\d{5}(-\\d{4})?$", "[MaxLength(_:)]=4",
    ])
    XCTAssertEqual(found.map(\.kind), [.maxLength, .regex(.icu, .fullMatch), .maxLength])
    XCTAssertEqual(found.map(\.field), [
      .member(type: "SignUpModel", name: "Zip"), .member(type: "SignUpModel", name: "Zip"), .member(type: "SignUpModel", name: "Code"),
    ])
  }

  func testTextBoxMaxLengthButNotMaskedTextBox() {
    let found = settings("""
      class Form1 : Form {
        private TextBox nameBox;
        private MaskedTextBox dateBox;
        void Build() {
          nameBox.MaxLength = 20;
          dateBox.MaxLength = 5;
          maskedTextBox1.MaxLength = 5;
          int maxLength = 7;
        }
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, ["MaxLength=20"])
    XCTAssertEqual(found.first?.field, .member(type: "Form1", name: "nameBox"))
  }

  func testLookAlikesAndNonConstantStrings() {
    XCTAssertEqual(settings("""
      var a = new Regex($"^{prefix}\\\\d+$");
      var b = Regex.Escape("[a-z]");
      var c = new Regex("a" + suffix);
      var d = Other.IsMatch(input, "[a-z]");
      var e = new Regex("[a-z]", RegexOptions.ECMAScript);
      var f = new TextBox("000");
      [Display(Name = "(a")] string g;
      """).map(\.literal.value), [])
  }

  func testDotNetOnlyConstructsAreNeverReported() {
    // Class subtraction, balancing groups, quote-named groups, unbounded lookbehind.
    XCTAssertEqual(rules("""
      var a = new Regex(@"^[a-z-[aeiou]]+$");
      var b = new Regex(@"^(?<open>\\()[^()]*(?<close-open>\\))$");
      var c = new Regex(@"(?'year'\\d{4})-\\d{2}");
      var d = new Regex(@"(?<=^\\w+)\\d");
      var e = new Regex(@"(?<name>\\d+)");
      """), [])
    // What .NET rejects too is still reported, at its place inside the verbatim string.
    let project = AnalysisProject()
    let code = "var bad = new Regex(@\"\"\"(\\d\");\n"
    project.setFile(path: "Form.cs", text: SourceText(code))
    let findings = project.findings(forPath: "Form.cs")
    XCTAssertEqual(findings.map(\.rule), ["regex-syntax"])
    XCTAssertEqual(findings.first.map { SourceText(code).string(in: $0.location.range) }, "(")
    XCTAssertEqual(findings.first?.location.start.utf16Column, 24)
  }

  func testRawStringPositions() {
    let code = "var r = new Regex(\"\"\"\n    ^\"\\d\"\n    [a-\n    \"\"\");\n"
    let project = AnalysisProject()
    project.setFile(path: "Raw.cs", text: SourceText(code))
    XCTAssertEqual(project.fields().flatMap(\.settings).map(\.literal.value), ["^\"\\d\"\n[a-"])
    let findings = project.findings(forPath: "Raw.cs").filter { $0.rule == "regex-syntax" }
    XCTAssertEqual(findings.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }, ["2:4"])
  }

  func testMaskedTextProviderRejectionsAreMaskSyntax() {
    XCTAssertEqual(rules("var box = new MaskedTextBox(\"00\\t00\");\n"), ["mask-syntax"])
    XCTAssertEqual(rules("var box = new MaskedTextBox(\"(000) 000-0000\");\n"), [])
  }

  func testCompatibilityCheck() {
    XCTAssertTrue(DotNetRegexCompatibility.mayDisagreeWithICU("(?n)(a)"))
    XCTAssertTrue(DotNetRegexCompatibility.mayDisagreeWithICU("(?in:a)"))
    XCTAssertTrue(DotNetRegexCompatibility.mayDisagreeWithICU("(?<a-b>x)"))
    XCTAssertFalse(DotNetRegexCompatibility.mayDisagreeWithICU("(?<name>x)(?i)y"))
    XCTAssertFalse(DotNetRegexCompatibility.mayDisagreeWithICU("[a-z]+-\\d"))
  }

  /// The byte pre-test lets through every pattern the full test would flag.
  func testTheBytePreTestKeepsEveryConstruct() {
    for pattern in [
      "[a-z-[aeiou]]", "(?'x'a)", "\\k'x'", "(?<=a)b", "(?<!a)b", "\\p{IsGreek}", "\\P{IsGreek}", "(?<-x>a)",
      "(?(x)a|b)", "(?<a-b>x)", "(?n)a", "(?in:a)",
    ] {
      XCTAssertTrue(DotNetRegexCompatibility.holdsConstructStart(pattern), pattern)
      XCTAssertTrue(DotNetRegexCompatibility.mayDisagreeWithICU(pattern), pattern)
    }
    for pattern in ["^\\d{3}-\\d{4}$", "[A-Z]{2}[0-9]+", "a\\-b", "", "é-ü"] {
      XCTAssertFalse(DotNetRegexCompatibility.holdsConstructStart(pattern), pattern)
      XCTAssertFalse(DotNetRegexCompatibility.mayDisagreeWithICU(pattern), pattern)
    }
  }
}
