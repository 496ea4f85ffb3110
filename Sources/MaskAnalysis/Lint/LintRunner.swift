import Foundation
import SourceScanning

/// What `maskls lint` found.
public struct LintReport: Sendable {
  public var findings: [Finding]
  /// Files analysed.
  public var fileCount: Int
  /// Files and folders left out, sorted by path.
  public var skipped: [SkippedFile]
  /// How files were read (not UTF-8), sorted by path.
  public var notes: [FileNote]
  /// Source texts by path, for renderers that show the source line.
  public var texts: [String: SourceText]
  /// The files analysed, as named in findings.
  public var analysedPaths: [String] = []
  /// Files named on the command line that could not be read or are not text (also in
  /// `skipped`): a run with any is an I/O error.
  public var unreadableInputs: [SkippedFile] = []
  /// What each analysed file's text was (to check a file has not changed before fixing it).
  public var fingerprints: [String: ContentFingerprint] = [:]

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
  public var infoCount: Int { findings.filter { $0.severity == .info }.count }
}

/// The files a lint or the workspace index reads under some paths.
public struct FileDiscovery: Sendable {
  /// Analysable files, sorted.
  public var files: [String]
  /// Files named on the command line (read even when ignored, excluded or minified).
  public var explicitFiles: Set<String>
  /// Folders left out as dependencies or build output.
  public var skipped: [SkippedFile]
  /// The walk stopped at the file limit it was given.
  public var isTruncated = false
}

/// Finds source files under paths, scans them in parallel and evaluates the rules.
public enum LintRunner {
  public enum InputError: Error, CustomStringConvertible {
    case notFound(String)
    case unknownLanguage(String)
    public var description: String {
      switch self {
      case .notFound(let p): return "no such file or directory: \(p)"
      case .unknownLanguage(let p): return "cannot tell the language of `\(p)` from its name (use a name such as Form.swift, form.ts or layout.xml under res/layout)"
      }
    }
  }

  /// The analysable files under `paths`, honouring `.gitignore`, `.ignore` and
  /// `.git/info/exclude` inside each folder; with `defaultExcludes`, folders of dependencies
  /// and build output are left out and listed. Files given explicitly are taken whatever
  /// ignores them, if they are of a known language.
  public static func discover(_ paths: [String], defaultExcludes: Bool = true, maxFiles: Int = Int.max) throws -> FileDiscovery {
    var files: Set<String> = []
    var explicit: Set<String> = []
    var skipped: [SkippedFile] = []
    var walker = DirectoryWalker(
      excludedFolderNames: defaultExcludes ? FileSelection.defaultExcludedFolders : nil,
      wants: { SourceLanguage(path: $0) != nil })
    var truncated = false
    for path in paths {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw InputError.notFound(path) }
      if !isDir.boolValue {
        files.insert(path)
        explicit.insert(path)
        continue
      }
      let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      walker.maxFiles = maxFiles == Int.max ? Int.max : max(0, maxFiles - files.count)
      let result = walker.walk(base)
      files.formUnion(result.files)
      truncated = truncated || result.isTruncated
      for folder in result.excludedFolders {
        skipped.append(SkippedFile(path: folder, reason: "dependencies or build output (\(folder.split(separator: "/").last ?? "")/ folder)", kind: .excludedFolder))
      }
    }
    return FileDiscovery(
      files: files.sorted(), explicitFiles: explicit, skipped: skipped.sorted { $0.path < $1.path }, isTruncated: truncated)
  }

  /// Whether `discover([root], defaultExcludes:)` would list `path` (a file under `root`):
  /// for files that appear after a walk (the language server's watched files).
  public static func isDiscoverable(_ path: String, under root: String, defaultExcludes: Bool) -> Bool {
    let walker = DirectoryWalker(
      excludedFolderNames: defaultExcludes ? FileSelection.defaultExcludedFolders : nil,
      wants: { SourceLanguage(path: $0) != nil })
    return walker.includes(path, under: root)
  }

  /// Source text given on standard input (`maskls lint - --stdin-filename PATH`): `path`
  /// names it in findings and picks its language and `.maskls.json`.
  public struct StandardInput: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// Lints `paths` (files or directories), or `standardInput` instead when given. Each file
  /// follows the nearest `.maskls.json` at or above it, unless `configuration` is given (one
  /// for every file); excludes of every `.maskls.json` above a file apply to it.
  /// `defaultExcludes` overrides the configurations'. A file reached under two spellings
  /// (`A.swift` and `./A.swift`, or a link and its target) is analysed once, under the first.
  public static func lint(
    _ paths: [String], configuration: ProjectConfiguration? = nil, defaultExcludes: Bool? = nil,
    standardInput: StandardInput? = nil
  ) throws -> LintReport {
    if let input = standardInput { return try lint(input, configuration: configuration) }
    // The folders walked follow the configuration of the first path (or the one given).
    let first = configuration ?? ProjectConfiguration.discover(from: paths.first ?? ".")
    let discovery = try discover(paths, defaultExcludes: defaultExcludes ?? first.defaultExcludes)
    let configurations: ConfigurationSet
    let files: [String]
    if configuration != nil {
      configurations = ConfigurationSet(first)
      files = FileIdentity.distinct(discovery.files.filter { !first.isExcluded($0) }, preferring: paths)
    } else {
      let found = ConfigurationDiscovery().configurations(for: discovery.files, fallback: first)
      configurations = found.configurations
      files = FileIdentity.distinct(found.kept, preferring: paths)
    }
    let results = ResultSlots<Result<(FileFacts, FileNote?), SkippedFile>>(count: files.count)
    // Settings kept for other files' fields are stored compactly, equal ones shared.
    let templates = SettingTemplates()
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let explicit = discovery.explicitFiles.contains(files[i])
      let own = configurations.configuration(forPath: files[i])
      let skipsGenerated = (defaultExcludes ?? own.defaultExcludes) && !explicit
      results[i] = load(files[i], vocabulary: own.vocabulary, skipsGenerated: skipsGenerated, requiresText: explicit, templates: templates)
    }
    var facts: [FileFacts] = []
    facts.reserveCapacity(files.count)
    var notes: [FileNote] = []
    var skipped = discovery.skipped
    var unreadable: [SkippedFile] = []
    for (i, r) in results.takeValues().enumerated() {
      switch r {
      case .success(let value)?:
        facts.append(value.0)
        if let note = value.1 { notes.append(note) }
      case .failure(let s)?:
        skipped.append(s)
        if s.kind == .unreadable, discovery.explicitFiles.contains(files[i]), SourceLanguage(path: files[i]) != nil { unreadable.append(s) }
      case nil: break
      }
    }
    // As files are skipped: by the command line's `--no-default-excludes` or the
    // configuration's, never when named on the command line.
    let explicitFiles = discovery.explicitFiles
    let silences: @Sendable (String) -> Bool = { path in
      !explicitFiles.contains(path) && (defaultExcludes ?? configurations.configuration(forPath: path).defaultExcludes)
    }
    var report = evaluate(consume facts, notes: notes, configurations: configurations, silencingMaskLibraryCopy: silences)
    report.skipped = (skipped + report.skipped).sorted { $0.path < $1.path }
    report.unreadableInputs = unreadable
    return report
  }

  private static func lint(_ input: StandardInput, configuration: ProjectConfiguration?) throws -> LintReport {
    guard let language = SourceLanguage(path: input.path) else { throw InputError.unknownLanguage(input.path) }
    let folder = (input.path as NSString).deletingLastPathComponent
    let configuration = configuration ?? ProjectConfiguration.discover(from: folder.isEmpty ? "." : folder)
    let loaded = SourceFileReader.decode(input.bytes, path: input.path)
    let facts = FileFacts.make(path: input.path, language: language, text: loaded.text, vocabulary: configuration.vocabulary)
    // Read from standard input: its text is kept (the disk may hold another version or none).
    return evaluate(
      [facts], notes: loaded.note.map { [$0] } ?? [], configurations: ConfigurationSet(configuration), keeping: [input.path: loaded.text])
  }

  /// Runs the rules over scanned files. Their texts were dropped once scanned (but those in
  /// `keeping`); files with findings are read again for positions and for renderers.
  /// The facts are handed to the project, not kept: one copy of each file's facts is alive.
  private static func evaluate(
    _ facts: consuming [FileFacts], notes: [FileNote], configurations: ConfigurationSet, keeping kept: [String: SourceText] = [:],
    silencingMaskLibraryCopy silences: (@Sendable (String) -> Bool)? = nil
  ) -> LintReport {
    let fileCount = facts.count
    let analysedPaths = facts.map(\.path)
    let fingerprints = Dictionary(facts.map { ($0.path, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
    let project = AnalysisProject(configurations: configurations, silencesMaskLibraryCopy: silences)
    project.setFacts(consume facts, keeping: kept)
    let findings = project.allFindings()
    // Texts were dropped once scanned: read again only the files a renderer shows lines of.
    var texts: [String: SourceText] = [:]
    for path in Set(findings.flatMap { [$0.location.path] + $0.related.map(\.location.path) }) {
      if let text = project.text(forPath: path) {
        texts[path] = text
      } else if let bytes = FileBytes.read(path) {
        texts[path] = SourceText(bytes: bytes)
      }
    }
    // Freeing every file's facts is a noticeable share of a large lint, and nothing waits for
    // it: it happens on another thread while the report is rendered.
    BackgroundRelease.release(consume project)
    return LintReport(
      findings: findings, fileCount: fileCount, skipped: [], notes: notes.sorted { $0.path < $1.path }, texts: texts,
      analysedPaths: analysedPaths, fingerprints: fingerprints)
  }

  /// Reads and scans one file, and checks the fields that may be its own.
  /// With `requiresText` (a file named on the command line), a file that cannot be read says
  /// why, and one holding NUL bytes (an image, an archive) is refused as not text.
  /// With `templates`, the settings kept for other files' fields are stored compactly.
  static func load(
    _ path: String, vocabulary: [String: SettingKind] = SettingVocabulary.properties, skipsGenerated: Bool = false,
    requiresText: Bool = false, templates: SettingTemplates? = nil
  ) -> Result<(FileFacts, FileNote?), SkippedFile> {
    guard let language = SourceLanguage(path: path) else {
      return .failure(SkippedFile(path: path, reason: "not a source file maskls reads", kind: .unreadable))
    }
    if requiresText, access(path, R_OK) != 0 {
      return .failure(SkippedFile(path: path, reason: "cannot read the file: \(String(cString: strerror(errno)))", kind: .unreadable))
    }
    return SourceFileReader.read(path, skipsGenerated: skipsGenerated).flatMap { loaded in
      if requiresText, loaded.text.bytes.contains(0) {
        return .failure(SkippedFile(path: path, reason: "not a text file (it holds NUL bytes)", kind: .unreadable))
      }
      // The file's own fields are checked now, with its text in hand: only what other
      // files' fields need is kept until every file is read (`PrecheckedFields`).
      let facts = FileFacts.make(path: path, language: language, text: loaded.text, vocabulary: vocabulary)
      return .success((facts.prechecking(text: loaded.text, sharing: templates), loaded.note))
    }
  }
}

/// Fixed slots written from concurrent workers.
final class ResultSlots<T>: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [T?]
  init(count: Int) { values = Array(repeating: nil, count: count) }
  subscript(i: Int) -> T? {
    get { lock.lock(); defer { lock.unlock() }; return values[i] }
    set { lock.lock(); values[i] = newValue; lock.unlock() }
  }
  /// The values, moved out (the slots are then empty): no second copy stays alive.
  func takeValues() -> [T?] {
    lock.lock()
    defer { lock.unlock() }
    let taken = values
    values = []
    return taken
  }
}
