/// How much typing maskls simulates for one mask. Every simulated key reformats the whole
/// text, and a caret map applies the mask once per raw caret, so the work grows with the
/// square of the mask's length (or faster): a mask pasted a thousand times over would stall
/// `maskls lint` and block the language server on a hover. Real masks take a few dozen
/// characters; above the budget the rules stay silent and the hover says what it skipped.
public enum SimulationBudget {
  /// The longest sample input (raw characters) that is replayed key by key.
  public static let maxSampleCharacters = 256

  /// Whether typing `sample` key by key stays within the budget.
  public static func allowsReplay(of sample: String) -> Bool {
    // `utf8.count` bounds `count` from above and is O(1) for native strings.
    sample.utf8.count <= maxSampleCharacters || sample.count <= maxSampleCharacters
  }
}
