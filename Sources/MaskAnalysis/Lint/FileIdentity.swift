import Foundation

/// The same file under two spellings (`A.swift`, `./A.swift`, `dir/../A.swift`, a link and
/// its target): compared by device and inode.
enum FileIdentity {
  /// `paths` with one spelling per file: the first of `preferred` (the paths named on the
  /// command line, in their order) that names it, else the first in `paths`. Paths that
  /// cannot be examined are kept.
  static func distinct(_ paths: [String], preferring preferred: [String]) -> [String] {
    var rank: [String: Int] = [:]
    for (i, p) in preferred.enumerated() where rank[p] == nil { rank[p] = i }
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
        if let r = rank[path], r < rank[first] ?? Int.max { chosen[id] = path }
      } else {
        chosen[id] = path
        order.append(id)
      }
    }
    kept += order.compactMap { chosen[$0] }
    return kept.sorted()
  }
}
