@testable import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// HTML, Vue and Angular template attributes (`HTMLFormRecognizer`).
final class WebMarkupRecognitionTests: XCTestCase {
  private func settings(_ path: String, _ code: String, configuration: ProjectConfiguration = ProjectConfiguration()) -> [Setting] {
    let project = AnalysisProject(configuration: configuration)
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

  /// Elements without a field's tag or a mask attribute are passed over; a mask attribute
  /// written in any case, on any element, still gives its setting.
  func testMaskAttributesInAnyCaseOnAnyElement() {
    let code = """
      <div><span class="x">a</span>
        <div DATA-MASK="000-00"></div>
        <span data-Inputmask-MASK="99-99" títle="é"></span>
        <INPUT Pattern="[0-9]+">
        <TextArea MAXLENGTH="3"></TextArea>
        <p title="mask"></p>
      </div>
      """
    XCTAssertEqual(describe("form.html", code), [
      "<div DATA-MASK> mask(jquerymask) 000-00",
      "<span data-Inputmask-MASK> mask(inputmask) 99-99",
      "<INPUT Pattern> regex(ecmascript,fullMatch) [0-9]+ /v",
      "<TextArea MAXLENGTH> maxLength 3",
    ])
  }

  func testRecognizedAsIsReadBackInAnyScript() {
    XCTAssertEqual(HTMLInputTypes.tag(ofRecognizedAs: "<input [pattern]>"), "input")
    XCTAssertEqual(HTMLInputTypes.attribute(ofRecognizedAs: "<input [pattern]>"), "pattern")
    XCTAssertEqual(HTMLInputTypes.attribute(ofRecognizedAs: "<input v-bind:maxlength>"), "maxlength")
    XCTAssertEqual(HTMLInputTypes.attribute(ofRecognizedAs: "<input :pattern>"), "pattern")
    XCTAssertEqual(HTMLInputTypes.attribute(ofRecognizedAs: "<input [>"), "[")
    XCTAssertNil(HTMLInputTypes.attribute(ofRecognizedAs: "input pattern"))
    XCTAssertNil(HTMLInputTypes.tag(ofRecognizedAs: "<input>"))
    XCTAssertEqual(HTMLInputTypes.tag(ofRecognizedAs: "<émail-input mask>"), "émail-input")
    XCTAssertEqual(HTMLInputTypes.attribute(ofRecognizedAs: "<x [maské]>"), "maské")
    // A combining mark after `<` makes another first character: not a tag.
    XCTAssertNil(HTMLInputTypes.tag(ofRecognizedAs: "<\u{301}input mask>"))
  }

  func testInputConstraintAttributes() {
    let code = #"""
      <form>
        <input id="zip" type="TEL" pattern="\d{5}" maxlength="5" minlength="5" inputmode="numeric">
        <input type="number" min="1" max="9" step="1" pattern="\d" maxlength="2">
        <textarea maxlength="200" pattern="x" inputmode="text"></textarea>
      </form>
      """#
    XCTAssertEqual(describe("form.html", code), [
      "<input type> type TEL",
      "<input pattern> regex(ecmascript,fullMatch) \\d{5} /v",
      "<input maxlength> maxLength 5",
      "<input minlength> attr(minlength) 5",
      "<input inputmode> keyboard(html) numeric",
      "<input type> type number",
      "<input min> attr(min) 1",
      "<input max> attr(max) 9",
      "<input step> attr(step) 1",
      // Ignored by a number input: kept for the conflict rule only.
      "<input pattern> attr(pattern) \\d",
      "<input maxlength> attr(maxlength) 2",
      "<textarea maxlength> maxLength 200",
      "<textarea pattern> attr(pattern) x",
      "<textarea inputmode> keyboard(html) text",
    ])
    let found = settings("form.html", code)
    XCTAssertEqual(found[0].field, .interfaceBuilder(path: "form.html", elementID: "zip"))
    XCTAssertEqual(Set(found.prefix(5).map(\.field)).count, 1)
    XCTAssertEqual(Set(found.map(\.field)).count, 3)
  }

  func testEntitiesMapToSourcePositions() {
    let code = #"<input pattern="[a&amp;b]\d&#x7B;2}">"#
    let found = settings("a.html", code)
    XCTAssertEqual(found.map(\.literal.value), ["[a&b]\\d{2}"])
    let text = SourceText(code)
    XCTAssertEqual(text.string(in: found[0].literal.sourceRange(forCharacters: 2..<3)), "&amp;")
    XCTAssertEqual(text.string(in: found[0].literal.sourceRange(forCharacters: 7..<8)), "&#x7B;")
  }

  func testAngularNgxMask() {
    XCTAssertEqual(describe("phone.component.html", #"""
      <input mask="(000) 000-0000" [specialCharacters]="['(', ')', ' ', '-']">
      <input [mask]="'AAA-0000'" [dropSpecialCharacters]="false">
      <input [mask]="maskFromCode">
      <svg><rect mask="url(#m)"></rect></svg>
      """#), [
        "<input mask> mask(ngxmask) (000) 000-0000",
        "<input [mask]> mask(ngxmask) AAA-0000",
      ])
    // `mask` on a Vue input is not ngx-mask.
    XCTAssertEqual(describe("Form.vue", #"<template><input mask="000"></template>"#), [])
  }

  func testMaskaAndComponentWrappers() {
    XCTAssertEqual(describe("Form.vue", #"""
      <template>
        <input v-maska="'+7 (###) ###-##-##'">
        <input v-maska data-maska="#-#">
        <input v-maska="options">
        <imask-input :mask="'+{7}(000)000'" />
        <InputMask v-model="v" mask="99-999999" />
        <InputMask v-model="w" mask="(999) 999-9999? x99999" />
      </template>
      """#), [
        "<input v-maska> mask(maska) +7 (###) ###-##-##",
        "<input data-maska> mask(maska) #-#",
        "<imask-input :mask> mask(imask) +{7}(000)000",
        "<InputMask mask> mask(reactinputmask) 99-999999",
      ])
  }

  func testInputmaskDataAttributes() {
    let code = #"""
      <input data-inputmask="'mask': '99-9999999', 'greedy': false">
      <input data-inputmask="&quot;mask&quot;: [&quot;999&quot;, &quot;9999&quot;]">
      <input data-inputmask="'alias': 'datetime', 'inputFormat': 'dd/mm/yyyy'">
      <input data-inputmask-mask="9-a" data-inputmask-regex="[a-z]+">
      <input data-inputmask="{ regex: '\\d{3}' }">
      <span data-mask="00/00/0000" data-mask-reverse="true"></span>
      """#
    XCTAssertEqual(describe("a.html", code), [
      "<input data-inputmask> mask(inputmask) 99-9999999",
      "<input data-inputmask> mask(inputmask) 999",
      "<input data-inputmask> mask(inputmask) 9999",
      "<input data-inputmask-mask> mask(inputmask) 9-a",
      "<input data-inputmask-regex> regex(ecmascript,fullMatch) [a-z]+",
      "<input data-inputmask> regex(ecmascript,fullMatch) \\d{3}",
      "<span data-mask> mask(jquerymask) 00/00/0000",
    ])
    // Nested quotes: the mask's characters map into the attribute.
    let text = SourceText(code)
    let found = settings("a.html", code)
    XCTAssertEqual(text.string(in: found[0].literal.range), "'99-9999999'")
    XCTAssertEqual(text.string(in: found[0].literal.sourceRange(forCharacters: 2..<3)), "-")
    XCTAssertEqual(text.string(in: found[1].literal.range), "&quot;999&quot;")
    // `\\d` in the JS string is `\d` in the regex.
    XCTAssertEqual(text.string(in: found[5].literal.sourceRange(forCharacters: 0..<1)), "\\\\")
  }

  func testDynamicTypeIsUnknown() {
    let found = settings("Form.vue", #"<template><input :type="kind" pattern="\d+" maxlength="3"></template>"#)
    XCTAssertEqual(found.map { WebRecognitionTests.kindName($0.kind) }, ["type", "regex(ecmascript,fullMatch)", "maxLength"])
    XCTAssertEqual(found.first?.literal.isConstant, false)
  }

  func testBoundNumbers() {
    let code = #"<template><input v-maska="'###-###'" :maxlength="6" :minlength="n"></template>"#
    XCTAssertEqual(describe("Form.vue", code), [
      "<input v-maska> mask(maska) ###-###",
      "<input :maxlength> maxLength 6",
    ])
    let found = settings("Form.vue", code)
    XCTAssertEqual(found.first { $0.kind == .maxLength }.map { SourceText(code).string(in: $0.literal.range) }, "6")
    XCTAssertEqual(describe("a.component.html", #"<input mask="000" [maxlength]="3">"#), [
      "<input mask> mask(ngxmask) 000",
      "<input [maxlength]> maxLength 3",
    ])
  }

  func testConfiguredNamesStayWithTheGenericRecogniser() {
    var configuration = ProjectConfiguration()
    configuration.customSettings = ["data-mask": .mask(.imask)]
    let found = settings("a.html", #"<input data-mask="000">"#, configuration: configuration)
    XCTAssertEqual(found.map { WebRecognitionTests.kindName($0.kind) }, ["mask(imask)"])
  }

  func testNonFormElementsAreIgnored() {
    XCTAssertEqual(describe("a.html", #"""
      <div pattern="\d" maxlength="3" type="number" inputmode="numeric"></div>
      <p mask="000"></p>
      <!-- <input pattern="\d"> -->
      <script type="text/x-template"><input pattern="\d"></script>
      """#), [])
  }
}
