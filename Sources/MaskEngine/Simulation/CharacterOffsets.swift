/// Clamping of caller-supplied `Character` offsets, so that out-of-range carets and edits
/// never trap.
enum CharacterOffsets {
  /// `value` limited to `0...count`.
  static func clamp(_ value: Int, count: Int) -> Int {
    min(max(value, 0), max(count, 0))
  }

  /// `range` limited to `0...count` at both ends, never inverted.
  static func clamp(_ range: Range<Int>, count: Int) -> Range<Int> {
    let lower = clamp(range.lowerBound, count: count)
    let upper = max(lower, clamp(range.upperBound, count: count))
    return lower..<upper
  }
}
