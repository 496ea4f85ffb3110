/// What building a field reads: every file's settings by key, the links between keys and the
/// project-wide tables, as of one moment (values: taken under the lock, read without it).
struct FieldInputs: Sendable {
  var files: [String: AnalysisProject.FileRecord]
  var index: FieldIndex
  var links: FieldLinks
  var aliasTable: InputmaskAliasResolution.Table
  var globalTable: GlobalMaskOptionsResolution.Table

  /// The settings of every key of the field `root`, resolved against the project's tables.
  func settings(root: FieldKey) -> [Setting] {
    var settings: [Setting] = []
    for key in links.keys(ofRoot: root) {
      for path in index.paths(of: key) {
        settings.append(contentsOf: files[path]?.settings(for: key) ?? [])
      }
    }
    return GlobalMaskOptionsResolution.resolve(InputmaskAliasResolution.resolve(settings, table: aliasTable), table: globalTable)
  }

  /// The field's variants (empty when no setting is left).
  func fields(root: FieldKey) -> [AnalyzedField] {
    let settings = settings(root: root)
    return settings.isEmpty ? [] : FieldGrouping.fields(root: root, settings: settings)
  }
}
