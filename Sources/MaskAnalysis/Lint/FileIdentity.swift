import Foundation

/// The same file under two spellings (`A.swift`, `./A.swift`, `dir/../A.swift`, a link and
/// its target): compared by device and inode.
enum FileIdentity {
  /// `paths` without later spellings of a file already listed; a file named on the command
  /// line keeps that spelling. Paths that cannot be examined are kept.
  static func distinct(_ paths: [String], preferring preferred: Set<String>) -> [String] {
    var chosen: [String: String] = [:]
    var order: [String] = []
    var kept: [String] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        kept.append(path)
        continue
      }
      let id = "\(info.st_dev):\(info.st_ino)"
      if let first = chosen[id] {
        if preferred.contains(path), !preferred.contains(first) { chosen[id] = path }
      } else {
        chosen[id] = path
        order.append(id)
      }
    }
    kept += order.compactMap { chosen[$0] }
    return kept.sorted()
  }
}
