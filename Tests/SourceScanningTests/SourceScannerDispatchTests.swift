import XCTest

@testable import SourceScanning

final class SourceScannerDispatchTests: XCTestCase {
  func testEveryLanguageHasOneScanner() {
    let text = SourceText("x = 'a' // maskls: ignore")
    for language in SourceLanguage.allCases {
      let code = SourceScanner.scanCode(text, language: language)
      let markup = SourceScanner.scanMarkup(text, language: language)
      // Storyboards and Android value resources have scanners of their own.
      XCTAssertTrue((code == nil) != (markup == nil) || language == .interfaceBuilder || language == .androidValues, "\(language)")
      if [.kotlin, .java, .csharp, .objectiveC].contains(language) {
        XCTAssertEqual(code?.tokens.filter { $0.kind == .character }.count, 1, "\(language)")
      }
      if [.javascript, .typescript, .dart].contains(language) {
        XCTAssertEqual(code?.literals.map(\.value), ["a"], "\(language)")
        XCTAssertEqual(code?.directives.map(\.key), ["ignore"], "\(language)")
      }
    }
  }

  func testUnterminatedTemplateAndJSX() {
    let template = JavaScriptLexer.scan(SourceText("a = `abc"))
    XCTAssertEqual(template.literals.first?.isTerminated, false)
    XCTAssertEqual(template.literals.first?.value, "abc")
    let jsx = JavaScriptLexer.scan(SourceText("a = <Input mask=\"99"))
    XCTAssertEqual(jsx.literals.first?.value, "99")
    XCTAssertEqual(jsx.literals.first?.isTerminated, false)
    XCTAssertFalse(jsx.diagnostics.isEmpty)
  }
}
