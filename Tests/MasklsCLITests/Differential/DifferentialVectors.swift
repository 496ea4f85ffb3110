import Foundation
import MaskJSON
import XCTest

/// Test vectors written by `Benchmarks/differential/<library>/run.py`: cases with the outputs
/// the real library gave for them. The tests compare the mask engine with those outputs,
/// field by field, without the library.
struct DifferentialVectors {
  var library: String
  var cases: [JSON]

  /// `Fixtures/differential/<name>.json` next to this file.
  /// `path`, when given, is read instead (a fresh batch written elsewhere).
  static func load(_ name: String, path: String? = nil, file: StaticString = #filePath) throws -> DifferentialVectors {
    let url = path.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      .appendingPathComponent("Fixtures/differential/\(name).json")
    let data = try Data(contentsOf: url)
    let json = try JSON.parse(Array(data))
    let cases = json["cases"]?.arrayValue ?? []
    XCTAssertFalse(cases.isEmpty, "no cases in \(name).json")
    return DifferentialVectors(library: json["library"]?.stringValue ?? name, cases: cases)
  }
}

/// Agreement per field: how many cases compared each field and how many disagreed, with the
/// first disagreements spelled out.
struct Agreement {
  private(set) var compared: [String: Int] = [:]
  private(set) var differing: [String: Int] = [:]
  private(set) var examples: [String] = []

  mutating func check<T: Equatable>(_ field: String, engine: T, library: T, _ context: @autoclosure () -> String) {
    compared[field, default: 0] += 1
    guard engine != library else { return }
    differing[field, default: 0] += 1
    if examples.count < 15 { examples.append("\(field): engine \(engine) library \(library) — \(context())") }
  }

  /// The fields that disagreed, sorted.
  var differingFields: [String] { differing.keys.sorted() }

  /// True when no field disagreed.
  var allAgree: Bool { differing.isEmpty }

  /// "text 3000/3000, caret 2998/3000 …" for the failure message.
  var summary: String {
    compared.keys.sorted().map { "\($0) \(compared[$0]! - differing[$0, default: 0])/\(compared[$0]!)" }
      .joined(separator: ", ")
  }

  /// Fails the test when any field disagreed, listing the first disagreements.
  func assertAllAgree(_ library: String, file: StaticString = #filePath, line: UInt = #line) {
    print("agreement with \(library): \(summary)")
    XCTAssertFalse(compared.isEmpty, "nothing compared", file: file, line: line)
    XCTAssertTrue(
      differing.isEmpty, "\(library): \(summary)\n" + examples.joined(separator: "\n"), file: file, line: line)
  }
}

extension String {
  /// Scalars spelled out for messages: `e\u{301}`.
  var debugScalars: String {
    unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
  }
}

import MaskEngine

extension DifferentialVectors {
  /// A vector's key string as keystrokes: `\u{8}` is backspace, every other character a key.
  static func keystrokes(_ keys: String) -> [Keystroke] {
    keys.map { $0 == "\u{8}" ? .backspace : .character($0) }
  }
}
