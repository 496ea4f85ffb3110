import Foundation
import MaskAnalysis
import XCTest

/// `docs/rules/` is what `maskls rules --docs` generates from the rule descriptions: a page
/// per rule, kept in sync with the code.
final class RuleDocsTests: XCTestCase {
  func testCommittedPagesMatchTheGenerator() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try MasklsBinary.run(["rules", "--docs", dir.path])
    XCTAssertEqual(output.status, 0, output.stderr)
    let committed = MasklsBinary.packageRoot.appendingPathComponent("docs/rules")
    let generated = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    XCTAssertEqual(generated.count, RuleCatalog.descriptions.count + 1)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted(), generated,
      "regenerate with `swift run maskls rules --docs docs/rules`")
    for name in generated {
      let want = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
      let have = try? String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)
      XCTAssertEqual(have, want, "docs/rules/\(name) is stale: run `swift run maskls rules --docs docs/rules`")
    }
  }

  func testPagesShowTheFixedText() throws {
    let page = RuleDocumentation.markdown(try XCTUnwrap(RuleCatalog.description(forID: "regex-blocks-typing")))
    XCTAssertTrue(page.contains("Fixed:"))
    XCTAssertTrue(page.contains(#"phoneField.BBB_regular = "^\\d{0,10}$""#), page)
    XCTAssertTrue(RuleDocumentation.url(forRule: "regex-blocks-typing").hasSuffix("docs/rules/regex-blocks-typing.md"))
  }
}
