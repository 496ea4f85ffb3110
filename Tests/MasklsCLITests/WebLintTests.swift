import Foundation
import MaskJSON
import XCTest

/// `maskls lint` on a small web project: an HTML page with an inline script, a TypeScript
/// module, a Vue single-file component and a TSX component.
final class WebLintTests: XCTestCase {
  private static let files: [String: String] = [
    "index.html": #"""
      <!doctype html>
      <html>
      <body>
        <form id="signup">
          <input id="zip" type="number" pattern="\d{5}">
          <input id="code" name="code" pattern="[A-Z]{2}-\d{4}" maxlength="6">
          <input id="phone" data-inputmask="'mask': '(999) 999-9999'" maxlength="10">
        </form>
        <script>
          Inputmask({ regex: "[a-z-]+" }).mask(document.getElementById("nick"));
          if (/\d{3}/.test(document.getElementById("code").value)) { submit(); }
        </script>
      </body>
      </html>
      """# + "\n",
    "src/validate.ts": #"""
      export const ZIP = new RegExp("^\\d{5}(-\\d{4})?$", "u");
      export function isEmail(v: string): boolean {
        return v.match(/[a-z]+@[a-z]+\.[a-z]{2,}/i) !== null;
      }
      const half = total / 2 / count;
      """# + "\n",
    "src/Phone.vue": #"""
      <template>
        <input v-maska="'+7 (###) ###-##-##'" maxlength="12">
        <input type="date" :pattern="'\\d{4}'">
      </template>
      <script setup lang="ts">
      import IMask from "imask";
      IMask(el, { mask: /^\d{5}$/ });
      </script>
      """# + "\n",
    "src/Card.tsx": #"""
      import InputMask from "react-input-mask";
      export const Card = () => (
        <form>
          <InputMask mask="9999 9999 9999 999)" />
          <input type="tel" pattern="[0-9-]{1,3" />
        </form>
      );
      """# + "\n",
  ]

  /// `path:line:column rule` per finding, as the binary reports them.
  private func lint() throws -> (findings: [JSON], summary: [String]) {
    let dir = try MasklsBinary.tempDir(WebLintTests.files.mapValues { Array($0.utf8) })
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["summary"]?["files"], 4)
    let findings = json["findings"]?.arrayValue ?? []
    let summary = findings.map { f -> String in
      let path = (f["path"]?.stringValue ?? "").replacingOccurrences(of: dir.path + "/", with: "")
      let start = f["range"]?["start"]
      return "\(path):\(start?["line"]?.intValue ?? 0):\(start?["column"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }
    return (findings, summary)
  }

  func testWebProjectFindingsWithPositions() throws {
    let (findings, summary) = try lint()
    XCTAssertEqual(summary.sorted(), ([
      // `pattern` on a number input (the value `\d{5}` starts at column 44).
      "index.html:5:44 conflict-html-pattern",
      // `maxlength="6"` against the 7-character shortest pattern value.
      "index.html:6:70 conflict-html-pattern",
      // The data-inputmask mask needs 14 characters; the limit is 10.
      "index.html:7:75 conflict-max-length",
      // The inline script: `/\d{3}/.test(…)` is unanchored.
      "index.html:11:9 regex-unanchored",
      // TSX: `[0-9-]` is a syntax error with the `v` flag browsers use for `pattern`.
      "src/Card.tsx:5:36 regex-syntax",
      // Vue: the maska mask needs 18 characters; maxlength 12.
      "src/Phone.vue:2:51 conflict-max-length",
      // Vue: a bound `:pattern` on a date input is ignored.
      "src/Phone.vue:3:33 conflict-html-pattern",
      // Vue script: imask refuses `1`, the first prefix of `12345`.
      "src/Phone.vue:7:19 regex-blocks-typing",
      // TypeScript: `match(…) !== null` searches, so the regex is unanchored; its quadratic backtracking
      // is not reported on a regex that checks no field.
      "src/validate.ts:3:18 regex-unanchored",
    ] as [String]).sorted())
    func message(_ location: String) -> String {
      guard let index = summary.firstIndex(where: { $0.hasPrefix(location) }) else { return "" }
      return findings[index]["message"]?.stringValue ?? ""
    }
    XCTAssertEqual(message("index.html:5:44"), "`pattern` is ignored on `<input type=\"number\">`: browsers apply it only to text, search, url, tel, email and password inputs; limit the number with `min`, `max` and `step`")
    XCTAssertEqual(message("index.html:6:70"), "`maxlength` 6 is shorter than every value the `pattern` accepts (the shortest, `AB-1234`, has 7 characters): no valid value can be typed")
    XCTAssertEqual(
      message("src/Card.tsx:5:36"),
      "`-` must be escaped in a character class with the v flag; browsers ignore an invalid `pattern`, so the field is not checked")
    XCTAssertTrue(message("src/Phone.vue:7:19").hasPrefix("IMask(_:{mask: /…/}) checks the whole raw text on every edit"), message("src/Phone.vue:7:19"))
    // The related location of the ignored pattern is the type's value.
    let zip = findings.first { $0["rule"] == "conflict-html-pattern" && $0["range"]?["start"]?["line"] == 5 }
    XCTAssertEqual(zip?["related"]?[0]?["range"]?["start"]?["column"], 27)
  }

  func testCleanWebProject() throws {
    let dir = try MasklsBinary.tempDir([
      "index.html": Array(#"""
        <input type="tel" pattern="\d{3}-\d{4}" maxlength="8" mask="000-0000">
        <script>const ok = /^\d{3}$/.test(v); const clean = v.replace(/-/g, "");</script>
        """#.utf8),
      "Form.tsx": Array(#"const f = <input type={kind} min="1" pattern="[0-9]*" />;"#.utf8),
    ])
    let result = try MasklsBinary.run(["lint", dir.path])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.contains("0 errors, 0 warnings in 2 files"), result.stdout)
  }
}
