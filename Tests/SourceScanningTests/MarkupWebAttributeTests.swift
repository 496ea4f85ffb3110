import XCTest

@testable import SourceScanning

/// Angular bindings and option-object attribute values (`data-inputmask`).
final class MarkupWebAttributeTests: XCTestCase {
  func testAngularPropertyBindings() {
    let source = #"<input [mask]="'000-000'" [(ngModel)]="phone" (input)="f()" [attr.maxlength]="4">"#
    let doc = MarkupScanner.scan(SourceText(source), language: .html)
    let input = doc.elements[0]
    let mask = input.attribute(bound: "mask")
    XCTAssertEqual(mask?.name, "[mask]")
    XCTAssertEqual(mask?.isExpression, true)
    XCTAssertEqual(mask?.expressionLiteral?.value, "000-000")
    XCTAssertEqual(input.attribute("[(ngModel)]")?.boundName, "[(ngModel)]")
    XCTAssertEqual(input.attribute("[(ngModel)]")?.isExpression, false)
    XCTAssertEqual(input.attribute(bound: "attr.maxlength")?.expressionLiteral, nil)
  }

  func testOptionObject() {
    let source = #"<i data-inputmask="'mask': '99-99', greedy: false, &quot;regex&quot;: &quot;\\d&quot;, 'mask2': ['1', x, '2'], 'n': {'mask': 'no'}">"#
    let doc = MarkupScanner.scan(SourceText(source), language: .html)
    let options = doc.elements[0].attribute("data-inputmask")?.optionObject() ?? []
    XCTAssertEqual(options.map(\.key), ["mask", "greedy", "regex", "mask2", "n"])
    XCTAssertEqual(options.map { $0.values.map(\.value) }, [["99-99"], [], ["\\d"], ["1"], []])
    XCTAssertEqual(options.map(\.isArray), [false, false, false, true, false])
    let text = SourceText(source)
    XCTAssertEqual(text.string(in: options[0].values[0].range), "'99-99'")
    XCTAssertEqual(sourceOf(options[2].values[0], characters: 0..<1, in: text), "\\\\")
    XCTAssertEqual(text.string(in: options[2].values[0].range), "&quot;\\\\d&quot;")
  }

  func testOptionObjectWithBracesAndGarbage() {
    for value in ["{ mask: '9' }", "mask: '9'", "'mask':'9',", "}}mask: '9'", ""] {
      let doc = MarkupScanner.scan(SourceText("<i data-inputmask=\"\(value)\">"), language: .html)
      let options = doc.elements[0].attribute("data-inputmask")?.optionObject() ?? []
      XCTAssertLessThanOrEqual(options.count, 1, value)
    }
    let doc = MarkupScanner.scan(SourceText("<i data-inputmask=\"{ mask: '9' }\">"), language: .html)
    XCTAssertEqual(doc.elements[0].attribute("data-inputmask")?.optionObject().first?.values.first?.value, "9")
  }
}
