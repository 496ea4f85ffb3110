import Foundation
import MaskJSON
import XCTest

/// `maskls preview --dialect inputmask MASK --or MASK2 …` through the binary: lists of masks
/// (`mask: [...]`) from the `inputmask-lists` vectors, typed key by key, show what Inputmask
/// showed; `--or` is refused for other dialects.
final class InputmaskListPreviewTests: XCTestCase {
  func testListsThroughTheBinaryAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("inputmask-lists")
    let cases = vectors.cases.filter {
      $0["known"] == nil && $0["expected"]?["trap"] == nil && !($0["keys"]?.stringValue ?? "").isEmpty
        && ($0["keys"]?.stringValue ?? "").allSatisfy { $0 != "\u{8}" }
    }.prefix(40)
    XCTAssertEqual(cases.count, 40)
    var agreement = Agreement()
    for c in cases {
      let masks = (c["mask"]?.arrayValue ?? []).compactMap(\.stringValue)
      let keys = c["keys"]?.stringValue ?? ""
      var args = ["preview", "--dialect", "inputmask", "--json", "--keys=\(keys)"]
      for other in masks.dropFirst() { args += ["--or", other] }
      args += ["--", masks[0]]
      let result = try MasklsBinary.run(args)
      XCTAssertEqual(result.status, 0, result.stderr)
      let steps = try JSON.parse(result.stdoutBytes)["keys"]?.arrayValue ?? []
      let library = c["expected"]?["keys"]?.arrayValue ?? []
      agreement.check(
        "shown", engine: steps.map { $0["text"]?.stringValue ?? "?" }, library: library.map { $0["shown"]?.stringValue ?? "?" },
        args.joined(separator: " "))
    }
    agreement.assertAllAgree(vectors.library + " through maskls preview --or")
  }

  func testTheBrazilianPhoneListMovesToItsSecondMask() throws {
    let result = try MasklsBinary.run(["preview", "--dialect", "inputmask", "--json", "--keys=12345678901", "--or", "(99) 99999-9999", "--", "(99) 9999-9999"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let steps = try JSON.parse(result.stdoutBytes)["keys"]?.arrayValue ?? []
    XCTAssertEqual(steps.map { $0["text"]?.stringValue ?? "?" }.suffix(2), ["(12) 3456-7890", "(12) 34567-8901"])
    // A list the library refuses: the issue says where, within the mask shown or not.
    let refused = try MasklsBinary.run(["preview", "--dialect", "inputmask", "--json", "--or", "ab)", "--", "(99) 9999-9999"])
    XCTAssertEqual(refused.status, 0, refused.stderr)
    let issues = try JSON.parse(refused.stdoutBytes)["issues"]?.arrayValue ?? []
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(issues.first?["message"]?.stringValue?.hasPrefix("Inputmask joins the list into one mask, `((99) 9999-9999|ab))`") == true, "\(issues)")
    // In the mask shown: placed on its own characters (`{` of `9{x}`).
    let inShown = try MasklsBinary.run(["preview", "--dialect", "inputmask", "--json", "--or", "9", "--", "9{x}"])
    let shownIssue = try XCTUnwrap(JSON.parse(inShown.stdoutBytes)["issues"]?.arrayValue?.first, String(decoding: inShown.stdoutBytes, as: UTF8.self))
    XCTAssertEqual(shownIssue["start"]?.intValue, 1)
    XCTAssertEqual(shownIssue["end"]?.intValue, 2)

    let alone = try MasklsBinary.run(["preview", "--dialect", "hash", "##", "--or", "###"])
    XCTAssertNotEqual(alone.status, 0)
    XCTAssertTrue(alone.stderr.contains("--or is for the inputmask dialect"), alone.stderr)
  }

  /// Through the binary, as Inputmask shows them in jsdom: the Russian list's eleventh digit
  /// moves the field to `+375(…)` and `)` then changes nothing; a Brazilian mobile number set
  /// on the `+55-…` list shows its second mask, with the value `unmaskedvalue()` reads after
  /// `setValue` (the literals the reading typed kept, as for a list).
  func testListsMoveToTheMaskThatTakesTheKeys() throws {
    let russian = try MasklsBinary.run([
      "preview", "--dialect", "inputmask", "--json", "--keys=35313831811)", "--or", "+380(99)999-99-99", "--or", "+375(99)999-99-99",
      "--", "+7(999)999-99-99",
    ])
    XCTAssertEqual(russian.status, 0, russian.stderr)
    let steps = try JSON.parse(russian.stdoutBytes)["keys"]?.arrayValue ?? []
    XCTAssertEqual(steps.map { $0["text"]?.stringValue ?? "?" }.suffix(3), ["+7(353)138-31-81", "+375(31)383-18-11", "+375(31)383-18-11"])
    XCTAssertEqual(steps.last?["value"]?.stringValue, "35313831811")

    let brazil = try MasklsBinary.run([
      "preview", "--dialect", "inputmask", "--json", "--input=+55-55-55555-5555", "--or", "+55-99-99999-9999", "--", "+55-99-9999-9999",
    ])
    XCTAssertEqual(brazil.status, 0, brazil.stderr)
    let set = try JSON.parse(brazil.stdoutBytes)
    XCTAssertEqual(set["formatted"]?.stringValue, "+55-55-55555-5555")
    XCTAssertEqual(set["value"]?.stringValue, "+55-55-555555555")
    XCTAssertEqual(set["complete"]?.boolValue, true)
  }
}
