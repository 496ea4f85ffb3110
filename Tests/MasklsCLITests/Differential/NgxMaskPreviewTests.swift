import Foundation
import MaskJSON
import XCTest

/// `maskls preview --dialect ngxmask --keys` through the binary on the ngx-mask spec vectors
/// of the masks the library formats by its own rules (`||` alternatives, `CPF_CNPJ`, `IP`, the
/// date and time keywords, `percent`, `separator`, `*`, a refused first key): the text after
/// the last key is the spec's.
final class NgxMaskPreviewTests: XCTestCase {
  func testKeyReplaysThroughTheBinaryShowTheSpecsText() throws {
    let vectors = try DifferentialVectors.load("ngxmask")
    var seenMasks = Set<String>()
    let features = ["||", "CPF_CNPJ", "IP", "d0", "M0", "Hh", "m0", "s0", "percent", "separator", "*"]
    var cases = vectors.cases.filter { c in
      let mask = c["mask"]?.stringValue ?? ""
      guard c["patterns"] == nil, c["known"] == nil, c["pasted"] == nil, features.contains(where: mask.contains),
        !(c["typed"]?.stringValue ?? "").isEmpty, seenMasks.insert(mask).inserted
      else { return false }
      return true
    }
    // A key the first slot refuses, before the mask's leading literal.
    cases += vectors.cases.filter {
      $0["mask"]?.stringValue == "(000) 000-0000" && $0["expected"]?["shown"]?.stringValue == ""
    }.prefix(1)
    XCTAssertGreaterThan(cases.count, 20)
    var agreement = Agreement()
    for c in cases {
      let mask = c["mask"]?.stringValue ?? ""
      let typed = c["typed"]?.stringValue ?? ""
      let args = ["preview", "--dialect", "ngxmask", "--json", "--keys=\(typed)", "--", mask]
      let result = try MasklsBinary.run(args)
      XCTAssertEqual(result.status, 0, result.stderr)
      let json = try JSON.parse(result.stdoutBytes)
      let last = json["keys"]?.arrayValue?.last
      agreement.check(
        "shown", engine: last?["text"]?.stringValue ?? "", library: c["expected"]?["shown"]?.stringValue ?? "?",
        args.joined(separator: " "))
    }
    agreement.assertAllAgree(vectors.library + " through maskls preview --keys")
  }

  /// The preview's sample input of a date mask is in range, so the sample shows the whole
  /// date; the text of a percent mask never goes over 100.
  func testSamplesOfKeywordMasks() throws {
    let date = try JSON.parse(
      MasklsBinary.run(["preview", "--dialect", "ngxmask", "--json", "--", "d0/M0/0000"]).stdoutBytes)
    XCTAssertEqual(date["formatted"]?.stringValue?.count, 10)
    XCTAssertEqual(date["complete"]?.boolValue, true)
    let percent = try JSON.parse(
      MasklsBinary.run(["preview", "--dialect", "ngxmask", "--json", "--keys=1005", "--", "percent"]).stdoutBytes)
    XCTAssertEqual(percent["keys"]?.arrayValue?.compactMap { $0["text"]?.stringValue }, ["1", "10", "100", "100"])
  }
}
