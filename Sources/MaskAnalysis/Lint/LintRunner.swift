import Foundation
import SourceScanning

/// A file that could not be analysed (unreadable, not UTF-8), reported and skipped.
public struct SkippedFile: Error, Sendable, Hashable {
  public var path: String
  public var reason: String
}

/// What `maskls lint` found.
public struct LintReport: Sendable {
  public var findings: [Finding]
  /// Files analysed.
  public var fileCount: Int
  public var skipped: [SkippedFile]
  /// Source texts by path, for renderers that show the source line.
  public var texts: [String: SourceText]

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// Finds source files under paths, scans them in parallel and evaluates the rules.
public enum LintRunner {
  /// Directories never entered.
  public static let skippedDirectories: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"]

  public enum InputError: Error, CustomStringConvertible {
    case notFound(String)
    public var description: String {
      switch self {
      case .notFound(let p): return "no such file or directory: \(p)"
      }
    }
  }

  /// The analysable files under `paths` (files given explicitly are taken whatever their
  /// extension is, if it is a known language), sorted.
  public static func discover(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    let fm = FileManager.default
    for path in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw InputError.notFound(path) }
      if !isDir.boolValue {
        result.append(path)
        continue
      }
      let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      DirectoryWalker.walk(base, skipping: skippedDirectories) { file in
        if SourceLanguage(path: file) != nil { result.append(file) }
      }
    }
    return Array(Set(result)).sorted()
  }

  /// Lints `paths` (files or directories).
  public static func lint(_ paths: [String], configuration: ProjectConfiguration? = nil) throws -> LintReport {
    let configuration = configuration ?? ProjectConfiguration.discover(from: paths.first ?? ".")
    let files = try discover(paths).filter { !configuration.isExcluded($0) }
    let results = ResultSlots<Result<FileFacts, SkippedFile>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      results[i] = load(files[i], vocabulary: configuration.vocabulary)
    }
    var facts: [FileFacts] = []
    var skipped: [SkippedFile] = []
    for r in results.values {
      switch r {
      case .success(let f)?: facts.append(f)
      case .failure(let s)?: skipped.append(s)
      case nil: break
      }
    }
    let project = AnalysisProject(configuration: configuration, remembersFields: false)
    project.setFacts(facts)
    var texts: [String: SourceText] = [:]
    // Files with settings, and files whose constants may be reported on.
    for f in facts where !f.settings.isEmpty || !f.constants.isEmpty { texts[f.path] = f.text }
    if let path = configuration.path, !configuration.problems.isEmpty,
      let data = FileManager.default.contents(atPath: path)
    {
      texts[path] = SourceText(bytes: [UInt8](data))
    }
    return LintReport(findings: project.allFindings(), fileCount: facts.count, skipped: skipped, texts: texts)
  }

  /// Reads and scans one file.
  static func load(_ path: String, vocabulary: [String: SettingKind] = SettingVocabulary.properties) -> Result<FileFacts, SkippedFile> {
    guard let language = SourceLanguage(path: path) else {
      return .failure(SkippedFile(path: path, reason: "not a source file maskls reads"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SkippedFile(path: path, reason: "cannot read the file"))
    }
    let bytes = [UInt8](data)
    if let offset = firstInvalidUTF8(bytes) {
      return .failure(SkippedFile(path: path, reason: "not valid UTF-8 (byte \(offset))"))
    }
    return .success(FileFacts.make(path: path, language: language, text: SourceText(bytes: bytes), vocabulary: vocabulary))
  }

  /// Offset of the first byte that breaks UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let s): offset += UTF8.width(s)
      case .emptyInput: return nil
      case .error: return offset
      }
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
