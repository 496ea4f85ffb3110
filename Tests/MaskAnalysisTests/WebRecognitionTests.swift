import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// JavaScript/TypeScript/JSX library calls and regex literals (`CodeRecognizer+Web`,
/// `+WebRegex`, `+JSX`).
final class WebRecognitionTests: XCTestCase {
  /// `recognizedAs kind "value" flags` per setting, in source order.
  private func settings(_ path: String, _ code: String) -> [Setting] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.fields().flatMap(\.settings).sorted { $0.literal.range.lowerBound < $1.literal.range.lowerBound }
  }

  private func describe(_ path: String, _ code: String) -> [String] {
    settings(path, code).map { s in
      var d = "\(s.recognizedAs) \(WebRecognitionTests.kindName(s.kind)) \(s.literal.value)"
      if !s.regexFlags.isEmpty { d += " /\(s.regexFlags)" }
      return d
    }
  }

  static func kindName(_ kind: SettingKind) -> String {
    switch kind {
    case .mask(let d): return "mask(\(d))"
    case .regex(let f, let u): return "regex(\(f),\(u))"
    case .maxLength: return "maxLength"
    case .htmlInputType: return "type"
    case .htmlAttribute(let n): return "attr(\(n))"
    case .keyboard(let p): return "keyboard(\(p))"
    default: return "\(kind)"
    }
  }

  /// An array passed first to Inputmask is its list of masks; its strings are masks even when
  /// they look like alias names. Arrays passed to other calls are no settings.
  func testInputmaskListPassedFirst() throws {
    let code = #"""
      Inputmask(["(99) 9999-9999", "(99) 99999-9999"]).mask(el);
      $("#zip").inputmask(["99999", "99999-9999"], { greedy: false });
      Inputmask(["datetime"]).mask(el);
      new Inputmask(["99-99"]);
      other(["99-99"]);
      $("#a").mask(["00-00"]);
      new RegExp(["a"].join(""));
      """#
    XCTAssertEqual(describe("a.js", code), [
      "Inputmask([…]) mask(inputmask) (99) 9999-9999",
      "Inputmask([…]) mask(inputmask) (99) 99999-9999",
      "$(…).inputmask([…]) mask(inputmask) 99999",
      "$(…).inputmask([…]) mask(inputmask) 99999-9999",
      "Inputmask([…]) mask(inputmask) datetime",
      "Inputmask([…]) mask(inputmask) 99-99",
    ])
    let lists = settings("a.js", code).map { $0.alternativeList != nil }
    XCTAssertEqual(lists, [true, true, true, true, true, true])
    // Two masks of one list of literals, options that keep the library's order: replayed as a list.
    XCTAssertEqual(settings("a.js", code).map(\.alternativeCount), [2, 2, 2, 2, 1, 1])
  }

  func testRegExpConstructorWithFlags() {
    XCTAssertEqual(describe("a.js", #"""
      const a = new RegExp("^\\d{3}$", "u");
      const b = RegExp('[a-z]+');
      const c = new RegExp(source, "i");
      const d = new RegExp("x", flags);
      """#), [
        "new RegExp(_:_:) regex(ecmascript,compiled) ^\\d{3}$ /u",
        "RegExp(_:_:) regex(ecmascript,compiled) [a-z]+",
        "new RegExp(_:_:) regex(ecmascript,compiled) x",
      ])
  }

  func testRegexLiteralUseFromContext() {
    XCTAssertEqual(describe("a.ts", #"""
      if (/^\d{5}$/.test(zip)) {}
      const m = value.match(/\d{2,}/g);
      const i = value.search(/[a-z]+$/i);
      const found = value.search(/[a-z]{2}$/i) !== -1;
      const s = value.replace(/\s+/g, "");
      const parts = value.split(/,\s*/);
      const PHONE = /^\+\d{11}$/u;
      const e = /x/.exec(v);
      """#), [
        "/…/.test(_:) regex(ecmascript,search) ^\\d{5}$",
        "String.match(/…/) regex(ecmascript,compiled) \\d{2,} /g",
        // `search` returns a position, a yes-or-no check only compared with -1 or 0.
        "String.search(/…/) regex(ecmascript,compiled) [a-z]+$ /i",
        "String.search(/…/) regex(ecmascript,search) [a-z]{2}$ /i",
        "String.replace(/…/) regex(ecmascript,compiled) \\s+ /g",
        "String.split(/…/) regex(ecmascript,compiled) ,\\s*",
        "regex literal regex(ecmascript,compiled) ^\\+\\d{11}$ /u",
        "/…/.exec(_:) regex(ecmascript,compiled) x",
      ])
  }

  func testDetectionChecksAreNotValidatingSearches() {
    XCTAssertEqual(describe("a.js", #"""
      const iOS = /iPhone|iPad/i.test(navigator.userAgent);
      const strong = /[A-Z]/.test(pw) && /\d/.test(pw) && /\$/.test(pw);
      const digits = v.match(/\d+/g);
      const half = /^\d+/.test(v);
      const zip = /\d{5}/.test(v);
      """#).map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") }, [
        "/…/.test(_:) regex(ecmascript,compiled)",
        "/…/.test(_:) regex(ecmascript,compiled)",
        "/…/.test(_:) regex(ecmascript,compiled)",
        "/…/.test(_:) regex(ecmascript,compiled)",
        "String.match(/…/) regex(ecmascript,compiled)",
        "/…/.test(_:) regex(ecmascript,search)",
        "/…/.test(_:) regex(ecmascript,search)",
      ])
  }

  func testDivisionIsNotARegex() {
    XCTAssertEqual(describe("a.js", "const half = total / 2 / count;\nconst r = (a + b) / 2 / c;\n"), [])
  }

  func testTemplateLiteralsOnlyWhenConstant() {
    XCTAssertEqual(describe("a.js", "new RegExp(`^\\\\d{3}$`);\nnew RegExp(`^${prefix}\\\\d$`);\n"),
      ["new RegExp(_:_:) regex(ecmascript,compiled) ^\\d{3}$"])
  }

  func testInputmaskForms() {
    XCTAssertEqual(describe("a.js", #"""
      Inputmask("99-9999999").mask(el);
      Inputmask({ mask: ["999-999", "9999-9999"] }).mask(el);
      Inputmask({ regex: "\\d{3}" }).mask(el);
      Inputmask("Regex", { regex: "[a-z]+" }).mask(el);
      $(sel).inputmask("(999) 999-9999");
      $(sel).inputmask({ mask: "9-a" });
      Inputmask("datetime", { inputFormat: "dd/mm/yyyy" }).mask(el);
      """#), [
        "Inputmask(_:) mask(inputmask) 99-9999999",
        "Inputmask({mask:}) mask(inputmask) 999-999",
        "Inputmask({mask:}) mask(inputmask) 9999-9999",
        "Inputmask({regex:}) regex(ecmascript,fullMatch) \\d{3}",
        "Inputmask({regex:}) regex(ecmascript,fullMatch) [a-z]+",
        "$(…).inputmask(_:) mask(inputmask) (999) 999-9999",
        "$(…).inputmask({mask:}) mask(inputmask) 9-a",
      ])
  }

  func testJQueryMaskButNotInputmaskSelectors() {
    XCTAssertEqual(describe("a.js", #"""
      $("#date").mask("00/00/0000");
      $("#money").mask("000.000.000,00", { reverse: true });
      Inputmask("99-99").mask("#phone");
      const im = new Inputmask("9-9");
      im.mask("#other");
      mask("no receiver");
      $("#x").mask(pattern);
      """#), [
        "$(…).mask(_:) mask(jquerymask) 00/00/0000",
        "$(…).mask(_:) mask(jquerymask) 000.000.000,00",
        "Inputmask(_:) mask(inputmask) 99-99",
        "Inputmask(_:) mask(inputmask) 9-9",
      ])
  }

  func testIMaskRegexAndStringMasks() {
    let found = settings("a.js", #"""
      IMask(el, { mask: "+{7}(000)000-00-00" });
      IMask(el, { mask: /^\d{0,4}$/ });
      const opts = { mask: /^[a-z]*$/ };
      """#)
    XCTAssertEqual(found.map { "\($0.recognizedAs) \(WebRecognitionTests.kindName($0.kind))" }, [
      "IMask(_:{mask:}) mask(imask)",
      "IMask(_:{mask: /…/}) regex(ecmascript,perEdit)",
      "regex literal regex(ecmascript,compiled)",
    ])
    // The regex and the string mask are separate IMask calls: separate fields.
    XCTAssertNotEqual(found[0].field, found[1].field)
  }

  func testMaskaAndVanillaMasker() {
    XCTAssertEqual(describe("a.js", #"""
      new MaskInput("[data-maska]", { mask: "#-#" });
      new Maska(".phone", { mask: "+1 ###" });
      Maska.create(".x", { mask: "##/##" });
      VMasker(document.querySelector("#doc")).maskPattern("999.999.999-99");
      VMasker.toPattern(value, "AAA-9999");
      VMasker.toPattern(value, { pattern: "(99) 9999", placeholder: "x" });
      other.maskPattern("nope");
      Other.toPattern(value, "nope");
      """#), [
        "new MaskInput(_:{mask:}) mask(maska) #-#",
        "new Maska(_:{mask:}) mask(maska) +1 ###",
        "Maska.create(_:{mask:}) mask(maska) ##/##",
        "VMasker(_:).maskPattern(_:) mask(vanillamasker) 999.999.999-99",
        "VMasker.toPattern(_:_:) mask(vanillamasker) AAA-9999",
        "VMasker.toPattern(_:{pattern:}) mask(vanillamasker) (99) 9999",
      ])
  }

  func testJSXAttributes() {
    let code = #"""
      export const Form = () => (
        <form>
          <InputMask mask="+7 (999) 999-99-99" />
          <InputMask mask={"99/99"} maskChar="_" />
          <IMaskInput mask={/^\d{0,3}$/} />
          <input type="tel" pattern="\d{10}" inputMode="numeric" maxLength={10} minLength={3} />
          <Other mask="99" pattern="x" />
        </form>
      );
      """#
    XCTAssertEqual(describe("Form.tsx", code), [
      "<InputMask mask> mask(reactinputmask) +7 (999) 999-99-99",
      "<InputMask mask> mask(reactinputmask) 99/99",
      "<IMaskInput mask> regex(ecmascript,perEdit) ^\\d{0,3}$",
      "<input type> type tel",
      "<input pattern> regex(ecmascript,fullMatch) \\d{10} /v",
      "<input inputMode> keyboard(html) numeric",
      "<input maxLength> maxLength 10",
      "<input minLength> attr(minlength) 3",
    ])
    // One field per element.
    let found = settings("Form.tsx", code)
    let input = found.filter { $0.recognizedAs.hasPrefix("<input ") }
    XCTAssertEqual(Set(input.map(\.field)).count, 1)
    XCTAssertEqual(Set(found.map(\.field)).count, 4)
  }

  func testPositionsThroughEscapes() {
    let code = "const re = new RegExp(\"\\u0041\\\\d{2}\");\n"
    let found = settings("a.js", code)
    XCTAssertEqual(found.count, 1)
    let text = SourceText(code)
    // `A` (value character 0) comes from the six source bytes `\u0041`.
    XCTAssertEqual(text.string(in: found[0].literal.sourceRange(forCharacters: 0..<1)), "\\u0041")
    XCTAssertEqual(text.string(in: found[0].literal.sourceRange(forCharacters: 1..<3)), "\\\\d")
  }

  func testScriptsInHTMLAndVue() {
    XCTAssertEqual(describe("index.html", #"""
      <script>Inputmask("99-99").mask("#a");</script>
      <script type="application/json">{"mask": "Inputmask(\"1\")"}</script>
      """#), ["Inputmask(_:) mask(inputmask) 99-99"])
    XCTAssertEqual(describe("Form.vue", #"""
      <script setup lang="ts">
      const re = /^\d+$/
      </script>
      """#), ["regex literal regex(ecmascript,compiled) ^\\d+$"])
  }

  func testLookAlikesAreNotRecognised() {
    XCTAssertEqual(describe("a.js", #"""
      const a = "RegExp(\"x\")";
      obj.regex = "[a-z]";
      const cfg = { regex: "\\d+", mask: "99" };
      foo({ regex: "x" });
      const InputMask = "99";
      console.log("mask", "99-99");
      """#), [])
  }
}

/// Inline scripts tied to their page's elements by id.
final class WebElementJoinTests: XCTestCase {
  private func fields(_ files: [(String, String)]) -> [AnalyzedField] {
    let project = AnalysisProject()
    for (path, code) in files { project.setFile(path: path, text: SourceText(code)) }
    return project.fields()
  }

  private func keyOf(_ value: String, in fields: [AnalyzedField]) -> FieldKey? {
    fields.first { $0.settings.contains { $0.literal.value == value } }?.key
  }

  func testScriptCallsMeetTheirElements() {
    let page = ##"""
      <input id="phone" maxlength="4">
      <input id="zip" maxlength="3">
      <input id="card">
      <input id="doc">
      <input id="when">
      <script>
        Inputmask("99-99").mask(document.getElementById("phone"));
        IMask(document.querySelector("#zip"), { mask: "00000" });
        $("#card").mask("0000 0000");
        VMasker(document.getElementById("doc")).maskPattern("999.999");
        new MaskInput("#when", { mask: "##/##" });
      </script>
      """##
    let result = fields([("page.html", page)])
    for (value, id) in [("99-99", "phone"), ("00000", "zip"), ("0000 0000", "card"), ("999.999", "doc"), ("##/##", "when")] {
      XCTAssertEqual(keyOf(value, in: result), .interfaceBuilder(path: "page.html", elementID: id), value)
    }
    let phone = result.first { $0.key == .interfaceBuilder(path: "page.html", elementID: "phone") }
    XCTAssertEqual(phone?.settings.map(\.literal.value), ["4", "99-99"])
    // Through the rules: the element's maxlength stops the script's mask.
    let project = AnalysisProject()
    project.setFile(path: "page.html", text: SourceText(page))
    XCTAssertEqual(Set(project.findings(forPath: "page.html").map(\.rule)), ["conflict-max-length"])
  }

  func testNoJoinAcrossFilesOrThroughComplexSelectors() {
    let result = fields([
      ("page.html", ##"<input id="phone" maxlength="4"><script>$(".phone").mask("00-00"); $("#phone .x").mask("11-11"); Inputmask("#abc").mask(el);</script>"##),
      ("app.js", ##"Inputmask("99-99").mask(document.getElementById("phone"));"##),
    ])
    for value in ["00-00", "11-11", "99-99", "#abc"] {
      guard case .site? = keyOf(value, in: result) else { return XCTFail("\(value): \(String(describing: keyOf(value, in: result)))") }
    }
  }
}
