import Foundation
import MaskJSON
import XCTest

/// Over stdio: the server keys fields by scope and branch like `maskls lint`.
final class ScopeServerTests: XCTestCase {
  func testExclusiveArmsAreApartAndJoinWhenMerged() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("DocumentForm.swift")
    let source = """
      final class DocumentForm {
        let field = VSTextField()
        func configure(kind: Kind) {
          switch kind {
          case .ssn: field.setFormatting("###-##-####", replacementChar: "#")
          case .zip: field.setFormatting("#####", replacementChar: "#")
          }
        }
      }

      """
    client.open(uri, text: source)
    let first = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(first["params"]?["diagnostics"], .array([]))
    // Delete `case .zip:` (line 5, columns 4..<14): both masks are now in one arm.
    client.change(uri, version: 2, changes: [["range": ServerTestClient.range(5, 4, 5, 14), "text": ""]])
    let joined = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(joined["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }, ["conflict-duplicate"])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testTestClosuresAreSeparateFieldsInTheServer() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("mask_test.dart")
    let source = """
      void main() {
        test('a', () { final f = MaskTextInputFormatter(mask: '###'); });
        test('b', () { final f = MaskTextInputFormatter(mask: '####'); });
      }

      """
    client.open(uri, text: source, languageId: "dart")
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: uri)["params"]?["diagnostics"], .array([]))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
