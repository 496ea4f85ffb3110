/// Where each field key has settings, kept up to date file by file: a file's change adds its
/// new facts and removes its old ones, so the fields an edit touches are found without looking
/// at any other file.
struct FieldIndex: Sendable {
  /// A key's hash → the files whose facts hold settings with a key of that hash, with how
  /// many. Keyed by hash, not by key, so the index holds no copy of the keys (its largest
  /// table): two keys of one hash only make a reader look in a file that has none of the
  /// key's settings, which finds nothing there (`SettingGroups` compares the keys).
  private var filesByKey = KeyFileTable()
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
    filesByKey.paths(of: key.hashValue)
  }

  /// `paths(of:)` as file numbers, four bytes each (the names are `fileNames`): a reader of
  /// many keys holds these instead of the names.
  func fileIDs(of key: FieldKey) -> [UInt32] {
    filesByKey.fileIDs(of: key.hashValue)
  }

  /// Every file's name, by the number `fileIDs(of:)` gives.
  var fileNames: [String] { filesByKey.fileNames }

  /// Whether settings of `key` may be in more than one file.
  func isShared(_ key: FieldKey) -> Bool {
    filesByKey.isShared(key.hashValue)
  }

  /// Whether some file may hold settings of `key` (`paths(of:)` is not empty).
  func hasSettings(_ key: FieldKey) -> Bool {
    filesByKey.contains(key.hashValue)
  }

  /// The files that hold settings of a key of hash `hash`.
  func paths(hash: Int) -> [String] {
    filesByKey.paths(of: hash)
  }

  /// Whether some file may hold settings of a key of hash `hash`.
  func hasSettings(hash: Int) -> Bool {
    filesByKey.contains(hash)
  }

  /// Whether settings of a key of hash `hash` may be in more than one file.
  func isShared(hash: Int) -> Bool {
    filesByKey.isShared(hash)
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
    for i in old.settings.indices {
      guard old.settings.path(at: i) == new.settings.path(at: i), old.settings.use(at: i)?.path == new.settings.use(at: i)?.path,
        old.settings.field(at: i) == new.settings.field(at: i)
      else { return false }
    }
    return true
  }

  mutating func resetLinkChanges() {
    linkableKeysChanged = false
  }

  private mutating func update(_ facts: FileFacts, by delta: Int) {
    let path = facts.path
    let file = filesByKey.id(of: path)
    for (key, indices) in facts.groups.ranges(in: facts.settings) {
      let count = Int32(indices.count) * Int32(delta)
      filesByKey.add(count, for: file, hash: key.hashValue)
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
        let placed = facts.settings.path(at: i)
        var foreign: [String] = []
        if placed != path { foreign.append(placed) }
        if let use = facts.settings.use(at: i), use.path != path, use.path != placed { foreign.append(use.path) }
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

/// Key hash → files with their setting counts. Most keys are in one file: one 8-byte word
/// (file number and count) in `single`; a key in several files moves to `multiple`, its
/// files' words sorted by file number (eight bytes a file: one type extended by thousands of
/// files puts every file in the lists of its keys). Files are numbered once (`paths` keeps
/// the numbers of files that left: a workspace's files).
struct KeyFileTable: Sendable {
  private var single: [Int: UInt64] = [:]
  private var multiple: [Int: [UInt64]] = [:]
  private var numbers: [String: UInt32] = [:]
  private var files: [String] = []

  /// The number of `path` (given once per path).
  mutating func id(of path: String) -> UInt32 {
    if let n = numbers[path] { return n }
    let n = UInt32(files.count)
    files.append(path)
    numbers[path] = n
    return n
  }

  func paths(of hash: Int) -> [String] {
    fileIDs(of: hash).map { files[Int($0)] }
  }

  /// The numbers of the files that have settings of a key of hash `hash` (names in `fileNames`).
  func fileIDs(of hash: Int) -> [UInt32] {
    if let word = single[hash] { return [Self.file(word)] }
    return multiple[hash].map { $0.map(Self.file) } ?? []
  }

  /// Every file's name, by number.
  var fileNames: [String] { files }

  func isShared(_ hash: Int) -> Bool { multiple[hash] != nil }

  /// Whether some file has settings of a key of hash `hash`.
  func contains(_ hash: Int) -> Bool { single[hash] != nil || multiple[hash] != nil }

  /// Adds `delta` settings of key `hash` in `file` (negative: removes them).
  mutating func add(_ delta: Int32, for file: UInt32, hash: Int) {
    if var words = multiple[hash] {
      // Drop the table's reference first, so it is changed without a copy.
      multiple[hash] = nil
      let at = Self.index(of: file, in: words)
      let present = at < words.count && Self.file(words[at]) == file
      let m = (present ? Self.count(words[at]) : 0) + delta
      if present {
        if m > 0 { words[at] = Self.word(file, m) } else { words.remove(at: at) }
      } else if m > 0 {
        words.insert(Self.word(file, m), at: at)
      }
      if words.count > 1 {
        multiple[hash] = words
      } else if let only = words.first {
        single[hash] = only
      }
    } else if let word = single[hash] {
      let (f, n) = (Self.file(word), Self.count(word))
      if f == file {
        single[hash] = n + delta > 0 ? Self.word(f, n + delta) : nil
      } else if delta > 0 {
        single[hash] = nil
        multiple[hash] = f < file ? [word, Self.word(file, delta)] : [Self.word(file, delta), word]
      }
    } else if delta > 0 {
      single[hash] = Self.word(file, delta)
    }
  }

  /// Where `file`'s word is, or would go, in `words` (sorted by file number).
  private static func index(of file: UInt32, in words: [UInt64]) -> Int {
    // Files are mostly added in the order they are numbered: look at the end first.
    if let last = words.last, Self.file(last) < file { return words.count }
    var low = 0
    var high = words.count
    while low < high {
      let mid = (low + high) / 2
      if Self.file(words[mid]) < file { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static func word(_ file: UInt32, _ count: Int32) -> UInt64 { UInt64(file) << 32 | UInt64(UInt32(bitPattern: count)) }
  private static func file(_ word: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: word >> 32) }
  private static func count(_ word: UInt64) -> Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: word)) }
}
