import Foundation
import SourceScanning

/// Hover content for a position: Markdown and the source bytes it describes.
public struct HoverInfo: Sendable, Hashable {
  public var markdown: String
  public var range: Range<Int>

  public init(markdown: String, range: Range<Int>) {
    self.markdown = markdown
    self.range = range
  }
}

/// The set of files analysed together, so that a field configured in a storyboard and in
/// code is one field. Used by `maskls lint` (all files at once) and the language server
/// (files updated as they change). Thread-safe.
///
/// Per-file facts (lexing, recognition) are computed once per file version; grouping and the
/// rules run over the settings of all files, which are few.
public final class AnalysisProject: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: FileFacts] = [:]
  /// Findings of the last full evaluation, by path; nil when a file changed since.
  private var cachedFindings: [String: [Finding]]? = nil
  private var cachedFields: [AnalyzedField]? = nil
  /// Findings of each field at its last check, to skip unchanged fields.
  private var fieldCache: [FieldVariantKey: FieldCacheEntry] = [:]
  /// The project's constants as the files' facts were last resolved against; rebuilt when a
  /// file's constants change (`refreshConstants`).
  private var constantTable = ConstantTable()
  private var constantsChanged = false

  /// `.maskls.json` settings: custom setting names, rule severities, excludes.
  public var configuration: ProjectConfiguration {
    lock.lock()
    defer { lock.unlock() }
    return storedConfiguration
  }
  private var storedConfiguration: ProjectConfiguration
  private var configurationGeneration = 0

  /// Whether findings are kept per field between evaluations (the server edits files one
  /// at a time; a one-shot lint does not need it).
  private let remembersFields: Bool

  public init(configuration: ProjectConfiguration = ProjectConfiguration(), remembersFields: Bool = true) {
    self.storedConfiguration = configuration
    self.remembersFields = remembersFields
  }

  /// Adds or replaces a file's text. The path's extension decides the language; files of
  /// other languages are ignored.
  public func setFile(path: String, text: SourceText) {
    guard let prepared = prepare(path: path, text: text) else { return }
    install(prepared)
  }

  /// The vocabulary in force and its generation (bumped by `reconfigure`).
  private var currentVocabulary: (vocabulary: [String: SettingKind], generation: Int, constants: ConstantTable) {
    lock.lock()
    defer { lock.unlock() }
    return (storedConfiguration.vocabulary, configurationGeneration, constantTable)
  }

  /// Replaces the configuration and re-recognises every file with its vocabulary (the server
  /// calls it when it finds or reloads `.maskls.json`).
  public func reconfigure(_ configuration: ProjectConfiguration) {
    lock.lock()
    storedConfiguration = configuration
    configurationGeneration += 1
    let current = files
    let table = constantTable
    lock.unlock()
    var refreshed: [FileFacts] = []
    for (_, facts) in current {
      refreshed.append(FileFacts.make(path: facts.path, language: facts.language, text: facts.text, vocabulary: configuration.vocabulary, constants: table))
    }
    lock.lock()
    for f in refreshed where files[f.path]?.text === f.text { files[f.path] = f }
    cachedFindings = nil
    cachedFields = nil
    fieldCache = [:]
    lock.unlock()
  }

  /// A file scanned and recognised outside the project's lock, ready to `install`.
  public struct PreparedFile: Sendable {
    fileprivate let facts: FileFacts
    fileprivate let generation: Int
    public var path: String { facts.path }
  }

  /// Scans `text` without touching the project (no lock held): the expensive half of
  /// `setFile`, for callers that must not hold their own locks while scanning.
  public func prepare(path: String, text: SourceText) -> PreparedFile? {
    guard let language = SourceLanguage(path: path) else { return nil }
    let (vocabulary, generation, constants) = currentVocabulary
    return PreparedFile(facts: FileFacts.make(path: path, language: language, text: text, vocabulary: vocabulary, constants: constants), generation: generation)
  }

  /// Adds or replaces a file with prepared facts; facts recognised under an older
  /// configuration (a `reconfigure` ran meanwhile) are recognised again.
  public func install(_ file: PreparedFile) {
    var file = file
    while true {
      lock.lock()
      if file.generation == configurationGeneration {
        if files[file.path]?.constants != file.facts.constants { constantsChanged = true }
        files[file.path] = file.facts
        cachedFindings = nil
        cachedFields = nil
        lock.unlock()
        return
      }
      lock.unlock()
      guard let again = prepare(path: file.path, text: file.facts.text) else { return }
      file = again
    }
  }

  /// Adds precomputed facts (the lint driver scans files in parallel).
  func setFacts(_ facts: [FileFacts]) {
    lock.lock()
    for f in facts {
      if files[f.path]?.constants != f.constants { constantsChanged = true }
      files[f.path] = f
    }
    cachedFindings = nil
    cachedFields = nil
    lock.unlock()
  }

  /// Forgets a file.
  public func removeFile(path: String) {
    lock.lock()
    if let removed = files.removeValue(forKey: path) {
      if !removed.constants.isEmpty { constantsChanged = true }
      cachedFindings = nil
      cachedFields = nil
    }
    lock.unlock()
  }

  public var paths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return Array(files.keys)
  }

  /// The text last given for `path`.
  public func text(forPath path: String) -> SourceText? {
    lock.lock()
    defer { lock.unlock() }
    return files[path]?.text
  }

  /// The findings located in `path` (cross-file fields included), sorted by position.
  public func findings(forPath path: String) -> [Finding] {
    evaluate()[path] ?? []
  }

  /// All findings, sorted by path and position.
  public func allFindings() -> [Finding] {
    let byPath = evaluate()
    return byPath.keys.sorted().flatMap { byPath[$0] ?? [] }
  }

  /// The fields of the project, with their settings (for hovers and previews).
  public func fields() -> [AnalyzedField] {
    // From the same evaluation as its findings, under one hold of the lock: reading the
    // cache after `evaluate()` returned raced with a file installed meanwhile (the server's
    // indexer), and a hover then found no field at all.
    evaluation().fields
  }

  private func evaluate() -> [String: [Finding]] {
    evaluation().findings
  }

  /// The findings by path and the fields of one evaluation (the cached one when no file
  /// changed since).
  private func evaluation() -> (findings: [String: [Finding]], fields: [AnalyzedField]) {
    lock.lock()
    defer { lock.unlock() }
    if let cachedFindings, let cachedFields { return (cachedFindings, cachedFields) }
    if constantsChanged { refreshConstants() }
    var settings: [Setting] = []
    var outlets: [(element: FieldKey, property: String, ownerClass: String?)] = []
    var texts: [String: SourceText] = [:]
    settings.reserveCapacity(files.values.reduce(0) { $0 + $1.settings.count })
    texts.reserveCapacity(files.count)
    for (path, facts) in files {
      settings.append(contentsOf: facts.settings)
      outlets.append(contentsOf: facts.outlets)
      texts[path] = facts.text
    }
    // Inputmask alias names are resolved against every file's `extendAliases` first, and
    // libraries configured globally leave their masks unjudged.
    let resolved = GlobalMaskOptionsResolution.resolve(InputmaskAliasResolution.resolve(settings))
    let fields = FieldGrouping.fields(settings: resolved, outlets: outlets)
    let context = RuleContext(texts: texts)
    // Fields whose settings and file versions are unchanged keep their findings: an edit
    // re-checks only the fields of the edited file (and fields joined to them).
    var nextCache: [FieldVariantKey: FieldCacheEntry] = [:]
    var stale: [AnalyzedField] = []
    var findings: [Finding] = []
    for field in fields {
      if !remembersFields || fieldCache.isEmpty {
        stale.append(field)
        continue
      }
      let signature = FieldSignature(field: field, texts: texts)
      if let entry = fieldCache[field.variantKey], entry.signature == signature {
        nextCache[field.variantKey] = entry
        findings.append(contentsOf: entry.findings)
      } else {
        stale.append(field)
      }
    }
    for (key, list) in Self.checkAll(stale, context: context) {
      if remembersFields {
        let field = stale[key]
        nextCache[field.variantKey] = FieldCacheEntry(signature: FieldSignature(field: field, texts: texts), findings: list)
      }
      findings.append(contentsOf: list)
    }
    fieldCache = nextCache
    var byPath: [String: [Finding]] = [:]
    // Variants of one field share the settings outside their branches: a finding about those
    // is reported once.
    var reported: Set<Finding> = []
    let uses = ConstantUses(settings: settings, texts: texts)
    for var finding in findings {
      uses.annotate(&finding)
      guard reported.insert(finding).inserted else { continue }
      guard let severity = storedConfiguration.severity(for: finding.rule, default: finding.severity) else { continue }
      finding.severity = severity
      if let facts = files[finding.location.path],
        facts.isSuppressed(rule: finding.rule, line: finding.location.start.line)
      {
        continue
      }
      byPath[finding.location.path, default: []].append(finding)
    }
    for (path, list) in byPath {
      byPath[path] = list.sorted { ($0.location.range.lowerBound, $0.rule) < ($1.location.range.lowerBound, $1.rule) }
    }
    if let path = storedConfiguration.path, storedConfiguration.severity(for: "config", default: .warning) != nil {
      let text = SourceText(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
      for problem in storedConfiguration.problems {
        let at = min(problem.offset, text.bytes.count)
        byPath[path, default: []].append(Finding(
          rule: "config", severity: storedConfiguration.severity(for: "config", default: .warning) ?? .warning,
          message: problem.message, location: SourceLocation(path: path, range: at..<at, in: text)))
      }
    }
    cachedFindings = byPath
    cachedFields = fields
    return (byPath, fields)
  }

  /// Rebuilds the constant table from every file's constants and recognises again, in
  /// parallel, the files that write a name whose constants changed. Called with the lock held.
  private func refreshConstants() {
    constantsChanged = false
    let table = ConstantTable(files.values.flatMap(\.constants))
    let changed = table.changedNames(from: constantTable)
    constantTable = table
    guard !changed.isEmpty else { return }
    let hashes = Set(changed.map { NameTable<Bool>.hash(Array($0.utf8)[...]) })
    let stale = files.values.filter { !$0.constantCandidates.isDisjoint(with: hashes) }
    guard !stale.isEmpty else { return }
    let vocabulary = storedConfiguration.vocabulary
    let results = ResultSlots<FileFacts>(count: stale.count)
    DispatchQueue.concurrentPerform(iterations: stale.count) { i in
      let f = stale[i]
      results[i] = FileFacts.make(path: f.path, language: f.language, text: f.text, vocabulary: vocabulary, constants: table)
    }
    for case let f? in results.values { files[f.path] = f }
  }

  /// Runs every rule over every field, large sets in parallel chunks; returns the findings
  /// of each field by its index in `fields`.
  private static func checkAll(_ fields: [AnalyzedField], context: RuleContext) -> [(Int, [Finding])] {
    @Sendable func check(_ range: Range<Int>) -> [(Int, [Finding])] {
      range.map { i in
        let field = fields[i]
        return (i, RuleCatalog.instances.flatMap { $0.check(field, context: context) })
      }
    }
    let chunk = 256
    guard fields.count > chunk else { return check(0..<fields.count) }
    let chunks = (fields.count + chunk - 1) / chunk
    let results = ResultSlots<[(Int, [Finding])]>(count: chunks)
    DispatchQueue.concurrentPerform(iterations: chunks) { i in
      results[i] = check((i * chunk)..<min(fields.count, (i + 1) * chunk))
    }
    return results.values.flatMap { $0 ?? [] }
  }

  /// Hover for byte `offset` in `path`, when it falls on a recognised mask or regex literal.
  public func hover(path: String, offset: Int) -> HoverInfo? {
    for field in fields() {
      for setting in field.settings {
        // The literal, and for a constant's value also each use of the constant.
        var ranges: [Range<Int>] = []
        if setting.path == path { ranges.append(setting.literal.range) }
        if let use = setting.use, use.path == path { ranges.append(use.range) }
        for r in ranges where r.lowerBound <= offset && offset < max(r.upperBound, r.lowerBound + 1) {
          return HoverInfo(markdown: HoverRenderer.markdown(for: setting, in: field), range: r)
        }
      }
    }
    return nil
  }
}

/// What a field's findings depend on: its settings and the versions of the files they are in
/// (positions in findings come from those texts).
struct FieldSignature: Hashable {
  var settings: [Setting]
  var texts: [ObjectIdentifier]

  init(field: AnalyzedField, texts: [String: SourceText]) {
    settings = field.settings
    var ids: [ObjectIdentifier] = []
    for s in field.settings {
      if let t = texts[s.path] {
        let id = ObjectIdentifier(t)
        if ids.last != id { ids.append(id) }
      }
    }
    self.texts = ids
  }
}

/// A field variant's identity in the per-field cache.
struct FieldVariantKey: Hashable {
  var key: FieldKey
  var variant: Int
}

extension AnalyzedField {
  var variantKey: FieldVariantKey { FieldVariantKey(key: key, variant: variant) }
}

struct FieldCacheEntry {
  var signature: FieldSignature
  var findings: [Finding]
}
