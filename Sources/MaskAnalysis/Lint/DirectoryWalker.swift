#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists files under a directory with `readdir`, using the entry type it reports instead of a
/// `stat` per entry. Symbolic links to directories are not followed (no cycles).
enum DirectoryWalker {
  /// Calls `visit` with each regular file's path (joined to `root` with `/`); directories
  /// named in `skipping` are not entered.
  static func walk(_ root: String, skipping: Set<String>, visit: (String) -> Void) {
    var pending = [root]
    while let dir = pending.popLast() {
      guard let handle = opendir(dir) else { continue }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
          let bytes = raw.bindMemory(to: UInt8.self)
          let length = bytes.firstIndex(of: 0) ?? bytes.count
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
        var type = Int32(entry.pointee.d_type)
        if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
          var info = stat()
          let ok = type == Int32(DT_LNK) ? stat(path, &info) : lstat(path, &info)
          guard ok == 0 else { continue }
          let mode = info.st_mode & S_IFMT
          if mode == S_IFDIR { type = type == Int32(DT_LNK) ? -1 : Int32(DT_DIR) } else if mode == S_IFREG { type = Int32(DT_REG) } else { continue }
        }
        if type == Int32(DT_DIR) {
          if !skipping.contains(name) { pending.append(path) }
        } else if type == Int32(DT_REG) {
          visit(path)
        }
      }
    }
  }
}
