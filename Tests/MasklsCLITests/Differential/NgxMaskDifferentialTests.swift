import Foundation
import MaskEngine
import MaskJSON
import XCTest

/// The `ngxmask` engine against the expectations of ngx-mask's own specs
/// (`Benchmarks/differential/ngxmask/vectors.py`): the characters typed one by one into a
/// fresh field (or pasted at once: `apply`), and the text it shows. Cases marked `known` are disagreements the fixture
/// explains; they must still disagree (an agreeing one is to be unmarked).
final class NgxMaskDifferentialTests: XCTestCase {
  func testLibrarySpecExpectations() throws {
    let vectors = try DifferentialVectors.load("ngxmask")
    var agreement = Agreement()
    var known = 0
    var knownNowAgreeing: [String] = []
    for c in vectors.cases {
      let pattern = c["mask"]?.stringValue ?? ""
      let typed = c["typed"]?.stringValue ?? ""
      let expected = c["expected"]?["shown"]?.stringValue ?? "?"
      var options = MaskOptions()
      for (symbol, definition) in c["patterns"]?.objectValue ?? JSONObject() {
        guard let s = symbol.first, let cls = Self.characterClass(definition["class"]?.stringValue ?? "")
        else {
          XCTFail("unreadable pattern \(symbol) in \(pattern)")
          continue
        }
        options.definitions[s] = cls
        if definition["optional"]?.boolValue == true { options.optionalSymbols.insert(s) }
      }
      let mask = MaskDialect.ngxmask.parse(pattern, options: options)
      let pasted = c["pasted"]?.boolValue == true
      let shown =
        pasted
        ? mask.apply(CaretString(typed)).formatted.text
        : FieldSimulator(mask: mask).state(afterTyping: typed).text
      let context =
        "\(c["spec"]?.stringValue ?? "") «\(c["it"]?.stringValue ?? "")» mask `\(pattern)` typed `\(typed)`"
      if let reason = c["known"]?.stringValue {
        known += 1
        if shown == expected { knownNowAgreeing.append("\(context) (\(reason))") }
        continue
      }
      agreement.check(pasted ? "pasted" : "typed", engine: shown, library: expected, context)
    }
    print("ngx-mask known disagreements: \(known)")
    XCTAssertTrue(
      knownNowAgreeing.isEmpty,
      "known disagreements that now agree (unmark them in vectors.py):\n" + knownNowAgreeing.joined(separator: "\n"))
    agreement.assertAllAgree(vectors.library)
  }

  /// The `[...]` character classes of the specs' custom patterns, as the fixture spells them:
  /// ranges and single ASCII characters, `\d` for digits.
  static func characterClass(_ spelled: String) -> CharacterClass? {
    var ranges: [ClosedRange<UInt32>] = []
    var body = Array(spelled.unicodeScalars)
    if spelled == "\\d" { return .asciiDigit }
    guard body.first == "[", body.last == "]" else { return nil }
    body = Array(body.dropFirst().dropLast())
    var k = 0
    while k < body.count {
      if body[k] == "\\", k + 1 < body.count, body[k + 1] == "d" {
        ranges.append(0x30...0x39)
        k += 2
      } else if k + 2 < body.count, body[k + 1] == "-" {
        ranges.append(body[k].value...body[k + 2].value)
        k += 3
      } else {
        ranges.append(body[k].value...body[k].value)
        k += 1
      }
    }
    return .scalars(name: spelled, ranges: ranges)
  }
}
