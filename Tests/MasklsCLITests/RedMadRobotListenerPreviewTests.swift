import Foundation
import MaskJSON
import XCTest

/// `maskls preview --keys` with the RedMadRobot listener's settings: `--focus`, `--affine`,
/// `--affinity-strategy`, `--no-listener-autocomplete`, `--listener-autoskip` (outputs of input-mask-android's
/// `MaskedTextChangedListener`, run by `inputmaskandroid/run_listener.py`).
final class RedMadRobotListenerPreviewTests: XCTestCase {
  private func replay(_ args: [String]) throws -> (JSON, [String]) {
    let result = try MasklsBinary.run(["preview", "--dialect", "redmadrobot-android"] + args + ["--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let steps = (json["keys"]?.arrayValue ?? []).map { k in
      "\(k["text"]?.stringValue ?? "?")@\(k["caret"]?.intValue ?? -1)"
    }
    return (json, steps)
  }

  func testFocusAndAffineFormats() throws {
    let (focused, steps) = try replay(["+7 ([000]) [000]-[00]", "--focus", "--keys", "\\b12"])
    XCTAssertEqual(focused["focus"]?["text"], "+7 (")
    XCTAssertEqual(steps, ["+7 @3", "+7 (1@5", "+7 (12@6"])
    let (_, affine) = try replay(["+1 ([000]) [000]-[0000]", "--affine", "+7 ([000]) [000]-[00]-[00]", "--keys", "79"])
    XCTAssertEqual(affine, ["+7 (@4", "+7 (9@5"])
    let (_, plain) = try replay(["[00]-[00]", "--keys", " 1"])
    XCTAssertEqual(plain, ["@0", "1@1"])
  }

  func testListenerSettings() throws {
    let (_, skipping) = try replay(["[00]", "--affine", "[00]-[00]-[00]", "--listener-autoskip", "--keys", "12345\\b\\b"])
    XCTAssertEqual(skipping.suffix(2), ["12-34@5", "12-3@4"])
    let (_, noAutocomplete) = try replay(["[00]-[00]", "--no-listener-autocomplete", "--keys", "12"])
    XCTAssertEqual(noAutocomplete, ["1@1", "12@2"])
    let (_, capacity) = try replay(["[00]-[00]", "--affine", "[0000]", "--affinity-strategy", "capacity", "--keys", "12345"])
    XCTAssertEqual(capacity, ["1@1", "12@2", "123@3", "1234@4", "12-34@5"])
    let wrong = try MasklsBinary.run(["preview", "--dialect", "hash", "##", "--focus", "--keys", "1"])
    XCTAssertNotEqual(wrong.status, 0)
    let unknown = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "##", "--affinity-strategy", "x"])
    XCTAssertNotEqual(unknown.status, 0)
  }

  /// An affine format is read as the library's sanitiser reads it, and what the reading
  /// found (an unclosed `[`) is shown with it, as for the mask.
  func testAnAffineFormatShowsItsIssues() throws {
    let (json, _) = try replay(["[00]", "--affine", "[00", "--affine", "[000]", "--keys", "1"])
    let affine = json["affine"]?.arrayValue ?? []
    XCTAssertEqual(affine.map { $0["mask"]?.stringValue }, ["[00", "[000]"])
    XCTAssertFalse((affine.first?["issues"]?.arrayValue ?? []).isEmpty, "\(json)")
    XCTAssertEqual(affine.last?["issues"]?.arrayValue?.count, 0, "\(json)")
    let text = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "[00]", "--affine", "[00", "--input", "1"])
    let lines = text.stdout.split(separator: "\n").map(String.init)
    let at = lines.firstIndex(of: "affine:    [00")
    XCTAssertNotNil(at, text.stdout)
    XCTAssertTrue(at.map { lines[$0 + 1].hasPrefix("issue:") } ?? false, text.stdout)
  }
}
