import Foundation
import MaskJSON
import XCTest

/// `maskls lint` recognises web mask libraries imported under other names.
final class ImportLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [String] {
    let (findings, _, _) = try MasklsBinary.lintJSON(files)
    return findings.map { "\($0["rule"]?.stringValue ?? "") \($0["range"]?["start"]?["line"]?.intValue ?? 0)" }
  }

  func testRenamedDefaultNamedAndCommonJSImports() throws {
    let jsx = """
      import MaskedInput from "react-input-mask";
      import IM from "inputmask";
      import { IMask as M } from "imask";
      import { default as Im2 } from "inputmask";
      const Req = require("inputmask");

      export function Form() {
        IM("(999").mask(document.getElementById("a"));
        M(document.getElementById("b"), { mask: "{#000" });
        Req({ mask: "(999" }).mask(document.getElementById("c"));
        Im2("(99").mask(document.getElementById("d"));
        return <MaskedInput mask="" />;
      }
      """
    XCTAssertEqual(try lint(["Form.jsx": jsx]), ["mask-ignored 8", "mask-ignored 9", "mask-ignored 10", "mask-ignored 11", "mask-empty 12"])
  }

  func testNamesNotImportedFromAMaskLibraryAreNotMasks() throws {
    let js = """
      import IM from "./my-formatter";
      IM("(999").apply();
      """
    XCTAssertEqual(try lint(["form.js": js]), [])
  }
}
