/// How much typing maskls simulates for one mask. Every simulated key reformats the whole
/// text, and a caret map applies the mask once per raw caret, so the work grows with the
/// square of the mask's length (or faster): a mask pasted a thousand times over would stall
/// `maskls lint` and block the language server on a hover. Real masks take a few dozen
/// characters; above the budget the rules stay silent and the hover says what it skipped.
public enum SimulationBudget {
  /// The longest sample input (raw characters) that is replayed key by key.
  public static let maxSampleCharacters = 256

  /// Keys times mask characters one default replay may cost: each key reformats against the
  /// whole mask, so a 20,000-character mask gets a few keys, not 256.
  public static let maxReplayWork = 64 * 1_024

  /// The most characters of a mask a hover repeats, and the most parts it explains: a
  /// pasted mask of a megabyte would otherwise make a hover ten times its size.
  public static let maxHoverPatternCharacters = 1_000
  public static let maxHoverParts = 64
  /// The most characters of one part's text an explanation shows (a run of a million slots
  /// is one part).
  public static let maxPartCharacters = 60

  /// How many keys of a sample a default replay types for a mask of `patternLength`
  /// characters: at most `maxSampleCharacters`, fewer for long masks, at least 8.
  public static func replayKeyCount(patternLength: Int) -> Int {
    min(maxSampleCharacters, max(8, maxReplayWork / max(1, patternLength)))
  }

  /// Whether typing `sample` key by key stays within the budget.
  public static func allowsReplay(of sample: String) -> Bool {
    // `utf8.count` bounds `count` from above and is O(1) for native strings.
    sample.utf8.count <= maxSampleCharacters || sample.count <= maxSampleCharacters
  }
}
