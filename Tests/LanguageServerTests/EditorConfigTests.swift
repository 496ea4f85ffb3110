import Foundation
import MaskJSON
import XCTest

/// The editor configurations in `editors/` that no real client runs here: each parses, starts
/// `maskls serve`, maps every file type maskls reads, and passes settings the server reads.
final class EditorConfigTests: XCTestCase {
  static let editors = RealClientTests.packageRoot.appendingPathComponent("editors")
  /// Every extension maskls analyses (`.xml` only under `res/layout*`).
  static let extensions = [
    "swift", "m", "mm", "h", "storyboard", "xib", "kt", "kts", "java", "xml", "js", "mjs", "cjs", "jsx", "ts", "mts",
    "cts", "tsx", "html", "htm", "vue", "dart", "cs",
  ]

  private func json(_ path: String, stripComments: Bool = false) throws -> JSON {
    var text = try String(contentsOf: Self.editors.appendingPathComponent(path), encoding: .utf8)
    if stripComments {
      text = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
    }
    return try JSON.parse(Array(text.utf8))
  }

  func testLSP4IJTemplateMapsEveryFileType() throws {
    let template = try json("jetbrains/maskls/template.json")
    XCTAssertEqual(template["programArgs"]?["default"], "maskls serve")
    let patterns = (template["fileTypeMappings"]?.arrayValue ?? []).flatMap { $0["fileType"]?["patterns"]?.arrayValue ?? [] }
      .compactMap(\.stringValue)
    for ext in Self.extensions { XCTAssertTrue(patterns.contains("*.\(ext)"), "*.\(ext) is not mapped") }
    let options = try json("jetbrains/maskls/initializationOptions.json")
    try checkServerReads(options)
  }

  func testSublimeClient() throws {
    let settings = try json("sublime/LSP.sublime-settings", stripComments: true)
    let client = try XCTUnwrap(settings["clients"]?["maskls"])
    XCTAssertEqual(client["command"], ["maskls", "serve"])
    for scope in ["source.swift", "source.objc", "text.xml", "source.kotlin", "source.ts", "text.html.vue", "source.dart", "source.cs"] {
      XCTAssertTrue(client["selector"]?.stringValue?.contains(scope) ?? false, scope)
    }
    try checkServerReads(try XCTUnwrap(client["initializationOptions"]))
  }

  func testVSCodeSettingsReachTheServer() throws {
    let manifest = try json("vscode/package.json")
    let properties = manifest["contributes"]?["configuration"]?["properties"]
    XCTAssertEqual(properties?["maskls.inlayHints"]?["type"], "boolean")
    XCTAssertEqual(properties?["maskls.rules"]?["type"], "object")
    let script = try String(contentsOf: Self.editors.appendingPathComponent("vscode/extension.js"), encoding: .utf8)
    XCTAssertTrue(script.contains(#"configurationSection: "maskls""#))
    XCTAssertTrue(script.contains(".maskls.json"))
  }

  /// `lsp/maskls.lua` for Neovim 0.11's `vim.lsp.config`, evaluated by the Neovim installed
  /// (any version: the file is a plain table).
  func testNeovimLSPConfigFile() throws {
    let nvim = try RealClientTests.tool("nvim")
    let file = Self.editors.appendingPathComponent("neovim/lsp/maskls.lua").path
    let run = try RealClientTests.run(
      nvim, ["--headless", "--clean", "-c", "lua io.stdout:write(vim.fn.json_encode(dofile('\(file)')) .. '\\n'); vim.cmd('qa!')"],
      environment: [:], timeout: 30)
    let config = try JSON.parse(Array(run.stdout.split(separator: "\n").last.map(String.init)?.utf8 ?? "".utf8))
    XCTAssertEqual(config["cmd"]?[1], "serve")
    for filetype in ["swift", "objc", "xml", "kotlin", "java", "typescriptreact", "html", "vue", "dart", "cs"] {
      XCTAssertTrue(config["filetypes"]?.arrayValue?.contains(.string(filetype)) ?? false, filetype)
    }
    try checkServerReads(try XCTUnwrap(config["init_options"]))
  }

  /// The options turn the hints off when they say so: the server reads them.
  private func checkServerReads(_ options: JSON, file: StaticString = #filePath, line: UInt = #line) throws {
    guard case .object(var object) = options else { return XCTFail("options are not an object", file: file, line: line) }
    XCTAssertEqual(object["inlayHints"], true, file: file, line: line)
    object["inlayHints"] = false
    let client = try ServerTestClient()
    _ = try client.call("initialize", ["processId": .null, "capabilities": [:], "initializationOptions": .object(object)])
    client.notify("initialized", [:])
    let uri = ServerTestClient.tempURI("Form.swift")
    client.open(uri, text: "phoneField.BBB_pattern = \"+1 (###) ###-####\"\n")
    let hints = try client.call("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": ServerTestClient.range(0, 0, 1, 0)])
    XCTAssertEqual(hints["result"], .array([]), file: file, line: line)
    XCTAssertEqual(try client.shutdownAndExit(), 0, file: file, line: line)
  }
}
