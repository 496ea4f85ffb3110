import XCTest

@testable import MaskEngine

/// Randomized no-crash checks over every dialect added for issue 5, plus the inputs that can
/// blow up (deep nesting, huge quantifiers, alternations under quantifiers).
final class DialectsRobustnessTests: XCTestCase {
  static let newDialects: [MaskDialect] = [
    .inputmask, .imask, .jquerymask, .ngxmask, .maska, .reactinputmask, .vanillamasker,
    .swingmaskformatter, .dotnetmaskedtextbox, .flutter, .anyformatkit, .anyformatkitsum,
  ]

  /// A deterministic generator (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let maskAlphabet: [Character] = Array("09#aA*&SULXdmMHhs?LC[](){}|\\!'`<>.,:/$+- 1xé🙂\t") + ["e\u{301}"]
  static let inputAlphabet: [Character] = Array("0123456789abcXYZ-()+ _./é🙂") + ["e\u{301}", "٣"]

  func testRandomMasksAndEditsNeverCrash() {
    var rng = Generator(state: 5)
    for round in 0..<1500 {
      let length = Int.random(in: 0...14, using: &rng)
      let pattern = String((0..<length).map { _ in Self.maskAlphabet.randomElement(using: &rng) ?? "9" })
      let dialect = Self.newDialects[round % Self.newDialects.count]
      let options = MaskOptions(
        replacementCharacter: Bool.random(using: &rng) ? "*" : nil,
        definitions: Bool.random(using: &rng) ? ["x": .asciiDigit] : [:],
        reverse: Bool.random(using: &rng),
        specialCharacters: Bool.random(using: &rng) ? ["x", "-"] : nil)
      let mask = dialect.parse(pattern, options: options)
      for token in mask.tokens {
        XCTAssertTrue(token.range.lowerBound >= 0 && token.range.upperBound <= pattern.count, "\(dialect) \(pattern)")
      }
      for issue in mask.issues {
        XCTAssertTrue(issue.range.upperBound <= max(pattern.count, 0), "\(dialect) \(pattern)")
      }
      var state = CaretString("")
      for _ in 0..<12 {
        let text = String((0..<Int.random(in: 0...6, using: &rng)).map { _ in Self.inputAlphabet.randomElement(using: &rng) ?? "1" })
        let lower = Int.random(in: -2...(state.text.count + 2), using: &rng)
        let upper = lower + Int.random(in: 0...3, using: &rng)
        let replacement = Bool.random(using: &rng) ? "" : text
        if let r = mask.edit(state, replacing: lower..<upper, with: replacement, validator: nil) {
          XCTAssertTrue((0...r.formatted.text.count).contains(r.formatted.caret), "\(dialect) \(pattern) \(r.formatted)")
          state = r.formatted
        }
        let applied = mask.apply(CaretString(text, caret: Int.random(in: -1...(text.count + 1), using: &rng)))
        XCTAssertTrue((0...applied.formatted.text.count).contains(applied.formatted.caret), "\(dialect) \(pattern)")
        XCTAssertEqual(mask.caretMap(forRaw: text).count, text.count + 1, "\(dialect) \(pattern)")
      }
      _ = mask.sampleInput()
      _ = mask.completeFormattedLength
    }
  }

  func testSampleCompletesEveryCleanMask() {
    let masks: [(MaskDialect, String)] = [
      (.inputmask, "(999) 999-9999"), (.inputmask, "aa-9{2,4}"), (.imask, "+{7}(000)000-00-00"),
      (.jquerymask, "00/00/0000"), (.ngxmask, "(000) 000-0000"), (.maska, "##/##/####"),
      (.reactinputmask, "+7 (999) 999-99-99"), (.vanillamasker, "(99) 9999-9999"),
      (.swingmaskformatter, "(###) ###-####"), (.dotnetmaskedtextbox, "00/00/0000"),
      (.flutter, "+# (###) ###-##-##"), (.anyformatkit, "### ###"),
    ]
    for (dialect, pattern) in masks {
      let mask = dialect.parse(pattern)
      XCTAssertTrue(mask.issues.isEmpty, "\(dialect) \(pattern)")
      let r = mask.apply(CaretString(mask.sampleInput()))
      XCTAssertTrue(r.complete, "\(dialect) \(pattern) \(r.formatted)")
      if let length = mask.completeFormattedLength {
        XCTAssertEqual(r.formatted.text.count, length, "\(dialect) \(pattern)")
      }
    }
  }

  func testPathologicalInputmaskMasksStayBounded() {
    let deep = String(repeating: "(", count: 5000) + "9" + String(repeating: ")", count: 5000)
    let deepMask = InputmaskMask(pattern: deep)
    XCTAssertEqual(deepMask.issues.map(\.kind), [.ignored])
    XCTAssertEqual(deepMask.apply(CaretString("7")).formatted.text.filter(\.isNumber), "7")
    let huge = InputmaskMask(pattern: "9{999999}")
    XCTAssertEqual(huge.apply(CaretString("123")).formatted.text, "123")
    let nested = InputmaskMask(pattern: "((9|a){20}|(*){30}){40}")
    XCTAssertFalse(nested.apply(CaretString("1a2b3c")).formatted.text.isEmpty)
    let exploding = InputmaskMask(pattern: "((((9{64}){64}){64}){64}){64}")
    XCTAssertLessThanOrEqual(exploding.tokens.count, InputmaskCompiler.maxTokens)
    XCTAssertEqual(exploding.apply(CaretString("12")).formatted.text, "12")
    let optional = InputmaskMask(pattern: String(repeating: "[9", count: 60) + String(repeating: "]", count: 60))
    XCTAssertEqual(optional.apply(CaretString("123")).formatted.text, "123")
  }
}

/// Typing each dialect's sample key by key through the field simulator completes the mask.
final class DialectsSimulatorTests: XCTestCase {
  func testTypingTheSampleCompletesTheMask() {
    let masks: [(MaskDialect, String, MaskOptions)] = [
      (.inputmask, "(999) 999-9999", MaskOptions()), (.imask, "+{7}(000)000-00-00", MaskOptions()),
      (.imask, "00-00", MaskOptions(eager: true)), (.jquerymask, "00/00/0000", MaskOptions()),
      (.jquerymask, "000.000.000-00", MaskOptions(reverse: true)), (.ngxmask, "(000) 000-0000", MaskOptions()),
      (.maska, "+1 (###) ###-##-##", MaskOptions()), (.reactinputmask, "+7 (999) 999-99-99", MaskOptions()),
      (.vanillamasker, "(99) 9999-9999", MaskOptions()), (.swingmaskformatter, "(###) ###-####", MaskOptions()),
      (.dotnetmaskedtextbox, "(000) 000-0000", MaskOptions()), (.flutter, "+# (###) ###-##-##", MaskOptions()),
      (.anyformatkit, "+7 (###) ###-##-##", MaskOptions()),
    ]
    for (dialect, pattern, options) in masks {
      let mask = dialect.parse(pattern, options: options)
      let simulator = FieldSimulator(mask: mask)
      XCTAssertNil(simulator.typingStop(), "\(dialect) \(pattern)")
      let steps = simulator.type(mask.sampleInput())
      XCTAssertEqual(steps.last?.complete, true, "\(dialect) \(pattern) \(steps.last?.state.description ?? "")")
      XCTAssertTrue(steps.allSatisfy(\.accepted), "\(dialect) \(pattern)")
    }
  }
}
