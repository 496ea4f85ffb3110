/// Where each field key has settings, kept up to date file by file: a file's change adds its
/// new facts and removes its old ones, so the fields an edit touches are found without looking
/// at any other file.
struct FieldIndex: Sendable {
  /// Key → the files whose facts hold settings with that key, with how many.
  private(set) var pathsByKey: [FieldKey: [String: Int]] = [:]
  /// Member keys by property name (for storyboard outlets).
  private var memberKeysByName: [String: Set<FieldKey>] = [:]
  /// Android view ids present, and by how many settings in layout files.
  private var androidViewCounts: [String: (all: Int, layout: Int)] = [:]
  /// Files where settings of other files are located (a constant's literal) or used: key →
  /// count. A change of such a file moves positions in those keys' findings.
  private var foreignKeysByPath: [String: [FieldKey: Int]] = [:]

  /// Whether adding or removing facts changed the keys outlets and view ids link.
  private(set) var linkableKeysChanged = false

  /// The keys of `facts`' settings.
  static func keys(of facts: FileFacts) -> Set<FieldKey> {
    Set(facts.settings.map(\.field))
  }

  /// Keys whose findings may be located in `path` though their settings are in other files.
  func foreignKeys(locatedIn path: String) -> Dictionary<FieldKey, Int>.Keys? {
    foreignKeysByPath[path]?.keys
  }

  func paths(of key: FieldKey) -> Dictionary<String, Int>.Keys? {
    pathsByKey[key]?.keys
  }

  func memberKeys(named name: String) -> [FieldKey] {
    guard let set = memberKeysByName[name] else { return [] }
    return set.sorted { "\($0)" < "\($1)" }
  }

  /// Android view ids present, and whether a layout names each.
  var androidViews: [String: Bool] {
    androidViewCounts.mapValues { $0.layout > 0 }
  }

  var allKeys: Dictionary<FieldKey, [String: Int]>.Keys { pathsByKey.keys }

  mutating func add(_ facts: FileFacts) {
    update(facts, by: 1)
  }

  mutating func remove(_ facts: FileFacts) {
    update(facts, by: -1)
  }

  mutating func resetLinkChanges() {
    linkableKeysChanged = false
  }

  private mutating func update(_ facts: FileFacts, by delta: Int) {
    let path = facts.path
    for setting in facts.settings {
      let key = setting.field
      let before = pathsByKey[key]?[path] ?? 0
      let after = before + delta
      let keyWasPresent = pathsByKey[key] != nil
      if after > 0 {
        pathsByKey[key, default: [:]][path] = after
      } else {
        pathsByKey[key]?[path] = nil
        if pathsByKey[key]?.isEmpty == true { pathsByKey[key] = nil }
      }
      let keyIsPresent = pathsByKey[key] != nil
      switch key {
      case .member(_, let name) where keyWasPresent != keyIsPresent:
        linkableKeysChanged = true
        if keyIsPresent {
          memberKeysByName[name, default: []].insert(key)
        } else {
          memberKeysByName[name]?.remove(key)
          if memberKeysByName[name]?.isEmpty == true { memberKeysByName[name] = nil }
        }
      case .androidView(let id):
        var counts = androidViewCounts[id] ?? (0, 0)
        counts.all += delta
        if path.hasSuffix(".xml") { counts.layout += delta }
        if (counts.all > 0) != (androidViewCounts[id] != nil) || (counts.layout > 0) != ((androidViewCounts[id]?.layout ?? 0) > 0) {
          linkableKeysChanged = true
        }
        androidViewCounts[id] = counts.all > 0 ? counts : nil
      default:
        break
      }
      var foreign: [String] = []
      if setting.path != path { foreign.append(setting.path) }
      if let use = setting.use, use.path != path, use.path != setting.path { foreign.append(use.path) }
      for other in foreign {
        let count = (foreignKeysByPath[other]?[key] ?? 0) + delta
        if count > 0 {
          foreignKeysByPath[other, default: [:]][key] = count
        } else {
          foreignKeysByPath[other]?[key] = nil
          if foreignKeysByPath[other]?.isEmpty == true { foreignKeysByPath[other] = nil }
        }
      }
    }
  }
}
