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
    public var description: String {
      switch self {
      case .notFound(let p): return "no such file or directory: \(p)"
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

  /// Lints `paths` (files or directories). `defaultExcludes` overrides the configuration's.
  public static func lint(_ paths: [String], configuration: ProjectConfiguration? = nil, defaultExcludes: Bool? = nil) throws -> LintReport {
    let configuration = configuration ?? ProjectConfiguration.discover(from: paths.first ?? ".")
    let excludesDefaults = defaultExcludes ?? configuration.defaultExcludes
    let discovery = try discover(paths, defaultExcludes: excludesDefaults)
    let files = discovery.files.filter { !configuration.isExcluded($0) }
    let results = ResultSlots<Result<(FileFacts, FileNote?), SkippedFile>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let skipsGenerated = excludesDefaults && !discovery.explicitFiles.contains(files[i])
      results[i] = load(files[i], vocabulary: configuration.vocabulary, skipsGenerated: skipsGenerated)
    }
    var facts: [FileFacts] = []
    var skipped = discovery.skipped
    var notes: [FileNote] = []
    for r in results.values {
      switch r {
      case .success(let (f, note))?:
        facts.append(f)
        if let note { notes.append(note) }
      case .failure(let s)?: skipped.append(s)
      case nil: break
      }
    }
    let project = AnalysisProject(configuration: configuration)
    project.setFacts(facts)
    let findings = project.allFindings()
    // Texts were dropped once scanned: read again only the files a renderer shows lines of.
    var texts: [String: SourceText] = [:]
    for path in Set(findings.flatMap { [$0.location.path] + $0.related.map(\.location.path) }) {
      if let text = project.text(forPath: path) {
        texts[path] = text
      } else if let data = FileManager.default.contents(atPath: path) {
        texts[path] = SourceText(bytes: [UInt8](data))
      }
    }
    return LintReport(
      findings: findings, fileCount: facts.count, skipped: skipped.sorted { $0.path < $1.path },
      notes: notes.sorted { $0.path < $1.path }, texts: texts)
  }

  /// Reads and scans one file.
  static func load(
    _ path: String, vocabulary: [String: SettingKind] = SettingVocabulary.properties, skipsGenerated: Bool = false
  ) -> Result<(FileFacts, FileNote?), SkippedFile> {
    guard let language = SourceLanguage(path: path) else {
      return .failure(SkippedFile(path: path, reason: "not a source file maskls reads", kind: .unreadable))
    }
    return SourceFileReader.read(path, skipsGenerated: skipsGenerated).map { loaded in
      (FileFacts.make(path: path, language: language, text: loaded.text, vocabulary: vocabulary), loaded.note)
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
}
