import XCTest
@testable import RegexAnalysis

/// Random and mutated patterns: the parser never crashes, and parse → print → parse is
/// stable (printing the reparsed printed form gives the same text).
final class FuzzTests: XCTestCase {
  struct Generator {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
  }

  static let alphabet: [String] = [
    "a", "b", "0", "9", "(", ")", "[", "]", "{", "}", "\\", "|", "*", "+", "?", "-", "^", "$",
    ".", ":", "<", ">", "=", "!", ",", "&", "#", " ", "'", "P", "p", "k", "u", "x", "d", "w",
    "s", "b", "Q", "E", "1", "2", "{2}", "{1,3}", "\\d", "\\p{L}", "[a-z]", "(?:", "(?<n>",
    "(?<=", "(?i)", "é", "😀", "\\u{41}", "\\x41", "[:alpha:]", "&&", "--", "\\q{ab}",
  ]

  func check(_ pattern: String, _ flavor: RegexFlavor, _ flags: String) {
    let first = RegexParser.parse(pattern, flavor: flavor, flagLetters: flags)
    guard let printed = first.printed else {
      XCTAssertFalse(first.diagnostics.isEmpty, "no AST and no diagnostic for \(pattern)")
      return
    }
    let second = RegexParser.parse(printed, flavor: flavor, flagLetters: flags)
    XCTAssertEqual(second.printed, printed, "\(flavor)/\(flags): \(pattern) printed as \(printed)")
    XCTAssertEqual(second.core, first.core, "\(flavor)/\(flags): \(pattern) → \(printed) changed meaning")
    if first.isValid {
      XCTAssertTrue(second.isValid, "\(flavor)/\(flags): \(pattern) valid but printed \(printed) is not: \(second.firstError?.message ?? "")")
    }
  }

  func testRandomPatterns() {
    var g = Generator(state: 42)
    let configs: [(RegexFlavor, String)] = [(.icu, ""), (.swift, ""), (.java, ""), (.ecmascript, ""), (.ecmascript, "u"), (.ecmascript, "v"), (.ecmascript, "i")]
    for _ in 0..<3000 {
      var pattern = ""
      for _ in 0..<(1 + g.next(12)) { pattern += Self.alphabet[g.next(Self.alphabet.count)] }
      let (flavor, flags) = configs[g.next(configs.count)]
      check(pattern, flavor, flags)
    }
  }

  func testMutatedCorpusPatterns() throws {
    var g = Generator(state: 7)
    let corpus = try Corpus.patterns("handwritten.txt")
    let noise: [Character] = ["(", ")", "[", "]", "{", "}", "\\", "|", "*", "?", "-", "^", ","]
    for pattern in corpus {
      for flavor in RegexFlavor.allCases {
        check(pattern, flavor, "")
        var chars = Array(pattern)
        let at = g.next(chars.count + 1)
        switch g.next(3) {
        case 0: chars.insert(noise[g.next(noise.count)], at: at)
        case 1: if at < chars.count { chars.remove(at: at) }
        default: if at < chars.count { chars[at] = noise[g.next(noise.count)] }
        }
        check(String(chars), flavor, flavor == .ecmascript ? "u" : "")
      }
    }
  }

  func testPathologicalInputsStayBounded() {
    let inputs = [
      String(repeating: "(?:", count: 3000), String(repeating: "[", count: 3000),
      String(repeating: "a*", count: 5000), String(repeating: "\\", count: 4001),
      String(repeating: "[a-z&&", count: 500), "a{999999999999999999999}",
    ]
    for input in inputs {
      for flavor in RegexFlavor.allCases {
        let parsed = RegexParser.parse(input, flavor: flavor, flagLetters: flavor == .ecmascript ? "v" : "")
        XCTAssertTrue(parsed.isValid || parsed.firstError != nil)
      }
    }
  }
}
