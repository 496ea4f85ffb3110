import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// Over stdio: a mask written behind a constant of another file. The finding is published at
/// the constant's literal with the use as related information, and appears and disappears
/// as either file changes (didChange, didChangeWatchedFiles).
final class ConstantServerTests: XCTestCase {
  static func masks(_ mask: String) -> String { "package com.example\n\nconst val PHONE_MASK = \"\(mask)\"\n" }
  static let form = """
    package com.example

    class SignUpActivity {
      fun bind(phone: EditText) {
        MaskedTextChangedListener.installOn(phone, PHONE_MASK)
      }
    }

    """

  func testEditingTheConstantsFileRepublishesItsFinding() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let formURI = ServerTestClient.tempURI("SignUpActivity.kt")
    let masksURI = ServerTestClient.tempURI("Masks.kt")
    client.open(formURI, text: Self.form, languageId: "kotlin")
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: formURI)["params"]?["diagnostics"], .array([]))
    client.open(masksURI, text: Self.masks("+1 ([000]) [000]-[0000]"), languageId: "kotlin")
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: masksURI)["params"]?["diagnostics"], .array([]))

    // Break the mask: `[0000` is never closed.
    client.change(masksURI, version: 2, changes: [["text": .string(Self.masks("+1 ([000]) [000]-[0000"))]])
    let broken = try client.notification("textDocument/publishDiagnostics", uri: masksURI)
    let diagnostic = try XCTUnwrap(broken["params"]?["diagnostics"]?.arrayValue?.first, "\(broken)")
    XCTAssertEqual(diagnostic["code"], "mask-ignored")
    XCTAssertEqual(diagnostic["range"]?["start"]?["line"], 2)
    let related = try XCTUnwrap(diagnostic["relatedInformation"]?.arrayValue?.first)
    XCTAssertEqual(related["location"]?["uri"]?.stringValue, formURI)
    XCTAssertEqual(related["location"]?["range"]?["start"]?["line"], 4)

    // Drop the use: the constant alone is no setting, its finding goes.
    client.change(formURI, version: 2, changes: [["text": .string(Self.form.replacingOccurrences(of: "PHONE_MASK", with: "other"))]])
    let gone = try client.notification("textDocument/publishDiagnostics", uri: masksURI)
    XCTAssertEqual(gone["params"]?["diagnostics"], .array([]))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testAConstantChangedOnDiskIsFollowed() throws {
    let root = try ServerTestClient.tempDir(["Masks.kt": Self.masks("+1 ([000]) [000]-[0000]"), "SignUpActivity.kt": Self.form])
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: root.path))
    let formURI = FileURI.uri(fromPath: root.appendingPathComponent("SignUpActivity.kt").path)
    let masksURI = FileURI.uri(fromPath: root.appendingPathComponent("Masks.kt").path)
    client.open(formURI, text: Self.form, languageId: "kotlin")
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: formURI)["params"]?["diagnostics"], .array([]))

    try Data(Self.masks("+1 ([000]) [000]-[0000").utf8).write(to: root.appendingPathComponent("Masks.kt"))
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(masksURI), "type": 2]]])
    let broken = try client.notification("textDocument/publishDiagnostics", uri: masksURI)
    XCTAssertEqual(broken["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }, ["mask-ignored"])

    try Data(Self.masks("+1 ([000]) [000]-[0000]").utf8).write(to: root.appendingPathComponent("Masks.kt"))
    client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(masksURI), "type": 2]]])
    XCTAssertEqual(try client.notification("textDocument/publishDiagnostics", uri: masksURI)["params"]?["diagnostics"], .array([]))
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
