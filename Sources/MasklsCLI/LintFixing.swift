import Foundation
import MaskAnalysis

/// `lint --fix`, `--diff` and `--unsafe-fixes`: which fixes apply to which files, the diff,
/// the writes.
struct LintFixing {
  /// The files with fixes, by path, and the files left as they are with the reason.
  var files: [FileFix] = []
  var refused: [(path: String, reason: String)] = []

  var changed: [FileFix] { files.filter(\.changes) }
  var appliedCount: Int { changed.reduce(0) { $0 + $1.applied } }
  var deferredCount: Int { changed.reduce(0) { $0 + $1.deferred } }

  /// The fixes of `report`'s findings, applied to the files as they are on disk (or to
  /// `standardInput`), each checked against the text that was analysed.
  init(_ report: LintReport, includeUnsafe: Bool, standardInput: LintRunner.StandardInput?) {
    for (path, fixes) in FixSelection.choose(report.findings, includeUnsafe: includeUnsafe).sorted(by: { $0.key < $1.key }) {
      // Only files whose analysed text is known are fixed.
      guard let analysed = report.fingerprints[path] else {
        refused.append((path, FileFix.Refusal.changed.description))
        continue
      }
      let raw: [UInt8]
      if let input = standardInput, input.path == path {
        raw = input.bytes
      } else if let data = FileManager.default.contents(atPath: path) {
        raw = [UInt8](data)
      } else {
        refused.append((path, FileFix.Refusal.changed.description))
        continue
      }
      switch FileFix.make(path: path, raw: raw, fixes: fixes, analysed: analysed) {
      case .success(let fix): files.append(fix)
      case .failure(let refusal): refused.append((path, refusal.description))
      }
    }
  }

  /// Every change as a unified diff, paths as the report names them.
  func diff(paths: ReportPaths) -> String {
    changed.map { UnifiedDiff.render(path: Self.diffPath($0.path, paths: paths), old: $0.originalText, new: $0.fixedText) }.joined()
  }

  /// `a/…` and `b/…` name the file relative to the folder of the run when it lies under it.
  static func diffPath(_ path: String, paths: ReportPaths) -> String {
    var p = paths.relative(path)
    while p.hasPrefix("./") { p.removeFirst(2) }
    while p.hasPrefix("/") { p.removeFirst() }
    return p
  }

  /// Writes the fixed files; the ones that could not be written, with the reason.
  func write() -> (written: [FileFix], failed: [(path: String, reason: String)]) {
    var written: [FileFix] = []
    var failed: [(path: String, reason: String)] = []
    for fix in changed {
      switch FixWriter.write(fix) {
      case .success: written.append(fix)
      case .failure(let failure): failed.append((fix.path, failure.description))
      }
    }
    return (written, failed)
  }

  static func warn(_ problems: [(path: String, reason: String)]) {
    for p in problems {
      FileHandle.standardError.write(Data("maskls: warning: \(TerminalText.escaped(p.path)): \(p.reason)\n".utf8))
    }
  }

  static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : word.hasSuffix("x") ? "es" : "s")" }
}
