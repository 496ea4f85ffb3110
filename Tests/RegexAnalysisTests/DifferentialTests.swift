import Foundation
import XCTest
@testable import RegexAnalysis

/// The analyser's valid/invalid verdict must agree with the real engine for every corpus
/// pattern, except the listed deliberate disagreements.
final class DifferentialTests: XCTestCase {
  static let files = ["handwritten.txt", "generated.txt", "systematic.txt", "random.txt"]

  func corpus() throws -> [String] {
    var all: [String] = []
    var seen = Set<String>()
    for file in Self.files {
      for p in try Corpus.patterns(file) where seen.insert(p).inserted { all.append(p) }
    }
    return all
  }

  /// Verdicts are computed once per pattern and configuration.
  var cache: [EngineConfig: [String: ParsedRegex]] = [:]

  func analyser(_ pattern: String, _ config: EngineConfig) -> ParsedRegex {
    if let hit = cache[config]?[pattern] { return hit }
    let parsed = config.flavor == .ecmascript
      ? RegexParser.parse(pattern, flavor: .ecmascript, flagLetters: config.jsFlags)
      : RegexParser.parse(pattern, flavor: config.flavor)
    cache[config, default: [:]][pattern] = parsed
    return parsed
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

  /// The canonical printed form of every valid pattern must compile in the engine too.
  func printedForms(_ config: EngineConfig, _ patterns: [String]) -> [(original: String, printed: String)] {
    patterns.compactMap { p in
      let parsed = analyser(p, config)
      guard parsed.isValid, let printed = parsed.printed, printed != p else { return nil }
      return (p, printed)
    }
  }

  func checkPrinted(_ config: EngineConfig, _ forms: [(original: String, printed: String)], _ verdicts: [Bool]) {
    let broken = zip(forms, verdicts).filter { !$0.1 }.map { "\($0.0.original) → \($0.0.printed)" }
    FileHandle.standardError.write(Data("[differential] \(config): \(forms.count) re-spelled printed forms checked, \(broken.count) rejected\n".utf8))
    XCTAssertTrue(broken.isEmpty, "\(config): printed forms the engine rejects:\n" + broken.prefix(40).joined(separator: "\n"))
  }

  func testICU() throws {
    let patterns = try corpus()
    let config = EngineConfig(flavor: .icu)
    try compare(config, patterns, patterns.map(Engines.icuAccepts))
    let forms = printedForms(config, patterns)
    checkPrinted(config, forms, forms.map { Engines.icuAccepts($0.printed) })
  }

  func testSwiftRegex() throws {
    let patterns = try corpus()
    let config = EngineConfig(flavor: .swift)
    try compare(config, patterns, patterns.map(Engines.swiftAccepts))
    let forms = printedForms(config, patterns)
    checkPrinted(config, forms, forms.map { Engines.swiftAccepts($0.printed) })
  }

  func testECMAScript() throws {
    guard let node = Engines.which("node") else { throw XCTSkip("node not installed") }
    let patterns = try corpus()
    let script = try Corpus.directory.appendingPathComponent("check.js").path
    for flags in ["", "u", "v"] {
      let config = EngineConfig(flavor: .ecmascript, jsFlags: flags)
      let forms = printedForms(config, patterns)
      let inputs = patterns.map { (flags, $0) } + forms.map { (flags, $0.printed) }
      let verdicts = try Engines.runChecker(node, [script], inputs)
      try compare(config, patterns, Array(verdicts.prefix(patterns.count)))
      checkPrinted(config, forms, Array(verdicts.dropFirst(patterns.count)))
    }
  }

  func testJava() throws {
    guard let java = Engines.which("java") else { throw XCTSkip("java not installed") }
    let patterns = try corpus()
    let source = try Corpus.directory.appendingPathComponent("Check.java").path
    let config = EngineConfig(flavor: .java)
    let forms = printedForms(config, patterns)
    let verdicts = try Engines.runChecker(java, [source], (patterns + forms.map(\.printed)).map { ("", $0) })
    try compare(config, patterns, Array(verdicts.prefix(patterns.count)))
    checkPrinted(config, forms, Array(verdicts.dropFirst(patterns.count)))
  }
}
