extension RegexLanguage {
  /// For a regex used to validate through a search API (`firstMatch`, `range(of:)`): an input
  /// the search accepts although the whole input does not match, like `abc123xyz` for `\d+`.
  /// Nil when none of the tried wrappings of a typical match shows a difference (anchored
  /// regexes, or ones like `.*` where it makes no difference).
  public func unanchoredExample() -> AnalysisOutcome<String?> {
    let typical: [String]
    switch samples(count: 3) {
    case .answered(let s): typical = s
    case .incomplete(let r): return .incomplete(reason: r)
    case .notAnalysed(let r): return .notAnalysed(reason: r)
    }
    guard let match = typical.last else { return .answered(nil) }
    let matcher = RegexMatcher(core, budget: budget)
    let wrappings: [(String, String)] = [
      ("abc", "xyz"), ("", "xyz"), ("abc", ""), ("!", "!"), ("", "!"), ("!", ""), (" ", " "), ("a", "a"), ("1", "1"),
    ]
    for (before, after) in wrappings {
      let candidate = before + match + after
      guard let found = matcher.contains(candidate), let whole = matcher.fullMatch(candidate) else {
        return .incomplete(reason: "analysis incomplete: time limit of \(budget.timeLimit) exceeded")
      }
      if found && !whole { return .answered(candidate) }
    }
    return .answered(nil)
  }
}
