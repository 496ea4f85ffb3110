import Foundation
import MaskJSON
import XCTest

/// Through the binary: the options written at a mask's call site, per library. Options the
/// analysis reads are applied before any verdict; options it cannot read (a name, a spread,
/// a call, an option the engine does not model) leave the mask unjudged. Each test has the
/// shapes that gave false findings (now none) next to real mistakes (still reported).
final class LibraryOptionsLintTests: XCTestCase {
  /// `file:line rule severity` per finding (sorted), and the messages by rule.
  private func lint(_ files: [String: String]) throws -> (findings: [String], messages: [String: [String]]) {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertTrue(result.status == 0 || result.status == 1, result.stdout + result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    var messages: [String: [String]] = [:]
    let findings = (json["findings"]?.arrayValue ?? []).map { f -> String in
      let path = (f["path"]?.stringValue ?? "").components(separatedBy: "/").last ?? ""
      let line = f["range"]?["start"]?["line"]?.intValue ?? 0
      let rule = f["rule"]?.stringValue ?? ""
      messages[rule, default: []].append(f["message"]?.stringValue ?? "")
      return "\(path):\(line) \(rule) \(f["severity"]?.stringValue ?? "")"
    }
    return (findings.sorted(), messages)
  }

  func testInputmaskOptionsAliasesAndAlternatives() throws {
    let result = try lint([
      "phone.js": """
        Inputmask({ mask: ["999-9999", "(999) 999-9999"] }).mask(document.getElementById("phone"));
        Inputmask({ mask: "HH:HH", definitions: hexDefinitions }).mask("#color");
        Inputmask({ mask: "HH:HH", ...colorOptions }).mask("#color2");
        Inputmask("HH:HH", colorOptions).mask("#color3");
        $("#color4").inputmask("HH:HH", { definitions: { H: { validator: "[0-9A-Fa-f]" } } });
        Inputmask({ mask: "<HH>", groupmarker: ["<", ">"], definitions: { H: { validator: "[0-9A-F]" } } }).mask("#g");
        Inputmask("datetime", { inputFormat: "dd/mm/yyyy" }).mask("#date");
        Inputmask("birthday").mask("#birthday");
        $("#start").inputmask("dd/mm/yyyy");
        Inputmask({ alias: "expiry" }).mask("#expiry");
        Inputmask({ mask: "HH:HH", definitions: { X: { validator: "[0-9A-F]" } } }).mask("#broken");
        Inputmask("shipDate").mask("#ship");
        Inputmask({ mask: "<99>-99", groupmarker: ["<", ">"] }).mask("#group");
        Inputmask({ mask: "(99)-99", groupmarker: ["<", ">"] }).mask("#group2");
        Inputmask({ mask: "<99-99", groupmarker: ["<", ">"] }).mask("#group3");
        """,
      "aliases.js": """
        Inputmask.extendAliases({ birthday: { alias: "datetime", inputFormat: "dd.mm.yyyy" } });
        """,
    ])
    XCTAssertEqual(result.findings, [
      // `dd/mm/yyyy` (an Inputmask 3 alias) and `expiry` are defined nowhere: warnings with the name.
      "phone.js:10 mask-unknown-alias warning",
      // The definitions are read, and `H` is not among them.
      "phone.js:11 mask-no-slots error",
      "phone.js:11 mask-wrong-dialect warning",
      // A name (mostly literals as a mask) defined nowhere.
      "phone.js:12 mask-unknown-alias warning",
      // Custom markers are applied: this `<` is never closed. (`(99)` with custom group
      // markers has literal parentheses the engine cannot read one for one: unjudged.)
      "phone.js:15 mask-ignored warning",
      "phone.js:9 mask-unknown-alias info",
    ])
    let messages = result.messages["mask-unknown-alias"] ?? []
    XCTAssertTrue(messages.contains { $0.contains("`dd/mm/yyyy`") && $0.contains("no slot") }, "\(messages)")
    XCTAssertTrue(messages.contains { $0.contains("`expiry`") }, "\(messages)")
  }

  /// A list passed first (`Inputmask(["…", "…"])`, `$(…).inputmask([…])`) is read like
  /// `mask: [...]`: lists that work say nothing, an element's own mistake is reported, an
  /// alternative without slots is one the library never picks (no error), and options the
  /// engine does not model leave the list unjudged.
  func testInputmaskListPassedFirst() throws {
    let result = try lint([
      "phone.js": """
        Inputmask(["(99) 9999-9999", "(99) 99999-9999"]).mask(document.getElementById("phone"));
        $("#zip").inputmask(["99999", "99999-9999"]);
        Inputmask(["999.999.999-99", "99.999.999/9999-99"], { keepStatic: true, placeholder: "_" }).mask(input);
        Inputmask(["[99", "99-99"]).mask("#broken");
        $("#other").inputmask(["", "99-99"]);
        Inputmask(["[99", "99"], { numericInput: true }).mask("#numeric");
        """,
    ])
    // Line 4 (`[99` is never closed); line 5's empty alternative is not an error.
    XCTAssertEqual(result.findings, ["phone.js:4 mask-ignored warning"])
  }

  func testInputmaskAliasesAreNotJudgedWhenSomeTableCannotBeRead() throws {
    let result = try lint([
      "dates.js": """
        $("#start").inputmask("dd/mm/yyyy");
        Inputmask({ alias: "expiry" }).mask("#expiry");
        """,
      "aliases.js": "Inputmask.extendAliases(projectAliases);\n",
    ])
    XCTAssertEqual(result.findings, [])
  }

  func testIMaskBlocksDefinitionsAndSpreads() throws {
    let result = try lint([
      "card.js": """
        IMask(document.getElementById("card"), { mask: "Ncard", blocks: { Ncard: { mask: "0000 0000" } } });
        IMask(document.getElementById("code"), { mask: "XXXX", definitions: codeDefinitions });
        IMask(document.getElementById("code2"), { mask: "XXXX", ...codeOptions });
        IMask(document.getElementById("dice"), { mask: "#-#", definitions: { "#": /[1-6]/ } });
        IMask(document.getElementById("plain"), { mask: "XXXX" });
        """,
    ])
    XCTAssertEqual(result.findings, [
      "card.js:5 mask-no-slots error",
    ])
  }

  func testDynamicMasksAreAlternatives() throws {
    let result = try lint([
      "dynamic.js": """
        IMask(document.getElementById("phone"), { mask: [{ mask: "000-0000" }, { mask: "(000) 000-0000" }] });
        IMask(document.getElementById("code"), { mask: [{ mask: "XX-00", definitions: { X: /[A-F]/ } }, { mask: "XXXX" }] });
        Inputmask({ mask: ["999-9999", "XXXX"] }).mask("#other");
        IMask(document.getElementById("broken"), { mask: [{ mask: "000-0000" }, { mask: "[000]]" }] });
        """,
    ])
    // An alternative without slots is never picked; the field takes the other's input. A
    // broken alternative is still reported.
    XCTAssertEqual(result.findings, ["dynamic.js:4 mask-ignored warning", "dynamic.js:4 mask-ignored warning"])
  }

  func testMaskaTokensInScriptAndAttributes() throws {
    let result = try lint([
      "plate.js": """
        new MaskInput("#plate", { mask: "ZZZ-####", tokens: plateTokens });
        new MaskInput("#plate2", { mask: "ZZZ-####", tokens: { Z: { pattern: /[A-Z]/ } } });
        new MaskInput("#plate3", { mask: "ZZZZ", tokens: { Z: { pattern: /[A-Z]/, multiple: true } } });
        new MaskInput("#plate4", { mask: "ZZZZ" });
        """,
      "form.html": """
        <input id="a" data-maska="ZZZZ" data-maska-tokens="Z:[A-Z]">
        <input id="b" data-maska="ZZZZ" data-maska-tokens="{ 'Z': { 'pattern': '[A-Z]' } }">
        <input id="c" data-maska="['ZZ', 'ZZZ']" data-maska-tokens="Z:[A-Z]:optional">
        <input id="d" data-maska="ZZZZ">
        """,
    ])
    XCTAssertEqual(result.findings, [
      "form.html:4 mask-no-slots error",
      "plate.js:4 mask-no-slots error",
    ])
  }

  func testJQueryMaskTranslationAndHandlers() throws {
    let result = try lint([
      "money.js": """
        $("#plate").mask("SS-ZZZ", { translation: { Z: { pattern: /[0-9A-F]/ } } });
        $("#plate2").mask("ZZZZ", plateOptions);
        $("#plate3").mask("ZZZZ", { translation: plateTranslation });
        $("#phone").mask("(00) 0000-00009", { onKeyPress: function (val, e, field, options) { field.mask("(00) 00000-0000", options); } });
        $("#code").mask("ZZZZ", { translation: { Y: { pattern: /[0-9]/ } } });
        """,
    ])
    XCTAssertEqual(result.findings, ["money.js:5 mask-no-slots error"])
  }

  func testReactInputMaskFormatChars() throws {
    let result = try lint([
      "Plate.jsx": """
        export const Plates = () => (
          <div>
            <InputMask mask="ZZZ-9999" formatChars={{ Z: "[A-Z]", 9: "[0-9]" }} />
            <InputMask mask="ZZZZ" formatChars={plateChars} />
            <InputMask mask="ZZZZ" {...field} />
            <InputMask mask="9999" formatChars={{ Z: "[A-Z]" }} />
            <InputMask mask="ZZZZ" />
          </div>
        );
        """,
    ])
    XCTAssertEqual(result.findings, [
      // `formatChars` replaces the built-in table (react-input-mask 2): `9` is no slot.
      "Plate.jsx:6 mask-no-slots error",
      "Plate.jsx:7 mask-no-slots error",
    ])
  }

  func testNgxMaskCustomPatterns() throws {
    let result = try lint([
      "code.component.html": """
        <input id="a" mask="UU-00-BB" [patterns]="customPatterns">
        <input id="b" mask="00x00">
        """,
    ])
    XCTAssertEqual(result.findings, ["code.component.html:2 mask-ignored warning"])
  }

  func testOptionsSetForEveryMaskOfALibrary() throws {
    let files = [
      "app.config.ts": """
        export const appConfig = { providers: [provideEnvironmentNgxMask({ patterns: { U: { pattern: new RegExp("[A-Z]") } } })] };
        """,
      "code.component.html": #"<input id="b" mask="00x00">"# + "\n",
      "definitions.js": #"Inputmask.extendDefinitions({ H: { validator: "[0-9A-F]" } });"# + "\n",
      "use.js": """
        Inputmask({ mask: "HHHH" }).mask("#h");
        """,
      "plates.js": """
        $.jMaskGlobals.translation.Z = { pattern: /[A-Z]/ };
        $("#z").mask("ZZZZ");
        """,
    ]
    XCTAssertEqual(try lint(files).findings, [])
    // Without the global options, the same masks are reported.
    let alone = files.filter { $0.key == "code.component.html" || $0.key == "use.js" }
    XCTAssertEqual(try lint(alone).findings, ["code.component.html:1 mask-ignored warning", "use.js:1 mask-no-slots error"])
  }

  func testOptionalTrapOnlyWhereTheReplayProvesIt() throws {
    let result = try lint([
      "DateEntry.swift": """
        let date = MaskedTextInputListener(primaryFormat: "[90].[90].[0000]")
        let pin = MaskedTextInputListener(primaryFormat: "[99][00]")
        """,
      "Form.cs": """
        phoneBox.Mask = "(999) 000-0000";
        """,
      "time.js": """
        $("#time").inputmask("9[9]:99");
        IMask(document.getElementById("ext"), { mask: "[00]00" });
        """,
    ])
    XCTAssertEqual(result.findings, [
      "DateEntry.swift:2 mask-optional-trap warning",
      "time.js:2 mask-optional-trap warning",
    ])
    let messages = result.messages["mask-optional-trap"] ?? []
    XCTAssertTrue(messages.contains { $0.contains("the value `23`") && $0.contains("typing `23`") }, "\(messages)")
  }
}
