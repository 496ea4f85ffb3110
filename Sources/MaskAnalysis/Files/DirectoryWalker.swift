#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists files under a folder with `readdir` (the entry type it reports, no `stat` per
/// entry), honouring ignore files (`IgnoreRules`) and leaving out folders of code the user
/// did not write. Symbolic links to folders are not followed (no cycles). Ignored folders
/// are never entered, so a large ignored `node_modules` costs one `readdir` entry.
struct DirectoryWalker {
  /// Honour `.gitignore`, `.ignore` and `.git/info/exclude`.
  var respectsIgnoreFiles = true
  /// Folder names left out unless `--no-default-excludes` (nil: none).
  var excludedFolderNames: Set<String>? = FileSelection.defaultExcludedFolders
  /// Which files to report (by path); the others are not matched against ignore files.
  var wants: (String) -> Bool = { _ in true }
  /// The walk stops once it found this many files (`Result.isTruncated`).
  var maxFiles = Int.max

  /// Kernel pseudo-filesystems: never walked (a workspace at `/` must not read them).
  static let pseudoFilesystems: Set<String> = ["/proc", "/sys", "/dev"]

  /// What a walk found.
  struct Result {
    var files: [String] = []
    /// The walk stopped at `maxFiles`.
    var isTruncated = false
    /// Folders left out as code the user did not write.
    var excludedFolders: [String] = []
  }

  /// Walks `root` (a folder; its own name is never matched: a folder named on the command
  /// line is walked even when ignored). Paths are joined to `root` with `/`.
  func walk(_ root: String) -> Result {
    var result = Result()
    let rules = respectsIgnoreFiles ? IgnoreRules.forRoot(root) : IgnoreRules()
    visit(root, relative: [], rules: rules, into: &result)
    return result
  }

  /// Whether a walk of `root` would report `path` (a file under it, joined with `/`): no
  /// folder on the way and not the file itself ignored or excluded.
  func includes(_ path: String, under root: String) -> Bool {
    guard path.hasPrefix(root + "/") else { return false }
    let parts = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
    guard let fileName = parts.last, wants(path) else { return false }
    var rules = respectsIgnoreFiles ? IgnoreRules.forRoot(root) : IgnoreRules()
    var relative: [UInt8] = []
    var dir = root
    for name in parts.dropLast() {
      relative += Array(name.utf8)
      if name == ".git" { return false }
      if respectsIgnoreFiles && rules.isIgnored(relative, isDirectory: true) { return false }
      if let excluded = excludedFolderNames, excluded.contains(name) { return false }
      relative.append(UInt8(ascii: "/"))
      dir += "/" + name
      if respectsIgnoreFiles { rules = rules.entering(dir, relative: relative) }
    }
    return !(respectsIgnoreFiles && rules.isIgnored(relative + Array(fileName.utf8), isDirectory: false))
  }

  private func visit(_ dir: String, relative: [UInt8], rules: IgnoreRules, into result: inout Result) {
    guard !Self.pseudoFilesystems.contains(dir) else { return }
    guard result.files.count < maxFiles else {
      result.isTruncated = true
      return
    }
    guard let handle = opendir(dir) else { return }
    var subfolders: [(path: String, relative: [UInt8])] = []
    while let entry = readdir(handle) {
      let nameBytes = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
        let bytes = raw.bindMemory(to: UInt8.self)
        return Array(bytes.prefix { $0 != 0 })
      }
      if nameBytes == [UInt8(ascii: ".")] || nameBytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let path = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
      guard let isDirectory = Self.kind(of: entry, path: path) else { continue }
      let entryRelative = relative + nameBytes
      if isDirectory {
        if name == ".git" { continue }
        if respectsIgnoreFiles && rules.isIgnored(entryRelative, isDirectory: true) { continue }
        if let excluded = excludedFolderNames, excluded.contains(name) {
          result.excludedFolders.append(path)
          continue
        }
        subfolders.append((path, entryRelative + [UInt8(ascii: "/")]))
      } else if wants(path) {
        if respectsIgnoreFiles && rules.isIgnored(entryRelative, isDirectory: false) { continue }
        guard result.files.count < maxFiles else {
          result.isTruncated = true
          break
        }
        result.files.append(path)
      }
    }
    closedir(handle)
    for folder in subfolders {
      let inner = respectsIgnoreFiles ? rules.entering(folder.path, relative: folder.relative) : rules
      visit(folder.path, relative: folder.relative, rules: inner, into: &result)
    }
  }

  /// True for a folder, false for a regular file, nil for anything else (a link to a folder
  /// counts as neither).
  private static func kind(of entry: UnsafeMutablePointer<dirent>, path: String) -> Bool? {
    let type = Int32(entry.pointee.d_type)
    if type == Int32(DT_DIR) { return true }
    if type == Int32(DT_REG) { return false }
    guard type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) else { return nil }
    var info = stat()
    let ok = type == Int32(DT_LNK) ? stat(path, &info) : lstat(path, &info)
    guard ok == 0 else { return nil }
    let mode = info.st_mode & S_IFMT
    if mode == S_IFDIR { return type == Int32(DT_LNK) ? nil : true }
    if mode == S_IFREG { return false }
    return nil
  }
}
