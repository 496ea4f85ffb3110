/// What building some fields reads: the files and their settings by key, the files of each of
/// the fields' keys, the links between keys and the project-wide tables, as of one moment
/// (values: taken under the lock, read without it).
///
/// It holds the files of the keys of the fields it was taken for, not the `FieldIndex`: a
/// change installed while the fields are built (the indexer, an edit) then updates the index
/// in place instead of copying the whole table for a reader that needs a few keys of it.
struct FieldInputs: Sendable {
  var files: [String: AnalysisProject.FileRecord]
  var links: FieldLinks
  var aliasTable: InputmaskAliasResolution.Table
  var globalTable: GlobalMaskOptionsResolution.Table
  /// The roots of the fields it was taken for, each once, in the order given.
  private(set) var roots: [FieldKey] = []
  /// The files of every key of the fields of `roots`, by number (a lint takes every key of
  /// the project: four bytes per file and key, not a name).
  private var fileIDsByKey: [FieldKey: [UInt32]] = [:]
  /// The names of the numbers in `fileIDsByKey`.
  private let fileNames: [String]

  /// Takes what building the fields of `roots` reads (under the project's lock).
  init(
    files: [String: AnalysisProject.FileRecord], index: FieldIndex, links: FieldLinks, roots: some Sequence<FieldKey>,
    aliasTable: InputmaskAliasResolution.Table, globalTable: GlobalMaskOptionsResolution.Table
  ) {
    self.files = files
    self.links = links
    self.aliasTable = aliasTable
    self.globalTable = globalTable
    fileNames = index.fileNames
    var seen: Set<FieldKey> = []
    for root in roots where seen.insert(root).inserted {
      self.roots.append(root)
      if !links.isLinked(root) {
        fileIDsByKey[root] = index.fileIDs(of: root)
        continue
      }
      for key in links.keys(ofRoot: root) where fileIDsByKey[key] == nil { fileIDsByKey[key] = index.fileIDs(of: key) }
    }
  }

  /// The files with settings of `key` (a key of the fields the inputs were taken for).
  func paths(of key: FieldKey) -> [String] { (fileIDsByKey[key] ?? []).map { fileNames[Int($0)] } }

  /// The settings of every key of the field `root`, resolved against the project's tables.
  func settings(root: FieldKey) -> [Setting] {
    var settings: [Setting] = []
    if !links.isLinked(root) {
      // In path order, each file's settings in source order: the field's settings come out
      // sorted (`FieldGrouping` then only checks it, instead of sorting thousands of
      // settings of a key that every file of a type shares).
      for path in paths(of: root).sorted() { settings.append(contentsOf: files[path]?.settings(for: root) ?? []) }
      return resolved(settings)
    }
    for key in links.keys(ofRoot: root) {
      for path in paths(of: key) {
        settings.append(contentsOf: files[path]?.settings(for: key) ?? [])
      }
    }
    return resolved(settings)
  }

  /// `settings` (all of one field's) resolved against the project's tables: Inputmask
  /// aliases and global mask options.
  func resolved(_ settings: [Setting]) -> [Setting] {
    Self.resolved(settings, aliasTable: aliasTable, globalTable: globalTable)
  }

  static func resolved(
    _ settings: [Setting], aliasTable: InputmaskAliasResolution.Table, globalTable: GlobalMaskOptionsResolution.Table
  ) -> [Setting] {
    GlobalMaskOptionsResolution.resolve(InputmaskAliasResolution.resolve(settings, table: aliasTable), table: globalTable)
  }

  /// The field's variants (empty when no setting is left).
  func fields(root: FieldKey) -> [AnalyzedField] {
    let settings = settings(root: root)
    return settings.isEmpty ? [] : FieldGrouping.fields(root: root, settings: settings)
  }

  /// The variants of a field whose settings are all `settings` (one file's group of a key
  /// linked to no other).
  func fields(root: FieldKey, ownSettings settings: [Setting]) -> [AnalyzedField] {
    Self.fields(root: root, ownSettings: settings, aliasTable: aliasTable, globalTable: globalTable)
  }

  /// The variants of a field whose settings are all `settings`, resolved against the tables
  /// given (`PrecheckedFields` checks a file's own fields before the project has its tables).
  static func fields(
    root: FieldKey, ownSettings settings: [Setting], aliasTable: InputmaskAliasResolution.Table,
    globalTable: GlobalMaskOptionsResolution.Table
  ) -> [AnalyzedField] {
    let settings = resolved(settings, aliasTable: aliasTable, globalTable: globalTable)
    return settings.isEmpty ? [] : FieldGrouping.fields(root: root, settings: settings)
  }
}
