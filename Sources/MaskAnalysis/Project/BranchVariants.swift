/// Splits one field's settings by exclusive branches: settings in different arms of one
/// `if`/`else` chain, `switch` or `when` never apply together, so each combination of arms is
/// checked as its own variant of the field (settings outside the branches are in every
/// variant, and may conflict with each arm's).
enum BranchVariants {
  /// At most this many variants per field; beyond, each arm is checked with the settings
  /// outside branches only (pairs across groups go unchecked: when unsure, say nothing).
  static let limit = 32

  /// Index lists into `settings`, one per variant; one list of all when no setting is in a
  /// branch.
  static func variants(_ settings: [Setting]) -> [[Int]] {
    var arms: [Int32: Set<Int32>] = [:]
    for s in settings {
      for b in s.branches { arms[b.group, default: []].insert(b.arm) }
    }
    guard !arms.isEmpty else { return [Array(settings.indices)] }
    let groups = arms.keys.sorted()
    var count = 1
    for g in groups {
      count *= arms[g]!.count
      if count > limit { break }
    }
    var choices: [[Int32: Int32]] = []
    if count <= limit {
      choices = [[:]]
      for g in groups {
        choices = choices.flatMap { partial in arms[g]!.sorted().map { a in partial.merging([g: a]) { $1 } } }
      }
    } else {
      for g in groups { for a in arms[g]!.sorted() { choices.append([g: a]) } }
    }
    var seen: Set<[Int]> = []
    var result: [[Int]] = []
    for choice in choices {
      let members = settings.indices.filter { i in
        settings[i].branches.allSatisfy { choice[$0.group] == $0.arm }
      }
      if !members.isEmpty, seen.insert(members).inserted { result.append(members) }
    }
    // A variant contained in another adds nothing the larger one does not check.
    return result.filter { small in
      !result.contains { big in big.count > small.count && Set(small).isSubset(of: big) }
    }
  }
}
