/// How a check of every field at once (a lint; a workspace whose every field is dirty) is
/// split. A key whose settings are all in one file and that no outlet or view id links to
/// another key is a field of that file's own: it is checked from the file's group of
/// settings, file by file, with no key looked up in the project's tables. The fields of other
/// keys are built by root through `FieldInputs`, as a step builds them.
struct FullEvaluationPlan: Sendable {
  /// Per file, the ranges of its `settings` that are whole fields.
  var ownFields: [(record: AnalysisProject.FileRecord, ranges: [Range<Int>])] = []
  /// The roots of every other field, each once.
  var sharedRoots: [FieldKey] = []

  init(files: [String: AnalysisProject.FileRecord], index: FieldIndex, links: FieldLinks) {
    var seen: Set<FieldKey> = []
    for path in files.keys.sorted() {
      guard let record = files[path] else { continue }
      let settings = record.facts.settings
      var ranges: [Range<Int>] = []
      for (hash, range) in record.facts.groups.hashedRanges {
        let key = settings.field(at: range.lowerBound)
        if !index.isShared(hash: hash), !links.isLinked(key) {
          ranges.append(range)
        } else {
          let root = links.root(key)
          if seen.insert(root).inserted { sharedRoots.append(root) }
        }
      }
      if !ranges.isEmpty { ownFields.append((record, ranges)) }
    }
  }
}
