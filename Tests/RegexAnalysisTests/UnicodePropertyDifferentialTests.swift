import Foundation
import XCTest
@testable import RegexAnalysis

/// Every generated Unicode property name (UnicodePropertyData.swift, from the UCD), in each
/// flavour's forms, plus some invalid ones: the parser's verdict against the real engines
/// (node, java, ICU and Swift `Regex` in-process).
///
/// The analyser must never reject a name the engine accepts. It may accept a name the engine
/// rejects only where the engine's Unicode data is older than ours (scripts, blocks, newer
/// binary properties): there it stays silent rather than risk a false error.
final class UnicodePropertyDifferentialTests: XCTestCase {
  struct Probe {
    var pattern: String
    /// Names whose validity depends on the engine's Unicode or JDK version.
    var versionDependent: Bool
  }

  static let invalid = [
    #"\p{Foo}"#, #"\p{Script=latin_x}"#, #"\p{sc=Latn1}"#, #"\p{gc=Letterx}"#, #"\p{Block=}"#,
    #"\p{InNoSuchBlock1}"#, #"\p{General_Category=Zz}"#, #"\p{Is_}"#,
  ]

  static var gcNames: [String] { UnicodePropertyData.generalCategories.flatMap { $0 } }
  static var scriptNames: [String] { UnicodePropertyData.scripts.flatMap { $0 } }
  static var binaryNames: [String] { UnicodePropertyData.binaryProperties.flatMap { $0 } }
  static var blockNames: [String] { UnicodePropertyData.blocks.flatMap { $0 } }

  func probes(_ flavor: RegexFlavor) -> [Probe] {
    var out: [Probe] = Self.invalid.map { Probe(pattern: $0, versionDependent: false) }
    func add(_ p: String, _ dependent: Bool = false) { out.append(Probe(pattern: p, versionDependent: dependent)) }
    switch flavor {
    case .ecmascript:
      for n in Self.gcNames { add("\\p{\(n)}"); add("\\p{gc=\(n)}"); add("\\p{General_Category=\(n)}"); add("\\p{Script=\(n)}", true) }
      for n in Self.scriptNames {
        for key in ["sc", "Script", "scx", "Script_Extensions"] { add("\\p{\(key)=\(n)}", true) }
        add("\\p{\(n)}")
      }
      for n in Self.binaryNames { add("\\p{\(n)}"); add("\\P{\(n)}") }
      for n in ["Any", "ASCII", "Assigned", "Script=latin", "Block=Basic_Latin", "Lowercase=Yes", "L&"] { add("\\p{\(n)}") }
    case .java:
      for n in Self.gcNames { add("\\p{\(n)}"); add("\\p{Is\(n)}"); add("\\p{gc=\(n)}"); add("\\p{general_category=\(n)}") }
      for n in Self.scriptNames {
        add("\\p{Is\(n)}", true); add("\\p{script=\(n)}", true); add("\\p{sc=\(n)}", true); add("\\p{Is\(n.lowercased())}", true)
      }
      for n in Self.binaryNames { add("\\p{Is\(n)}", true); add("\\p{\(n)}") }
      for n in Self.blockNames { add("\\p{In\(n)}", true); add("\\p{block=\(n)}", true); add("\\p{blk=\(n)}", true) }
    case .icu, .swift:
      for n in Self.gcNames { add("\\p{\(n)}"); add("\\p{gc=\(n)}"); add("\\p{General_Category=\(n)}") }
      for n in Self.scriptNames { add("\\p{\(n)}", true); add("\\p{sc=\(n)}", true); add("\\p{Script=\(n)}", true); add("\\p{scx=\(n)}", true) }
      for n in Self.binaryNames { add("\\p{\(n)}", true) }
      if flavor == .icu { for n in Self.blockNames { add("\\p{Block=\(n)}", true); add("\\p{In\(n)}", true) } }
    }
    return out
  }

  func ours(_ pattern: String, _ flavor: RegexFlavor) -> Bool {
    let parsed = flavor == .ecmascript
      ? RegexParser.parse(pattern, flavor: flavor, flagLetters: "u") : RegexParser.parse(pattern, flavor: flavor)
    return parsed.isValid
  }

  func compare(_ flavor: RegexFlavor, _ probes: [Probe], _ engine: [Bool]) {
    var falseErrors: [String] = []
    var unexplainedAccepts: [String] = []
    var tolerated = 0
    for (probe, accepts) in zip(probes, engine) {
      let analyser = ours(probe.pattern, flavor)
      if accepts && !analyser { falseErrors.append(probe.pattern) }
      if !accepts && analyser {
        if probe.versionDependent { tolerated += 1 } else { unexplainedAccepts.append(probe.pattern) }
      }
    }
    FileHandle.standardError.write(Data(
      "[properties] \(flavor): \(probes.count) names, \(falseErrors.count) false errors, \(unexplainedAccepts.count) unexplained accepts, \(tolerated) accepted but newer than the engine\n".utf8))
    XCTAssertGreaterThan(probes.count, 300)
    XCTAssertTrue(falseErrors.isEmpty, "the engine accepts, the analyser rejects:\n" + falseErrors.prefix(60).joined(separator: "\n"))
    XCTAssertTrue(unexplainedAccepts.isEmpty, "the analyser accepts, the engine rejects:\n" + unexplainedAccepts.prefix(60).joined(separator: "\n"))
  }

  func checker(_ tool: String, _ script: String, _ flags: String, _ probes: [Probe]) throws -> [Bool] {
    guard let exe = Engines.which(tool) else { throw XCTSkip("\(tool) not installed") }
    let path = try Corpus.directory.appendingPathComponent(script).path
    return try Engines.runChecker(exe, [path], probes.map { (flags, $0.pattern) })
  }

  func testECMAScriptAgainstNode() throws {
    let p = probes(.ecmascript)
    compare(.ecmascript, p, try checker("node", "check.js", "u", p))
  }

  func testJavaAgainstJava() throws {
    let p = probes(.java)
    compare(.java, p, try checker("java", "Check.java", "", p))
  }

  func testICUInProcess() {
    let p = probes(.icu)
    compare(.icu, p, p.map { Engines.icuAccepts($0.pattern) })
  }

  func testSwiftRegexInProcess() {
    let p = probes(.swift)
    compare(.swift, p, p.map { Engines.swiftAccepts($0.pattern) })
  }

  /// The issue's example: a script node accepts was an error.
  func testEveryScriptIsValidInECMAScript() {
    XCTAssertTrue(ours(#"\p{Script=Adlam}"#, .ecmascript))
    XCTAssertTrue(ours(#"\p{scx=Adlm}"#, .ecmascript))
    // A script of a Unicode version newer than the data (node knows Garay): silence.
    XCTAssertTrue(ours(#"\p{Script=Garay}"#, .ecmascript))
    XCTAssertFalse(ours(#"\p{Script=latin}"#, .ecmascript))
  }
}
