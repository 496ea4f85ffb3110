import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// Through the server: a vendored copy of a mask library is read for the aliases it defines,
/// but nothing is reported in it; the project's own file gets its findings, `||` included.
final class LibraryCopyServerTests: XCTestCase {
  static let library = """
    /*
    Input Mask plugin extensions
    Copyright (c) 2010 - 2014 Robin Herbots
    Licensed under the MIT license
    */
    Inputmask.extendAliases({ "dd/mm/yyyy": { mask: "1/2/y", regex: { ampm: new RegExp("[a|p|A|P][m|M]") } } });

    """
  static let app = """
    $("#birth").inputmask("dd/mm/yyyy");
    export const ZIP = /^(\\d{5}||\\d{5}-\\d{4})$/;

    """

  func testAMaskLibraryCopyDefinesAliasesButHasNoDiagnostics() throws {
    let root = try ServerTestClient.tempDir([
      "js/jquery.inputmask.date.extensions.js": Self.library,
      "js/app.js": Self.app,
    ])
    let client = try ServerTestClient()
    _ = try client.initialize(rootUri: FileURI.uri(fromPath: root.path))
    client.notify("initialized", [:])
    let appURI = FileURI.uri(fromPath: root.appendingPathComponent("js/app.js").path)
    let libraryURI = FileURI.uri(fromPath: root.appendingPathComponent("js/jquery.inputmask.date.extensions.js").path)

    // The alias is the library copy's, so the app's use of it is known; the `||` is reported.
    client.open(appURI, text: Self.app, languageId: "javascript")
    var published = try client.notification("textDocument/publishDiagnostics", uri: appURI)
    while published["params"]?["diagnostics"]?.arrayValue?.contains(where: { $0["code"] == "mask-unknown-alias" }) == true {
      // Before the index has read the library copy, the alias may be unknown for a moment.
      published = try client.notification("textDocument/publishDiagnostics", uri: appURI)
    }
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue)
    XCTAssertEqual(diagnostics.map { $0["code"] }, ["regex-empty-alternative"], "\(diagnostics)")
    XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"], 1)

    // Opened, the copy still shows nothing: its `[a|p|A|P]` is the library's business.
    client.open(libraryURI, text: Self.library, languageId: "javascript")
    let library = try client.notification("textDocument/publishDiagnostics", uri: libraryURI)
    XCTAssertEqual(library["params"]?["diagnostics"], .array([]), "\(library)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
