import SourceScanning

/// One edit of an open document, as the settings and findings of its file see it: what ends
/// at or before the first changed byte keeps its place; what starts on a line after the last
/// changed line moves with the text after the edit (its bytes by the change in length, its
/// line and columns read from the new text); anything else is touched by the edit.
///
/// Lets an edit keep the findings of fields it cannot have changed instead of checking them
/// again (`AnalysisProject.replace`): a field whose settings, once moved, are the new ones
/// and whose findings all move has the same findings, moved.
struct TextShift {
  let path: String
  let change: LiteralEdit.Change
  let newText: SourceText
  /// First byte, in the old text, of the first line after the one where the change ends
  /// (nil when the change ends on the last line).
  private let movedFrom: Int?

  init?(path: String, old: SourceText, new: SourceText) {
    guard let change = LiteralEdit.change(from: old.bytes, to: new.bytes) else { return nil }
    self.path = path
    self.change = change
    self.newText = new
    let lastLine = old.line(containing: change.oldEnd)
    movedFrom = lastLine + 1 < old.lineStarts.count ? old.lineStarts[lastLine + 1] : nil
  }

  /// `range` of the old text in the new one; nil when the edit touches it.
  func range(_ range: Range<Int>) -> Range<Int>? {
    if range.upperBound <= change.start { return range }
    guard let movedFrom, range.lowerBound >= movedFrom else { return nil }
    return (range.lowerBound + change.delta)..<(range.upperBound + change.delta)
  }

  private func offset(_ offset: Int) -> Int? {
    range(offset..<offset)?.lowerBound
  }

  /// The setting as the new text has it, or nil when the edit touches it.
  func setting(_ setting: Setting) -> Setting? {
    var moved = setting
    if setting.path == path {
      guard let literal = range(setting.literal.range) else { return nil }
      if literal != setting.literal.range { moved.literal.shift(by: change.delta) }
      if let list = setting.alternativeList {
        guard let movedList = offset(list) else { return nil }
        moved.alternativeList = movedList
      }
    }
    if var use = setting.use, use.path == path {
      guard let movedUse = range(use.range) else { return nil }
      use.range = movedUse
      moved.use = use
    }
    return moved
  }

  /// Whether every place of `finding` in this file is kept or moved by the edit, and, when
  /// its words name a place (`RuleDescription.messageNamesPlaces`: a line would be stale),
  /// none moves.
  func keeps(_ finding: Finding) -> Bool {
    guard keeps(finding.location), finding.related.allSatisfy({ keeps($0.location) }) else { return false }
    if finding.location.path == path {
      guard finding.fixes.allSatisfy({ $0.edits.allSatisfy { range($0.range) != nil } }) else { return false }
    }
    if RuleCatalog.description(forID: finding.rule)?.messageNamesPlaces == true { return !moves(finding) }
    return true
  }

  private func keeps(_ location: SourceLocation) -> Bool {
    location.path != path || range(location.range) != nil
  }

  /// Whether `finding` has a place the edit moves (it must be rewritten).
  func moves(_ finding: Finding) -> Bool {
    func moves(_ location: SourceLocation) -> Bool {
      location.path == path && location.range.upperBound > change.start
    }
    return moves(finding.location) || finding.related.contains { moves($0.location) }
      || (finding.location.path == path && finding.fixes.contains { $0.edits.contains { $0.range.upperBound > change.start } })
  }

  /// `finding` (one that `keeps`) with its places in the new text.
  func moved(_ finding: Finding) -> Finding {
    var moved = finding
    moved.location = location(finding.location)
    for k in moved.related.indices { moved.related[k].location = location(finding.related[k].location) }
    if finding.location.path == path {
      for f in moved.fixes.indices {
        for e in moved.fixes[f].edits.indices {
          moved.fixes[f].edits[e].range = range(moved.fixes[f].edits[e].range)!
        }
      }
    }
    return moved
  }

  private func location(_ location: SourceLocation) -> SourceLocation {
    guard location.path == path, location.range.upperBound > change.start else { return location }
    return SourceLocation(path: path, range: range(location.range)!, in: newText)
  }
}
