import XCTest

@testable import MaskEngine

/// Swing `MaskFormatter` (javadoc: `(###) ###-####`, `'` quotes, `U` upper-cases, placeholder
/// space, overwrite mode) and .NET `MaskedTextBox` (docs: `(999)-000-0000`, `00/00/0000`, `$`
/// currency placeholder, `>` `<`; MaskedTextProvider.Initialize/TestChar for syntax and classes).
final class TemplateFieldMaskTests: XCTestCase {
  private func type(_ mask: any Mask, _ state: CaretString, _ s: String) -> CaretString {
    mask.edit(state, replacing: state.caret..<state.caret, with: s, validator: nil)?.formatted ?? state
  }

  private func backspace(_ mask: any Mask, _ state: CaretString) -> CaretString {
    mask.edit(state, replacing: (state.caret - 1)..<state.caret, with: "", validator: nil)?.formatted ?? state
  }

  // MARK: Swing

  private let swing = SwingMaskFormatterMask(pattern: "(###) ###-####")

  func testSwingShowsTheTemplateAndOverwrites() {
    XCTAssertEqual(swing.apply(CaretString("")).formatted.text, "(   )    -    ")
    var s = type(swing, CaretString("(   )    -    ", caret: 0), "1")
    XCTAssertEqual(s.description, "(1|  )    -    ")
    s = type(swing, s, "23")
    XCTAssertEqual(s.description, "(123) |   -    ")
    XCTAssertEqual(type(swing, s, "a"), s)
    // A fresh field puts the caret on the first slot; pasted at 0 (on the `(`), the first
    // literal is skipped and the paste is one position short (JDK 17: `(123) 456-789 `).
    XCTAssertEqual(swing.emptyField.caret, 1)
    let full = type(swing, swing.emptyField, "1234567890")
    XCTAssertEqual(full.text, "(123) 456-7890")
    XCTAssertEqual(type(swing, CaretString("(   )    -    ", caret: 0), "1234567890").text, "(123) 456-789 ")
    let overwritten = type(swing, CaretString(full.text, caret: 2), "9")
    XCTAssertEqual(overwritten.description, "(19|3) 456-7890")
  }

  func testSwingDeleteAndValue() {
    let s = backspace(swing, CaretString("(123) 456-7890", caret: 3))
    XCTAssertEqual(s.description, "(1| 3) 456-7890")
    XCTAssertEqual(swing.apply(s).value, "")
    XCTAssertFalse(swing.apply(s).complete)
    // Backspace after literals clears the slot before them (JDK 17).
    let literal = backspace(swing, CaretString("(123) 456-7890", caret: 6))
    XCTAssertEqual(literal.description, "(12| ) 456-7890")
    let done = swing.apply(CaretString("(123) 456-7890"))
    XCTAssertTrue(done.complete)
    XCTAssertEqual(done.value, "(123) 456-7890")
  }

  func testSwingQuoteCaseAndIssues() {
    let quoted = SwingMaskFormatterMask(pattern: "'#UU")
    XCTAssertEqual(quoted.tokens.first?.range, 0..<2)
    XCTAssertEqual(quoted.apply(CaretString("ab")).formatted.text, "#AB")
    XCTAssertEqual(SwingMaskFormatterMask(pattern: "##'").issues.map(\.kind), [.ignored])
    XCTAssertEqual(SwingMaskFormatterMask(pattern: "").issues.map(\.kind), [.empty])
    XCTAssertEqual(swing.completeFormattedLength, 14)
  }

  // MARK: .NET

  private let dotnet = DotNetMaskedTextBoxMask(pattern: "(999)-000-0000")

  func testDotNetInsertsAndShifts() {
    XCTAssertEqual(dotnet.apply(CaretString("")).formatted.text, "(___)-___-____")
    var s = type(dotnet, CaretString("(___)-___-____", caret: 0), "1")
    XCTAssertEqual(s.description, "(1|__)-___-____")
    s = type(dotnet, s, "23456")
    XCTAssertEqual(s.description, "(123)-456-|____")
    let inserted = type(dotnet, CaretString("(123)-456-____", caret: 2), "9")
    XCTAssertEqual(inserted.description, "(19|2)-345-6___")
    let removed = backspace(dotnet, CaretString("(192)-345-6___", caret: 3))
    XCTAssertEqual(removed.description, "(1|23)-456-____")
    XCTAssertEqual(type(dotnet, s, "x"), s)
    // Backspace over a literal only moves the caret.
    let literal = backspace(dotnet, CaretString("(123)-456-____", caret: 6))
    XCTAssertEqual(literal.description, "(123)|-456-____")
    // A paste with a character no position takes is rejected as a whole (TestString).
    XCTAssertEqual(type(dotnet, CaretString("(___)-___-____", caret: 0), "12a"), CaretString("(___)-___-____", caret: 0))
  }

  func testDotNetCompletenessValueAndTrap() {
    let partial = dotnet.apply(CaretString("(123)-456-7___"))
    XCTAssertFalse(partial.complete)
    XCTAssertEqual(partial.value, "(123)-456-7")
    XCTAssertTrue(dotnet.apply(CaretString("1234567890")).complete)
    XCTAssertTrue(dotnet.issues.contains { $0.kind == .optionalTrap })
    XCTAssertTrue(DotNetMaskedTextBoxMask(pattern: "00/00/0000").issues.isEmpty)
  }

  func testDotNetCulturePlaceholdersCaseAndSyntax() {
    XCTAssertEqual(DotNetMaskedTextBoxMask(pattern: "$999").apply(CaretString("12")).formatted.text, "¤12_")
    XCTAssertEqual(DotNetMaskedTextBoxMask(pattern: ">LL<L").apply(CaretString("abC")).formatted.text, "ABc")
    let escaped = DotNetMaskedTextBoxMask(pattern: "\\00")
    XCTAssertEqual(escaped.tokens.first?.range, 0..<2)
    XCTAssertEqual(escaped.apply(CaretString("5")).formatted.text, "05")
    let bad = DotNetMaskedTextBoxMask(pattern: "00\t00")
    XCTAssertEqual(bad.issues.map(\.kind), [.syntax])
    XCTAssertEqual(bad.issues.first?.range, 2..<3)
    XCTAssertNil(bad.edit(CaretString(""), replacing: 0..<0, with: "1", validator: nil))
    XCTAssertEqual(DotNetMaskedTextBoxMask(pattern: "00\\").issues.map(\.kind), [.ignored])
  }
}
