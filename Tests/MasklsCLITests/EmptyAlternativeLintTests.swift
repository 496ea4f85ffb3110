import Foundation
import MaskJSON
import XCTest

/// The twenty-fifth round's missed bug, through the binary: a doubled `|` lets an empty
/// value through (`BatataKente/Teste`'s phone check).
final class EmptyAlternativeLintTests: XCTestCase {
  private func lint(_ files: [String: String]) throws -> [(rule: String, line: Int, column: Int, message: String)] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertNotEqual(result.status, 2, result.stderr)
    return try (JSON.parse(result.stdoutBytes)["findings"]?.arrayValue ?? []).map {
      (
        $0["rule"]?.stringValue ?? "", Int($0["range"]?["start"]?["line"]?.intValue ?? -1),
        Int($0["range"]?["start"]?["column"]?.intValue ?? -1), $0["message"]?.stringValue ?? ""
      )
    }
  }

  func testADoubledBarIsReportedWithTheValueItLetsThrough() throws {
    let swift = #"""
      import UIKit
      func validateCellPhone(_ phone: String) -> Bool {
        let phoneRegEx = "\\([0-9]{2}\\)[0-9]{4,5}-[0-9]{4}||[0-9]{10,11}"
        return NSPredicate(format: "SELF MATCHES %@", phoneRegEx).evaluate(with: phone)
      }
      """#
    let found = try lint(["Phone.swift": swift + "\n"])
    XCTAssertEqual(found.map(\.rule), ["regex-empty-alternative"])
    // At the second `|`, in UTF-16 columns from 1.
    let line = swift.split(separator: "\n")[2]
    XCTAssertEqual(found.first?.line, 3)
    XCTAssertEqual(found.first?.column, line.utf16.count - #"|[0-9]{10,11}""#.utf16.count + 1)
    XCTAssertTrue(found.first?.message.contains("an empty value passes") ?? false, found.first?.message ?? "")
  }

  func testASearchWithAnEmptyAlternativeSucceedsOnAnyValue() throws {
    let js = "export const isPlate = (v) => /[A-Z]{3}-\\d{4}||[A-Z]{3}\\d[A-Z]\\d{2}/.test(v);\n"
    let found = try lint(["plate.js": js])
    XCTAssertEqual(found.map(\.rule), ["regex-empty-alternative"])
    XCTAssertTrue(found.first?.message.contains("succeeds on any value") ?? false, found.first?.message ?? "")
  }

  func testANestedDoubledBarNamesTheValue() throws {
    let js = "export const PHONE = /^\\+7(9||8)\\d{3}$/;\n"
    let found = try lint(["phone.js": js])
    XCTAssertEqual(found.map(\.rule), ["regex-empty-alternative"])
    // A value without the 9 or 8 the author required: `+7` and three digits.
    let message = found.first?.message ?? ""
    let shown = message.components(separatedBy: "`").dropFirst(3).first ?? ""
    XCTAssertTrue(shown.hasPrefix("+7") && shown.count == 5 && shown.dropFirst(2).allSatisfy(\.isNumber), message)
  }

  func testOptionalPartsAreNotReported() throws {
    let js = """
      export const ZIP = /^\\d{5}(|-\\d{4})$/;
      export const SIGN = /^(\\+|-|)\\d+$/;
      export const CODE = /^(a||b)?\\d$/;
      """
    XCTAssertEqual(try lint(["forms.js": js + "\n"]).map(\.rule), [])
  }
}
