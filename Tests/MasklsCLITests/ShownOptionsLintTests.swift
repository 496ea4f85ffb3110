import Foundation
import MaskJSON
import XCTest

/// Through the binary: options written next to a mask that change what the field shows
/// (react-input-mask `maskChar`, Flutter `filter:`/`type:`, ngx-mask element inputs). Working
/// code gives no finding; real mistakes still do.
final class ShownOptionsLintTests: XCTestCase {
  /// `file:line rule` per finding, sorted.
  private func lint(_ files: [String: String]) throws -> [String] {
    let (findings, _, output) = try MasklsBinary.lintJSON(files)
    XCTAssertTrue(output.status == 0 || output.status == 1, output.stdout + output.stderr)
    return findings.map { f in
      let path = (f["path"]?.stringValue ?? "").components(separatedBy: "/").last ?? ""
      return "\(path):\(f["range"]?["start"]?["line"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }.sorted()
  }

  func testFlutterCustomFiltersGiveNoFalseFindings() throws {
    let found = try lint([
      "plate.dart": """
        final plate = MaskTextInputFormatter(mask: 'LLL-0000', filter: const {"L": RegExp(r'[A-Z]'), "0": RegExp(r'[0-9]')});
        final card = MaskTextInputFormatter(mask: 'XXXX XXXX', filter: const <String, RegExp>{"X": RegExp(r'[0-9]')});
        final spread = MaskTextInputFormatter(mask: '##-00', filter: {...base, '0': RegExp(r'[0-9]')});
        final named = MaskTextInputFormatter(mask: 'LL-00', filter: {kLetter: RegExp(r'[A-Z]'), '0': RegExp(r'[0-9]')});
        final missing = MaskTextInputFormatter(mask: '##-00', filter: {'0': RegExp(r'[0-9]')});
        final eager = MaskTextInputFormatter.eager(mask: 'AA-##', filter: {'#': RegExp(r'[0-9]')});
        """,
    ])
    // Line 1 gave `mask-no-slots` (error) and `mask-wrong-dialect` before the `const` map was
    // read; line 3 gave `flutter-filter-missing` for a `#` the spread may define.
    // Line 6 (the named constructor `.eager`) was not recognised at all.
    XCTAssertEqual(found, ["plate.dart:5 flutter-filter-missing", "plate.dart:6 flutter-filter-missing"])
  }

  func testFormatterVariableGivenANewFormatter() throws {
    // The shape of mask_text_input_formatter's own tests: each formatter is used in turn.
    let found = try lint([
      "formatter_test.dart": """
        void main() {
          test('Cursor position', () {
            var formatter = MaskTextInputFormatter(mask: "+1 (###) ###-####");
            expect(formatter.getMaskedText(), "");
            formatter = MaskTextInputFormatter(mask: "+# (###) ###-####", type: MaskAutoCompletionType.eager);
            expect(formatter.getMaskedText(), "");
          });
        }
        """,
    ])
    XCTAssertEqual(found, [])
  }

  func testReactInputMaskCharacter() throws {
    let found = try lint([
      "Form.jsx": """
        import Masked from 'react-input-mask';
        export const A = () => <Masked mask="+7" maskChar={null} />;
        export const B = (props) => <Masked mask="+7" maskChar={props.c} />;
        export const C = () => <Masked mask="99/99" maskChar="-" />;
        """,
    ])
    // A mask without a slot stays an error with a known `maskChar`; with an unknown one the
    // mask is not judged.
    XCTAssertEqual(found, ["Form.jsx:2 mask-no-slots"])
  }

  func testNgxPatternAndUnmodelledInputs() throws {
    let found = try lint([
      "phone.component.html": """
        <input mask="(000) 000-0000" pattern="\\d{10}" name="phone" ngModel>
        <input mask="(000) 000-0000" pattern="\\d{4}" formControlName="short">
        <input mask="(000) 000-0000" pattern="\\+7 \\(\\d{3}\\) \\d{3}-\\d{4}" prefix="+7 " [(ngModel)]="withPrefix">
        <input mask="(000) 000-0000" pattern="\\d{10}">
        """,
    ])
    // Line 1 was an error before: Angular's `pattern` validator checks the value without literals.
    XCTAssertEqual(found, ["phone.component.html:2 regex-rejects-mask", "phone.component.html:4 regex-rejects-mask"])
  }

  func testPreviewTakesTheMaskCharacter() throws {
    let none = try MasklsBinary.run(["preview", "--dialect", "reactinputmask", "99/99", "--keys", "12", "--mask-char="])
    XCTAssertEqual(none.status, 0, none.stderr)
    XCTAssertTrue(none.stdout.contains("  2  12/|\n"), none.stdout)
    XCTAssertFalse(none.stdout.contains("_"), none.stdout)
    let dash = try MasklsBinary.run(["preview", "--dialect", "reactinputmask", "99/99", "--keys", "12", "--mask-char", "-"])
    XCTAssertTrue(dash.stdout.contains("  2  12/|--\n"), dash.stdout + dash.stderr)
    let wrong = try MasklsBinary.run(["preview", "--dialect", "hash", "##", "--mask-char", "-"])
    XCTAssertNotEqual(wrong.status, 0)
    XCTAssertTrue(wrong.stderr.contains("--mask-char is for the reactinputmask dialect"), wrong.stderr)
  }
}
