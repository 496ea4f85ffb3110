import Foundation
import MaskJSON
import XCTest

/// Over stdio: an edit above a finding moves it without checking its field again, and the
/// published range is still exact; a finding on the edited line, or one whose message names a
/// line, is checked again.
final class MovedFindingsServerTests: XCTestCase {
  static let text = """
    import InputMask

    final class Form {
      func load() {
        phone.BBB_pattern = "+1 (###) ###-####"
        zip.BBB_pattern = "#####"; empty.BBB_pattern = ""
        let a = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [Notation(character: "X", characterSet: .uppercaseLetters, isOptional: false)])
        let b = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [Notation(character: "X", characterSet: .decimalDigits, isOptional: false)])
      }
    }

    """

  /// Line and UTF-16 column of the `occurrence`-th `needle` in `text` (0-based).
  private func position(of needle: String, occurrence: Int = 0, in text: String) throws -> (line: Int, character: Int) {
    var searchFrom = text.startIndex
    var found: Range<String.Index>?
    for _ in 0...occurrence {
      found = try XCTUnwrap(text.range(of: needle, range: searchFrom..<text.endIndex), "no \(needle)")
      searchFrom = found!.upperBound
    }
    let before = text[..<found!.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<found!.lowerBound].utf16.count)
  }

  /// Checks the two findings of `text` as published for `version`.
  private func check(_ client: ServerTestClient, _ uri: String, version: Int, text: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let published = try client.wait("diagnostics v\(version)") {
      $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"] == .int(Int64(version))
    }
    let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue, file: file, line: line)
    let byCode = Dictionary(diagnostics.map { ($0["code"]?.stringValue ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)", file: file, line: line)

    let empty = try position(of: "\"\"", in: text)
    let emptyRange = try XCTUnwrap(byCode["mask-empty"]?["range"], file: file, line: line)
    XCTAssertEqual(emptyRange, ServerTestClient.range(empty.line, empty.character, empty.line, empty.character + 2), file: file, line: line)

    let first = try position(of: "[Notation(", in: text)
    let second = try position(of: "[Notation(", occurrence: 1, in: text)
    let cache = try XCTUnwrap(byCode["mask-notation-cache"], file: file, line: line)
    XCTAssertEqual(cache["range"]?["start"], ServerTestClient.range(second.line, second.character, 0, 0)["start"], file: file, line: line)
    let message = try XCTUnwrap(cache["message"]?.stringValue, file: file, line: line)
    XCTAssertTrue(message.contains("Form.swift:\(first.line + 1))"), "names line \(first.line + 1): \(message)", file: file, line: line)
    XCTAssertEqual(
      cache["relatedInformation"]?.arrayValue?.first?["location"]?["range"]?["start"],
      ServerTestClient.range(first.line, first.character, 0, 0)["start"], file: file, line: line)
  }

  func testFindingsBelowAnEditMoveWithTheirLines() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Form.swift")
    var text = Self.text
    client.open(uri, text: text)
    try check(client, uri, version: 1, text: text)

    // A comment line above every setting: both findings move one line down; the cache's
    // message names the new line of the first notations.
    client.change(uri, version: 2, changes: [["range": ServerTestClient.range(4, 0, 4, 0), "text": "    // Set up the fields.\n"]])
    text = text.replacingOccurrences(of: "  func load() {\n", with: "  func load() {\n    // Set up the fields.\n")
    try check(client, uri, version: 2, text: text)

    // Typing inside the literal before the empty mask, on its line: its column moves.
    let zip = try position(of: "#####", in: text)
    client.change(uri, version: 3, changes: [["range": ServerTestClient.range(zip.line, zip.character, zip.line, zip.character), "text": "##"]])
    text = text.replacingOccurrences(of: "\"#####\"", with: "\"#######\"")
    try check(client, uri, version: 3, text: text)

    // Typing inside a literal above: nothing moves, nothing is lost.
    let phone = try position(of: "+1", in: text)
    client.change(uri, version: 4, changes: [["range": ServerTestClient.range(phone.line, phone.character + 1, phone.line, phone.character + 2), "text": "44"]])
    text = text.replacingOccurrences(of: "\"+1 (", with: "\"+44 (")
    try check(client, uri, version: 4, text: text)

    // The comment line removed: everything back where it was.
    client.change(uri, version: 5, changes: [["range": ServerTestClient.range(4, 0, 5, 0), "text": ""]])
    text = text.replacingOccurrences(of: "    // Set up the fields.\n", with: "")
    try check(client, uri, version: 5, text: text)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
