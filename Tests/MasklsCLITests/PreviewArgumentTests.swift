import Foundation
import MaskJSON
import XCTest

/// `maskls preview` takes any text as `--input` and `--keys`: a leading `-`, empty text, and a
/// combining mark right after `=`.
final class PreviewArgumentTests: XCTestCase {
  private func preview(_ args: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  func testLeadingDashIsText() throws {
    for spelling in [["--input=-5"], ["--input", "-5"], ["--input", "--", "-5"]] {
      let json = try preview(["--dialect", "hash", "##", "--caret", "1"] + spelling)
      XCTAssertEqual(json["input"], "-5", "\(spelling)")
      XCTAssertEqual(json["formatted"], "-5", "\(spelling)")
      XCTAssertEqual(json["dialect"], "hash", "\(spelling)")
    }
  }

  /// The text `--` itself, in every spelling, with options and the mask after it.
  func testDoubleDashAsText() throws {
    for spelling in [["--input=--"], ["--input", "--", "--"]] {
      let result = try MasklsBinary.run(["preview", "--dialect", "hash"] + spelling + ["--caret", "1", "--json", "--", "#-#"])
      XCTAssertEqual(result.status, 0, "\(spelling): \(result.stderr)")
      let json = try JSON.parse(result.stdoutBytes)
      XCTAssertEqual(json["input"], "--", "\(spelling)")
      XCTAssertEqual(json["mask"], "#-#", "\(spelling)")
      XCTAssertEqual(json["caret"], 1, "\(spelling)")
    }
    let keys = try preview(["--dialect", "hash", "#-#", "--keys=--"])
    XCTAssertEqual(keys["keys"]?.arrayValue?.map { $0["key"]?.stringValue ?? "?" }, ["-", "-"])
  }

  func testOptionsAfterTheTextStillCount() throws {
    let json = try preview(["--dialect", "hash", "#-#", "--input", "-5", "--caret", "0"])
    XCTAssertEqual(json["formatted"], "--5")
    XCTAssertEqual(json["caret"], 0)
  }

  func testEmptyInput() throws {
    for spelling in [["--input="], ["--input", ""]] {
      let json = try preview(["--dialect", "hash", "+1 (###)"] + spelling)
      XCTAssertEqual(json["input"], "", "\(spelling)")
      XCTAssertEqual(json["formatted"], "", "\(spelling)")
      XCTAssertEqual(json["complete"], false, "\(spelling)")
    }
  }

  func testCombiningMarkAfterEquals() throws {
    let json = try preview(["--dialect", "hash", "##", "--input=\u{301}a"])
    XCTAssertEqual(json["input"]?.stringValue?.unicodeScalars.map(\.value), [0x301, 0x61])
  }

  func testKeysTakeAnyText() throws {
    let json = try preview(["--dialect", "hash", "###", "--keys=-1"])
    XCTAssertEqual(json["keys"]?.arrayValue?.map { $0["key"]?.stringValue ?? "?" }, ["-", "1"])
    XCTAssertEqual(json["keys"]?.arrayValue?.last?["text"], "-1")
    let spaced = try preview(["--dialect", "hash", "###", "--keys", "-2"])
    XCTAssertEqual(spaced["keys"]?.arrayValue?.last?["text"], "-2")
  }

  func testMaskAfterDoubleDashIsStillTheMask() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "hash", "--input", "12", "--json", "--", "-##"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["mask"], "-##")
    XCTAssertEqual(json["formatted"], "-12")
  }
}

/// Where input-mask-ios itself crashes, the preview says so rather than showing a result.
final class RedMadRobotTrapPreviewTests: XCTestCase {
  func testLoneAccentAfterALiteralIsReportedAsACrash() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "+[A0]", "--input=\u{301}5", "--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let trap = try XCTUnwrap(json["libraryTrap"]?.stringValue)
    XCTAssertTrue(trap.contains("crashes"), trap)
    XCTAssertTrue(trap.contains("U+0301"), trap)
    let text = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "+[A0]", "--input=\u{301}5"])
    XCTAssertTrue(text.stdout.contains("crash:"), text.stdout)
  }

  func testAccentedLetterIsNoCrash() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "+[A0]", "--input=e\u{301}5", "--json"])
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertNil(json["libraryTrap"])
    XCTAssertEqual(json["formatted"], "+e\u{301}5")
    XCTAssertEqual(json["complete"], true)
  }
}
