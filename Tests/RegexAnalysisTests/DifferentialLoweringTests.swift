import Foundation
import XCTest
@testable import RegexAnalysis

/// Class semantics: for single-character patterns, the lowered `ScalarSet` must contain exactly
/// the scalars the real engine matches (whole match), over a sample of tricky scalars.
final class DifferentialLoweringTests: XCTestCase {
  static let patterns = [
    ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[a-z]", "[^a-z]", "\\p{L}", "\\p{Lu}",
    "\\p{Ll}", "\\p{N}", "\\p{Nd}", "\\P{L}", "[\\p{L}\\d_]", "[[:alpha:]]", "[[:digit:]]",
    "[[:space:]]", "[[:punct:]]", "[a-z&&[^aeiou]]", "[\\w&&[^\\d]]", "[a-z--[aeiou]]", "\\h", "\\v",
    "[\\w-]", "[^\\s\\S]", "[\\s\\S]", "\\x{41}", "k", "s", "σ", "ß", "[a-z]", "[^k]", "\\p{Lu}",
    "[A-Z]", "[\\u0100-\\u017F]", "\\p{Alpha}", "\\p{Lower}", "\\p{IsAlphabetic}", "\\p{Any}", "[\\P{L}x]", "[^\\P{Lu}]",
  ]

  static let scalars: [UInt32] = Array(0...0x17F) + [
    0x0300, 0x0345, 0x03A3, 0x03C2, 0x03C3, 0x0410, 0x0430, 0x0660, 0x0966, 0x1680, 0x180E,
    0x1E9E, 0x2000, 0x2007, 0x200A, 0x200B, 0x200C, 0x200D, 0x2028, 0x2029, 0x202F, 0x203F,
    0x205F, 0x2160, 0x212A, 0x212B, 0x3000, 0x4E00, 0xFEFF, 0xFF10, 0xFF21, 0x01C4, 0x01C5,
    0x01C6, 0x1F600, 0x10400, 0x10428, 0x1D7CE,
  ]

  struct Case {
    var pattern: String
    var set: ScalarSet
  }

  /// Patterns that lower to a single set in this configuration.
  func cases(_ flavor: RegexFlavor, _ flags: String, inlineCase: Bool) -> [Case] {
    var result: [Case] = []
    for base in Self.patterns {
      for insensitive in [false, true] where inlineCase || !insensitive {
        let pattern = insensitive ? "(?i)" + base : base
        let parsed = RegexParser.parse(pattern, flavor: flavor, flagLetters: flags)
        guard parsed.isValid, case .set(let set) = parsed.core else { continue }
        result.append(Case(pattern: pattern, set: set))
      }
    }
    return result
  }

  func subjects(astral: Bool) -> [UInt32] { Self.scalars.filter { astral || $0 <= 0xFFFF } }

  func compare(_ label: String, _ cases: [Case], _ subjects: [UInt32], _ engine: [[Bool?]]) {
    var mismatches: [String] = []
    var checked = 0
    for (c, verdicts) in zip(cases, engine) {
      for (scalar, verdict) in zip(subjects, verdicts) {
        guard let verdict else { continue }
        checked += 1
        if c.set.contains(scalar) != verdict {
          mismatches.append("\(label) \(c.pattern) U+\(String(scalar, radix: 16, uppercase: true)): engine \(verdict), analyser \(!verdict)")
        }
      }
    }
    FileHandle.standardError.write(Data("[lowering] \(label): \(cases.count) patterns, \(checked) memberships, \(mismatches.count) mismatches\n".utf8))
    XCTAssertGreaterThan(checked, 1000)
    XCTAssertTrue(mismatches.isEmpty, mismatches.prefix(40).joined(separator: "\n"))
  }

  func string(_ scalar: UInt32) -> String { Unicode.Scalar(scalar).map { String(Character($0)) } ?? "" }

  func testICU() throws {
    let cs = cases(.icu, "", inlineCase: true)
    let subs = subjects(astral: true)
    let verdicts: [[Bool?]] = cs.map { c in
      guard let re = try? NSRegularExpression(pattern: "\\A(?:\(c.pattern))\\z") else { return subs.map { _ in nil } }
      return subs.map { s in
        let text = string(s)
        return re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
    }
    compare("icu", cs, subs, verdicts)
  }

  func testSwiftRegex() throws {
    let cs = cases(.swift, "", inlineCase: true)
    let subs = subjects(astral: true)
    let verdicts: [[Bool?]] = cs.map { c in
      guard let re = try? Regex(c.pattern) else { return subs.map { _ in nil } }
      return subs.map { s in (try? re.wholeMatch(in: string(s))) != nil }
    }
    compare("swift", cs, subs, verdicts)
  }

  func runBatch(_ tool: String, _ script: String, _ configs: [(String, [Case], [UInt32])]) throws -> [[[Bool?]]] {
    guard let exe = Engines.which(tool) else { throw XCTSkip("\(tool) not installed") }
    var payload = ""
    for (flags, cs, subs) in configs {
      for c in cs {
        let p64 = Data(c.pattern.utf8).base64EncodedString()
        for s in subs { payload += "\(flags)\t\(p64)\t\(Data(string(s).utf8).base64EncodedString())\n" }
      }
    }
    let path = try Corpus.directory.appendingPathComponent(script).path
    let lines = try Engines.runRaw(exe, [path], payload)
    var index = 0
    var result: [[[Bool?]]] = []
    for (_, cs, subs) in configs {
      var perConfig: [[Bool?]] = []
      for _ in cs {
        var row: [Bool?] = []
        for _ in subs {
          let l = index < lines.count ? lines[index] : "E"
          row.append(l == "1" ? true : l == "0" ? false : nil)
          index += 1
        }
        perConfig.append(row)
      }
      result.append(perConfig)
    }
    return result
  }

  func testECMAScript() throws {
    let flagSets = ["", "u", "v", "i", "iu", "iv", "s", "su"]
    let configs = flagSets.map { flags in
      (flags, cases(.ecmascript, flags, inlineCase: false), subjects(astral: true))
    }
    let verdicts = try runBatch("node", "match.js", configs)
    for ((flags, cs, subs), v) in zip(configs, verdicts) {
      compare("ecmascript/\(flags.isEmpty ? "-" : flags)", cs, subs, v)
    }
  }

  func testJava() throws {
    let configs = [("", cases(.java, "", inlineCase: true), subjects(astral: true))]
    let verdicts = try runBatch("java", "Match.java", configs)
    compare("java", configs[0].1, configs[0].2, verdicts[0])
  }
}
