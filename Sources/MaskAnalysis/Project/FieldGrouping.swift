import Foundation

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
          // Code types are qualified (`App.SignUpViewController`); a storyboard names the class.
          if let owner = outlet.ownerClass, !type.isEmpty, owner != type, !type.hasSuffix("." + owner) { continue }
          union(outlet.element, key)
        }
      }
    }
    for (a, b) in AndroidViewJoining.links(settings) { union(a, b) }
    // Group by index (one hash of each setting's root key; settings are copied once, into
    // their field), in the order fields first appear.
    var groupOf: [FieldKey: Int] = [:]
    var members: [[Int]] = []
    var roots: [FieldKey] = []
    for (i, s) in settings.enumerated() {
      let root = parent.isEmpty ? s.field : find(s.field)
      if let g = groupOf[root] {
        members[g].append(i)
      } else {
        groupOf[root] = members.count
        members.append([i])
        roots.append(root)
      }
    }
    let (groupRoots, groupMembers) = (roots, members)
    @Sendable func field(_ g: Int) -> [AnalyzedField] {
      let sorted = groupMembers[g].sorted {
        (settings[$0].path, settings[$0].literal.range.lowerBound) < (settings[$1].path, settings[$1].literal.range.lowerBound)
      }.map { settings[$0] }
      // Settings in exclusive branches (`case .ssn:` / `case .phone:`) are variants of the field.
      guard sorted.contains(where: { !$0.branches.isEmpty }) else { return [AnalyzedField(key: groupRoots[g], settings: sorted)] }
      return BranchVariants.variants(sorted).enumerated().map { v, members in
        var field = AnalyzedField(key: groupRoots[g], settings: members.map { sorted[$0] })
        field.variant = v
        field.hasNonEmptyMask = AnalyzedField.givesNonEmptyMask(sorted)
        return field
      }
    }
    // Building a field parses its masks and regexes: large projects do it in parallel chunks.
    let chunk = 256
    guard groupRoots.count > chunk else { return groupRoots.indices.flatMap(field) }
    let chunks = (groupRoots.count + chunk - 1) / chunk
    let results = ResultSlots<[AnalyzedField]>(count: chunks)
    DispatchQueue.concurrentPerform(iterations: chunks) { c in
      results[c] = ((c * chunk)..<min(groupRoots.count, (c + 1) * chunk)).flatMap(field)
    }
    return results.values.flatMap { $0 ?? [] }
  }
}
