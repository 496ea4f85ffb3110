import Foundation
import MaskJSON
import XCTest

/// Inputs found by Tests/EndToEnd/fuzz/fuzz_cli.py, run through the binary as a user does.
final class FuzzRegressionTests: XCTestCase {
  /// A mask pasted 2,000 times next to a max length: `lint` took minutes replaying it.
  func testHugeMaskWithMaxLengthLintsQuickly() throws {
    let mask = String(repeating: "+1 (###) ###-####", count: 2_000)
    let source = "- (void)f {\n  [_amountField setMaxLength:10];\n  [_amountField setBBB_pattern:@\"\(mask)\"];\n}\n"
    let dir = try MasklsBinary.tempDir(["A.m": Array(source.utf8)])
    let started = Date()
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    XCTAssertEqual(json["summary"]?["findings"], 0)
  }
}

/// `maskls preview` of a huge mask replays only the first few characters of its sample.
final class FuzzPreviewRegressionTests: XCTestCase {
  func testHugeMaskPreviewIsQuick() throws {
    let mask = String(repeating: "AB-###&#", count: 1_660)
    let started = Date()
    let result = try MasklsBinary.run(["preview", "--dialect", "vanillamasker", mask, "--json"])
    XCTAssertLessThan(Date().timeIntervalSince(started), 15)
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    // The fewest keys a default replay types (8), then two backspaces.
    XCTAssertEqual(json["keys"]?.arrayValue?.count, 10)
  }
}

/// Languages of issue 5 through the binary.
final class FuzzWebRegressionTests: XCTestCase {
  /// An inline Inputmask option written with 20,000 `&#35;` entities: mapping the option's
  /// value back to the attribute was quadratic and `lint` took minutes.
  func testEntityHeavyInlineOptionLintsQuickly() throws {
    let entities = String(repeating: "&#35;", count: 20_000)
    let source = "<form>\n<input data-inputmask=\"'mask': '\(entities)'\">\n<input pattern=\"x{3,1}\">\n</form>\n"
    let dir = try MasklsBinary.tempDir(["index.html": Array(source.utf8)])
    let started = Date()
    // The 100 KB line makes the page look generated: read it all the same.
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json", "--no-default-excludes"])
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    // The invalid `pattern` is a warning (browsers ignore it): no error, exit 0.
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSON.parse(result.stdoutBytes)
    let findings = try XCTUnwrap(json["findings"]?.arrayValue)
    XCTAssertEqual(findings.map { $0["rule"] }, ["regex-syntax"])
    XCTAssertEqual(findings.first?["range"]?["start"]?["line"], 3)
    XCTAssertEqual(findings.first?["range"]?["start"]?["column"], 18)
  }
}
