/// Groups settings into fields: settings with the same key, plus IB elements joined to the
/// code that reaches them through an outlet (`phoneField` in `SignUpViewController` and the
/// element its `phoneField` outlet points at are one field).
enum FieldGrouping {
  static func fields(settings: [Setting], outlets: [(element: FieldKey, property: String, ownerClass: String?)]) -> [AnalyzedField] {
    var parent: [FieldKey: FieldKey] = [:]
    func find(_ k: FieldKey) -> FieldKey {
      var k = k
      while let p = parent[k], p != k { k = p }
      return k
    }
    func union(_ a: FieldKey, _ b: FieldKey) {
      let ra = find(a)
      let rb = find(b)
      if ra != rb { parent[rb] = ra }
    }
    if !outlets.isEmpty {
      // Member keys present in code, by property name.
      var members: [String: [FieldKey]] = [:]
      for s in settings {
        if case .member(_, let name) = s.field { members[name, default: []].append(s.field) }
      }
      for outlet in outlets {
        for key in members[outlet.property] ?? [] {
          guard case .member(let type, _) = key else { continue }
          if let owner = outlet.ownerClass, !type.isEmpty, owner != type { continue }
          union(outlet.element, key)
        }
      }
    }
    for (a, b) in AndroidViewJoining.links(settings) { union(a, b) }
    var groups: [FieldKey: [Setting]] = [:]
    var order: [FieldKey] = []
    for s in settings {
      let root = find(s.field)
      if groups[root] == nil { order.append(root) }
      groups[root, default: []].append(s)
    }
    return order.map { key in
      let sorted = groups[key]!.sorted { ($0.path, $0.literal.range.lowerBound) < ($1.path, $1.literal.range.lowerBound) }
      return AnalyzedField(key: key, settings: sorted)
    }
  }
}
