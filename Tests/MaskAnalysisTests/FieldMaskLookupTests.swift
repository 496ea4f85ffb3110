import MaskEngine
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// `AnalyzedField.masksInOrder()` (what the mask issue rules read) gives each mask setting the
/// mask `mask(for:)` gives it: the first parse at the same place, nil when unresolved, in
/// order — with few masks (compared by place) and many (looked up by place).
final class FieldMaskLookupTests: XCTestCase {
  private func mask(_ value: String, at start: Int, path: String = "F.swift", options: MaskOptions? = nil) -> Setting {
    var s = Setting(
      kind: .mask(.inputmask), recognizedAs: "mask", literal: StringLiteral(value: value, range: start..<(start + value.utf8.count), segments: []),
      path: path, field: .site(path: "F.swift", offset: 0))
    s.maskOptions = options
    return s
  }

  private func describe(_ mask: (any Mask)?) -> String {
    guard let mask else { return "nil" }
    return "\(mask.pattern) \(mask.tokens.map { "\($0.kind)" }) \(mask.issues.map(\.kind))"
  }

  private func assertSameAsLookup(_ settings: [Setting], file: StaticString = #filePath, line: UInt = #line) {
    let field = AnalyzedField(key: .site(path: "F.swift", offset: 0), settings: settings)
    let expected = field.settings.indices.compactMap { i -> String? in
      guard case .mask = field.settings[i].kind else { return nil }
      return "\(i) " + describe(field.mask(for: field.settings[i]))
    }
    XCTAssertEqual(field.masksInOrder().map { "\($0.index) " + describe($0.mask) }, expected, file: file, line: line)
  }

  func testFewMasks() {
    let custom = MaskOptions(definitions: ["X": .asciiDigit])
    var maxLength = Setting(
      kind: .maxLength, recognizedAs: "maxLength", literal: StringLiteral(value: "4", range: 90..<91, segments: []),
      path: "F.swift", field: .site(path: "F.swift", offset: 0))
    maxLength.branches = []
    let settings = [
      mask("99-XX", at: 0), maxLength,
      // The same literal given other options (a constant used twice): the first parse is kept.
      mask("99-XX", at: 0, options: custom),
      mask("[9", at: 20), mask("99", at: 30, options: MaskOptions(isUnresolved: true)),
    ]
    assertSameAsLookup(settings)
    let field = AnalyzedField(key: .site(path: "F.swift", offset: 0), settings: settings)
    XCTAssertEqual(field.masksInOrder().map(\.index), [0, 2, 3, 4])
    XCTAssertNil(field.masksInOrder().last?.mask)
  }

  func testManyMasks() {
    var settings: [Setting] = []
    for k in 0..<12 { settings.append(mask(k % 3 == 0 ? "9{2}-a" : "(999)", at: 10 * k, path: k % 2 == 0 ? "A.swift" : "B.swift")) }
    settings.append(mask("9{2}-a", at: 0, path: "A.swift", options: MaskOptions(definitions: ["a": .asciiDigit])))
    settings.append(mask("[", at: 200, options: MaskOptions(isUnresolved: true)))
    assertSameAsLookup(settings)
  }
}
