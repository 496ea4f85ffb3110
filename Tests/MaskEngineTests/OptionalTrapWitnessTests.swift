import XCTest

@testable import MaskEngine

/// `FieldSimulator.optionalTrapWitness`: the proof behind `mask-optional-trap`.
final class OptionalTrapWitnessTests: XCTestCase {
  func testRedMadRobotSortsEachBlockSoTheDateIsTypeable() {
    // `[90]` is `[09]`: one digit completes the block and `.` moves on.
    XCTAssertNil(FieldSimulator.optionalTrapWitness(RedMadRobotMask(format: "[90].[90].[0000]")))
    let steps = FieldSimulator(mask: RedMadRobotMask(format: "[90].[90].[0000]")).type("1.1.2020")
    XCTAssertEqual(steps.last?.complete, true)
  }

  func testOptionalDigitsRightBeforeMandatoryOnesAreATrap() throws {
    let witness = try XCTUnwrap(FieldSimulator.optionalTrapWitness(RedMadRobotMask(format: "[99][00]")))
    XCTAssertEqual(witness.value, "23")
    XCTAssertEqual(witness.keys, ["23"])
    XCTAssertEqual(witness.shown, "23")
  }

  func testInputmaskLiteralAfterTheOptionalSlotSkipsIt() {
    let mask = InputmaskMask(pattern: "9[9]:99")
    XCTAssertNil(FieldSimulator.optionalTrapWitness(mask))
    // What the library shows (dist/inputmask.js in jsdom): `2:34` skips the optional digit and
    // completes, `234` fills it.
    let skipped = FieldSimulator(mask: mask).type("2:34")
    XCTAssertEqual(skipped.map(\.state.description), ["2|:", "2:|", "2:3|", "2:34|"])
    XCTAssertEqual(skipped.last?.complete, true)
    let filled = FieldSimulator(mask: mask).type("234")
    XCTAssertEqual(filled.map(\.state.description), ["2|:", "23:|", "23:4|"])
    XCTAssertEqual(filled.last?.complete, false)
  }

  func testDotNetTakesASpaceForAnEmptyOptionalPosition() {
    // `ResetOnSpace`: three spaces leave the area code empty.
    let mask = DotNetMaskedTextBoxMask(pattern: "(999) 000-0000")
    XCTAssertEqual(FieldSimulator(mask: mask).type("   2345678").last?.complete, true)
    XCTAssertNil(FieldSimulator.optionalTrapWitness(mask))
  }

  func testNoOptionalSlotNoWitness() {
    XCTAssertNil(FieldSimulator.optionalTrapWitness(RedMadRobotMask(format: "[00][99]")))
    XCTAssertNil(FieldSimulator.optionalTrapWitness(JQueryMask(pattern: "00-00")))
  }

  // MARK: Property: a witness is never refuted by an exhaustive search

  /// Generated masks of five dialects: whenever a witness claims the shortest value cannot be
  /// typed, (1) each key string it names leaves the mask incomplete, and (2) no sequence of
  /// keys over the value's characters, the mask's literals and a space (breadth-first over
  /// the field's reachable states) completes the mask holding exactly the value's slot
  /// characters. Where the static check sees a trap but no witness exists, some key string
  /// completes the value.
  func testWitnessesSurviveAnExhaustiveSearch() throws {
    var random = SeededGenerator(seed: 0x5EED_0F_7A9)
    var witnesses = 0
    var refutedStatically = 0
    for _ in 0..<240 {
      let mask = Self.generatedMask(using: &random)
      let witness = FieldSimulator.optionalTrapWitness(mask)
      let hasStaticTrap = mask.issues.contains { $0.kind == .optionalTrap }
      guard let witness else {
        if hasStaticTrap { refutedStatically += 1 }
        continue
      }
      witnesses += 1
      let field = FieldSimulator(mask: mask)
      for keys in witness.keys {
        XCTAssertNotEqual(field.type(keys).last?.complete, true, "\(mask.dialect) `\(mask.pattern)`: `\(keys)` completes")
      }
      let raw = witness.keys[0]
      if let counterexample = Self.search(mask, raw: raw, value: witness.value) {
        XCTFail("\(mask.dialect) `\(mask.pattern)`: `\(counterexample)` types `\(witness.value)` complete")
      }
    }
    // The generator reaches both outcomes.
    XCTAssertGreaterThan(witnesses, 10)
    XCTAssertGreaterThan(refutedStatically, 3)
  }

  /// Keys that complete the mask with exactly `raw` as its slot characters, searched
  /// breadth-first over reachable states (bounded); nil when there are none.
  static func search(_ mask: any Mask, raw: String, value: String) -> String? {
    let field = FieldSimulator(mask: mask)
    var alphabet = Array(Set(value + " "))
    alphabet.sort()
    let rawSet = Set(raw)
    var frontier: [(CaretString, String)] = [(CaretString(""), "")]
    var seen: Set<String> = [""]
    let depth = value.count + 2
    for _ in 0..<depth {
      var next: [(CaretString, String)] = []
      for (state, keys) in frontier {
        for c in alphabet {
          let step = field.press(.character(c), at: state)
          guard step.accepted else { continue }
          let typed = keys + String(c)
          if step.complete, step.state.text.filter({ rawSet.contains($0) }) == Array(raw) {
            return typed
          }
          let id = "\(step.state.text)|\(step.state.caret)"
          if seen.insert(id).inserted { next.append((step.state, typed)) }
        }
      }
      frontier = next
      if seen.count > 20_000 { break }
    }
    return nil
  }

  /// A short mask of optional and mandatory digit slots and literals in one of five dialects.
  static func generatedMask(using random: inout SeededGenerator) -> any Mask {
    let literals: [Character] = ["-", ".", "/"]
    let count = 2 + Int(random.next() % 3)
    var parts: [(optional: Bool, literal: Character?)] = []
    for _ in 0..<count {
      switch random.next() % 4 {
      case 0: parts.append((true, nil))
      case 1: parts.append((false, literals[Int(random.next() % 3)]))
      default: parts.append((false, nil))
      }
    }
    if !parts.contains(where: { !$0.optional && $0.literal == nil }) { parts.append((false, nil)) }
    switch random.next() % 5 {
    case 0:
      // RedMadRobot: runs of slots in blocks (`[99]`, `[0]`), literals outside.
      var s = ""
      for part in parts {
        if let l = part.literal { s.append(l) } else { s += part.optional ? "[9]" : "[0]" }
      }
      return RedMadRobotMask(format: s)
    case 1:
      return IMaskMask(pattern: parts.map { $0.literal.map(String.init) ?? ($0.optional ? "[0]" : "0") }.joined())
    case 2:
      return JQueryMask(pattern: String(parts.map { $0.literal ?? ($0.optional ? "9" : "0") }))
    case 3:
      return DotNetMaskedTextBoxMask(pattern: String(parts.map { $0.literal ?? ($0.optional ? "9" : "0") }))
    default:
      return InputmaskMask(pattern: parts.map { $0.literal.map(String.init) ?? ($0.optional ? "[9]" : "9") }.joined())
    }
  }
}

/// A deterministic generator (SplitMix64) for reproducible property tests.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
