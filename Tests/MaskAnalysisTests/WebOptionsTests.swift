import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Options written inline with a web mask reach the engine: imask/Inputmask `definitions`,
/// maska `tokens`, jQuery Mask Plugin `reverse` and `translation`, `eager`.
final class WebOptionsTests: XCTestCase {
  private func maskAndRules(_ path: String, _ code: String) throws -> (mask: any Mask, setting: Setting, rules: [String]) {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    for field in project.fields() {
      for setting in field.settings {
        if case .mask = setting.kind, let mask = field.mask(for: setting) {
          return (mask, setting, project.allFindings().map(\.rule))
        }
      }
    }
    throw XCTSkip("no mask recognised in \(path)")
  }

  private func slotClasses(_ mask: any Mask) -> [MaskEngine.CharacterClass] {
    mask.tokens.compactMap { token in
      if case .slot(let accepting, _) = token.kind { return accepting }
      return nil
    }
  }

  func testIMaskInlineDefinitionsMakeSlots() throws {
    let (mask, setting, rules) = try maskAndRules("dice.js", """
      const dice = IMask(document.getElementById('dice'), {
        mask: '#-#',
        definitions: { '#': /[1-6]/ },
      });
      """)
    XCTAssertEqual(setting.maskOptions?.definitions.keys.sorted(), ["#"])
    let classes = slotClasses(mask)
    XCTAssertEqual(classes.count, 2)
    XCTAssertTrue(classes[0].contains(Character("3")))
    XCTAssertFalse(classes[0].contains(Character("7")))
    XCTAssertFalse(rules.contains("mask-no-slots"), "\(rules)")
  }

  func testWithoutDefinitionsTheSameMaskHasNoSlots() throws {
    let (mask, setting, _) = try maskAndRules("dice.js", """
      const dice = IMask(document.getElementById('dice'), { mask: '#-#' });
      """)
    XCTAssertNil(setting.maskOptions)
    XCTAssertTrue(slotClasses(mask).isEmpty)
  }

  func testInputmaskValidatorDefinitionAndMaskaTokens() throws {
    let (inputmask, _, _) = try maskAndRules("hex.js", """
      Inputmask({ mask: 'hh-hh', definitions: { h: { validator: '[0-9A-F]', casing: 'upper' } } }).mask('#hex');
      """)
    let hex = slotClasses(inputmask)
    XCTAssertEqual(hex.count, 4)
    XCTAssertTrue(hex[0].contains(Character("B")))
    XCTAssertFalse(hex[0].contains(Character("G")))

    let (maska, _, _) = try maskAndRules("plate.ts", """
      new MaskInput('#plate', { mask: 'ZZ-##', tokens: { Z: { pattern: /[A-Z]/ } }, eager: true });
      """)
    let plate = slotClasses(maska)
    XCTAssertEqual(plate.count, 4)
    XCTAssertTrue(plate[0].contains(Character("Q")))
    XCTAssertFalse(plate[0].contains(Character("5")))
  }

  func testJQueryReverseFormatsFromTheRight() throws {
    let code = "$('#price').mask('#.##0,00', { reverse: true });"
    let (reversed, setting, _) = try maskAndRules("price.js", code)
    XCTAssertEqual(setting.maskOptions?.reverse, true)
    let (plain, _, _) = try maskAndRules("price.js", "$('#price').mask('#.##0,00');")
    let typed = CaretString("12345")
    XCTAssertEqual(reversed.apply(typed).formatted.text, "123,45")
    XCTAssertNotEqual(plain.apply(typed).formatted.text, reversed.apply(typed).formatted.text)
  }

  func testNgxSpecialCharactersDecideWhetherALiteralStallsInput() throws {
    let stalled = try maskAndRules("code.component.html", #"<input id="code" mask="00x00">"#)
    XCTAssertNil(stalled.setting.maskOptions)
    XCTAssertTrue(stalled.rules.contains("mask-ignored"), "\(stalled.rules)")

    let allowed = try maskAndRules("code.component.html", #"<input id="code" mask="00x00" [specialCharacters]="['x', '-']">"#)
    XCTAssertEqual(allowed.setting.maskOptions?.specialCharacters, ["x", "-"])
    XCTAssertFalse(allowed.rules.contains("mask-ignored"), "\(allowed.rules)")
    XCTAssertEqual(allowed.mask.tokens.filter(\.isSlot).count, 4)

    // Bound to a component property: the list is unknown, so no literal is reported.
    let unknown = try maskAndRules("code.component.html", #"<input id="code" mask="00x00" [specialCharacters]="codeSeparators">"#)
    XCTAssertFalse(unknown.rules.contains("mask-ignored"), "\(unknown.rules)")
  }
}
