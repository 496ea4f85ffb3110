import XCTest

@testable import MaskAnalysis

/// Git's pattern syntax, case by case (the differential test covers combinations).
final class IgnoreMatchingTests: XCTestCase {
  func match(_ pattern: String, _ path: String) -> Bool {
    Wildmatch.matches(Array(pattern.utf8), Array(path.utf8))
  }

  func testWildmatch() {
    XCTAssertTrue(match("*.js", "a.js"))
    XCTAssertFalse(match("*.js", "d/a.js"), "* stops at /")
    XCTAssertTrue(match("**/a.js", "a.js"))
    XCTAssertTrue(match("**/a.js", "x/y/a.js"))
    XCTAssertTrue(match("x/**", "x/y/z"))
    XCTAssertFalse(match("x/**", "x"))
    XCTAssertTrue(match("a/**/b", "a/b"))
    XCTAssertTrue(match("a/**/b", "a/x/y/b"))
    XCTAssertFalse(match("a**b", "a/b"), "** not between slashes is *")
    XCTAssertTrue(match("?.js", "a.js"))
    XCTAssertFalse(match("a?b", "a/b"))
    XCTAssertTrue(match("[a-c]x", "bx"))
    XCTAssertTrue(match("[!a-c]x", "dx"))
    XCTAssertTrue(match("[^a-c]x", "dx"))
    XCTAssertTrue(match("[]]", "]"))
    XCTAssertTrue(match("[[:digit:]]*", "1abc"))
    XCTAssertFalse(match("[[:bogus:]]", "b"), "an unknown class rejects the pattern")
    XCTAssertFalse(match("[ab", "a"), "an unclosed class rejects the pattern")
    XCTAssertTrue(match("\\*", "*"))
    XCTAssertFalse(match("\\*", "a"))
  }

  func testIgnoreFileLines() {
    let file = IgnoreFile(bytes: Array("\u{FEFF}# comment\n\\#lit\n!keep\nbuild/\n/top\na/b\ntrail  \nesc\\ \r\n".utf8))
    let globs = file.patterns.map { String(decoding: $0.glob, as: UTF8.self) }
    XCTAssertEqual(globs, ["\\#lit", "keep", "build", "top", "a/b", "trail", "esc\\ "])
    XCTAssertEqual(file.patterns.map(\.negated), [false, true, false, false, false, false, false])
    XCTAssertEqual(file.patterns.map(\.directoryOnly), [false, false, true, false, false, false, false])
    XCTAssertEqual(file.patterns.map(\.basenameOnly), [true, true, true, false, false, true, true])
    XCTAssertEqual(file.verdict(Array("x/#lit".utf8), basename: Array("#lit".utf8)[...], isDirectory: false), true)
    XCTAssertEqual(file.verdict(Array("x/build".utf8), basename: Array("build".utf8)[...], isDirectory: false), nil)
    XCTAssertEqual(file.verdict(Array("x/build".utf8), basename: Array("build".utf8)[...], isDirectory: true), true)
    XCTAssertEqual(file.verdict(Array("x/top".utf8), basename: Array("top".utf8)[...], isDirectory: false), nil)
    XCTAssertEqual(file.verdict(Array("esc ".utf8), basename: Array("esc ".utf8)[...], isDirectory: false), true)
  }

  func testMinifiedDetection() {
    let handWritten = Array((0..<200).map { "  let value\($0) = compute(\($0)) // a comment\n" }.joined().utf8)
    XCTAssertNil(FileSelection.generatedReason(path: "a.js", bytes: handWritten))
    // One long data line in a hand-written file is not enough.
    let withData = handWritten + Array(("let data = \"" + String(repeating: "A", count: 4000) + "\"\n").utf8)
    XCTAssertNil(FileSelection.generatedReason(path: "a.js", bytes: withData))
    let bundle = Array(String(repeating: "e.a=function(t,n){return t.b+n.c},", count: 400).utf8)
    XCTAssertNotNil(FileSelection.generatedReason(path: "a.js", bytes: bundle))
    // Short lines of 160 bytes on average: a minifier that wraps lines.
    let wrapped = Array((0..<50).map { _ in String(repeating: "x=1;", count: 40) + "\n" }.joined().utf8)
    XCTAssertNotNil(FileSelection.generatedReason(path: "a.js", bytes: wrapped))
    XCTAssertNotNil(FileSelection.generatedReason(path: "lib/jquery.min.js", bytes: []))
    // A component with paragraphs of text on long lines is hand-written.
    let prose = String(repeating: "We build fast and reliable sites for your business, on time. ", count: 30)
    let component = Array((0..<10).map { _ in "  <p className=\"lead\">\(prose)</p>\n" }.joined().utf8)
    XCTAssertNil(FileSelection.generatedReason(path: "About.jsx", bytes: component))
    XCTAssertNil(FileSelection.generatedReason(path: "tiny.js", bytes: Array("x=1;".utf8)))
  }

  /// An ignore file comes with the code under review: `**/` repeated 100,000 times recursed
  /// once per repetition and overflowed the stack (git itself crashes on it).
  func testRepeatedGlobstarsStayShallow() {
    let many = String(repeating: "**/", count: 100_000)
    XCTAssertTrue(match(many + "b", "a/x/b"))
    XCTAssertTrue(match(many + "b", "b"))
    XCTAssertFalse(match(many + "b", "a/x/c"))
    XCTAssertTrue(match("a/" + many + "b", "a/b"))
    XCTAssertFalse(match("a/" + many + "b", "b"))
    // Repetitions written `***/` are globstars too; `**x/` is not.
    XCTAssertTrue(match("**/***/b", "a/b"))
    XCTAssertFalse(match("**/**x/b", "b"))
    XCTAssertTrue(match("**/**x/b", "yx/b"))
  }
}
