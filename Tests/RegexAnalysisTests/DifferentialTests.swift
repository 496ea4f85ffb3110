import Foundation
import XCTest
@testable import RegexAnalysis

/// The analyser's valid/invalid verdict must agree with the real engine for every corpus
/// pattern, except the listed deliberate disagreements.
final class DifferentialTests: XCTestCase {
  static let files = ["handwritten.txt", "generated.txt", "systematic.txt"]

  func corpus() throws -> [String] {
    var all: [String] = []
    var seen = Set<String>()
    for file in Self.files {
      for p in try Corpus.patterns(file) where seen.insert(p).inserted { all.append(p) }
    }
    return all
  }

  func analyser(_ pattern: String, _ config: EngineConfig) -> ParsedRegex {
    config.flavor == .ecmascript
      ? RegexParser.parse(pattern, flavor: .ecmascript, flagLetters: config.jsFlags)
      : RegexParser.parse(pattern, flavor: config.flavor)
  }

  /// Compares and fails on unlisted disagreements; returns (agreements, listed disagreements).
  func compare(_ config: EngineConfig, _ patterns: [String], _ verdicts: [Bool]) throws {
    let listed = try Corpus.disagreements()
    var agree = 0
    var deliberate = 0
    var unexpected: [String] = []
    for (pattern, engine) in zip(patterns, verdicts) {
      let parsed = analyser(pattern, config)
      if parsed.isValid == engine {
        agree += 1
      } else if listed["\(config)\t\(pattern)"] != nil {
        deliberate += 1
      } else {
        let why = parsed.firstError?.message ?? "-"
        unexpected.append("\(config)\t\(pattern)\tengine=\(engine ? "valid" : "invalid") analyser: \(why)")
      }
    }
    let summary = "\(config): \(patterns.count) patterns, \(agree) agree, \(deliberate) listed disagreements, \(unexpected.count) unexpected"
    FileHandle.standardError.write(Data("[differential] \(summary)\n".utf8))
    XCTAssertTrue(unexpected.isEmpty, "unexpected disagreements:\n" + unexpected.prefix(60).joined(separator: "\n"))
  }

  func testICU() throws {
    let patterns = try corpus()
    try compare(EngineConfig(flavor: .icu), patterns, patterns.map(Engines.icuAccepts))
  }

  func testSwiftRegex() throws {
    let patterns = try corpus()
    try compare(EngineConfig(flavor: .swift), patterns, patterns.map(Engines.swiftAccepts))
  }

  func testECMAScript() throws {
    guard let node = Engines.which("node") else { throw XCTSkip("node not installed") }
    let patterns = try corpus()
    let script = try Corpus.directory.appendingPathComponent("check.js").path
    for flags in ["", "u", "v"] {
      let verdicts = try Engines.runChecker(node, [script], patterns.map { (flags, $0) })
      try compare(EngineConfig(flavor: .ecmascript, jsFlags: flags), patterns, verdicts)
    }
  }

  func testJava() throws {
    guard let java = Engines.which("java") else { throw XCTSkip("java not installed") }
    let patterns = try corpus()
    let source = try Corpus.directory.appendingPathComponent("Check.java").path
    let verdicts = try Engines.runChecker(java, [source], patterns.map { ("", $0) })
    try compare(EngineConfig(flavor: .java), patterns, verdicts)
  }
}
