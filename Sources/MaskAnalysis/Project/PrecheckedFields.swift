import SourceScanning

/// `maskls lint` keeps in memory, per file, only what checking other files' fields needs.
/// Most keys are a file's own (a property of a class declared there, a local, one call), so a
/// lint checks their fields as it reads the file, with the text in hand, and keeps their
/// findings and hashes instead of their settings: memory then grows with the keys, not with
/// every setting of every file.
///
/// A key is checked this way when nothing the file says links it to another file: a local, a
/// call, or a member of a type the file declares whole (`mayBeOwn`), whose settings are all
/// placed in this file and read no constant. What other files say is known only once all are
/// read: `AnalysisProject` then reads again (`restorePrechecked`) every file whose checked
/// keys turned out not to be its own — a key another file has too (`sharedHashes`), a
/// member whose property name an outlet names, any Inputmask alias or library-wide option in
/// the project — and checks those fields as it checks any other; the rest keep these
/// findings, which are the ones the project would have found (`FullEvaluationTests`,
/// `PrecheckedFieldsTests`).
struct PrecheckedFields: Sendable {
  /// The checked keys' hashes (`FieldKey.hashValue`, as `SettingGroups` holds them), sorted.
  /// They are not in the project's `FieldIndex`: a lint compares them with it and with each
  /// other once every file is read (`sharedHashes(_:)`); the server as each file comes
  /// (`AnalysisProject.acceptsPrechecked`).
  var hashes: [Int] = []
  /// The property names of the checked member keys, hashed (`String.hashValue`, 32 bits:
  /// a collision only reads a file again), sorted.
  var memberNames: [UInt32] = []
  /// The checked fields that found something, with their findings (all placed in this file).
  var entries: [(root: FieldKey, entry: AnalysisProject.FieldEntry)] = []

  static func nameHash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: name.hashValue) }

  /// `values` in an array of their count's capacity (one grown by appending holds up to twice).
  static func exactlySized<T>(_ values: [T]) -> [T] {
    guard values.capacity > values.count else { return values }
    return [T](unsafeUninitializedCapacity: values.count) { buffer, count in
      _ = buffer.initialize(from: values)
      count = values.count
    }
  }

  /// The hashes several files check, or that the index also has (a file's settings that were
  /// kept): the files that checked such a key alone must be read again.
  static func sharedHashes(_ all: [PrecheckedFields], index: FieldIndex) -> Set<Int> {
    var seen = Set<Int>(minimumCapacity: all.reduce(0) { $0 + $1.hashes.count })
    var shared: Set<Int> = []
    for fields in all {
      for hash in fields.hashes where !seen.insert(hash).inserted || index.hasSettings(hash: hash) {
        shared.insert(hash)
      }
    }
    return shared
  }

  /// Whether an outlet to a property named `name` may link one of the checked keys.
  func mayHaveMember(named name: String) -> Bool {
    mayHaveMember(nameHash: Self.nameHash(name))
  }

  /// `mayHaveMember(named:)` of the name whose `nameHash` is `hash` (asked of many files:
  /// the name hashed once).
  func mayHaveMember(nameHash hash: UInt32) -> Bool {
    Self.sortedContains(memberNames, hash)
  }

  /// Whether one of the checked keys has hash `hash`.
  func checks(hash: Int) -> Bool {
    Self.sortedContains(hashes, hash)
  }

  private static func sortedContains<T: Comparable>(_ sorted: [T], _ value: T) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low < sorted.count && sorted[low] == value
  }

  /// Whether the key can be checked with the settings of one file alone, as far as that
  /// file says: a local or a call; a member of a type the file declares whole (a member of
  /// an extended or undeclared type is likely set in other files too, which would read the
  /// file twice). Storyboard elements and Android view ids are linked by other files.
  static func mayBeOwn(_ key: FieldKey, wholeTypes: [String]) -> Bool {
    switch key {
    case .local, .site: return true
    case .member(let type, _): return !type.isEmpty && wholeTypes.contains(type)
    case .interfaceBuilder, .androidView: return false
    }
  }
}

extension FileFacts {
  /// These facts with the fields of the keys that may be the file's own checked now
  /// (`text` is the text they were made from) and their settings dropped. Facts that already
  /// were, or have no settings, are returned as they are. With `templates` (a lint), the
  /// settings kept are stored compactly (`FileSettings.compacted`).
  func prechecking(text: SourceText, sharing templates: SettingTemplates? = nil) -> FileFacts {
    var facts = precheckingOwnFields(text: text)
    if let templates { facts.settings = facts.settings.compacted(path: path, sharing: templates) }
    return facts
  }

  private func precheckingOwnFields(text: SourceText) -> FileFacts {
    var facts = self
    facts.wholeTypes = []
    guard prechecked == nil, !settings.isEmpty else { return facts }
    let context = RuleContext(texts: [path: text])
    let noAliases = InputmaskAliasResolution.Table([])
    let noGlobalOptions = GlobalMaskOptionsResolution.Table([])
    var checked = PrecheckedFields()
    var kept: [(hash: Int, range: Range<Int>)] = []
    for (hash, range) in groups.hashedRanges {
      let own = settings.slice(range)
      let key = own[range.lowerBound].field
      guard PrecheckedFields.mayBeOwn(key, wholeTypes: wholeTypes), own.allSatisfy({ $0.path == path && $0.use == nil }) else {
        kept.append((hash, range))
        continue
      }
      let fields = FieldInputs.fields(root: key, ownSettings: Array(own), aliasTable: noAliases, globalTable: noGlobalOptions)
      if let entry = AnalysisProject.entry(fields, context: context), !entry.findings.isEmpty {
        // Findings placed in another file (none are expected) are left to the project.
        guard entry.paths == [path] else {
          kept.append((hash, range))
          continue
        }
        checked.entries.append((key, entry))
      }
      checked.hashes.append(hash)
      if case .member(_, let name) = key { checked.memberNames.append(PrecheckedFields.nameHash(name)) }
    }
    guard !checked.hashes.isEmpty else { return facts }
    // Sorted into arrays of their size: kept until every file is read.
    checked.hashes = PrecheckedFields.exactlySized(checked.hashes.sorted())
    checked.memberNames = PrecheckedFields.exactlySized(checked.memberNames.sorted())
    var remaining: [Setting] = []
    remaining.reserveCapacity(kept.reduce(0) { $0 + $1.range.count })
    var starts: [Int] = []
    for (_, range) in kept {
      starts.append(remaining.count)
      remaining.append(contentsOf: settings.slice(range))
    }
    facts.groups = SettingGroups(hashes: kept.map(\.hash), starts: starts, counts: kept.map(\.range.count))
    facts.settings = FileSettings(remaining)
    facts.prechecked = checked
    return facts
  }
}
