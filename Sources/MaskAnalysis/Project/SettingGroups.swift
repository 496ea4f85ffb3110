/// The field keys of one file's settings, each with the range of the file's `settings` that
/// holds its settings (a file's settings are grouped by key). Sixteen bytes per key: the keys
/// themselves are read from the settings, where a dictionary would hold a second copy of each
/// and a hash table per file.
struct SettingGroups: Sendable, Equatable {
  private struct Group: Sendable, Equatable {
    /// `FieldKey.hashValue` (the process's seed: groups are made and read in one process).
    var hash: Int
    var start: Int32
    var end: Int32
  }

  /// Sorted by hash, then start: a key is found by binary search.
  private var groups: [Group] = []

  init() {}

  /// The groups of `settings`, in which each key's settings are together.
  init(_ settings: [Setting]) {
    var start = 0
    while start < settings.count {
      let key = settings[start].field
      var end = start + 1
      while end < settings.count, settings[end].field == key { end += 1 }
      groups.append(Group(hash: key.hashValue, start: Int32(start), end: Int32(end)))
      start = end
    }
    groups.sort { ($0.hash, $0.start) < ($1.hash, $1.start) }
  }

  /// Groups of known keys: the hash of each key, where its settings start and how many.
  init(hashes: [Int], starts: [Int], counts: [Int]) {
    groups = zip(hashes, zip(starts, counts)).map { Group(hash: $0, start: Int32($1.0), end: Int32($1.0 + $1.1)) }
    groups.sort { ($0.hash, $0.start) < ($1.hash, $1.start) }
  }

  var count: Int { groups.count }

  /// The range of `settings` (those the groups were made from) whose key is `key`.
  func range(of key: FieldKey, in settings: some FieldKeyed) -> Range<Int>? {
    let hash = key.hashValue
    var low = 0
    var high = groups.count
    while low < high {
      let mid = (low + high) / 2
      if groups[mid].hash < hash { low = mid + 1 } else { high = mid }
    }
    while low < groups.count, groups[low].hash == hash {
      let group = groups[low]
      if settings.field(at: Int(group.start)) == key { return Int(group.start)..<Int(group.end) }
      low += 1
    }
    return nil
  }

  /// Each key with the range of `settings` it has, in the order the keys first appear.
  func ranges(in settings: some FieldKeyed) -> [(key: FieldKey, range: Range<Int>)] {
    groups.sorted { $0.start < $1.start }.map { (settings.field(at: Int($0.start)), Int($0.start)..<Int($0.end)) }
  }

  /// Each key's hash (`FieldKey.hashValue`) with the range of `settings` it has, in the
  /// order the keys first appear: for a reader of every group, which then hashes no key.
  var hashedRanges: [(hash: Int, range: Range<Int>)] {
    groups.sorted { $0.start < $1.start }.map { ($0.hash, Int($0.start)..<Int($0.end)) }
  }

  /// The keys, in the order they first appear in the file.
  func keys(in settings: some FieldKeyed) -> [FieldKey] {
    groups.sorted { $0.start < $1.start }.map { settings.field(at: Int($0.start)) }
  }
}

/// Settings whose field keys `SettingGroups` reads: an array of settings, or a file's
/// `FileSettings` (which reads a compact setting's key without making the setting).
protocol FieldKeyed {
  func field(at i: Int) -> FieldKey
}

extension Array: FieldKeyed where Element == Setting {
  func field(at i: Int) -> FieldKey { self[i].field }
}

extension FileSettings: FieldKeyed {}
