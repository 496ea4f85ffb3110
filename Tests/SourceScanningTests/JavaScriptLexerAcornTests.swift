import Foundation
import XCTest

@testable import SourceScanning

/// The JavaScript lexer's literal boundaries against a real parser (acorn, run by node) on
/// the minified and plain bundles the Debian packages install (`.ci/run` installs them).
/// Every string, template and regex literal must start and end where acorn says and have
/// the value acorn gives it (decoded escapes; a regex's body and flags), and every token
/// acorn reads must start a token of the lexer.
final class JavaScriptLexerAcornTests: XCTestCase {
  func testLiteralBoundariesMatchAcornOnInstalledBundles() throws {
    guard let node = AcornLiteralLister.node() else {
      throw XCTSkip("node is not installed: the comparison with acorn needs it (apt-get install nodejs)")
    }
    let files = AcornLiteralLister.installedBundles()
    guard !files.isEmpty else {
      throw XCTSkip("no JavaScript bundles installed (apt-get install libjs-jquery libjs-lodash libjs-moment node-core-js …)")
    }
    guard let expected = try AcornLiteralLister.run(node: node, paths: files) else {
      throw XCTSkip("acorn is not installed (apt-get install node-acorn)")
    }
    var compared = 0
    var disagreements: [String] = []
    var total = 0
    var tokens = 0
    for path in files {
      guard let listing = expected[path], let data = FileManager.default.contents(atPath: path) else { continue }
      let acorn = listing.literals
      let text = SourceText(bytes: [UInt8](data))
      let scanned = JavaScriptLexer.scan(text, range: 0..<text.bytes.count, jsx: true, folding: false)
      var ours: [String] = []
      func base64(_ value: String) -> String { Data(value.utf8).base64EncodedString() }
      for token in scanned.tokens {
        let bounds = "\(token.range.lowerBound) \(token.range.upperBound)"
        switch token.kind {
        case .string:
          let literal = scanned.literals[token.literal]
          if text.bytes[token.range.lowerBound] == UInt8(ascii: "`") {
            ours.append("t \(bounds) " + (literal.isConstant ? base64(literal.value) : "-"))
          } else {
            ours.append("s \(bounds) " + base64(literal.value))
          }
        case .regexLiteral:
          ours.append("r \(bounds) " + base64(scanned.regexLiterals[token.literal].value + "/" + scanned.regexFlags[token.literal]))
        default: break
        }
      }
      // A tagged template with an invalid escape has no cooked value: compare its bounds.
      let unknown = Set(acorn.filter { $0.hasSuffix(" ?") }.map { $0.dropLast(2) })
      let theirs = acorn.filter { !$0.hasSuffix(" ?") }
      ours.removeAll { entry in unknown.contains(entry[..<(entry.lastIndex(of: " ") ?? entry.endIndex)]) }
      compared += acorn.count
      let missing = Set(theirs).subtracting(ours)
      let extra = Set(ours).subtracting(theirs)
      total += missing.count + extra.count
      func context(_ entry: String) -> String {
        let parts = entry.split(separator: " ")
        let start = Int(parts[1]) ?? 0
        let end = Int(parts[2]) ?? start
        let value = parts.count > 3 ? Data(base64Encoded: String(parts[3])).map { String(decoding: $0, as: UTF8.self) } ?? String(parts[3]) : ""
        let source = text.string(in: max(0, start - 24)..<min(text.bytes.count, min(end, start + 80)))
        return "`\(source)` value `\(value.prefix(60))`"
      }
      // Every token acorn sees starts a token of the lexer (whose punctuation is one byte a
      // token, so the lexer has more): nothing swallowed by a wrong JSX tag, string or regex.
      let starts = Set(scanned.tokens.map(\.range.lowerBound))
      let unmatched = listing.tokenStarts.filter { !starts.contains($0) }
      tokens += listing.tokenStarts.count
      total += unmatched.count
      for start in unmatched.prefix(3) {
        disagreements.append("\(path): acorn has a token at \(start) `\(context("? \(start) \(start + 40)"))`, the lexer not")
      }
      for entry in missing.sorted().prefix(3) { disagreements.append("\(path): acorn has \(entry.prefix(40)) \(context(entry)), the lexer not") }
      for entry in extra.sorted().prefix(3) { disagreements.append("\(path): the lexer has \(entry.prefix(40)) \(context(entry)), acorn not") }
    }
    XCTAssertGreaterThan(compared, 1000, "too few literals compared: are the bundles installed?")
    print("JavaScriptLexerAcornTests: \(compared) literals and \(tokens) token starts in \(expected.count) files compared, \(total) disagreements")
    XCTAssertEqual(total, 0, "\(total) disagreements in \(compared) literals:\n" + disagreements.prefix(60).joined(separator: "\n"))
  }
}
