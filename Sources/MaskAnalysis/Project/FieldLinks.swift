/// A storyboard outlet: the IB element and the code property (of `ownerClass`) that reaches it.
struct OutletLink: Sendable, Hashable {
  var element: FieldKey
  var property: String
  var ownerClass: String?
}

/// Which field keys name one field across files: an IB element and the code member its
/// outlet points at (`phoneField` in `SignUpViewController`), a layout's `@+id/phone_input`
/// and code's `binding.phoneInput`. Keys not linked are fields of their own.
///
/// Built from the project's outlets and the set of keys present (`FieldIndex`), never from
/// settings: it is rebuilt only when an outlet or a linkable key appears or goes.
struct FieldLinks: Sendable {
  private var parent: [FieldKey: FieldKey] = [:]
  /// The keys of each linked group, by root (roots of unlinked keys are absent).
  private(set) var members: [FieldKey: [FieldKey]] = [:]

  init() {}

  init(outlets: [OutletLink], index: FieldIndex) {
    // Outlets in a fixed order, so the root of a group (its name in messages) does not depend
    // on the order files were read.
    let ordered = outlets.sorted { "\($0.element)|\($0.property)" < "\($1.element)|\($1.property)" }
    for outlet in ordered {
      for key in index.memberKeys(named: outlet.property) {
        guard case .member(let type, _) = key else { continue }
        // Code types are qualified (`App.SignUpViewController`); a storyboard names the class.
        if let owner = outlet.ownerClass, !type.isEmpty, owner != type, !type.hasSuffix("." + owner) { continue }
        union(outlet.element, key)
      }
    }
    for (a, b) in AndroidViewJoining.links(index.androidViews) { union(a, b) }
    for key in parent.keys { members[root(key), default: []].append(key) }
    for (r, list) in members { members[r] = list.sorted { "\($0)" < "\($1)" } }
  }

  /// The key a field is known by.
  func root(_ key: FieldKey) -> FieldKey {
    guard !parent.isEmpty else { return key }
    var k = key
    while let p = parent[k], p != k { k = p }
    return k
  }

  /// Whether `key` is linked to another key (one field with it). Hashes nothing when the
  /// project links no keys.
  func isLinked(_ key: FieldKey) -> Bool {
    !parent.isEmpty && parent[key] != nil
  }

  /// The keys of the field whose root is `root`.
  func keys(ofRoot root: FieldKey) -> [FieldKey] {
    members.isEmpty ? [root] : members[root] ?? [root]
  }

  private mutating func union(_ a: FieldKey, _ b: FieldKey) {
    let ra = root(a)
    let rb = root(b)
    guard ra != rb else { return }
    if parent[ra] == nil { parent[ra] = ra }
    parent[rb] = ra
  }
}
