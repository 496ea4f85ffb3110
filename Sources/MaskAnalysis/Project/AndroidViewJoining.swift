/// Joins the Android view keys that name one view: a layout's `@+id/phone_input`, code's
/// `R.id.phone_input` and view binding's `binding.phoneInput` (view binding turns snake_case
/// ids into camelCase properties).
enum AndroidViewJoining {
  /// The view-binding property for a resource id: `phone_input` → `phoneInput`.
  static func bindingName(_ id: String) -> String {
    var result = ""
    var upperNext = false
    for c in id {
      if c == "_" {
        upperNext = !result.isEmpty
        continue
      }
      result += upperNext ? c.uppercased() : String(c)
      upperNext = false
    }
    return result
  }

  /// Pairs of keys to unite, from the Android view ids present and whether a layout names
  /// each. Each group's first key is spelled as a layout spells it, when a layout names the
  /// view, so messages show the resource id.
  static func links(_ views: [String: Bool]) -> [(FieldKey, FieldKey)] {
    var groups: [String: [(id: String, fromLayout: Bool)]] = [:]
    for (id, fromLayout) in views.sorted(by: { $0.key < $1.key }) {
      groups[bindingName(id), default: []].append((id, fromLayout))
    }
    var pairs: [(FieldKey, FieldKey)] = []
    for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
      let representative = members.first(where: \.fromLayout) ?? members[0]
      for m in members where m.id != representative.id {
        pairs.append((.androidView(id: representative.id), .androidView(id: m.id)))
      }
    }
    return pairs
  }
}
