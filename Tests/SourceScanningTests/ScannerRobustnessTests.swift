import XCTest

@testable import SourceScanning

/// Random bytes and mutated real snippets into every scanner: no trap, no hang, and every
/// range they report stays inside the file.
final class ScannerRobustnessTests: XCTestCase {
  /// SplitMix64, so failures reproduce.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
  }

  static let snippets: [String] = [
    ###"""
    let a = "x\(f("y", """
      z
      """))\u{1F600}" // maskls: mask=hash
    let r = #/a+/#; let d = /[0-9]{3}/
    s = ##"raw "# \##n"## /* c /* n */ */
    """###,
    #"""
    #import <UIKit/UIKit.h>
    #define M @"\d{2}" "x\101\x41\u00E9"
    - (void)f { self.field.BBB_pattern = @"+7 " @"###" /* c */ "\q"; char c = '\''; }
    """#,
    InterfaceBuilderScannerTests.storyboard,
    #"""
    val a = "x\$y${f("}")}\u0041\d"; val r = """raw ${'$'} $x""" /* a /* b */ */ 'c'
    String t = """
        a\s\
      b""";
    """#,
    #"""
    x = a / b / c; r = /[/]\/+/gi; t = `a${`b${c}`}d\u{41}`; return <InputMask mask="&amp;9" on={e => /x/}>t{'y'}</InputMask>
    """#,
    #"""
    <template><input v-maska="'#-#'" :mask="&quot;+7&quot;"><!-- maskls: mask=maska --></template>
    <script lang="ts">const m = '99'</script><style>a{}</style>
    <EditText android:id="@+id/phone" android:maxLength="10"/>
    """#,
    ##"""
    var m = r'\d' '''
     x''' "${a}$b\x41"; var c = @"a""b" + $"{{x}}{y:N2}" + $$"""{{z}}""" + """
        q
        """; char k = '\'';
    """##,
  ]

  static let specials: [UInt8] = Array("\"\\#/*()<>&;'@{}\n\r$`=u{x".utf8) + [0xF0, 0x9F, 0x98, 0x80, 0xC3]

  func testRandomBytes() {
    var random = Random(state: 42)
    for round in 0..<300 {
      let length = random.below(400)
      let bytes = (0..<length).map { _ in
        random.below(3) == 0 ? Self.specials[random.below(Self.specials.count)] : UInt8(random.below(256))
      }
      checkAll(bytes, round: round)
    }
  }

  func testMutatedSnippets() {
    var random = Random(state: 7)
    for round in 0..<600 {
      var bytes = Array(Self.snippets[round % Self.snippets.count].utf8)
      for _ in 0..<(1 + random.below(6)) {
        let at = random.below(bytes.count + 1)
        switch random.below(4) {
        case 0:
          let end = min(bytes.count, at + random.below(20))
          bytes.removeSubrange(at..<end)
        case 1:
          bytes.insert(Self.specials[random.below(Self.specials.count)], at: at)
        case 2:
          let end = min(bytes.count, at + random.below(30))
          bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
        default:
          bytes.removeSubrange(at..<bytes.count)
        }
      }
      checkAll(bytes, round: round)
    }
  }

  func testPathologicalNesting() {
    let deepInterpolation = String(repeating: "\"\\(", count: 3000) + String(repeating: ")\"", count: 3000)
    let deepComments = String(repeating: "/*", count: 5000) + "x"
    let deepXML = String(repeating: "<a>", count: 10000) + String(repeating: "</b>", count: 200)
    let longLines = [
      String(repeating: "(/", count: 50_000), String(repeating: "`", count: 100_000),
      String(repeating: "#", count: 100_000) + "\"", String(repeating: "</x>", count: 20_000),
      String(repeating: "<a>", count: 5000) + String(repeating: "</b>", count: 20_000),
      String(repeating: "<a>{", count: 20_000), String(repeating: "`${", count: 20_000),
      String(repeating: "\"${", count: 20_000), String(repeating: "$\"{", count: 20_000),
      String(repeating: "/[", count: 50_000), String(repeating: "<a ", count: 30_000),
      String(repeating: "<script>", count: 5000), String(repeating: "\"\"\"", count: 30_000),
    ]
    for source in [deepInterpolation, deepComments, deepXML] + longLines {
      checkAll(Array(source.utf8), round: -1)
    }
  }

  private func checkAll(_ bytes: [UInt8], round: Int) {
    let text = SourceText(bytes: bytes)
    let n = bytes.count
    let markups = [
      MarkupScanner.scan(text, language: .html), MarkupScanner.scan(text, language: .vue),
      MarkupScanner.scan(text, language: .androidLayout),
    ]
    var files = [
      SwiftLexer.scan(text), ObjectiveCLexer.scan(text), KotlinLexer.scan(text), JavaLexer.scan(text),
      JavaScriptLexer.scan(text, jsx: true), JavaScriptLexer.scan(text, jsx: false), DartLexer.scan(text),
      CSharpLexer.scan(text),
    ]
    for doc in markups {
      files += doc.scripts.map(\.file)
      for element in doc.elements {
        XCTAssertTrue(element.startTag.lowerBound >= 0 && element.startTag.upperBound <= n, "round \(round)")
        XCTAssertLessThan(element.parent, doc.elements.count)
        for attribute in element.attributes {
          XCTAssertLessThanOrEqual(attribute.nameRange.upperBound, n)
          for literal in [attribute.value, attribute.expressionLiteral].compactMap({ $0 }) {
            checkLiteral(literal, n: n, round: round)
          }
          if let expression = attribute.expression { files.append(expression) }
        }
      }
      for d in doc.diagnostics + doc.scripts.flatMap(\.file.diagnostics) {
        XCTAssertTrue(d.range.lowerBound >= 0 && d.range.upperBound <= n, "\(d)")
      }
      for d in doc.directives { XCTAssertTrue(d.range.upperBound <= n) }
    }
    for file in files {
      XCTAssertEqual(file.regexLiterals.count, file.regexFlags.count)
      var last = 0
      for token in file.tokens {
        XCTAssertGreaterThanOrEqual(token.range.lowerBound, last, "round \(round)")
        XCTAssertLessThanOrEqual(token.range.upperBound, n, "round \(round)")
        last = token.range.lowerBound
      }
      for literal in file.literals + file.regexLiterals { checkLiteral(literal, n: n, round: round) }
      for d in file.diagnostics { XCTAssertTrue(d.range.lowerBound >= 0 && d.range.upperBound <= n) }
      for d in file.directives { XCTAssertTrue(d.range.upperBound <= n) }
    }
    let doc = InterfaceBuilderScanner.scan(text)
    for element in doc.elements {
      XCTAssertLessThanOrEqual(element.range.upperBound, n)
      for attribute in element.runtimeAttributes {
        checkLiteral(attribute.value, n: n, round: round)
        XCTAssertLessThanOrEqual(attribute.range.upperBound, n)
      }
    }
    for d in doc.diagnostics { XCTAssertTrue(d.range.lowerBound >= 0 && d.range.upperBound <= n, "\(d)") }
    for o in [0, n / 2, n] {
      let p = text.position(of: o)
      XCTAssertLessThanOrEqual(text.offset(line: p.line, utf16Column: p.utf16Column), n)
      _ = text.lineText(p.line)
    }
  }

  private func checkLiteral(_ literal: StringLiteral, n: Int, round: Int) {
    XCTAssertFalse(literal.segments.isEmpty)
    XCTAssertTrue(literal.range.lowerBound >= 0 && literal.range.upperBound <= n, "round \(round)")
    let count = literal.value.utf8.count
    for segment in literal.segments {
      XCTAssertLessThanOrEqual(segment.sourceStart + segment.sourceLength, n, "round \(round)")
      XCTAssertLessThanOrEqual(segment.valueStart + segment.valueLength, count, "round \(round)")
    }
    for range in [0..<count, 0..<0, count / 2..<count, count..<count] {
      let mapped = literal.sourceRange(forValueUTF8: range)
      XCTAssertTrue(mapped.lowerBound >= 0 && mapped.upperBound <= n, "round \(round)")
    }
  }
}
