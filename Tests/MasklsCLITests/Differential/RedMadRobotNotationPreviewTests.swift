import Foundation
import MaskJSON
import XCTest

/// `maskls preview --notation` through the binary: custom-notation cases of the input-mask-ios
/// vectors give the library's results; a malformed notation is a usage error.
final class RedMadRobotNotationPreviewTests: XCTestCase {
  func testNotationCasesThroughTheBinaryAgreeWithTheLibrary() throws {
    let vectors = try DifferentialVectors.load("redmadrobot")
    let cases = vectors.cases.filter {
      !($0["notations"]?.arrayValue ?? []).isEmpty && $0["expected"]?["trap"] == nil
    }.prefix(30)
    XCTAssertEqual(cases.count, 30)
    var agreement = Agreement()
    for c in cases {
      var args = ["preview", "--dialect", "redmadrobot", "--json"]
      for n in c["notations"]?.arrayValue ?? [] {
        let optional = n["optional"]?.boolValue == true ? ":optional" : ""
        args += ["--notation", "\(n["character"]?.stringValue ?? "?"):\(n["set"]?.stringValue ?? "")\(optional)"]
      }
      let text = c["text"]?.stringValue ?? ""
      args += ["--input=\(text)", "--caret", "\(min(Int(c["caret"]?.intValue ?? 0), text.count))"]
      if c["gravity"]?.stringValue == "backward" { args.append("--backward") }
      if c["autocomplete"]?.boolValue == true { args.append("--autocomplete") }
      if c["autoskip"]?.boolValue == true { args.append("--autoskip") }
      args += ["--", c["mask"]?.stringValue ?? ""]
      let result = try MasklsBinary.run(args)
      XCTAssertEqual(result.status, 0, result.stderr)
      let json = try JSON.parse(result.stdoutBytes)
      let expected = c["expected"]!
      let context = args.joined(separator: " ")
      agreement.check("text", engine: json["formatted"]?.stringValue, library: expected["text"]?.stringValue, context)
      agreement.check("caret", engine: json["caret"]?.intValue, library: expected["caret"]?.intValue, context)
      agreement.check("value", engine: json["value"]?.stringValue, library: expected["value"]?.stringValue, context)
      agreement.check("complete", engine: json["complete"]?.boolValue, library: expected["complete"]?.boolValue, context)
    }
    agreement.assertAllAgree(vectors.library + " through maskls preview --notation")
  }

  func testMalformedNotationIsAUsageError() throws {
    for bad in ["c", "c:[a-z", "cc:[a-z]", "c:[z-a]"] {
      let result = try MasklsBinary.run(["preview", "--dialect", "redmadrobot", "[0c]", "--notation", bad])
      XCTAssertEqual(result.status, 2, bad)
      XCTAssertTrue(result.stderr.contains("--notation"), result.stderr)
    }
    let other = try MasklsBinary.run(["preview", "--dialect", "hash", "##", "--notation", "c:[a-z]"])
    XCTAssertEqual(other.status, 2)
  }
}
