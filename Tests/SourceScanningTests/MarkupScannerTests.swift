import XCTest

@testable import SourceScanning

final class MarkupScannerTests: XCTestCase {
  private func scan(_ s: String, _ language: SourceLanguage) -> MarkupDocument {
    MarkupScanner.scan(SourceText(s), language: language)
  }

  func testHTMLInputAttributes() {
    let source = """
      <!DOCTYPE html>
      <form id=signup>
        <!-- maskls: mask=inputmask -->
        <input id="phone" name="tel" type="tel" pattern="\\+7 \\d{3}&#x2D;\\d{2}" maxlength=12 required
               data-inputmask="'mask': '+7 (999) 999-99-99'">
        <INPUT type="number" pattern="[0-9]*">
      </FORM>
      """
    let doc = scan(source, .html)
    XCTAssertEqual(doc.elements.map(\.tag), ["form", "input", "INPUT"])
    XCTAssertEqual(doc.elements[0].id, "signup")
    let input = doc.elements[1]
    XCTAssertEqual(input.parent, 0)
    XCTAssertEqual(doc.elements[2].parent, 0, "void elements do not nest")
    XCTAssertEqual(input.id, "phone")
    XCTAssertEqual(input.name, "tel")
    let pattern = input.attribute("pattern")?.value
    XCTAssertEqual(pattern?.value, "\\+7 \\d{3}-\\d{2}")
    let text = SourceText(source)
    if let pattern {
      XCTAssertEqual(sourceOf(pattern, characters: 9..<10, in: text), "&#x2D;")
      XCTAssertEqual(sourceOf(pattern, characters: 0..<2, in: text), "\\+")
      XCTAssertEqual(text.string(in: pattern.range), "\"\\+7 \\d{3}&#x2D;\\d{2}\"")
    }
    XCTAssertEqual(input.attribute("maxlength")?.value?.value, "12")
    XCTAssertNotNil(input.attribute("required"))
    XCTAssertNil(input.attribute("required")?.value)
    XCTAssertEqual(input.attribute("data-inputmask")?.value?.value, "'mask': '+7 (999) 999-99-99'")
    XCTAssertEqual(doc.directives.map(\.value), ["inputmask"])
    XCTAssertTrue(doc.diagnostics.isEmpty, "\(doc.diagnostics)")
  }

  func testScriptsAreLexedInPlace() {
    let source = """
      <p>if (a < b) 'not code'</p>
      <script type="text/x-template"><input mask="'x'"></script>
      <script>
        Inputmask("99-9999999").mask(document.getElementById("ein")); const r = /\\d+/g;
      </script>
      <style>p { content: "no" }</style>
      """
    let doc = scan(source, .html)
    XCTAssertEqual(doc.scripts.count, 1)
    let script = doc.scripts[0].file
    XCTAssertEqual(script.literals.map(\.value), ["99-9999999", "ein"])
    XCTAssertEqual(script.literals[0].range.lowerBound, offset(of: "\"99-", in: source))
    XCTAssertEqual(script.regexFlags, ["g"])
    XCTAssertEqual(doc.elements.map(\.tag), ["p", "script", "script", "style"])
  }

  func testVueBindings() {
    let source = """
      <template>
        <input v-maska="'+7 (###) ###-##-##'" data-maska="#-#" />
        <imask-input :mask="&quot;+{7}\\u0028000)&quot;" v-bind:lazy="false" @accept="onAccept" />
        <input v-maska:[options] v-model="phone">
      </template>
      <script setup lang="ts">
      const options = { mask: '##/##' }
      </script>
      """
    let doc = scan(source, .vue)
    let text = SourceText(source)
    let first = doc.elements[1]
    XCTAssertEqual(first.tag, "input")
    XCTAssertEqual(first.parent, 0)
    let maska = first.attribute("v-maska")
    XCTAssertEqual(maska?.isExpression, true)
    XCTAssertEqual(maska?.value?.value, "'+7 (###) ###-##-##'")
    XCTAssertEqual(maska?.expressionLiteral?.value, "+7 (###) ###-##-##")
    if let lit = maska?.expressionLiteral {
      XCTAssertEqual(sourceOf(lit, characters: 0..<2, in: text), "+7")
      XCTAssertEqual(text.string(in: lit.range), "'+7 (###) ###-##-##'")
    }
    XCTAssertEqual(first.attribute("data-maska")?.value?.value, "#-#")
    XCTAssertEqual(first.attribute("data-maska")?.isExpression, false)
    let imask = doc.elements[2]
    let mask = imask.attribute(bound: "mask")
    XCTAssertEqual(mask?.name, ":mask")
    XCTAssertEqual(mask?.expressionLiteral?.value, "+{7}(000)")
    if let lit = mask?.expressionLiteral {
      XCTAssertEqual(sourceOf(lit, characters: 4..<5, in: text), "\\u0028")
      XCTAssertEqual(sourceOf(lit, characters: 0..<4, in: text), "+{7}")
      XCTAssertEqual(text.string(in: lit.range), "&quot;+{7}\\u0028000)&quot;")
    }
    XCTAssertNil(imask.attribute(bound: "lazy")?.expressionLiteral)
    XCTAssertEqual(imask.attribute(bound: "lazy")?.expression?.tokens.count, 1)
    XCTAssertEqual(doc.elements[3].attribute("v-model")?.expression?.tokenTexts, ["phone"])
    XCTAssertEqual(doc.scripts.first?.language, .typescript)
    XCTAssertEqual(doc.scripts.first?.file.literals.map(\.value), ["##/##"])
  }

  func testAndroidLayout() {
    let source = """
      <?xml version="1.0" encoding="utf-8"?>
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto">
          <!-- maskls: ignore -->
          <EditText
              android:id="@+id/phone"
              android:inputType="number"
              android:maxLength="10"
              app:mask="+7 (&#91;000]) [000]-[00]"
              android:hint="a&#10;b" />
          <com.example.MaskedEditText android:id="@id/card"></com.example.MaskedEditText>
      </LinearLayout>
      """
    let doc = scan(source, .androidLayout)
    XCTAssertEqual(doc.elements.map(\.tag), ["LinearLayout", "EditText", "com.example.MaskedEditText"])
    let edit = doc.elements[1]
    XCTAssertEqual(edit.id, "phone")
    XCTAssertEqual(edit.parent, 0)
    XCTAssertEqual(doc.elements[2].id, "card")
    XCTAssertEqual(doc.elements[2].parent, 0)
    XCTAssertEqual(edit.attribute("android:inputType")?.value?.value, "number")
    XCTAssertEqual(edit.attribute("android:maxLength")?.value?.value, "10")
    let mask = edit.attribute("app:mask")?.value
    XCTAssertEqual(mask?.value, "+7 ([000]) [000]-[00]")
    if let mask {
      XCTAssertEqual(sourceOf(mask, characters: 4..<5, in: SourceText(source)), "&#91;")
      XCTAssertEqual(sourceOf(mask, characters: 5..<8, in: SourceText(source)), "000")
    }
    XCTAssertEqual(edit.attribute("android:hint")?.value?.value, "a\nb", "character references are not normalised")
    XCTAssertEqual(edit.attribute("android:inputType")?.isExpression, false)
    XCTAssertEqual(doc.directives.map(\.key), ["ignore"])
    XCTAssertTrue(doc.diagnostics.isEmpty, "\(doc.diagnostics)")
  }

  func testMalformedMarkup() {
    let doc = scan("<a href=\"x\n<b attr='open", .androidLayout)
    XCTAssertFalse(doc.diagnostics.isEmpty)
    let html = scan("<div><span></div><p a=1 b", .html)
    XCTAssertEqual(html.elements.map(\.tag), ["div", "span", "p"])
    XCTAssertEqual(html.elements[2].parent, -1, "</div> closed the unclosed span too")
  }

  func testLanguageFromPath() {
    XCTAssertEqual(SourceLanguage(path: "app/src/main/res/layout/form.xml"), .androidLayout)
    XCTAssertEqual(SourceLanguage(path: "res/layout-land-v21/form.XML"), .androidLayout)
    XCTAssertEqual(SourceLanguage(path: "app/src/main/res/values/strings.xml"), .androidValues)
    XCTAssertNil(SourceLanguage(path: "AndroidManifest.xml"))
    XCTAssertNil(SourceLanguage(pathExtension: "xml"))
    XCTAssertEqual(SourceLanguage(path: "web\\Form.TSX"), .typescript)
    XCTAssertEqual(SourceLanguage(path: "a/b.kts"), .kotlin)
    XCTAssertEqual(SourceLanguage(path: "a/b.cs"), .csharp)
    XCTAssertEqual(SourceLanguage(path: "a/b.htm"), .html)
    XCTAssertEqual(SourceLanguage(path: "Main.storyboard"), .interfaceBuilder)
    XCTAssertNil(SourceLanguage(path: ".swift"))
    XCTAssertFalse(SourceLanguage.allowsJSX(pathExtension: "ts"))
    XCTAssertTrue(SourceLanguage.allowsJSX(pathExtension: "tsx"))
  }
}
