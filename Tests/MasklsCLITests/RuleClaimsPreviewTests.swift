import Foundation
import MaskAnalysis
import MaskEngine
import MaskJSON
import SourceScanning
import XCTest

/// No mask rule may contradict `maskls preview`: for every triggering example of every rule
/// that makes a claim about what a mask does, the claim is checked against the preview the
/// binary prints for the same dialect and mask.
///
/// - `mask-optional-trap`: each key string the message names, replayed with `--keys`, never
///   completes the mask.
/// - `mask-no-slots`, `mask-wrong-dialect`, an unknown alias taken as a mask without slots:
///   no typed key reaches the value.
/// - `mask-syntax`, `mask-ignored`, `mask-empty`: the preview lists an issue of that kind.
/// - `conflict-max-length`: typing the mask's sample input under `--max-length` never
///   completes the mask.
/// - `mask-affine-redundant`: the affine format and the format that wins its ties format
///   inputs alike.
final class RuleClaimsPreviewTests: XCTestCase {
  /// The rules checked; left out are those whose claims are not about what `preview`
  /// shows (keyboards, the notation cache, duplicates).
  static let checked: Set<String> = [
    "mask-optional-trap", "mask-no-slots", "mask-wrong-dialect", "mask-unknown-alias", "mask-syntax",
    "mask-ignored", "mask-empty", "conflict-max-length", "mask-affine-redundant",
  ]

  func testEveryTriggeringExampleAgreesWithPreview() throws {
    var checkedClaims = 0
    for description in RuleCatalog.descriptions where Self.checked.contains(description.id) {
      for example in description.triggeringExamples {
        let source = example.code.replacingOccurrences(of: "↓", with: "")
        let project = AnalysisProject()
        project.setFile(path: example.fileName, text: SourceText(source))
        let findings = project.findings(forPath: example.fileName).filter { $0.rule == description.id }
        XCTAssertFalse(findings.isEmpty, "\(description.id): \(example.code)")
        for finding in findings {
          guard let (setting, field) = Self.setting(at: finding, in: project) else {
            XCTFail("\(description.id): no mask setting under the finding in \(example.code)")
            continue
          }
          try check(description.id, finding: finding, setting: setting, field: field, example: example.code)
          checkedClaims += 1
        }
      }
    }
    XCTAssertGreaterThanOrEqual(checkedClaims, 10)
  }

  private static func setting(at finding: Finding, in project: AnalysisProject) -> (Setting, AnalyzedField)? {
    for field in project.fields() {
      for setting in field.settings where setting.path == finding.location.path {
        let r = setting.literal.range
        let at = finding.location.range.lowerBound
        guard r.lowerBound <= at, at <= max(r.upperBound, r.lowerBound + 1) else { continue }
        switch setting.kind {
        case .mask, .maskAlias, .affineMask: return (setting, field)
        // `conflict-max-length` is reported at the limit: the claim is about the field's mask.
        case .maxLength: return field.maskSettings.first.map { ($0, field) }
        default: continue
        }
      }
    }
    return nil
  }

  private func preview(_ dialect: MaskDialect, _ mask: String, _ extra: [String]) throws -> JSON {
    let result = try MasklsBinary.run(["preview", "--dialect", dialect.rawValue, "--json"] + extra + ["--", mask])
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSON.parse(result.stdoutBytes)
  }

  private func previewWithKeys(_ dialect: MaskDialect, _ mask: String, keys: String, extra: [String] = []) throws -> [JSON] {
    let result = try MasklsBinary.run(["preview", "--dialect", dialect.rawValue, "--keys=\(keys)", "--json"] + extra + ["--", mask])
    XCTAssertEqual(result.status, 0, result.stderr)
    let steps = try JSON.parse(result.stdoutBytes)["keys"]?.arrayValue ?? []
    // Each step says whether the mask is complete and what its value is.
    for step in steps {
      XCTAssertNotNil(step["complete"]?.boolValue, "preview --json gives no completeness per key")
      XCTAssertNotNil(step["value"]?.stringValue, "preview --json gives no value per key")
    }
    return steps
  }

  private func check(_ rule: String, finding: Finding, setting: Setting, field: AnalyzedField, example: String) throws {
    let dialect: MaskDialect
    switch setting.kind {
    case .mask(let d), .maskAlias(let d), .affineMask(let d): dialect = d
    default: return
    }
    let mask = setting.literal.value
    let context = "\(rule) on `\(mask)` (\(dialect)): \(finding.message)"
    switch rule {
    case "mask-optional-trap":
      let keys = Self.backticked(after: "typing ", in: finding.message, until: " never")
      XCTAssertFalse(keys.isEmpty, context)
      for k in keys {
        let steps = try previewWithKeys(dialect, mask, keys: k)
        XCTAssertEqual(steps.count, k.count, context)
        XCTAssertNotEqual(steps.last?["complete"], .bool(true), "\(context): preview completes with `\(k)`")
      }
    case "mask-no-slots", "mask-wrong-dialect", "mask-unknown-alias":
      if rule == "mask-unknown-alias" && !finding.message.contains("no slot") { return }
      let typed = "5kK"
      for step in try previewWithKeys(dialect, mask, keys: typed) {
        let value = step["value"]?.stringValue ?? ""
        XCTAssertFalse(value.contains { typed.contains($0) && !mask.contains($0) }, "\(context): preview takes a key: \(value)")
      }
    case "mask-syntax", "mask-ignored", "mask-empty":
      let kind = rule == "mask-syntax" ? "syntax" : rule == "mask-ignored" ? "ignored" : "empty"
      let issues = try preview(dialect, mask, [])["issues"]?.arrayValue ?? []
      XCTAssertTrue(issues.contains { $0["kind"]?.stringValue == kind }, "\(context): preview shows no `\(kind)` issue")
    case "conflict-max-length":
      guard let limit = field.maxLengthSetting?.1 else { return XCTFail(context) }
      let input = try preview(dialect, mask, [])["input"]?.stringValue ?? ""
      let steps = try previewWithKeys(dialect, mask, keys: input, extra: ["--max-length", String(limit)])
      XCTAssertFalse(steps.contains { $0["complete"] == .bool(true) }, "\(context): preview completes under max length \(limit)")
    case "mask-affine-redundant":
      // The format that wins every tie formats every input the same way.
      let formats = Self.backticked(after: "affine format ", in: finding.message, until: ", which")
      XCTAssertEqual(formats.count, 2, context)
      guard formats.count == 2 else { return }
      let sample = try preview(dialect, mask, [])["input"]?.stringValue ?? ""
      for input in [sample, String(sample.prefix(1)), sample + "9"] {
        let mine = try preview(dialect, formats[0], ["--input=\(input)"])
        let winner = try preview(dialect, formats[1], ["--input=\(input)"])
        XCTAssertEqual(mine["formatted"], winner["formatted"], "\(context): `\(input)`")
        XCTAssertEqual(mine["complete"], winner["complete"], "\(context): `\(input)`")
      }
    default:
      XCTFail("unchecked rule \(rule)")
    }
  }

  /// The backticked strings of `message` between `start` and `end`: "typing `23`, `  23` never".
  static func backticked(after start: String, in message: String, until end: String) -> [String] {
    guard let from = message.range(of: start), let to = message.range(of: end, range: from.upperBound..<message.endIndex) else { return [] }
    let part = message[from.upperBound..<to.lowerBound]
    return part.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
  }
}
