import Foundation
import MaskJSON
import XCTest

/// Over stdio: hovering one mask of an Inputmask list (`mask: ["…", "…"]`) replays the whole
/// list as the library does (`keepStatic`): the field shows the first mask until a key does not
/// fit it, then the next (checked against Inputmask in `InputmaskDifferentialTests`).
final class InputmaskListHoverTests: XCTestCase {
  /// The document's text becomes `import …` and `line`; the hover at `character` of `line`.
  private func hover(
    _ client: ServerTestClient, _ uri: String, version: Int, line: String, character: Int
  ) throws -> String {
    client.change(uri, version: version, changes: [["text": .string("import Inputmask from \"inputmask\";\n\(line)\n")]])
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    return try XCTUnwrap(client.hover(uri, line: 1, character: character)["result"]?["contents"]?["value"]?.stringValue)
  }

  func testHoverOnAMaskOfAListReplaysTheList() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("phone.js")
    let line = "Inputmask({ mask: [\"(99) 9999-9999\", \"(99) 99999-9999\"] }).mask(document.getElementById(\"phone\"));"
    client.open(uri, text: "import Inputmask from \"inputmask\";\n\(line)\n", languageId: "javascript")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)

    let second = try XCTUnwrap(line.range(of: "\"(99) 99999"))
    let markdown = try XCTUnwrap(
      client.hover(uri, line: 1, character: line.utf16.distance(from: line.startIndex, to: second.lowerBound) + 3)["result"]?[
        "contents"]?["value"]?.stringValue)
    XCTAssertTrue(markdown.contains("(99) 99999-9999"), markdown)
    XCTAssertTrue(markdown.contains("One of a list of 2 masks"), markdown)
    // Ten digits fill the first mask; the eleventh moves the field to the second.
    XCTAssertTrue(markdown.contains("(23) 4567-8909|"), markdown)
    XCTAssertTrue(markdown.contains("(23) 45678-9092|"), markdown)
    XCTAssertFalse(markdown.contains("(23) 45678-|"), "the second mask alone would show this: \(markdown)")

    // A mask alone is replayed alone.
    let alone = try hover(client, uri, version: 2, line: "Inputmask({ mask: \"(99) 99999-9999\" }).mask(el);", character: 22)
    XCTAssertFalse(alone.contains("One of a list"), alone)
    XCTAssertTrue(alone.contains("(23) 45678-|"), alone)

    // A list with a mask that is not a literal: the list the library gets is not known, each
    // literal is replayed alone.
    let partial = try hover(
      client, uri, version: 3, line: "Inputmask({ mask: [\"(99) 9999-9999\", \"(99) 99999-9999\", OTHER] }).mask(el);", character: 41)
    XCTAssertTrue(partial.contains("(99) 99999-9999"), partial)
    XCTAssertFalse(partial.contains("One of a list"), partial)
    XCTAssertTrue(partial.contains("(23) 45678-|"), partial)

    // `keepStatic: false` changes how the library goes through the list: not replayed whole.
    let notStatic = try hover(
      client, uri, version: 4,
      line: "Inputmask({ mask: [\"(99) 9999-9999\", \"(99) 99999-9999\"], keepStatic: false }).mask(el);", character: 41)
    XCTAssertTrue(notStatic.contains("(99) 99999-9999"), notStatic)
    XCTAssertFalse(notStatic.contains("One of a list"), notStatic)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// `Inputmask(["…", "…"])` and `$(…).inputmask(["…", "…"])`: Inputmask takes an array
  /// passed first as its list of masks, like `mask: [...]`.
  func testAnArrayPassedFirstIsAList() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("phone.js")
    client.open(uri, text: "import Inputmask from \"inputmask\";\n", languageId: "javascript")
    _ = try client.notification("textDocument/publishDiagnostics", uri: uri)
    let forms = [
      "Inputmask([\"(99) 9999-9999\", \"(99) 99999-9999\"]).mask(document.getElementById(\"phone\"));",
      "$(\"#phone\").inputmask([\"(99) 9999-9999\", \"(99) 99999-9999\"]);",
      "Inputmask([\"(99) 9999-9999\", \"(99) 99999-9999\"], { keepStatic: true }).mask(el);",
    ]
    for (k, line) in forms.enumerated() {
      let second = try XCTUnwrap(line.range(of: "\"(99) 99999"))
      let markdown = try hover(
        client, uri, version: 2 + k, line: line, character: line.utf16.distance(from: line.startIndex, to: second.lowerBound) + 3)
      XCTAssertTrue(markdown.contains("One of a list of 2 masks"), "\(line): \(markdown)")
      XCTAssertTrue(markdown.contains("(23) 4567-8909|"), "\(line): \(markdown)")
      XCTAssertTrue(markdown.contains("(23) 45678-9092|"), "\(line): \(markdown)")
    }
    // Options that change how the list is gone through: each mask replayed alone.
    let notStatic = "Inputmask([\"(99) 9999-9999\", \"(99) 99999-9999\"], { keepStatic: false }).mask(el);"
    let second = try XCTUnwrap(notStatic.range(of: "\"(99) 99999"))
    let alone = try hover(
      client, uri, version: 10, line: notStatic, character: notStatic.utf16.distance(from: notStatic.startIndex, to: second.lowerBound) + 3)
    XCTAssertTrue(alone.contains("(99) 99999-9999"), alone)
    XCTAssertFalse(alone.contains("One of a list"), alone)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
