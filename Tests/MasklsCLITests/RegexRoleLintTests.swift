import Foundation
import MaskJSON
import XCTest

/// A regex that matches nothing is an error only where it checks a field; elsewhere a
/// warning, and nothing at all for the "match nothing" idioms written on purpose.
final class RegexRoleLintTests: XCTestCase {
  /// `path:line rule severity` per finding.
  private func findings(_ files: [String: String]) throws -> [String] {
    var out: [String] = []
    for f in try MasklsBinary.lintJSON(files).findings {
      let path = f["path"]?.stringValue ?? ""
      let line = f["range"]?["start"]?["line"]?.intValue ?? 0
      let rule = f["rule"]?.stringValue ?? ""
      let severity = f["severity"]?.stringValue ?? ""
      out.append("\(URL(fileURLWithPath: path).lastPathComponent):\(line) \(rule) \(severity)")
    }
    return out.sorted()
  }

  func testNeverMatchingRegexSeverityFollowsItsRole() throws {
    let found = try findings([
      "list.js": """
        var none = new RegExp('/a^/');
        const never = /(?!)/;
        if (/\\d+^\\d/.test(text)) { go(); }
        """,
      "form.html": #"<input name="zip" pattern="\d+^\d">"# + "\n",
    ])
    // The form's pattern checks a field; the search may scan any text; the idioms say nothing.
    XCTAssertEqual(
      found.filter { $0.contains("regex-never-matches") },
      ["form.html:1 regex-never-matches error", "list.js:3 regex-never-matches warning"])
  }
}
