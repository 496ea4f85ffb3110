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

/// `--dialect redmadrobot-android`: a RedMadRobot mask read as input-mask-android reads it
/// (Kotlin `Char`s, Java's character predicates), as maskls reads masks in Kotlin and Java.
final class RedMadRobotAndroidPreviewTests: XCTestCase {
  private func preview(_ args: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  func testNonDecimalNumberIsRefusedOnAndroidOnly() throws {
    let android = try preview(["--dialect", "redmadrobot-android", "[_]", "--input", "\u{bd}"])
    XCTAssertEqual(android["dialect"], "redmadrobot-android")
    XCTAssertEqual(android["formatted"], "")
    XCTAssertEqual(android["complete"], false)
    let ios = try preview(["--dialect", "redmadrobot", "[_]", "--input", "\u{bd}"])
    XCTAssertEqual(ios["dialect"], "redmadrobot")
    XCTAssertEqual(ios["formatted"], "\u{bd}")
    XCTAssertEqual(ios["complete"], true)
  }

  func testCombiningMarkAndNoCrash() throws {
    let accent = try preview(["--dialect", "redmadrobot-android", "[A]", "--input=e\u{301}"])
    XCTAssertEqual(accent["formatted"], "e")
    XCTAssertEqual(accent["value"], "e")
    let lone = try preview(["--dialect", "redmadrobot-android", "+[A0]", "--input=\u{301}5"])
    XCTAssertNil(lone["libraryTrap"])
    XCTAssertEqual(lone["formatted"], "+")
    XCTAssertEqual(lone["caret"], 1)
    let text = try MasklsBinary.run(["preview", "--dialect", "redmadrobot-android", "+[A0]", "--input=\u{301}5"])
    XCTAssertEqual(text.status, 0, text.stderr)
    XCTAssertTrue(text.stdout.hasPrefix("dialect:   redmadrobot-android (RedMadRobot input-mask-android)\n"), text.stdout)
    XCTAssertFalse(text.stdout.contains("crash:"), text.stdout)
  }

  /// A custom notation holding an emoji: input-mask-android matches its two UTF-16 halves in
  /// two slots, so `[zz]` is complete with one emoji; input-mask-ios takes it whole in one slot.
  func testAnEmojiNotationFillsTwoSlotsOnAndroidOnly() throws {
    let android = try preview(["--dialect", "redmadrobot-android", "[zz]", "--notation", "z:\u{1f600}a", "--input=\u{1f600}"])
    XCTAssertEqual(android["formatted"], "\u{1f600}")
    XCTAssertEqual(android["complete"], true)
    let ios = try preview(["--dialect", "redmadrobot", "[zz]", "--notation", "z:\u{1f600}a", "--input=\u{1f600}"])
    XCTAssertEqual(ios["formatted"], "\u{1f600}")
    XCTAssertEqual(ios["complete"], false)
  }

  func testNotationsAndTheDialectList() throws {
    let json = try preview([
      "--dialect", "redmadrobot-android", "[A][c]", "--notation", "c:x\u{301}", "--input=e\u{301}",
    ])
    XCTAssertEqual(json["formatted"]?.stringValue?.unicodeScalars.map(\.value), [0x65, 0x301])
    XCTAssertEqual(json["complete"], true)
    let help = try MasklsBinary.run(["preview", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertTrue(help.contains("Mask dialect: hash, vstextfield, redmadrobot, redmadrobot-android, inputmask"), help)
    XCTAssertTrue(help.contains("--dialect redmadrobot-android as input-mask-android does"), help)
    let unknown = try MasklsBinary.run(["preview", "--dialect", "redmadrobot-ios", "[0]"])
    XCTAssertNotEqual(unknown.status, 0)
    XCTAssertTrue(unknown.stderr.contains("redmadrobot, redmadrobot-android"), unknown.stderr)
  }
}
