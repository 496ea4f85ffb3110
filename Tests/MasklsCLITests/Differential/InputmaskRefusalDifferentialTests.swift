import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// Which masks Inputmask refuses (throws on while it applies them), on the vectors of
/// `Benchmarks/differential/inputmask/refusals.py`: random masks of brackets and alternations,
/// of every part of the syntax, and random lists, each applied by the library in jsdom. A mask
/// the library throws on must carry a syntax issue here (lint's `mask-syntax` error), and a
/// mask it takes must not. Masks the library never returns on are not compared.
///
/// With `MASKLS_INPUTMASK_REFUSALS=PATH` (a fresh batch, `refusals.py --seed S --out PATH`)
/// the test reads PATH instead.
final class InputmaskRefusalDifferentialTests: XCTestCase {
  func testRefusedMasksAreTheOnesTheLibraryThrowsOn() throws {
    let fresh = ProcessInfo.processInfo.environment["MASKLS_INPUTMASK_REFUSALS"]
    let vectors = try DifferentialVectors.load("inputmask-refusals", path: fresh)
    var agreement = Agreement()
    var hangs = 0
    for c in vectors.cases {
      let expected = try XCTUnwrap(c["expected"])
      if expected["hang"] != nil {
        hangs += 1
        continue
      }
      let mask: InputmaskMask
      if let list = c["mask"]?.arrayValue {
        mask = InputmaskMask(list: list.compactMap(\.stringValue))
      } else {
        mask = InputmaskMask(pattern: c["mask"]?.stringValue ?? "")
      }
      let refused = mask.issues.contains { $0.kind == .syntax }
      let context = "mask \(InputmaskDifferentialTests.maskDescription(c).debugScalars)"
      agreement.check("refused", engine: refused, library: expected["throws"]?.boolValue ?? false, context)
    }
    print("\(hangs) masks the library never returns on; refused: \(agreement.summary)")
    XCTAssertGreaterThan(vectors.cases.count - hangs, 3_000)
    agreement.assertAllAgree(vectors.library)
  }

  /// The classes found on the random masks, each checked with the library: with `|`, a `)`
  /// the brackets leave unpaired can close the alternation (`99|)`, `a|)9` are taken), and
  /// balanced brackets can still throw (`9|[9]`: a TypeError while the library searches the
  /// first position's tests).
  func testAlternationDecidesWhetherUnpairedBracketsAreRefused() {
    for taken in ["99|)", "a|)9", "(9-9)|)(a", "-|]"] {
      XCTAssertFalse(InputmaskMask(pattern: taken).issues.contains { $0.kind == .syntax }, taken)
    }
    for thrown in ["9|[9]", "a|[a]", "999|[]", "(999) 999-9999|(99) 9999-9999)", "9|9)"] {
      XCTAssertTrue(InputmaskMask(pattern: thrown).issues.contains { $0.kind == .syntax }, thrown)
    }
    let list = InputmaskMask(list: ["A{2}a(+[9]", ")", ")a9"])
    // Joined, the list pairs its brackets: the first mask's `(` is closed by the second's `)`.
    XCTAssertEqual(list.issues.map(\.kind), [])
    XCTAssertTrue(list.bracketsPairAcrossMasks)
    XCTAssertFalse(InputmaskMask(list: ["(99) 9999-9999", "(99) 99999-9999"]).bracketsPairAcrossMasks)
  }

  /// On `9|{1,3}` the library's search for tests recurses until its stack is full (a
  /// RangeError): the engine's search stops at its bound instead of crashing.
  func testEndlessRecursionIsBoundedNotACrash() {
    for mask in ["9|{1,3}", "*|{+}", "a{2}|{2}"] {
      let parsed = InputmaskMask(pattern: mask)
      XCTAssertTrue(parsed.issues.contains { $0.kind == .syntax }, mask)
      _ = FieldSimulator(mask: parsed).replay(DifferentialVectors.keystrokes("12a"))
    }
  }
}
