import Foundation
import SourceScanning

/// What identifies a finding across edits elsewhere in its file: the rule, the file, the
/// source text the finding points at (the literal, or the part of it at fault) and which
/// occurrence of that text under that rule in that file it is, counted in source order.
/// Line numbers are not part of it, so code added above a finding keeps its key.
public struct FindingKey: Sendable, Hashable {
  public var rule: String
  /// Relative to the folder keys are made for, `/`-separated; absolute when outside it.
  public var path: String
  public var text: String
  /// 1 for the first finding with this rule and text in the file.
  public var occurrence: Int

  public init(rule: String, path: String, text: String, occurrence: Int) {
    self.rule = rule
    self.path = path
    self.text = text
    self.occurrence = occurrence
  }

  /// The keys of `findings`, in the same order. Paths are made relative to `base` (a folder)
  /// when the file is under it.
  public static func keys(for findings: [Finding], texts: [String: SourceText], relativeTo base: String) -> [FindingKey] {
    let order = findings.indices.sorted {
      let a = findings[$0].location, b = findings[$1].location
      return (a.path, a.range.lowerBound, a.range.upperBound) < (b.path, b.range.lowerBound, b.range.upperBound)
    }
    var keys = [FindingKey?](repeating: nil, count: findings.count)
    var seen: [FindingKey: Int] = [:]
    var paths: [String: String] = [:]
    for i in order {
      let finding = findings[i]
      let location = finding.location
      let path = paths[location.path] ?? relativePath(location.path, to: base)
      paths[location.path] = path
      var key = FindingKey(rule: finding.rule, path: path, text: sourceText(location, in: texts[location.path]), occurrence: 0)
      let n = (seen[key] ?? 0) + 1
      seen[key] = n
      key.occurrence = n
      keys[i] = key
    }
    return keys.map { $0! }
  }

  /// `path` (as given on the command line) relative to the folder `base` when under it.
  public static func relativePath(_ path: String, to base: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let folder = URL(fileURLWithPath: base).standardizedFileURL.path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// The source text of `location` (empty when the text is not at hand).
  static func sourceText(_ location: SourceLocation, in text: SourceText?) -> String {
    guard let bytes = text?.bytes else { return "" }
    let lower = min(max(0, location.range.lowerBound), bytes.count)
    let upper = min(max(lower, location.range.upperBound), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// 32 hex digits that stand for the key (two 64-bit FNV-1a hashes): a stable fingerprint
  /// for code-quality reports.
  public var fingerprint: String {
    var bytes: [UInt8] = []
    for part in [rule, path, text, String(occurrence)] {
      bytes.append(contentsOf: part.utf8)
      bytes.append(0)
    }
    func fnv(_ seed: UInt64) -> UInt64 {
      var h = seed
      for b in bytes {
        h ^= UInt64(b)
        h = h &* 0x100_0000_01b3
      }
      return h
    }
    func hex(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex(fnv(0xcbf2_9ce4_8422_2325)) + hex(fnv(0x84222325_cbf29ce4))
  }
}
