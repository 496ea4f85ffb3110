import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Options at a mask's call site: unreadable options leave the mask unjudged
/// (`MaskOptions.isUnresolved`), lists are alternatives, Inputmask aliases are resolved
/// across the project's files.
final class MaskOptionsResolutionTests: XCTestCase {
  private func project(_ files: [String: String]) -> AnalysisProject {
    let project = AnalysisProject()
    for (path, code) in files { project.setFile(path: path, text: SourceText(code)) }
    return project
  }

  /// Every mask setting with whether its options are unresolved.
  private func masks(_ project: AnalysisProject) -> [(String, Bool)] {
    project.fields().flatMap { field in
      field.settings.filter(\.kind.isMask).map { ($0.literal.value, field.hasUnresolvedOptions($0)) }
    }.sorted { $0.0 < $1.0 }
  }

  func testUnreadableOptionsAreUnresolved() {
    let p = project([
      "a.js": """
        Inputmask({ mask: "AAAA", definitions: defs }).mask("#a");
        Inputmask({ mask: "BBBB", ...opts }).mask("#b");
        Inputmask("CCCC", opts).mask("#c");
        Inputmask({ mask: "DDDD", escapeChar: "!" }).mask("#d");
        Inputmask({ mask: "EEEE", [key]: value }).mask("#e");
        Inputmask({ mask: "FFFF", definitions: { F: { validator: isHex } } }).mask("#f");
        Inputmask({ mask: "GGGG", definitions: { G: { validator: "[0-9A-F]" } }, placeholder: "_" }).mask("#g");
        """,
    ])
    let all = masks(p)
    XCTAssertEqual(all.map(\.0), ["AAAA", "BBBB", "CCCC", "DDDD", "EEEE", "FFFF", "GGGG"])
    XCTAssertEqual(all.map(\.1), [true, true, true, true, true, true, false])
    // No rule sees an unresolved mask.
    let rules = Set(p.allFindings().map(\.rule))
    XCTAssertFalse(rules.contains("mask-no-slots"), "\(p.allFindings().map(\.message))")
    for field in p.fields() {
      for setting in field.settings where field.hasUnresolvedOptions(setting) {
        XCTAssertNil(field.mask(for: setting))
        XCTAssertNotNil(field.parsedMask(for: setting))
      }
    }
  }

  func testJQueryTranslationIsApplied() throws {
    let p = project(["j.js": ##"$("#p").mask("ZZ-00", { translation: { Z: { pattern: /[A-F]/, optional: true } } });"##])
    let field = try XCTUnwrap(p.fields().first { !$0.maskSettings.isEmpty })
    let mask = try XCTUnwrap(field.mask(for: field.maskSettings[0]))
    let slots = mask.tokens.compactMap { token -> (MaskEngine.CharacterClass, Bool)? in
      if case .slot(let cls, let optional) = token.kind { return (cls, optional) }
      return nil
    }
    XCTAssertEqual(slots.count, 4)
    XCTAssertTrue(slots[0].1)
    XCTAssertTrue(slots[0].0.contains(Character("C")))
    XCTAssertFalse(slots[0].0.contains(Character("Z")))
  }

  func testMaskListIsAlternatives() {
    let p = project(["a.js": ##"Inputmask({ mask: ["999-9999", "(999) 999-9999"] }).mask("#phone");"##])
    let settings = p.fields().flatMap(\.maskSettings)
    XCTAssertEqual(settings.count, 2)
    XCTAssertNotNil(settings[0].alternativeList)
    XCTAssertEqual(settings[0].alternativeList, settings[1].alternativeList)
    XCTAssertFalse(p.allFindings().contains { $0.rule == "conflict-duplicate" })
  }

  func testIMaskAlternativesInheritEager() {
    let p = project([
      "a.js": """
        IMask(a, { eager: true, mask: [{ mask: "00-00" }, { mask: "000-000", eager: false }] });
        IMask(b, { ...base, mask: [{ mask: "11-11" }] });
        """,
    ])
    let settings = p.fields().flatMap(\.maskSettings).sorted { $0.literal.value < $1.literal.value }
    XCTAssertEqual(settings.map(\.literal.value), ["00-00", "000-000", "11-11"])
    XCTAssertEqual(settings.map { $0.maskOptions?.eager ?? false }, [true, false, false])
    XCTAssertEqual(settings.map { $0.maskOptions?.isUnresolved ?? false }, [false, false, true])
    XCTAssertTrue(settings.allSatisfy { $0.alternativeList != nil })
  }

  func testAliasDefinedInAnotherFileIsNoMask() {
    let files = [
      "use.js": """
        Inputmask("birthday").mask("#b");
        Inputmask({ alias: "expiry" }).mask("#e");
        $("#s").inputmask("dd/mm/yyyy");
        """,
      "define.js": #"Inputmask.extendAliases({ birthday: { alias: "datetime" }, "expiry": { mask: "99/99" } });"#,
    ]
    let p = project(files)
    XCTAssertEqual(p.allFindings().map { "\($0.rule) \($0.severity)" }, ["mask-unknown-alias info"])
    XCTAssertTrue(p.allFindings()[0].message.contains("`dd/mm/yyyy`"))
    // Without the definitions, `birthday` (a name: taken as a mask it is mostly literals) and
    // `expiry` are unknown aliases.
    let alone = project(["use.js": files["use.js"]!])
    XCTAssertEqual(alone.allFindings().filter { $0.rule == "mask-unknown-alias" }.count, 3)
    XCTAssertEqual(masks(alone).map(\.0), [])
  }

  func testPrototypeAliasAssignmentDefinesButAReadDoesNot() {
    let p = project([
      "a.js": """
        Inputmask.prototype.aliases.myDate = { alias: "datetime" };
        Inputmask("myDate").mask("#a");
        const v = config.prototype.aliases[key];
        Inputmask("shipDate").mask("#b");
        """,
    ])
    XCTAssertEqual(p.allFindings().map(\.rule), ["mask-unknown-alias"])
    XCTAssertTrue(p.allFindings()[0].message.contains("`shipDate`"))
  }

  func testComputedAliasTableSilencesAliasNames() {
    let p = project([
      "use.js": ##"$("#s").inputmask("dd/mm/yyyy"); Inputmask("zzzz").mask("#z");"##,
      "define.js": "Inputmask.extendAliases({ [name]: { mask: \"99\" } });",
    ])
    XCTAssertEqual(p.allFindings().map(\.rule), [])
  }

  func testMarkupOptions() {
    let p = project([
      "form.html": """
        <input id="a" data-maska="ZZZZ" data-maska-tokens="Z:[A-Z]">
        <input id="b" data-maska="ZZZZ" data-maska-reversed>
        <input id="c" data-inputmask="'mask': 'HHHH', 'definitions': defs">
        <input id="d" data-inputmask-alias="mm/dd/yyyy">
        <input id="e" mask="AA-00-BB" [patterns]="custom">
        """,
    ])
    let all = masks(p)
    XCTAssertEqual(all.map(\.0), ["AA-00-BB", "HHHH", "ZZZZ", "ZZZZ"])
    XCTAssertEqual(all.map(\.1), [true, true, false, true])
    XCTAssertEqual(p.allFindings().map(\.rule), ["mask-unknown-alias"])
  }

  func testJSXOptions() {
    let p = project([
      "Form.jsx": """
        const a = <InputMask mask="ZZ-99" formatChars={{ Z: "[A-Z]", 9: "[0-9]" }} />;
        const b = <InputMask mask="QQ" formatChars={chars} />;
        const c = <InputMask mask="RR" {...props} />;
        const d = <IMaskInput mask="XX" blocks={{ XX: { mask: "00" } }} />;
        """,
    ])
    let all = masks(p)
    XCTAssertEqual(all.map(\.0), ["QQ", "RR", "XX", "ZZ-99"])
    XCTAssertEqual(all.map(\.1), [true, true, true, false])
    XCTAssertEqual(p.allFindings().map(\.rule), [])
  }
}

/// `$(el).inputmask("remove")` and the plugin's other methods are neither aliases nor masks.
final class InputmaskPluginMethodTests: XCTestCase {
  func testPluginMethodsAreNoMasks() {
    let project = AnalysisProject()
    project.setFile(path: "a.js", text: SourceText("""
      $("#a").inputmask("remove");
      const raw = $("#a").inputmask("unmaskedvalue");
      if ($("#a").inputmask("isComplete")) { submit(); }
      """))
    XCTAssertEqual(project.allFindings().map(\.rule), [])
    XCTAssertTrue(project.fields().allSatisfy { $0.settings.isEmpty || !$0.settings.contains { $0.kind.isMask } })
  }
}

/// An Inputmask plugin that defines aliases (`inputmask.phone`) makes alias names unknowable.
final class InputmaskAliasPluginTests: XCTestCase {
  func testPhonePluginImportSilencesAliasNames() {
    let use = ##"Inputmask("phone").mask("#p");"##
    let alone = AnalysisProject()
    alone.setFile(path: "a.js", text: SourceText(use))
    XCTAssertEqual(alone.allFindings().map(\.rule), ["mask-unknown-alias"])
    let withPlugin = AnalysisProject()
    withPlugin.setFile(path: "a.js", text: SourceText("import \"inputmask.phone\";\n" + use))
    XCTAssertEqual(withPlugin.allFindings().map(\.rule), [])
  }
}
