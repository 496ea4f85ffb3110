import Foundation

/// The ignore files in force for a folder being walked, as ripgrep reads them: `.ignore` in
/// the folder and every folder above it; `.gitignore` in the folders of the innermost git
/// repository (a `.git` folder or file at or above); that repository's `.git/info/exclude`.
///
/// For one path, the innermost matching `.ignore` pattern decides, then the innermost
/// `.gitignore` one, then `info/exclude`; within one file the last matching line wins.
struct IgnoreRules: Sendable {
  /// The ignore files of one folder.
  struct Level: Sendable {
    /// Path of the walk root relative to this folder, with a trailing `/` (empty for the
    /// root and the folders under it).
    var prefix: [UInt8]
    /// Bytes to drop from a root-relative path to make it relative to this folder.
    var strip: Int
    var ignore: IgnoreFile?
    var gitignore: IgnoreFile?
    /// `info/exclude` of the repository whose top is this folder.
    var exclude: IgnoreFile?
    /// The folder holds `.git`: the top of a repository.
    var isRepositoryTop: Bool
  }

  /// Outermost first.
  private(set) var levels: [Level] = []

  /// Whether no ignore file applies (nothing to match).
  var isEmpty: Bool { levels.allSatisfy { $0.ignore == nil && $0.gitignore == nil && $0.exclude == nil } }

  private var inRepository: Bool { levels.contains { $0.isRepositoryTop } }

  /// The rules for a walk of `root` (a folder): the ignore files of its parent folders up to
  /// `/` and of the root itself.
  static func forRoot(_ root: String) -> IgnoreRules {
    var rules = IgnoreRules()
    let absolute = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    var components = absolute.split(separator: "/").map(String.init)
    var chain: [(dir: String, prefix: String)] = []
    var below: [String] = []
    while true {
      let dir = "/" + components.joined(separator: "/")
      chain.append((dir, below.isEmpty ? "" : below.reversed().joined(separator: "/") + "/"))
      guard let last = components.popLast() else { break }
      below.append(last)
    }
    for (dir, prefix) in chain.reversed() {
      rules.levels.append(level(dir: dir, prefix: Array(prefix.utf8), strip: 0))
    }
    return rules
  }

  /// The rules for `child`, a folder inside the walk whose root-relative path with a
  /// trailing `/` is `relative`.
  func entering(_ child: String, relative: [UInt8]) -> IgnoreRules {
    var next = self
    let level = Self.level(dir: child, prefix: [], strip: relative.count)
    if level.ignore != nil || level.gitignore != nil || level.isRepositoryTop { next.levels.append(level) }
    return next
  }

  private static func level(dir: String, prefix: [UInt8], strip: Int) -> Level {
    func read(_ path: String) -> IgnoreFile? {
      FileManager.default.contents(atPath: path).map { IgnoreFile(bytes: [UInt8]($0)) }
    }
    let gitPath = dir == "/" ? "/.git" : dir + "/.git"
    var isDir: ObjCBool = false
    let hasGit = FileManager.default.fileExists(atPath: gitPath, isDirectory: &isDir)
    var exclude: IgnoreFile? = nil
    if hasGit, let gitDir = isDir.boolValue ? gitPath : linkedGitDirectory(gitFile: gitPath, from: dir) {
      exclude = read(commonDirectory(gitDir) + "/info/exclude")
    }
    let base = dir == "/" ? "" : dir
    return Level(
      prefix: prefix, strip: strip, ignore: read(base + "/.ignore"), gitignore: read(base + "/.gitignore"),
      exclude: exclude, isRepositoryTop: hasGit)
  }

  /// The folder a `.git` file (worktree, submodule) points to with `gitdir: PATH`.
  private static func linkedGitDirectory(gitFile: String, from dir: String) -> String? {
    guard let data = FileManager.default.contents(atPath: gitFile) else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("gitdir:") else { return nil }
    let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
    return path.hasPrefix("/") ? path : dir + "/" + path
  }

  /// A worktree's shared git folder (its `commondir` file), where `info/exclude` lives.
  private static func commonDirectory(_ gitDir: String) -> String {
    guard let data = FileManager.default.contents(atPath: gitDir + "/commondir") else { return gitDir }
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return path.hasPrefix("/") ? path : gitDir + "/" + path
  }

  /// Whether the root-relative `path` is ignored.
  func isIgnored(_ path: [UInt8], isDirectory: Bool) -> Bool {
    let basenameStart = (path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
    let basename = path[basenameStart...]
    let useGit = inRepository
    var ignoreVerdict: Bool? = nil
    var gitVerdict: Bool? = nil
    var excludeVerdict: Bool? = nil
    var sawRepositoryTop = false
    for level in levels.reversed() {
      let relative = level.prefix + path[min(level.strip, path.count)...]
      if ignoreVerdict == nil, let file = level.ignore {
        ignoreVerdict = file.verdict(relative, basename: basename, isDirectory: isDirectory)
      }
      if useGit && !sawRepositoryTop {
        if gitVerdict == nil, let file = level.gitignore {
          gitVerdict = file.verdict(relative, basename: basename, isDirectory: isDirectory)
        }
        if excludeVerdict == nil, let file = level.exclude {
          excludeVerdict = file.verdict(relative, basename: basename, isDirectory: isDirectory)
        }
      }
      sawRepositoryTop = sawRepositoryTop || level.isRepositoryTop
      if ignoreVerdict != nil { break }
    }
    return ignoreVerdict ?? gitVerdict ?? excludeVerdict ?? false
  }
}
