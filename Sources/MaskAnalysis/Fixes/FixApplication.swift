/// Applies fixes to a file's bytes.
public enum FixApplication {
  /// The outcome of `apply(_:to:)`.
  public struct Result: Sendable {
    /// The file's bytes with the applied fixes.
    public var bytes: [UInt8]
    /// Indices (into the fixes given) of the fixes applied.
    public var applied: [Int]
    /// Indices of the fixes left out because one of their edits overlaps an edit of a fix
    /// applied before them (or lies outside the file).
    public var skipped: [Int]
  }

  /// Applies `fixes` to `bytes`, in the order given: a fix whose edits overlap an edit already
  /// taken (two edits touching at one point are allowed, unless both insert there) or fall
  /// outside the file is skipped whole, so the result never mixes two fixes of one place.
  /// Every edit range is in the original bytes; the result is computed in one pass.
  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
    var taken: [TextEdit] = []
    var applied: [Int] = []
    var skipped: [Int] = []
    for (index, fix) in fixes.enumerated() {
      let fits = fix.edits.allSatisfy { edit in
        edit.range.lowerBound >= 0 && edit.range.upperBound <= bytes.count
          && !taken.contains { Self.conflict($0, edit) }
      } && !Self.selfOverlapping(fix.edits)
      if fits {
        taken.append(contentsOf: fix.edits)
        applied.append(index)
      } else {
        skipped.append(index)
      }
    }
    // Stable order: edits at one point keep the order of their fixes.
    let ordered = taken.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var at = 0
    for edit in ordered {
      out.append(contentsOf: bytes[at..<edit.range.lowerBound])
      out.append(contentsOf: edit.newText.utf8)
      at = edit.range.upperBound
    }
    out.append(contentsOf: bytes[at...])
    return Result(bytes: out, applied: applied, skipped: skipped)
  }

  static func conflict(_ a: TextEdit, _ b: TextEdit) -> Bool {
    if a.range.overlaps(b.range) { return true }
    // Two insertions at one point, or an insertion strictly inside a replaced range.
    if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
    if a.range.isEmpty { return b.range.lowerBound < a.range.lowerBound && a.range.lowerBound < b.range.upperBound }
    if b.range.isEmpty { return a.range.lowerBound < b.range.lowerBound && b.range.lowerBound < a.range.upperBound }
    return false
  }

  static func selfOverlapping(_ edits: [TextEdit]) -> Bool {
    for i in edits.indices {
      for j in edits.indices where j > i && conflict(edits[i], edits[j]) { return true }
    }
    return false
  }
}
