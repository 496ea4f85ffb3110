import Foundation
import MaskJSON
import SourceScanning

/// Findings accepted for now: `--write-baseline FILE` records them, `--baseline FILE` hides
/// them from later runs. Entries are `FindingKey`s (rule, path, the text found, occurrence),
/// paths relative to the baseline file's folder, so they survive edits elsewhere in a file
/// and runs from another folder.
///
/// ```json
/// {"version": 1, "findings": [{"rule": "mask-no-slots", "path": "App/Form.swift", "text": "00000", "occurrence": 1, "message": "…"}]}
/// ```
public struct Baseline: Sendable {
  public struct Entry: Sendable, Hashable {
    public var key: FindingKey
    /// The finding's message when it was recorded (for readers; not matched).
    public var message: String
  }

  /// Why a baseline file cannot be used.
  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
  }

  public var entries: [Entry]
  /// The folder entry paths are relative to.
  public var folder: String

  public init(entries: [Entry], folder: String) {
    self.entries = entries
    self.folder = folder
  }

  /// The baseline of `report`'s findings, to be written to `path`.
  public init(recording report: LintReport, for path: String) {
    let folder = Self.folder(of: path)
    let keys = FindingKey.keys(for: report.findings, texts: report.texts, relativeTo: folder)
    let entries = zip(keys, report.findings).map { Entry(key: $0, message: $1.message) }
    self.init(entries: entries.sorted { ($0.key.path, $0.key.rule, $0.key.text, $0.key.occurrence) < ($1.key.path, $1.key.rule, $1.key.text, $1.key.occurrence) }, folder: folder)
  }

  static func folder(of path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
  }

  /// The file's JSON.
  public var json: JSON {
    var root = JSONObject()
    root["version"] = .int(1)
    root["findings"] = .array(entries.map { e in
      var o = JSONObject()
      o["rule"] = .string(e.key.rule)
      o["path"] = .string(e.key.path)
      o["text"] = .string(e.key.text)
      o["occurrence"] = .int(Int64(e.key.occurrence))
      o["message"] = .string(e.message)
      return .object(o)
    })
    return .object(root)
  }

  /// Reads a baseline file written by `--write-baseline`.
  public static func read(path: String) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReadError(description: "cannot read the baseline \(path)")
    }
    let json: JSON
    do { json = try JSON.parse([UInt8](data)) } catch {
      throw ReadError(description: "the baseline \(path) is not valid JSON: \(error.message) (line \(error.line), column \(error.column))")
    }
    guard json["version"]?.intValue == 1, let list = json["findings"]?.arrayValue else {
      throw ReadError(description: "the baseline \(path) is not a baseline file (expected {\"version\": 1, \"findings\": [...]})")
    }
    var entries: [Entry] = []
    for (i, item) in list.enumerated() {
      guard let rule = item["rule"]?.stringValue, let file = item["path"]?.stringValue,
        let text = item["text"]?.stringValue, let occurrence = item["occurrence"]?.intValue, occurrence >= 1
      else {
        throw ReadError(description: "the baseline \(path): entry \(i + 1) needs rule, path, text and occurrence (1 or more)")
      }
      entries.append(Entry(key: FindingKey(rule: rule, path: file, text: text, occurrence: Int(occurrence)), message: item["message"]?.stringValue ?? ""))
    }
    return Baseline(entries: entries, folder: folder(of: path))
  }

  /// What applying a baseline left.
  public struct Outcome: Sendable {
    /// The findings not in the baseline, in the report's order.
    public var findings: [Finding]
    /// How many findings the baseline hid.
    public var suppressed: Int
    /// Entries of files that were analysed but that no finding matches any more (fixed, or
    /// changed): they can be removed by writing the baseline again.
    public var stale: [Entry]
  }

  /// Hides the findings of `report` that have an entry. Entries of files this run did not
  /// analyse are neither used nor stale.
  public func apply(to report: LintReport) -> Outcome {
    let keys = FindingKey.keys(for: report.findings, texts: report.texts, relativeTo: folder)
    var remaining: [FindingKey: Int] = [:]
    for e in entries { remaining[e.key, default: 0] += 1 }
    var kept: [Finding] = []
    var suppressed = 0
    for (key, finding) in zip(keys, report.findings) {
      if let n = remaining[key], n > 0 {
        remaining[key] = n - 1
        suppressed += 1
      } else {
        kept.append(finding)
      }
    }
    let analysed = Set(report.analysedPaths.map { FindingKey.relativePath($0, to: folder) })
    var stale: [Entry] = []
    for e in entries where analysed.contains(e.key.path) {
      if let n = remaining[e.key], n > 0 {
        remaining[e.key] = n - 1
        stale.append(e)
      }
    }
    return Outcome(findings: kept, suppressed: suppressed, stale: stale)
  }
}
