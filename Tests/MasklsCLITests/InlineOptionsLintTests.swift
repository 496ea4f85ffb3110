import Foundation
import MaskJSON
import XCTest

/// Through the binary: library options written next to a mask change what is reported
/// (imask `definitions`, ngx-mask `[specialCharacters]`, RedMadRobot inline notations),
/// `.maskls.json` keyboard and max-length names, and layout paths with `..` segments.
final class InlineOptionsLintTests: XCTestCase {
  private func lint(_ files: [String: String], paths: [String]? = nil) throws -> [String] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let targets = paths.map { $0.map { dir.appendingPathComponent($0).path } } ?? [dir.path]
    let result = try MasklsBinary.run(["lint"] + targets + ["--format", "json"])
    XCTAssertTrue(result.status == 0 || result.status == 1, result.stdout + result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map { f in
      let path = (f["path"]?.stringValue ?? "").components(separatedBy: "/").last ?? ""
      let start = f["range"]?["start"]
      return "\(path):\(start?["line"]?.intValue ?? 0):\(start?["column"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }
  }

  func testOptionsNextToTheMaskAreHonoured() throws {
    let findings = try lint([
      "dice.js": """
        IMask(document.getElementById('dice'), { mask: '#-#', definitions: { '#': /[1-6]/ } });
        IMask(document.getElementById('plain'), { mask: '#-#' });
        """,
      "code.component.html": """
        <input id="a" mask="00x00" [specialCharacters]="['x']">
        <input id="b" mask="00x00">
        """,
      "Plate.swift": """
        let plate = try Mask.getOrCreate(withFormat: "[XX]-[00]", customNotations: [Notation(character: "X", characterSet: .letters, isOptional: false)])
        let broken = try Mask(format: "[YY]-[00]")
        """,
    ])
    XCTAssertEqual(findings.sorted(), [
      "Plate.swift:2:33 mask-syntax",
      // The stall is reported at the `x` that ngx-mask does not insert.
      "code.component.html:2:23 mask-ignored",
      // Without its definition `#` is a literal in imask (and a slot elsewhere).
      "dice.js:2:50 mask-no-slots",
      "dice.js:2:50 mask-wrong-dialect",
    ])
  }

  func testConfiguredKeyboardAndMaxLengthNamesAndDotDotPaths() throws {
    let files = [
      ".maskls.json": #"{"settings": {"app:maskFormat": "mask=redmadrobot", "app:keyboard": "keyboard=android", "app:limit": "maxLength"}}"#,
      "res/layout/plate.xml": """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
          <com.example.MaskedEditText android:id="@+id/plate" app:maskFormat="[AA]-[0000]" app:keyboard="number" app:limit="5"/>
        </LinearLayout>
        """,
    ]
    // At the keyboard value `number` and at the limit's literal `"5"`.
    let expected = ["plate.xml:2:116 conflict-max-length", "plate.xml:2:98 conflict-keyboard"]
    XCTAssertEqual(try lint(files).sorted(), expected)
    XCTAssertEqual(try lint(files, paths: ["res/layout/../layout/./plate.xml"]).sorted(), expected)
  }
}
