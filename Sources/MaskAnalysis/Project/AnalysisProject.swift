import Foundation
import SourceScanning

/// The set of files analysed together, so that a field configured in a storyboard and in
/// code is one field. Used by `maskls lint` (all files at once) and the language server
/// (files updated as they change). Thread-safe.
///
/// Incremental: each file's facts are computed once per content; a change marks the field
/// keys of the file's old and new settings dirty (`FieldIndex`), and an evaluation re-checks
/// only the fields of dirty keys and re-assembles only the files whose findings moved. The
/// text of a file is kept only when asked (open documents); other files are read again when
/// a finding in them needs a position (`SourceLocator`).
public final class AnalysisProject: @unchecked Sendable {
  /// One file of the project. A reference, replaced whole: a snapshot of the table of files
  /// (a step's `FieldInputs`) copies one pointer per file when a change is installed
  /// meanwhile, not every array of every file's facts.
  final class FileRecord: Sendable {
    let facts: FileFacts
    /// The keys of the file's settings.
    var fieldKeys: [FieldKey] { facts.fieldKeys }
    /// Project-wide and increasing: every new content of a file gets a new value, so nothing
    /// computed from an older content can pass for the new one.
    let generation: Int
    /// Kept for open documents; nil for files read from disk.
    let text: SourceText?

    init(facts: FileFacts, generation: Int, text: SourceText?) {
      self.facts = facts
      self.generation = generation
      self.text = text
    }

    /// What the field of `key` reads from this file.
    func settings(for key: FieldKey) -> ArraySlice<Setting> { facts.settings(for: key) }
  }

  /// The findings of one field (all its branch variants), before configuration and
  /// suppressions are applied.
  struct FieldEntry: Sendable {
    var findings: [Finding]
    var paths: Set<String>
  }

  private let lock = NSLock()
  /// Held for a whole evaluation step (one at a time); `lock` only for short reads and writes.
  private let evaluationLock = NSLock()
  private let positions = PositionCache()

  private var files: [String: FileRecord] = [:]
  private var nextGeneration = 1
  private var index = FieldIndex()
  private var outlets: [String: [OutletLink]] = [:]
  private var links = FieldLinks()
  private var linksDirty = false
  private var globals: [String: [Setting]] = [:]
  private var aliasTable = InputmaskAliasResolution.Table([])
  private var globalOptionsTable = GlobalMaskOptionsResolution.Table([])
  private var globalsDirty = false
  private var everythingDirty = false
  /// Files whose facts hold `PrecheckedFields` instead of some of their settings.
  private var precheckedPaths: Set<String> = []
  /// Whether files read with no text to keep (the server's files that are not open) are
  /// checked alone as they come (`ClosedFileChecks`); a lint checks them its own way.
  private let checksClosedFilesAlone: Bool
  /// With `checksClosedFilesAlone`: the files that are not open keep the settings other files'
  /// fields need compactly, as a lint does (`FileSettings.compacted`), sharing these templates.
  private let closedFileTemplates: SettingTemplates?
  private var closedChecks = ClosedFileChecks()
  /// The outlets' property names the files checked alone were last compared with.
  private var outletNamesCompared: Set<String> = []
  /// Closed files read again because their keys were no longer theirs alone (tests).
  private var closedFileRestores = 0
  var closedFileRestoresForTesting: Int { lock.withLock { closedFileRestores } }
  /// Keys whose fields must be checked again.
  private var dirtyKeys: Set<FieldKey> = []
  /// Set while `evaluateEverything` checks every field outside the lock: every key counts as
  /// dirty meanwhile (no finding is settled, none is moved by an edit).
  private var fullPassInFlight = false
  /// Keys whose fields the running evaluation step is checking.
  private var inFlightKeys: Set<FieldKey> = []
  /// Files whose findings must be assembled again (suppressions or constant uses changed).
  private var dirtyPaths: Set<String> = []
  private var entries: [FieldKey: FieldEntry] = [:]
  private var rootsByFindingPath: [String: Set<FieldKey>] = [:]
  /// Findings by path, as last assembled, with the file's generation then.
  private var assembled: [String: [Finding]] = [:]
  private var assembledGenerations: [String: Int] = [:]
  /// The project's constants as the files' facts were last resolved against; rebuilt when a
  /// file's constants change (`refreshConstants`).
  private var constantTable = ConstantTable()
  private var constantsChanged = false

  /// `.maskls.json` settings of the project's root (custom setting names, rule severities,
  /// excludes): the configuration of files under no folder of `configurations`.
  public var configuration: ProjectConfiguration {
    lock.withLock { storedConfigurations.fallback }
  }
  /// Every folder's configuration; a file follows the nearest folder's.
  public var configurations: ConfigurationSet {
    lock.withLock { storedConfigurations }
  }
  /// The configuration that applies to `path` (the nearest `.maskls.json` above it).
  public func configuration(forPath path: String) -> ProjectConfiguration {
    lock.withLock { storedConfigurations.configuration(forPath: path) }
  }
  private var storedConfigurations: ConfigurationSet
  private let silencesMaskLibraryCopy: (@Sendable (String) -> Bool)?
  private var configurationGeneration = 0
  /// Counts the changes of `constantTable`: facts prepared against an older table are
  /// recognised again when installed (a file read while a constant it uses appeared would
  /// otherwise keep its references unresolved, with no later change to resolve them).
  private var constantGeneration = 0

  /// `remembersFields` is accepted for compatibility: findings are always kept per field.
  /// `checksClosedFilesAlone`: see `ClosedFileChecks` (the language server's workspace).
  public convenience init(
    configuration: ProjectConfiguration = ProjectConfiguration(), remembersFields: Bool = true, checksClosedFilesAlone: Bool = false
  ) {
    self.init(configurations: ConfigurationSet(configuration), checksClosedFilesAlone: checksClosedFilesAlone)
  }

  /// A project whose files follow their folders' configurations. `silencesMaskLibraryCopy`
  /// says whether the findings placed in a copy of a mask library at a path are left out
  /// (`FileFacts.isMaskLibraryCopy`); by default, when the path's configuration keeps the
  /// default excludes (a lint decides from its command line as well).
  public init(
    configurations: ConfigurationSet, checksClosedFilesAlone: Bool = false,
    silencesMaskLibraryCopy: (@Sendable (String) -> Bool)? = nil
  ) {
    self.storedConfigurations = configurations
    self.checksClosedFilesAlone = checksClosedFilesAlone
    closedFileTemplates = checksClosedFilesAlone ? SettingTemplates(dropsUnused: true) : nil
    self.silencesMaskLibraryCopy = silencesMaskLibraryCopy
    // The configurations' own problems are findings in them.
    for c in configurations.all { if let path = c.path { dirtyPaths.insert(path) } }
  }

  // MARK: - Changes

  /// Adds or replaces a file's text. The path's extension decides the language; files of
  /// other languages are ignored. With `keepsText`, the text stays in memory (an open
  /// document); otherwise it is read again from disk when a finding needs a position.
  public func setFile(path: String, text: SourceText, keepsText: Bool = true) {
    guard let prepared = prepare(path: path, text: text, keepsText: keepsText) else { return }
    install(prepared)
  }

  /// A file scanned and recognised outside the project's lock, ready to `install`.
  public struct PreparedFile: Sendable {
    fileprivate let facts: FileFacts
    /// `facts` with the file's own fields checked and their settings dropped, when the
    /// project checks closed files alone (installed if still their own, `acceptsPrechecked`).
    fileprivate var checked: FileFacts? = nil
    fileprivate let generation: Int
    /// `constantGeneration` when the facts were made.
    fileprivate let constantGeneration: Int
    fileprivate let text: SourceText
    fileprivate let keepsText: Bool
    /// The lexed file the facts were made from (one code file), to pass as `previous` when
    /// the same document's next text is prepared.
    public let scan: ScannedFile?
    public var path: String { facts.path }
  }

  /// Scans `text` without touching the project (no lock held): the expensive half of
  /// `setFile`, for callers that must not hold their own locks while scanning. `previous`,
  /// the `scan` of an earlier text of the same file, spares lexing it again when the edit
  /// stayed inside one string literal; `keepsScan` (an open document) returns the new scan
  /// for the next edit.
  public func prepare(
    path: String, text: SourceText, keepsText: Bool = true, previous: consuming ScannedFile? = nil, keepsScan: Bool = false
  ) -> PreparedFile? {
    guard let language = SourceLanguage(path: path) else { return nil }
    let (vocabulary, generation, constants, tableGeneration) = lock.withLock {
      (storedConfigurations.configuration(forPath: path).vocabulary, configurationGeneration, constantTable, self.constantGeneration)
    }
    var facts: FileFacts
    var scan: ScannedFile? = nil
    let checksAlone = checksClosedFilesAlone && !keepsText && !keepsScan && previous == nil
    if keepsScan || previous != nil {
      (facts, scan) = FileFacts.make(
        path: path, language: language, text: text, vocabulary: vocabulary, constants: constants, previous: consume previous)
      if !keepsScan { scan = nil }
    } else {
      facts = FileFacts.make(path: path, language: language, text: text, vocabulary: vocabulary, constants: constants)
    }
    var checked: FileFacts? = nil
    if checksAlone, let templates = closedFileTemplates {
      let own = facts.prechecking(text: text, sharing: templates)
      if own.prechecked != nil { checked = own }
      // The whole facts are installed when the checked ones are not (rare when these keep no
      // setting: then they stay as they are).
      if !(checked?.settings.isEmpty ?? false) { facts.settings = facts.settings.compacted(path: path, sharing: templates) }
    }
    var prepared = PreparedFile(
      facts: facts, generation: generation, constantGeneration: tableGeneration, text: text, keepsText: keepsText, scan: scan)
    prepared.checked = checked
    return prepared
  }

  /// Adds or replaces a file with prepared facts; facts recognised under an older
  /// configuration (a `reconfigure` ran meanwhile) or an older constant table (a constant
  /// appeared or changed meanwhile) are recognised again.
  /// - Returns: the file's new generation.
  @discardableResult
  public func install(_ file: PreparedFile) -> Int {
    var file = file
    while true {
      lock.lock()
      if file.generation == configurationGeneration, file.constantGeneration == constantGeneration {
        let facts = file.checked.flatMap { acceptsPrechecked($0) ? $0 : nil } ?? file.facts
        let generation = replace(file.path, with: facts, text: file.keepsText ? file.text : nil)
        lock.unlock()
        return generation
      }
      lock.unlock()
      guard let again = prepare(path: file.path, text: file.text, keepsText: file.keepsText, previous: file.scan, keepsScan: file.scan != nil) else { return 0 }
      file = again
    }
  }

  /// Adds precomputed facts (the lint driver scans files in parallel and keeps no text but
  /// those in `texts`: a file read from standard input).
  func setFacts(_ facts: [FileFacts], keeping texts: [String: SourceText] = [:]) {
    lock.lock()
    // Many files at once (a lint): every field is checked, no key needs marking.
    everythingDirty = true
    for f in facts { replace(f.path, with: f, text: texts[f.path]) }
    lock.unlock()
  }

  /// Forgets a file.
  public func removeFile(path: String) {
    lock.lock()
    if files[path] != nil { replace(path, with: nil, text: nil) }
    lock.unlock()
  }

  /// One configuration for every file (see `reconfigure(_:)` of a set).
  public func reconfigure(_ configuration: ProjectConfiguration) {
    reconfigure(ConfigurationSet(configuration))
  }

  /// Replaces the configurations. Only the files whose configuration changed are touched:
  /// recognised again when their vocabulary changed, assembled again when their rule
  /// severities did; the `.maskls.json` files that changed show their problems again.
  public func reconfigure(_ configurations: ConfigurationSet) {
    lock.lock()
    let previous = storedConfigurations
    guard previous != configurations else {
      lock.unlock()
      return
    }
    storedConfigurations = configurations
    configurationGeneration += 1
    let current = files
    let table = constantTable
    var reassemble: Set<String> = []
    var recognising: [FileRecord] = []
    for path in Set(current.keys).union(assembled.keys) {
      let old = previous.configuration(forPath: path)
      let new = configurations.configuration(forPath: path)
      guard old != new else { continue }
      if old.ruleSeverities != new.ruleSeverities { reassemble.insert(path) }
      if old.customSettings != new.customSettings, let record = current[path] { recognising.append(record) }
    }
    // A configuration file that appeared, went or changed: its problems are findings in it.
    let before = Dictionary(previous.all.map { ($0.path!, $0) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(configurations.all.map { ($0.path!, $0) }, uniquingKeysWith: { a, _ in a })
    for path in Set(before.keys).union(after.keys) where before[path] != after[path] { reassemble.insert(path) }
    dirtyPaths.formUnion(reassemble)
    lock.unlock()
    let made = Self.factsMadeAgain(recognising, configurations: configurations, constants: table)
    lock.lock()
    for (record, facts) in made where files[record.facts.path]?.generation == record.generation {
      replace(record.facts.path, with: facts, text: record.text, sameContent: true)
    }
    lock.unlock()
  }

  /// Installs `facts` for `path` (nil: the file leaves), marking dirty what the change can
  /// affect. Called with the lock held. Returns the new generation.
  /// `sameContent`: the facts were made again from the content the file had (a constant or
  /// the configuration changed), which keeps its generation.
  @discardableResult
  private func replace(_ path: String, with facts: FileFacts?, text: SourceText?, sameContent: Bool = false) -> Int {
    let old = files[path]
    let generation: Int
    if sameContent, let old, old.facts.fingerprint == facts?.fingerprint {
      generation = old.generation
    } else {
      generation = nextGeneration
      nextGeneration += 1
      positions.forget(path)
    }
    // Fields with findings placed in this file though their settings are elsewhere (a
    // constant's literal): their positions move with this file.
    if !everythingDirty, let foreign = index.foreignKeys(locatedIn: path) { dirtyKeys.formUnion(foreign) }
    // An edit of an open document leaves alone the fields it cannot have changed.
    let (untouched, movedRoots, shift) = everythingDirty ? ([], [], nil) : untouchedKeys(old, facts, text: text)
    if let shift {
      for root in movedRoots {
        if let findings = entries[root]?.findings { entries[root]?.findings = findings.map(shift.moved) }
      }
    }
    index.replace(old?.facts, with: facts)
    if checksClosedFilesAlone {
      closedChecks.replaced(path: path, old: old?.facts, new: facts) { hash in
        precheckedPaths.first { $0 != path && files[$0]?.facts.prechecked?.checks(hash: hash) == true }
      }
    }
    if let old {
      if !everythingDirty { dirtyKeys.formUnion(old.fieldKeys.lazy.filter { !untouched.contains($0) }) }
      markUsePaths(of: old.facts)
      if !old.facts.constants.isEmpty { constantsChanged = true }
    }
    if outlets[path] != nil || !(facts?.outlets.isEmpty ?? true) { linksDirty = true }
    outlets[path] = facts.flatMap { $0.outlets.isEmpty ? nil : $0.outlets.map { OutletLink(element: $0.element, property: $0.property, ownerClass: $0.ownerClass) } }
    if (globals[path] ?? []) != (facts?.globals ?? []) {
      globalsDirty = true
      globals[path] = facts.flatMap { $0.globals.isEmpty ? nil : $0.globals }
    }
    if facts?.prechecked != nil { precheckedPaths.insert(path) } else { precheckedPaths.remove(path) }
    if let facts {
      files[path] = FileRecord(facts: facts, generation: generation, text: text)
      if !everythingDirty { dirtyKeys.formUnion(facts.fieldKeys.lazy.filter { !untouched.contains($0) }) }
      markUsePaths(of: facts)
      if old?.facts.constants != facts.constants { constantsChanged = true }
    } else {
      files[path] = nil
    }
    if !everythingDirty, let foreign = index.foreignKeys(locatedIn: path) { dirtyKeys.formUnion(foreign) }
    if index.linkableKeysChanged {
      linksDirty = true
      index.resetLinkChanges()
    }
    dirtyPaths.insert(path)
    return generation
  }

  /// Keys of a file's new facts whose fields need no new check (lock held), and the roots
  /// whose findings move with the text: the key's settings in the old facts, moved by the
  /// edit (`TextShift`), are its new settings; no step is checking it now; and everything
  /// its field reported in this file (findings, related places, fix edits) ends at or before
  /// the first changed byte or starts on a line after the last changed one. Both texts are
  /// needed (open documents); otherwise every key of the file is checked again.
  private func untouchedKeys(_ old: FileRecord?, _ facts: FileFacts?, text: SourceText?) -> (keys: Set<FieldKey>, movedRoots: Set<FieldKey>, shift: TextShift?) {
    guard !fullPassInFlight, let old, let facts, let oldText = old.text, let text, old.facts.path == facts.path,
      let shift = TextShift(path: facts.path, old: oldText, new: text)
    else { return ([], [], nil) }
    var untouched: Set<FieldKey> = []
    var movedRoots: Set<FieldKey> = []
    for key in facts.fieldKeys where !inFlightKeys.contains(key) {
      let before = old.facts.settings(for: key)
      let after = facts.settings(for: key)
      guard before.count == after.count, zip(before, after).allSatisfy({ shift.setting($0.0) == $0.1 }) else { continue }
      let root = links.root(key)
      if let entry = entries[root] {
        guard entry.findings.allSatisfy({ shift.keeps($0) }) else { continue }
        if entry.findings.contains(where: { shift.moves($0) }) { movedRoots.insert(root) }
      }
      untouched.insert(key)
    }
    return (untouched, movedRoots, shift)
  }

  /// Files where `facts`' settings are placed or used apart from its own: their findings'
  /// related uses change with it.
  private func markUsePaths(of facts: FileFacts) {
    for i in facts.settings.indices {
      let placed = facts.settings.path(at: i)
      if placed != facts.path { dirtyPaths.insert(placed) }
      if let use = facts.settings.use(at: i), use.path != facts.path { dirtyPaths.insert(use.path) }
    }
  }

  // MARK: - Reading

  /// The files whose facts still hold `PrecheckedFields` instead of some of their settings.
  var precheckedFilePaths: Set<String> {
    lock.withLock { precheckedPaths }
  }

  public var paths: [String] {
    lock.withLock { Array(files.keys) }
  }

  /// The text last given for `path` (kept, or read again from disk when it still matches).
  public func text(forPath path: String) -> SourceText? {
    guard let record = lock.withLock({ files[path] }) else { return nil }
    if let text = record.text { return text }
    guard let text = Self.readText(path), ContentFingerprint(text.bytes) == record.facts.fingerprint else { return nil }
    return text
  }

  /// The content generation of `path` in the project (nil when it is not a file of it).
  public func generation(ofPath path: String) -> Int? {
    lock.withLock { files[path]?.generation }
  }

  /// The findings located in `path` (cross-file fields included), sorted by position.
  public func findings(forPath path: String) -> [Finding] {
    evaluate()
    return lock.withLock { assembled[path] ?? [] }
  }

  /// All findings, sorted by path and position.
  public func allFindings() -> [Finding] {
    evaluate()
    return lock.withLock { assembled.keys.sorted().flatMap { assembled[$0] ?? [] } }
  }

  /// `findings(forPath:)` for a request that can be abandoned: nil as soon as `isCancelled`
  /// says so (checked between fields, and while a step under way holds the evaluation).
  public func findings(forPath path: String, unless isCancelled: @escaping @Sendable () -> Bool) -> [Finding]? {
    guard evaluate(unless: isCancelled) else { return nil }
    return lock.withLock { assembled[path] ?? [] }
  }

  /// `allFindings()` for a request that can be abandoned (see `findings(forPath:unless:)`).
  public func allFindings(unless isCancelled: @escaping @Sendable () -> Bool) -> [Finding]? {
    guard evaluate(unless: isCancelled) else { return nil }
    return lock.withLock { assembled.keys.sorted().flatMap { assembled[$0] ?? [] } }
  }

  /// The findings of `path` as last assembled, when nothing pending can change them, with
  /// the generation of the file they were placed in (nil for a path that is not a file of
  /// the project, such as `.maskls.json`). Never waits for an evaluation.
  public func settledFindings(forPath path: String) -> (findings: [Finding], generation: Int?)? {
    lock.lock()
    defer { lock.unlock() }
    guard !everythingDirty, !fullPassInFlight, !linksDirty, !globalsDirty, !constantsChanged, !dirtyPaths.contains(path),
      !closedChecks.pendingRestores.contains(path)
    else { return nil }
    if let record = files[path] {
      guard assembledGenerations[path] == record.generation else { return nil }
      for key in record.fieldKeys where isDirty(key) { return nil }
    }
    if let foreign = index.foreignKeys(locatedIn: path) {
      for key in foreign where isDirty(key) { return nil }
    }
    // Fields whose last findings are placed here though none of the file's settings has their
    // key now (a setting removed by the edit): their findings sit at the old positions until
    // the field is checked again.
    for root in rootsByFindingPath[path] ?? [] where isDirty(root) { return nil }
    return (assembled[path] ?? [], files[path]?.generation)
  }

  /// Whether the field of `key` has a dirty key (lock held).
  private func isDirty(_ key: FieldKey) -> Bool {
    if fullPassInFlight { return true }
    guard !dirtyKeys.isEmpty || !inFlightKeys.isEmpty else { return false }
    if dirtyKeys.contains(key) || inFlightKeys.contains(key) { return true }
    return links.keys(ofRoot: links.root(key)).contains { dirtyKeys.contains($0) || inFlightKeys.contains($0) }
  }

  /// Whether some change is not evaluated yet.
  public var hasPendingWork: Bool {
    lock.withLock {
      !dirtyKeys.isEmpty || !inFlightKeys.isEmpty || !dirtyPaths.isEmpty || everythingDirty || fullPassInFlight || linksDirty
        || globalsDirty || constantsChanged || !closedChecks.pendingRestores.isEmpty
    }
  }

  /// What building the fields of `roots` reads, as of now (taken under the lock, read
  /// without it).
  private func currentInputs(roots: ([String: FileRecord], FieldIndex, FieldLinks) -> [FieldKey]) -> FieldInputs {
    lock.withLock {
      // A file that checked alone a key another file now has is read again first.
      if !closedChecks.pendingRestores.isEmpty { restoreClosedFiles() }
      return FieldInputs(
        files: files, index: index, links: links, roots: roots(files, index, links), aliasTable: aliasTable,
        globalTable: globalOptionsTable)
    }
  }

  /// What building the fields with a setting placed in `path` reads, as of now.
  private func currentInputs(placedIn path: String) -> FieldInputs {
    currentInputs { files, index, links in Self.keys(placedIn: path, files: files, index: index).map { links.root($0) } }
  }

  /// The keys of the settings of `path` and of the settings of other files placed in it.
  private static func keys(placedIn path: String, files: [String: FileRecord], index: FieldIndex) -> [FieldKey] {
    var keys: [FieldKey] = []
    if let record = files[path] { keys.append(contentsOf: record.fieldKeys) }
    if let foreign = index.foreignKeys(locatedIn: path) { keys.append(contentsOf: foreign) }
    return keys
  }

  /// The fields of the project, with their settings, in source order (for previews and tests).
  public func fields() -> [AnalyzedField] {
    if lock.withLock({ linksDirty || globalsDirty || constantsChanged }) { evaluate() }
    let inputs = currentInputs { files, _, links in files.keys.sorted().flatMap { files[$0]?.fieldKeys ?? [] }.map { links.root($0) } }
    return inputs.roots.flatMap { inputs.fields(root: $0) }.sorted {
      guard let a = $0.settings.first, let b = $1.settings.first else { return !$0.settings.isEmpty && $1.settings.isEmpty }
      return FieldGrouping.inSourceOrder(a, b) || (!FieldGrouping.inSourceOrder(b, a) && $0.variant < $1.variant)
    }
  }

  /// The fields with a setting placed in `path` (built from the current facts, only those:
  /// the cost follows the file, not the workspace).
  public func fields(forPath path: String) -> [AnalyzedField] {
    if lock.withLock({ linksDirty || globalsDirty || constantsChanged }) { evaluate() }
    let inputs = currentInputs(placedIn: path)
    return inputs.roots.flatMap { inputs.fields(root: $0) }.filter { $0.settings.contains { $0.path == path } }
  }

  /// Hover for byte `offset` in `path`, when it falls on a recognised mask or regex literal.
  /// Builds only the field under the offset, from the current facts: never waits for an
  /// evaluation.
  public func hover(path: String, offset: Int) -> HoverInfo? {
    let inputs = currentInputs(placedIn: path)
    func covers(_ r: Range<Int>) -> Bool { r.lowerBound <= offset && offset < max(r.upperBound, r.lowerBound + 1) }
    var candidates: [(Setting, Range<Int>)] = []
    for key in inputs.roots.flatMap({ inputs.links.keys(ofRoot: $0) }) {
      for p in inputs.paths(of: key) {
        for s in inputs.files[p]?.settings(for: key) ?? [] {
          if s.path == path, covers(s.literal.range) { candidates.append((s, s.literal.range)) }
          if let use = s.use, use.path == path, covers(use.range) { candidates.append((s, use.range)) }
        }
      }
    }
    guard let (setting, range) = candidates.min(by: { FieldGrouping.inSourceOrder($0.0, $1.0) }) else { return nil }
    let fields = inputs.fields(root: inputs.links.root(setting.field))
    guard let field = fields.first(where: { $0.settings.contains(setting) }) else { return nil }
    return HoverInfo(markdown: HoverRenderer.markdown(for: setting, in: field), range: range)
  }

  // MARK: - Evaluation

  /// Fields checked per step when everything pending is evaluated at once (a lint): the
  /// step's working sets stay this small whatever the size of the workspace.
  static let evaluationChunk = 4096

  /// Keys without settings any more looked at per step beyond the fields checked.
  static let goneKeysPerStep = 4096

  /// Runs between a step's checks and the installing of their results (tests only: a change
  /// made here arrives exactly while a step is under way).
  nonisolated(unsafe) var afterCheckForTesting: (() -> Void)?

  /// Evaluates every pending change: every field in one pass when all are dirty (a lint),
  /// then what changed meanwhile step by step.
  public func evaluate() {
    evaluateEverythingIfDirty()
    while evaluateStep(limit: Self.evaluationChunk).remaining {}
  }

  /// When every field is dirty, checks them all in one pass (`FullEvaluationPlan`): the
  /// fields of one file's own keys file by file, in parallel, from the file's groups of
  /// settings; the others by root. What a step spends per key on choosing, marking and
  /// looking up is spent per file. The findings are those steps would give.
  private func evaluateEverythingIfDirty() {
    evaluationLock.lock()
    defer { evaluationLock.unlock() }
    lock.lock()
    settleTables()
    guard everythingDirty else {
      lock.unlock()
      return
    }
    if !checksClosedFilesAlone {
      restorePrechecked()
      settleTables()
    }
    everythingDirty = false
    fullPassInFlight = true
    // Every key is checked below; keys dirtied from now on (a change meanwhile) stay dirty.
    dirtyKeys.removeAll()
    let plan = FullEvaluationPlan(files: files, index: index, links: links)
    let inputs = FieldInputs(
      files: files, index: index, links: links, roots: plan.sharedRoots, aliasTable: aliasTable, globalTable: globalOptionsTable)
    let configurations = storedConfigurations
    var touched = Set(assembled.keys).union(rootsByFindingPath.keys).union(files.keys)
    lock.unlock()

    let snapshotFiles = inputs.files
    let locator = Self.locator(snapshotFiles, cache: positions)
    let context = RuleContext(locator: locator)
    let own = ResultSlots<[(FieldKey, FieldEntry)]>(count: plan.ownFields.count)
    DispatchQueue.concurrentPerform(iterations: plan.ownFields.count) { i in
      let (record, ranges) = plan.ownFields[i]
      var found: [(FieldKey, FieldEntry)] = []
      for range in ranges {
        let root = record.facts.settings.field(at: range.lowerBound)
        let fields = inputs.fields(root: root, ownSettings: Array(record.facts.settings.slice(range)))
        if let entry = Self.entry(fields, context: context), !entry.findings.isEmpty { found.append((root, entry)) }
      }
      own[i] = found
    }
    let shared = Self.check(plan.sharedRoots, inputs: inputs, context: context) ?? []
    afterCheckForTesting?()

    lock.lock()
    defer { lock.unlock() }
    fullPassInFlight = false
    entries.removeAll()
    rootsByFindingPath.removeAll()
    let unavailable = locator.unavailable.filter { files[$0] != nil }
    // The findings of fields checked alone are read from their files' facts (`assemble`).
    var found = own.values.flatMap { $0 ?? [] }
    for (root, entry) in zip(plan.sharedRoots, shared) {
      if let entry, !entry.findings.isEmpty { found.append((root, entry)) }
    }
    for (root, entry) in found {
      if !entry.paths.isDisjoint(with: unavailable) {
        // Placed against a file that changed on disk since it was scanned: checked again once
        // the file is read again.
        dirtyKeys.formUnion(links.keys(ofRoot: root))
        continue
      }
      entries[root] = entry
      for path in entry.paths { rootsByFindingPath[path, default: []].insert(root) }
      touched.formUnion(entry.paths)
    }
    finishStep(touched: touched, unavailable: unavailable, snapshotFiles: snapshotFiles, configurations: configurations, context: context)
  }

  /// Evaluates every pending change unless `isCancelled` says so first: checked before each
  /// field, and while waiting for a step under way. A step stopped midway installs nothing
  /// (its fields stay dirty). Returns false when cancelled.
  public func evaluate(unless isCancelled: @escaping @Sendable () -> Bool) -> Bool {
    while true {
      let step = evaluateStep(limit: Self.evaluationChunk, unless: isCancelled)
      if step.abandoned { return false }
      if !step.remaining { return true }
    }
  }

  /// What one evaluation step did.
  public struct StepResult: Sendable {
    /// Files whose findings were assembled again.
    public var touchedPaths: Set<String>
    /// Whether changes are still pending (a step's limit, or changes that arrived meanwhile).
    public var remaining: Bool
    /// The step was abandoned: one of its priority files changed while its fields were being
    /// checked, or the request that ran it was cancelled, so nothing was installed and its
    /// fields are checked again at the next step.
    public var abandoned = false
    /// Whether everything still pending is deferred (`defersSharedKeys`): another step now
    /// would check nothing.
    public var onlyDeferredRemain = false
  }

  /// Checks the fields of dirty keys: those of `priorityPaths` first (all of them), then
  /// others up to `limit` fields. The files' lock is held only to take and install.
  /// `isCancelled` (a request that may be abandoned) is checked like an edit of a priority
  /// file, and while waiting for another step to end. With `defersSharedKeys` (a workspace
  /// being indexed), keys with settings in several files are left dirty unless an open
  /// document has them: such a field grows with every batch of files indexed, and checking it
  /// after each would cost the square of its files; it is checked once indexing is over.
  @discardableResult
  public func evaluateStep(
    priorityPaths: Set<String> = [], limit: Int, defersSharedKeys: Bool = false,
    unless isCancelled: (@Sendable () -> Bool)? = nil
  ) -> StepResult {
    if let isCancelled {
      // Another step (the server's worker) may run long: wait for it, but not past a cancel.
      while !evaluationLock.lock(before: Date(timeIntervalSinceNow: 0.02)) {
        if isCancelled() { return StepResult(touchedPaths: [], remaining: true, abandoned: true) }
      }
    } else {
      evaluationLock.lock()
    }
    defer { evaluationLock.unlock() }
    lock.lock()
    settleTables()
    if !checksClosedFilesAlone, !precheckedPaths.isEmpty, everythingDirty || !dirtyKeys.isEmpty {
      // A step builds fields from every file's settings: files a lint checked alone first
      // are read again (a file changed on disk while it ran).
      restorePrechecked(all: true)
      settleTables()
    }
    if everythingDirty {
      everythingDirty = false
      for record in files.values { dirtyKeys.formUnion(record.fieldKeys) }
      dirtyKeys.formUnion(entries.keys)
      dirtyPaths.formUnion(assembled.keys)
      dirtyPaths.formUnion(files.keys)
    }
    // The fields to check now: roots of dirty keys, the open documents' first.
    var chosen: [FieldKey] = []
    var chosenSet: Set<FieldKey> = []
    var stale: [FieldKey] = []
    func choose(_ key: FieldKey) {
      let root = links.root(key)
      if root != key, entries[key] != nil { stale.append(key) }
      if chosenSet.insert(root).inserted { chosen.append(root) }
    }
    for path in priorityPaths {
      for key in files[path]?.fieldKeys ?? [] where isDirty(key) { choose(key) }
    }
    let budget = chosen.count + limit
    // Keys no setting has any more (every edit moves the keys of unnamed fields, `site` at
    // an offset): their fields need no check, only their findings dropped. Done here, off
    // the budget, so that under fast typing they do not pile up while the open documents'
    // fields are checked again and again.
    var gone: [FieldKey] = []
    var examined = 0
    var deferred = 0
    for key in dirtyKeys {
      if chosen.count >= budget, examined >= budget + Self.goneKeysPerStep { break }
      examined += 1
      if !index.hasSettings(key), !links.isLinked(key) {
        gone.append(key)
      } else if defersSharedKeys, !chosenSet.contains(links.root(key)), index.isShared(key) {
        deferred += 1
      } else if chosen.count < budget {
        choose(key)
      }
    }
    var goneTouched: Set<String> = []
    for key in gone {
      dirtyKeys.remove(key)
      if let old = entries.removeValue(forKey: key) { drop(key, old, touched: &goneTouched) }
    }
    dirtyPaths.formUnion(goneTouched)
    for root in chosen {
      if !links.isLinked(root) {
        // Most fields have one key: no list of keys is made.
        dirtyKeys.remove(root)
        inFlightKeys.insert(root)
        continue
      }
      let keys = links.keys(ofRoot: root)
      // A key that was a root before the links changed may keep an entry of its own; it is
      // dropped below even when the field was chosen through another of its keys (the key
      // leaves the dirty set here without passing through `choose`).
      for key in keys where key != root && entries[key] != nil { stale.append(key) }
      dirtyKeys.subtract(keys)
      inFlightKeys.formUnion(keys)
    }
    let inputs = FieldInputs(
      files: files, index: index, links: links, roots: chosen, aliasTable: aliasTable, globalTable: globalOptionsTable)
    let configurations = storedConfigurations
    let priorityGenerations = priorityPaths.map { ($0, files[$0]?.generation) }
    lock.unlock()
    // Checked between fields (counted, never timed): a priority file edited meanwhile makes
    // this step's results stale before they are installed.
    let isOutdated: @Sendable () -> Bool = { [self] in
      if let isCancelled, isCancelled() { return true }
      return lock.withLock { priorityGenerations.contains { files[$0.0]?.generation != $0.1 } }
    }

    let snapshotFiles = inputs.files
    let locator = Self.locator(snapshotFiles, cache: positions)
    let context = RuleContext(locator: locator)
    let computed = Self.check(chosen, inputs: inputs, context: context, isOutdated: priorityGenerations.isEmpty && isCancelled == nil ? nil : isOutdated)
    afterCheckForTesting?()

    lock.lock()
    defer { lock.unlock() }
    inFlightKeys.removeAll()
    guard let computed else {
      for root in chosen { dirtyKeys.formUnion(links.keys(ofRoot: root)) }
      return StepResult(touchedPaths: [], remaining: true, abandoned: true)
    }
    var touched: Set<String> = []
    for key in stale where links.root(key) != key {
      if let old = entries.removeValue(forKey: key) { drop(key, old, touched: &touched) }
    }
    // Files of the project whose text no longer matches (changed or deleted on disk): read
    // again below, and the fields placed in them checked again (others are never retried).
    let unavailable = locator.unavailable.filter { files[$0] != nil }
    for (root, entry) in zip(chosen, computed) {
      if let entry, !entry.paths.isDisjoint(with: unavailable) {
        // Placed against a file that changed on disk since it was scanned: check again once
        // the file is read again.
        dirtyKeys.formUnion(links.keys(ofRoot: root))
        continue
      }
      if let old = entries.removeValue(forKey: root) { drop(root, old, touched: &touched) }
      if let entry, !entry.findings.isEmpty {
        entries[root] = entry
        for path in entry.paths { rootsByFindingPath[path, default: []].insert(root) }
        touched.formUnion(entry.paths)
      }
    }
    touched = finishStep(touched: touched, unavailable: unavailable, snapshotFiles: snapshotFiles, configurations: configurations, context: context)
    let remaining =
      !dirtyKeys.isEmpty || everythingDirty || linksDirty || globalsDirty || constantsChanged || !dirtyPaths.isEmpty
      || !closedChecks.pendingRestores.isEmpty
    var result = StepResult(touchedPaths: touched, remaining: remaining)
    result.onlyDeferredRemain =
      deferred > 0 && dirtyKeys.count == deferred && !everythingDirty && !linksDirty && !globalsDirty && !constantsChanged
      && dirtyPaths.isEmpty
    return result
  }

  /// Ends a step (lock held): reads again the files found changed on disk (`unavailable`),
  /// assembles again the files whose findings may have changed. Returns the files assembled.
  @discardableResult
  private func finishStep(
    touched: Set<String>, unavailable: Set<String>, snapshotFiles: [String: FileRecord], configurations: ConfigurationSet,
    context: RuleContext
  ) -> Set<String> {
    // Read again only the files still as this step found them: a file opened or replaced
    // meanwhile has newer facts than its disk copy (an open document's text wins).
    for path in unavailable where files[path]?.text == nil && files[path]?.generation == snapshotFiles[path]?.generation {
      if let text = Self.readText(path), let language = SourceLanguage(path: path) {
        let facts = FileFacts.make(path: path, language: language, text: text, vocabulary: configurations.configuration(forPath: path).vocabulary, constants: constantTable)
        replace(path, with: facts, text: nil)
      } else {
        replace(path, with: nil, text: nil)
      }
    }
    var touched = touched
    touched.formUnion(dirtyPaths)
    dirtyPaths.removeAll()
    for path in touched { assemble(path, context: context) }
    // A burst of changes (a workspace marked dirty at once, large documents edited faster
    // than they are checked) leaves a large table behind: keep it near what it holds.
    if dirtyKeys.capacity > 4 * max(dirtyKeys.count, 256) {
      var shrunk = Set<FieldKey>(minimumCapacity: dirtyKeys.count)
      shrunk.formUnion(dirtyKeys)
      dirtyKeys = shrunk
    }
    return touched
  }

  /// Places findings against the files of a step's snapshot: an open document's text, else
  /// the disk's when it still holds what was scanned (`unavailable` lists the others).
  private static func locator(_ snapshotFiles: [String: FileRecord], cache: PositionCache) -> SourceLocator {
    SourceLocator(
      generation: { snapshotFiles[$0]?.generation }, cache: cache,
      loader: { path in
        guard let record = snapshotFiles[path] else { return Self.readText(path) }
        if let text = record.text { return text }
        guard let text = Self.readText(path), ContentFingerprint(text.bytes) == record.facts.fingerprint else { return nil }
        return text
      })
  }

  /// Brings the project-wide tables up to date before fields are built (lock held): the
  /// constant table, Inputmask aliases and global options (all fields dirty when they
  /// changed), the links between keys (their fields' keys dirty).
  private func settleTables() {
    if checksClosedFilesAlone { restoreClosedFiles() }
    if constantsChanged { refreshConstants() }
    if globalsDirty {
      globalsDirty = false
      let all = globals.keys.sorted().flatMap { globals[$0] ?? [] }
      let aliases = InputmaskAliasResolution.Table(all)
      let options = GlobalMaskOptionsResolution.Table(all)
      if aliases != aliasTable || options != globalOptionsTable {
        aliasTable = aliases
        globalOptionsTable = options
        everythingDirty = true
      }
    }
    if linksDirty {
      linksDirty = false
      if !outlets.isEmpty { index.trackMemberNames(files.values.lazy.map(\.facts)) }
      let rebuilt = FieldLinks(outlets: outlets.keys.sorted().flatMap { outlets[$0] ?? [] }, index: index)
      for list in links.members.values { dirtyKeys.formUnion(list) }
      for list in rebuilt.members.values { dirtyKeys.formUnion(list) }
      links = rebuilt
    }
  }

  /// Forgets the finding paths of a field's previous entry (lock held).
  private func drop(_ root: FieldKey, _ entry: FieldEntry, touched: inout Set<String>) {
    for path in entry.paths {
      rootsByFindingPath[path]?.remove(root)
      if rootsByFindingPath[path]?.isEmpty == true { rootsByFindingPath[path] = nil }
    }
    touched.formUnion(entry.paths)
  }

  /// Checks the fields of `roots` (in parallel chunks when many); nil for a root with no
  /// settings left. Nil as a whole when `isOutdated` says so before some field.
  private static func check(
    _ roots: [FieldKey], inputs: FieldInputs, context: RuleContext, isOutdated: (@Sendable () -> Bool)? = nil
  ) -> [FieldEntry?]? {
    let outdated = StepFlag()
    @Sendable func entry(_ root: FieldKey) -> FieldEntry? {
      if outdated.isSet { return nil }
      if let isOutdated, isOutdated() {
        outdated.set()
        return nil
      }
      return Self.entry(inputs.fields(root: root), context: context)
    }
    let chunk = 64
    guard roots.count > chunk else {
      let entries = roots.map(entry)
      return outdated.isSet ? nil : entries
    }
    let chunks = (roots.count + chunk - 1) / chunk
    let results = ResultSlots<[FieldEntry?]>(count: chunks)
    DispatchQueue.concurrentPerform(iterations: chunks) { c in
      results[c] = ((c * chunk)..<min(roots.count, (c + 1) * chunk)).map { entry(roots[$0]) }
    }
    return outdated.isSet ? nil : results.values.flatMap { $0 ?? [] }
  }

  /// Assembles the findings placed in `path` from its fields' entries: constant uses added,
  /// configured severities, suppressions, one order (lock held).
  private func assemble(_ path: String, context: RuleContext) {
    // A copy of a mask library: what it says is the library's business.
    if files[path]?.facts.isMaskLibraryCopy == true,
      silencesMaskLibraryCopy?(path) ?? storedConfigurations.configuration(forPath: path).defaultExcludes
    {
      assembled[path] = nil
      assembledGenerations[path] = files[path]?.generation
      return
    }
    var list: [Finding] = []
    var seen: Set<Finding> = []
    for root in rootsByFindingPath[path] ?? [] {
      for finding in entries[root]?.findings ?? [] where finding.location.path == path && seen.insert(finding).inserted {
        list.append(finding)
      }
    }
    // The file's fields checked alone (`PrecheckedFields`): their findings are all placed here.
    for (_, entry) in files[path]?.facts.prechecked?.entries ?? [] {
      for finding in entry.findings where finding.location.path == path && seen.insert(finding).inserted { list.append(finding) }
    }
    if !list.isEmpty {
      var useSettings: [Setting] = []
      if let settings = files[path]?.facts.settings {
        for i in settings.indices where settings.use(at: i) != nil && settings.path(at: i) == path { useSettings.append(settings[i]) }
      }
      for key in index.foreignKeys(locatedIn: path) ?? [:].keys {
        for p in index.paths(of: key) {
          for s in files[p]?.settings(for: key) ?? [] where s.path == path && s.use != nil { useSettings.append(s) }
        }
      }
      if !useSettings.isEmpty {
        let uses = ConstantUses(settings: useSettings, locator: context.locator)
        list = list.map {
          var f = $0
          uses.annotate(&f)
          return f
        }
      }
    }
    // A file with more literals than are analysed says so once, where they begin.
    if let omitted = files[path]?.facts.omittedLiterals {
      list.append(AnalysisLimitRule.literalsLeftOut(omitted, at: context.location(path, omitted.first)))
    }
    let suppressions = files[path]?.facts
    let configuration = list.isEmpty ? storedConfigurations.fallback : storedConfigurations.configuration(forPath: path)
    var result: [Finding] = []
    for var finding in list {
      guard let severity = configuration.severity(for: finding.rule, default: finding.severity) else { continue }
      finding.severity = severity
      if let suppressions, suppressions.isSuppressed(rule: finding.rule, line: finding.location.start.line) { continue }
      result.append(finding)
    }
    // A `.maskls.json`'s problems, with the severity it gives `config` itself.
    for config in storedConfigurations.all where config.path == path && !config.problems.isEmpty {
      guard let severity = config.severity(for: "config", default: .warning) else { continue }
      let text = SourceText(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
      for problem in config.problems {
        let at = min(problem.offset, text.bytes.count)
        result.append(Finding(rule: "config", severity: severity, message: problem.message, location: SourceLocation(path: path, range: at..<at, in: text)))
      }
    }
    result.sort {
      ($0.location.range.lowerBound, $0.rule, $0.location.range.upperBound, $0.message) < ($1.location.range.lowerBound, $1.rule, $1.location.range.upperBound, $1.message)
    }
    if result.isEmpty {
      assembled[path] = nil
    } else {
      assembled[path] = result
    }
    assembledGenerations[path] = files[path]?.generation
  }

  /// Rebuilds the constant table from every file's constants and recognises again, in
  /// parallel, the files that write a name whose constants changed. Called with the lock held.
  private func refreshConstants() {
    constantsChanged = false
    let table = ConstantTable(files.values.flatMap(\.facts.constants))
    let changed = table.changedNames(from: constantTable)
    constantTable = table
    guard !changed.isEmpty else { return }
    constantGeneration += 1
    let hashes = Set(changed.map { NameTable<Bool>.hash(Array($0.utf8)[...]) })
    let stale = files.values.filter { !$0.facts.constantCandidates.isDisjoint(with: hashes) }
    guard !stale.isEmpty else { return }
    for (record, facts) in Self.factsMadeAgain(stale, configurations: storedConfigurations, constants: table) {
      replace(record.facts.path, with: facts, text: record.text, sameContent: true)
    }
    // The new facts were made against the new table: their constants are the table's.
    constantsChanged = false
  }

  /// Whether the facts of a closed file checked alone (`ClosedFileChecks`) may be installed:
  /// no other file has one of its checked keys, no outlet may name one, and no file has
  /// project-wide settings (lock held).
  private func acceptsPrechecked(_ facts: FileFacts) -> Bool {
    let outletNames = outlets.isEmpty ? [] : outlets.values.joined().map(\.property)
    return closedChecks.accepts(
      facts, old: files[facts.path]?.facts,
      otherHasKey: { hash in index.paths(hash: hash).contains { $0 != facts.path } },
      outletNames: outletNames, hasGlobals: !globals.isEmpty || globalsDirty)
  }

  /// Reads again, with all their settings, the closed files checked alone whose keys are no
  /// longer theirs alone (`ClosedFileChecks`): a key another file now has, a property an
  /// outlet names, or project-wide settings that every field reads (lock held).
  private func restoreClosedFiles() {
    guard !precheckedPaths.isEmpty else {
      // Every file that checked keys alone left or was read again meanwhile.
      _ = closedChecks.takePendingRestores()
      return
    }
    if !globals.isEmpty { closedChecks.restore(precheckedPaths) }
    if linksDirty {
      // Only names no outlet had before: files checked alone were compared with the others
      // (here or when installed). An edit of a file with outlets dirties the links at every
      // keystroke; this keeps that to one set of names.
      let names = Set(outlets.values.joined().map(\.property))
      let appeared = names.subtracting(outletNamesCompared)
      outletNamesCompared = names
      if !appeared.isEmpty {
        closedChecks.restore(
          precheckedPaths.filter { path in
            guard let checked = files[path]?.facts.prechecked else { return false }
            return appeared.contains(where: checked.mayHaveMember(named:))
          })
      }
    }
    let paths = closedChecks.takePendingRestores()
    guard !paths.isEmpty else { return }
    let stale = paths.sorted().compactMap { files[$0] }.filter { $0.facts.prechecked != nil }
    closedFileRestores += stale.count
    for (record, facts) in Self.factsMadeAgain(stale, configurations: storedConfigurations, constants: constantTable) {
      replace(record.facts.path, with: facts, text: record.text, sameContent: true)
    }
  }

  /// Reads again the files whose prechecked keys (`PrecheckedFields`, a lint) are not theirs
  /// alone once every file is known — a key another file has too, a member an outlet may
  /// name, Inputmask aliases or library-wide options in the project — or, with `all`, every
  /// such file, and installs their whole facts (lock held). A file that cannot be read again
  /// keeps what was found in it alone.
  private func restorePrechecked(all: Bool = false) {
    guard !precheckedPaths.isEmpty else { return }
    let noTables = aliasTable == InputmaskAliasResolution.Table([]) && globalOptionsTable == GlobalMaskOptionsResolution.Table([])
    let outletNameHashes = Set(outlets.values.joined().map(\.property)).map(PrecheckedFields.nameHash)
    let checkedFiles = precheckedPaths.sorted().compactMap { files[$0] }
    let shared = all ? [] : PrecheckedFields.sharedHashes(checkedFiles.compactMap(\.facts.prechecked), index: index)
    var stale: [FileRecord] = []
    for record in checkedFiles {
      guard let checked = record.facts.prechecked else { continue }
      if all || !noTables || checked.hashes.contains(where: shared.contains)
        || outletNameHashes.contains(where: checked.mayHaveMember(nameHash:))
      {
        stale.append(record)
      }
    }
    for (record, facts) in Self.factsMadeAgain(stale, configurations: storedConfigurations, constants: constantTable) {
      replace(record.facts.path, with: facts, text: record.text, sameContent: true)
    }
  }

  /// The facts of `records` made again, in parallel, from their texts (kept, else read from
  /// disk) with their folders' vocabularies and `constants`; a file that cannot be read is
  /// left out.
  private static func factsMadeAgain(
    _ records: [FileRecord], configurations: ConfigurationSet, constants: ConstantTable
  ) -> [(record: FileRecord, facts: FileFacts)] {
    let results = ResultSlots<FileFacts>(count: records.count)
    DispatchQueue.concurrentPerform(iterations: records.count) { i in
      let record = records[i]
      let path = record.facts.path
      guard let text = record.text ?? Self.readText(path) else { return }
      let vocabulary = configurations.configuration(forPath: path).vocabulary
      results[i] = FileFacts.make(path: path, language: record.facts.language, text: text, vocabulary: vocabulary, constants: constants)
    }
    return zip(records, results.values).compactMap { record, facts in facts.map { (record, $0) } }
  }

  /// A file's text as read from disk (decoded as for a lint), nil when it cannot be read.
  static func readText(_ path: String) -> SourceText? {
    guard case .success(let loaded) = SourceFileReader.read(path, skipsGenerated: false) else { return nil }
    return loaded.text
  }
}
