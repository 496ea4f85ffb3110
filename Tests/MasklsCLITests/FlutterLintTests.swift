import Foundation
import MaskJSON
import XCTest

/// `maskls lint` on Flutter, Swift and Kotlin forms: the filter rules, the joined `TextField`
/// max length, and the RedMadRobot affine/notation rules, through the built binary.
final class FlutterLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [(rule: String, path: String, line: Int64, column: Int64, message: String)] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue, result.stderr)
    return findings.map { f in
      let path = f["path"]?.stringValue ?? ""
      return (
        f["rule"]?.stringValue ?? "", String(path.dropFirst(dir.path.count + 1)).replacingOccurrences(of: "private/", with: ""),
        f["range"]?["start"]?["line"]?.intValue ?? 0, f["range"]?["start"]?["column"]?.intValue ?? 0,
        f["message"]?.stringValue ?? "")
    }
  }

  func testFlutterForm() throws {
    let dart = """
      import 'package:mask_text_input_formatter/mask_text_input_formatter.dart';

      class PhoneForm extends StatelessWidget {
        final phoneMask = MaskTextInputFormatter(
          mask: '+1 (###) 000-0000',
          filter: {'0': RegExp(r'[0-9]'), 'X': RegExp(r'\\d{2}')},
        );

        @override
        Widget build(BuildContext context) => TextField(
          inputFormatters: [phoneMask],
          keyboardType: TextInputType.phone,
          maxLength: 12,
        );
      }
      """
    let findings = try lint(["lib/phone_form.dart": dart])
    let summary = findings.map { "\($0.rule) \($0.path):\($0.line):\($0.column)" }
    XCTAssertEqual(summary, [
      "flutter-filter-missing lib/phone_form.dart:5:16",
      "flutter-filter-multichar lib/phone_form.dart:6:49",
      "flutter-filter-unused lib/phone_form.dart:6:49",
      "conflict-max-length lib/phone_form.dart:13:16",
    ])
    XCTAssertTrue(findings[0].message.hasPrefix("`#` has no entry in this formatter's `filter:`"), findings[0].message)
    XCTAssertTrue(findings[1].message.hasPrefix("`\\d{2}` cannot match a single character"), findings[1].message)
    XCTAssertTrue(findings[3].message.hasPrefix("max length 12 is shorter than the complete formatted mask"), findings[3].message)
  }

  func testSwiftAndKotlinNotationsAndAffines() throws {
    let swift = """
      import InputMask

      final class PlateViewController: UIViewController {
        let listener = MaskedTextInputListener(
          primaryFormat: "[AA]-[000]",
          affineFormats: ["[AA]-[000]"],
          customNotations: [latinLetters]
        )
        func plate() throws -> Mask {
          try Mask.getOrCreate(withFormat: "[AA]-[000]", customNotations: [cyrillicLetters])
        }
      }
      """
    let kotlin = """
      val mask = Mask.getOrCreate("[AA]-[000]", listOf(digits))
      val other = Mask.getOrCreate("[AA]-[000]", listOf(letters))
      """
    let findings = try lint(["ios/Plate.swift": swift, "android/Plate.kt": kotlin])
    XCTAssertEqual(findings.map { "\($0.rule) \($0.path):\($0.line):\($0.column)" }, [
      "mask-notation-cache android/Plate.kt:2:44",
      "mask-affine-redundant ios/Plate.swift:6:21",
      "mask-notation-cache ios/Plate.swift:10:69",
    ])
    XCTAssertEqual(findings[1].message, "affine format `[AA]-[000]` is the same format as the primary format `[AA]-[000]`, which wins every tie: this affine format is never picked")
    XCTAssertTrue(findings[2].message.hasPrefix("format `[AA]-[000]` is also created with other custom notations (`[latinLetters]` at "), findings[2].message)
  }

  /// A filter entry's regex is compiled when the formatter is made: an invalid one throws, so
  /// it is checked like any `RegExp`; a valid one adds no regex finding.
  func testInvalidFilterRegexIsASyntaxError() throws {
    let dart = """
      final a = MaskTextInputFormatter(mask: '###', filter: {'#': RegExp(r'[0-9')});
      final b = MaskTextInputFormatter(mask: '##', filter: {'#': RegExp(r'(\\d', caseSensitive: false)});
      final c = MaskTextInputFormatter(mask: '###', filter: {'#': RegExp(r'[0-9]')});
      """
    let findings = try lint(["lib/form.dart": dart])
    XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.rule)" }, ["1:70 regex-syntax", "2:69 regex-syntax"])
  }
}
