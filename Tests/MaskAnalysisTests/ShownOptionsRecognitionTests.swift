import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// The options written next to a mask that change what the field shows reach the engine:
/// react-input-mask `maskChar` / `maskPlaceholder`, Flutter `filter:` and `type:`, ngx-mask
/// element inputs. Options that cannot be read leave the mask unjudged; ngx-mask inputs the
/// engine does not model keep whole-text claims away.
final class ShownOptionsRecognitionTests: XCTestCase {
  private func project(_ path: String, _ code: String) -> AnalysisProject {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project
  }

  /// The mask settings of a file with their fields, in source order.
  private func masks(_ path: String, _ code: String) -> [(setting: Setting, field: AnalyzedField)] {
    project(path, code).fields().flatMap { field in field.maskSettings.map { ($0, field) } }
      .sorted { $0.setting.literal.range.lowerBound < $1.setting.literal.range.lowerBound }
  }

  private func rules(_ path: String, _ code: String) -> [String] {
    project(path, code).findings(forPath: path).map { "\($0.rule) \($0.location.start.line + 1)" }.sorted()
  }

  /// The text after typing `keys` one by one into an empty field.
  private func typed(_ mask: any Mask, _ keys: String) -> String {
    var state = CaretString("", caret: 0)
    for key in keys {
      guard let result = mask.edit(state, replacing: state.caret..<state.caret, with: String(key), validator: nil) else { continue }
      state = result.formatted
    }
    return state.text
  }

  // MARK: react-input-mask

  func testReactInputMaskCharacterReachesTheEngine() throws {
    let found = masks("Form.jsx", """
      import InputMask from 'react-input-mask';
      import Masked from 'react-input-mask';
      export const A = () => <InputMask mask="99/99" maskChar={null} />;
      export const B = () => <InputMask mask="99/99" maskChar="" />;
      export const C = () => <InputMask mask="99/99" maskChar="-" />;
      export const D = () => <InputMask mask="99/99" maskChar={'-'} />;
      export const E = () => <Masked mask="99/99" maskChar={null} />;
      export const F = () => <InputMask mask="99/99" maskPlaceholder="x" />;
      export const G = () => <InputMask mask="99/99" />;
      export const H = () => <InputMask mask="99/99" maskChar={undefined} />;
      """)
    XCTAssertEqual(found.count, 8)
    let expected: [(MaskPlaceholder?, String)] = [
      (.nothing, "12/"), (.nothing, "12/"), (.character("-"), "12/--"), (.character("-"), "12/--"),
      (.nothing, "12/"), (.character("x"), "12/xx"), (nil, "12/__"), (nil, "12/__"),
    ]
    for ((setting, field), (placeholder, text)) in zip(found, expected) {
      XCTAssertEqual(setting.maskOptions?.placeholder, placeholder, setting.recognizedAs)
      let mask = try XCTUnwrap(field.mask(for: setting))
      XCTAssertEqual(typed(mask, "12"), text)
    }
  }

  func testUnknownMaskCharacterLeavesTheMaskUnjudged() throws {
    let found = masks("Form.jsx", """
      import InputMask from 'react-input-mask';
      export const A = (props) => <InputMask mask="99/99" maskChar={props.c} />;
      export const B = () => <InputMask mask="99/99" maskPlaceholder="dd/mm" />;
      """)
    XCTAssertEqual(found.count, 2)
    for (setting, field) in found {
      XCTAssertTrue(field.hasUnresolvedOptions(setting), setting.recognizedAs)
      XCTAssertNil(field.mask(for: setting))
    }
    // A mask with no slot is reported when the options are known, not when one is unknown.
    XCTAssertEqual(rules("A.jsx", "const a = <InputMask mask=\"+7\" maskChar={null} />;\n"), ["mask-no-slots 1"])
    XCTAssertEqual(rules("B.jsx", "const b = <InputMask mask=\"+7\" maskChar={c} />;\n"), [])
  }

  // MARK: Flutter

  func testConstFilterMapMakesTheSlots() throws {
    let code = """
      final plate = MaskTextInputFormatter(mask: 'LLL-0000', filter: const {"L": RegExp(r'[A-Z]'), "0": RegExp(r'[0-9]')});
      final card = MaskTextInputFormatter(mask: 'XXXX', filter: const <String, RegExp>{"X": RegExp(r'[0-9]')});
      """
    XCTAssertEqual(rules("lib/form.dart", code), [])
    let found = masks("lib/form.dart", code)
    XCTAssertEqual(found.count, 2)
    let plate = try XCTUnwrap(found[0].field.mask(for: found[0].setting))
    XCTAssertEqual(plate.tokens.filter(\.isSlot).count, 7)
    XCTAssertEqual(typed(plate, "abc1234"), "")
    XCTAssertEqual(typed(plate, "ABC1234"), "ABC-1234")
    let card = try XCTUnwrap(found[1].field.mask(for: found[1].setting))
    XCTAssertEqual(card.tokens.filter(\.isSlot).count, 4)
  }

  func testUnreadableFiltersAndTypesLeaveTheMaskUnjudged() throws {
    let found = masks("lib/form.dart", """
      final a = MaskTextInputFormatter(mask: '##-00', filter: {...base, '0': RegExp(r'[0-9]')});
      final b = MaskTextInputFormatter(mask: 'LL-00', filter: {kLetter: RegExp(r'[A-Z]'), '0': RegExp(r'[0-9]')});
      final c = MaskTextInputFormatter(mask: 'LL-00', filter: {'L': letters, '0': RegExp(r'[0-9]')});
      final d = MaskTextInputFormatter(mask: 'LL-00', filter: {if (upper) 'L': RegExp(r'[A-Z]'), '0': RegExp(r'[0-9]')});
      final e = MaskTextInputFormatter(mask: '##-##', type: completion);
      final f = MaskTextInputFormatter(mask: 'LL-00', filter: plateFilter);
      final g = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(r'[0-9]')}, type: MaskAutoCompletionType.lazy);
      """)
    XCTAssertEqual(found.map { $0.field.hasUnresolvedOptions($0.setting) }, [true, true, true, true, true, true, false])
    // The spread may hold `#`: no entry is reported missing.
    XCTAssertEqual(rules("lib/a.dart", "final a = MaskTextInputFormatter(mask: '##-00', filter: {...base, '0': RegExp(r'[0-9]')});\n"), [])
    XCTAssertEqual(
      rules("lib/b.dart", "final a = MaskTextInputFormatter(mask: '##-00', filter: {'0': RegExp(r'[0-9]')});\n"),
      ["flutter-filter-missing 1"])
  }

  func testEagerNamedConstructor() throws {
    let found = masks("lib/form.dart", """
      final a = MaskTextInputFormatter.eager(mask: '+7 (###)', filter: {'#': RegExp(r'[0-9]')}, initialText: '+7');
      Widget f() => TextField(inputFormatters: [MaskTextInputFormatter.eager(mask: '##:##')], maxLength: 5);
      """)
    XCTAssertEqual(found.count, 2)
    for (setting, field) in found {
      let mask = try XCTUnwrap(field.mask(for: setting) as? FlutterMaskFormatter)
      XCTAssertTrue(mask.eager)
    }
    // Joined to its `TextField`: the max length is the field's.
    XCTAssertEqual(found[1].field.maxLengthSetting?.1, 5)
    XCTAssertEqual(found[0].field.settings.filter { if case .maskFilter = $0.kind { return true } else { return false } }.count, 1)
  }

  // MARK: ngx-mask

  func testNgxInputsTheEngineDoesNotModelAreNamed() throws {
    let found = masks("form.component.html", """
      <input mask="(000) 000-0000" prefix="+7 " [showMaskTyped]="true" [dropSpecialCharacters]="false">
      <input mask="(000) 000-0000" prefix="" [showMaskTyped]="false" [dropSpecialCharacters]="true" [validation]="false">
      <input mask="separator.2" thousandSeparator="," [allowNegativeNumbers]="allow">
      <input mask="d0/M0/0000" [leadZeroDateTime]="true" formControlName="date">
      <input mask="0000" [(ngModel)]="pin">
      """)
    XCTAssertEqual(found.map { $0.setting.maskOptions?.unmodelledTextOptions ?? [] }, [
      ["prefix", "showMaskTyped", "dropSpecialCharacters"], [], ["thousandSeparator", "allowNegativeNumbers"],
      ["leadZeroDateTime"], [],
    ])
    XCTAssertEqual(found.map { $0.setting.maskOptions?.validatesFormValue ?? false }, [false, false, false, true, true])
    // The slots are still read: the hover still shows them.
    XCTAssertNotNil(found[0].field.mask(for: found[0].setting))
  }

  func testNgxPatternIsComparedWithEveryTextItMayCheck() {
    // Angular's `pattern` validator checks the form control's value, which ngx-mask gives
    // without the literals: `\d{10}` is right there, and so is the formatted pattern for the
    // text the input shows.
    XCTAssertEqual(rules("a.html", #"<input mask="(000) 000-0000" pattern="\d{10}" ngModel>"#), [])
    XCTAssertEqual(rules("b.html", #"<input mask="(000) 000-0000" pattern="\(\d{3}\) \d{3}-\d{4}" ngModel>"#), [])
    // Neither text fits four digits.
    XCTAssertEqual(rules("c.html", #"<input mask="(000) 000-0000" pattern="\d{4}" formControlName="phone">"#), ["regex-rejects-mask 1"])
    // Without forms the browser checks the text shown.
    XCTAssertEqual(rules("d.html", #"<input mask="(000) 000-0000" pattern="\d{10}">"#), ["regex-rejects-mask 1"])
    // A prefix the engine does not model: the texts are unknown, nothing is claimed.
    XCTAssertEqual(rules("e.html", #"<input mask="(000) 000-0000" pattern="\d{4}" prefix="+7 ">"#), [])
  }
}
