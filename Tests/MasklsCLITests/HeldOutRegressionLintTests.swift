import Foundation
import MaskJSON
import XCTest

/// Findings that were false on public applications (`Benchmarks/realworld`, fourth round),
/// checked through the binary next to the finding the same code gives where it is a mistake.
final class HeldOutRegressionLintTests: XCTestCase {
  /// `rule@line` of each finding of the binary's JSON report on `files`.
  private func findings(_ files: [String: String]) throws -> [String] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertNotEqual(result.status, 2, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map { finding in
      let line = finding["range"]?["start"]?["line"]?.intValue ?? -1
      return "\(finding["rule"]?.stringValue ?? "?")@\(line)"
    }
  }

  /// `@react-input/mask`'s `InputMask` takes the keys of `replacement` as its slots: its
  /// `___` mask is not react-input-mask's (which would have no slot at all).
  func testInputMaskOfAnotherPackageIsNotReactInputMask() throws {
    let element = #"export const Phone = () => <InputMask mask="+7 (___) ___-__-__" replacement={{ _: /\d/ }} />;"#
    XCTAssertEqual(try findings(["Phone.jsx": "import { InputMask } from '@react-input/mask';\n" + element + "\n"]), [])
    XCTAssertEqual(try findings(["Phone.jsx": "import { InputMask } from 'primereact/inputmask';\n" + element + "\n"]), [])
    // Without the import, `replacement` says which package it is.
    XCTAssertEqual(try findings(["Phone.jsx": element + "\n"]), [])
    // react-input-mask's own component with the same mask: no slot, an error.
    XCTAssertEqual(
      try findings(["Phone.jsx": "import InputMask from 'react-input-mask';\nexport const P = () => <InputMask mask=\"+7 (___) ___-__-__\" />;\n"]),
      ["mask-no-slots@2"])
  }

  /// A search for one character of a set is a "contains" check (a password rule).
  func testSearchingForACharacterOfASetIsNotUnanchoredValidation() throws {
    let rules = #"""
      fun String.hasLower() = Regex("[a-z]+").containsMatchIn(this)
      fun String.hasUpper() = Regex("[A-Z]").containsMatchIn(this)
      fun String.isZip() = Regex("\\d{5}").containsMatchIn(this)
      """#
    XCTAssertEqual(try findings(["Rules.kt": rules + "\n"]), ["regex-unanchored@3"])
  }

  /// A convenience initialiser passing `""` to the designated one is a placeholder; a
  /// caller's empty format is still reported.
  func testAnEmptyFormatPassedToTheOwnInitialiserIsAPlaceholder() throws {
    let delegate = #"""
      import InputMask
      open class MaskedDelegate: MaskedTextFieldDelegate {
        public override convenience init() { self.init(primaryFormat: "") }
      }
      final class Form {
        let listener = MaskedTextFieldDelegate(primaryFormat: "")
      }
      """#
    XCTAssertEqual(try findings(["MaskedDelegate.swift": delegate + "\n"]), ["mask-empty@6"])
  }
}
