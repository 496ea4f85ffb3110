/// Where each field key has settings, kept up to date file by file: a file's change adds its
/// new facts and removes its old ones, so the fields an edit touches are found without looking
/// at any other file.
struct FieldIndex: Sendable {
  /// A key's hash → the files whose facts hold settings with a key of that hash, with how
  /// many. Keyed by hash, not by key, so the index holds no copy of the keys (its largest
  /// table): two keys of one hash only make a reader look in a file that has none of the
  /// key's settings, which finds nothing there (`SettingGroups` compares the keys).
  private var pathsByKey: [Int: KeyFiles] = [:]
  /// Settings of each member key by property name, for storyboard outlets: kept once a
  /// project has outlets (`trackMemberNames`), nil before, so a project without storyboards
  /// holds no copy of its member keys.
  private var memberKeysByName: [String: [FieldKey: Int32]]?
  /// Android view ids present, and by how many settings in layout files.
  private var androidViewCounts: [String: (all: Int, layout: Int)] = [:]
  /// Files where settings of other files are located (a constant's literal) or used: key →
  /// count. A change of such a file moves positions in those keys' findings.
  private var foreignKeysByPath: [String: [FieldKey: Int]] = [:]

  /// Whether adding or removing facts changed the keys outlets and view ids link.
  private(set) var linkableKeysChanged = false

  /// Keys whose findings may be located in `path` though their settings are in other files.
  func foreignKeys(locatedIn path: String) -> Dictionary<FieldKey, Int>.Keys? {
    foreignKeysByPath[path]?.keys
  }

  /// The files that may hold settings of `key`: every file that does, and rarely one more
  /// (a key of the same hash).
  func paths(of key: FieldKey) -> [String] {
    pathsByKey[key.hashValue]?.paths ?? []
  }

  /// Whether settings of `key` may be in more than one file.
  func isShared(_ key: FieldKey) -> Bool {
    if case .many = pathsByKey[key.hashValue] { return true }
    return false
  }

  /// The member keys with settings whose property is `name` (once `trackMemberNames` ran).
  func memberKeys(named name: String) -> [FieldKey] {
    (memberKeysByName?[name].map { Array($0.keys) } ?? []).sorted { "\($0)" < "\($1)" }
  }

  /// Keeps the member keys by name from now on (a project that has outlets), starting from
  /// the facts of every file.
  mutating func trackMemberNames(_ files: some Sequence<FileFacts>) {
    guard memberKeysByName == nil else { return }
    var table: [String: [FieldKey: Int32]] = [:]
    for facts in files {
      for (key, indices) in facts.groups.ranges(in: facts.settings) {
        if case .member(_, let name) = key { table[name, default: [:]][key, default: 0] += Int32(indices.count) }
      }
    }
    memberKeysByName = table
  }

  /// Android view ids present, and whether a layout names each.
  var androidViews: [String: Bool] {
    androidViewCounts.mapValues { $0.layout > 0 }
  }

  mutating func add(_ facts: FileFacts) {
    update(facts, by: 1)
  }

  mutating func remove(_ facts: FileFacts) {
    update(facts, by: -1)
  }

  /// A file's `old` facts replaced by its `new` ones. Nothing changes when both hold the same
  /// keys with as many settings each, located and used in the same files (an edit inside a
  /// literal, a change of code outside any setting).
  mutating func replace(_ old: FileFacts?, with new: FileFacts?) {
    if let old, let new, Self.sameEntries(old, new) { return }
    if let old { remove(old) }
    if let new { add(new) }
  }

  /// Whether `old` and `new` add the same entries to the index.
  private static func sameEntries(_ old: FileFacts, _ new: FileFacts) -> Bool {
    guard old.path == new.path, old.settings.count == new.settings.count, old.groups == new.groups else { return false }
    for (a, b) in zip(old.settings, new.settings) {
      guard a.path == b.path, a.use?.path == b.use?.path, a.field == b.field else { return false }
    }
    return true
  }

  mutating func resetLinkChanges() {
    linkableKeysChanged = false
  }

  private mutating func update(_ facts: FileFacts, by delta: Int) {
    let path = facts.path
    for (key, indices) in facts.groups.ranges(in: facts.settings) {
      let hash = key.hashValue
      let count = Int32(indices.count) * Int32(delta)
      if pathsByKey[hash] != nil {
        if pathsByKey[hash]?.add(count, for: path) == true { pathsByKey[hash] = nil }
      } else if delta > 0 {
        pathsByKey[hash] = .one(path, count)
      }
      switch key {
      case .member(_, let name) where memberKeysByName != nil:
        let before = memberKeysByName?[name]?[key] ?? 0
        let after = before + count
        if (before > 0) != (after > 0) { linkableKeysChanged = true }
        if after > 0 {
          memberKeysByName?[name, default: [:]][key] = after
        } else {
          memberKeysByName?[name]?[key] = nil
          if memberKeysByName?[name]?.isEmpty == true { memberKeysByName?[name] = nil }
        }
      case .androidView(let id):
        var counts = androidViewCounts[id] ?? (0, 0)
        counts.all += Int(count)
        if path.hasSuffix(".xml") { counts.layout += Int(count) }
        if (counts.all > 0) != (androidViewCounts[id] != nil) || (counts.layout > 0) != ((androidViewCounts[id]?.layout ?? 0) > 0) {
          linkableKeysChanged = true
        }
        androidViewCounts[id] = counts.all > 0 ? counts : nil
      default:
        break
      }
      for i in indices {
        let setting = facts.settings[i]
        var foreign: [String] = []
        if setting.path != path { foreign.append(setting.path) }
        if let use = setting.use, use.path != path, use.path != setting.path { foreign.append(use.path) }
        for other in foreign {
          let n = (foreignKeysByPath[other]?[key] ?? 0) + delta
          if n > 0 {
            foreignKeysByPath[other, default: [:]][key] = n
          } else {
            foreignKeysByPath[other]?[key] = nil
            if foreignKeysByPath[other]?.isEmpty == true { foreignKeysByPath[other] = nil }
          }
        }
      }
    }
  }
}

/// The files of one key with their setting counts: most keys are in one file, which needs no
/// dictionary of its own.
enum KeyFiles: Sendable {
  case one(String, Int32)
  case many([String: Int32])

  var paths: [String] {
    switch self {
    case .one(let path, _): return [path]
    case .many(let counts): return Array(counts.keys)
    }
  }

  /// Adds `delta` settings in `path`, in place (a key in thousands of files must not copy
  /// its table per file). Returns whether no setting is left.
  mutating func add(_ delta: Int32, for path: String) -> Bool {
    switch self {
    case .one(let p, let n):
      if p == path {
        self = .one(p, n + delta)
        return n + delta <= 0
      }
      guard delta > 0 else { return false }
      self = .many([p: n, path: delta])
      return false
    case .many(var counts):
      // Drop this value's reference first, so the table is changed without a copy.
      self = .one("", 0)
      let m = (counts[path] ?? 0) + delta
      counts[path] = m > 0 ? m : nil
      if counts.count == 1, let only = counts.first {
        self = .one(only.key, only.value)
      } else {
        self = .many(counts)
      }
      return counts.isEmpty
    }
  }
}
