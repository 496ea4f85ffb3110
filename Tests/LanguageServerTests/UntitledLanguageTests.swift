import Foundation
import MaskJSON
import XCTest

/// Buffers without a file extension (`untitled:` URIs) are analysed in the language their
/// `languageId` names, for every language the scanner knows (found by the fuzzer: only Swift
/// and Objective-C buffers were analysed).
final class UntitledLanguageTests: XCTestCase {
  /// languageId → a one-line source whose regex `x{3,1}` is invalid (`{3,1}` starts at the
  /// UTF-16 column given).
  let sources: [(languageId: String, text: String, column: Int)] = [
    ("kotlin", "val r = Regex(\"x{3,1}\")\n", 16),
    ("java", "Pattern p = Pattern.compile(\"x{3,1}\");\n", 30),
    ("javascript", "const r = /x{3,1}/;\n", 12),
    ("javascriptreact", "const r = /x{3,1}/;\n", 12),
    ("typescript", "const r = /x{3,1}/;\n", 12),
    ("typescriptreact", "const r = /x{3,1}/;\n", 12),
    ("html", "<input pattern=\"x{3,1}\">\n", 17),
    ("vue", "<template><input pattern=\"x{3,1}\"></template>\n", 27),
    ("dart", "final r = RegExp(r'x{3,1}');\n", 20),
    ("csharp", "var r = new Regex(\"x{3,1}\");\n", 20),
  ]

  func testUntitledBuffersOfEveryLanguageArePublished() throws {
    let client = try ServerTestClient()
    try client.initialize()
    for (index, source) in sources.enumerated() {
      let uri = "untitled:Untitled-\(index)"
      client.open(uri, text: source.text, languageId: source.languageId)
      let published = try client.notification("textDocument/publishDiagnostics", uri: uri)
      let diagnostics = try XCTUnwrap(published["params"]?["diagnostics"]?.arrayValue, source.languageId)
      XCTAssertEqual(diagnostics.map { $0["code"] }, ["regex-syntax"], source.languageId)
      XCTAssertEqual(
        diagnostics.first?["range"], ServerTestClient.range(0, source.column, 0, source.column + 5), source.languageId)
    }
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// A buffer re-opened under another language id: the findings of its first language go
  /// away (they stayed, published under a `file:` URI made from the internal path).
  func testReopeningUnderAnotherLanguageDropsTheOldFindings() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = "untitled:Scratch"
    client.open(uri, text: "let r = try NSRegularExpression(pattern: \"x{3,1}\")\n", languageId: "swift")
    let first = try client.notification("textDocument/publishDiagnostics", uri: uri)
    XCTAssertEqual(first["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }, ["regex-syntax"])
    client.open(uri, text: "val ok = Regex(\"x{1,3}\")\n", languageId: "kotlin")
    _ = try client.hover(uri, line: 0, character: 3)
    Thread.sleep(forTimeInterval: 0.5)
    _ = try client.hover(uri, line: 0, character: 3)
    let published = client.pending.filter { $0["method"] == "textDocument/publishDiagnostics" }
    let withFindings = published.filter { $0["params"]?["diagnostics"] != .array([]) }
    XCTAssertEqual(withFindings.count, 0, "\(withFindings)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  func testUnknownLanguageIdStaysUnanalysed() throws {
    let client = try ServerTestClient()
    try client.initialize()
    let uri = "untitled:Notes"
    client.open(uri, text: "const r = /x{3,1}/;\n", languageId: "plaintext")
    // A hover round trip, then nothing may have been published for the buffer.
    _ = try client.hover(uri, line: 0, character: 12)
    Thread.sleep(forTimeInterval: 0.5)
    let published = client.pending.filter {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
    }
    XCTAssertTrue(
      published.allSatisfy { $0["params"]?["diagnostics"] == .array([]) }, "\(published)")
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
