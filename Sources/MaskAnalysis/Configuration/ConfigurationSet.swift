import Foundation

/// The configurations of a project by folder: a file follows the `.maskls.json` of the
/// nearest folder at or above it (as ESLint and ruff do), else `fallback`.
///
/// Folders are absolute, standardised paths; files are looked up by their absolute path, so
/// relative paths (as given to `maskls lint`) and absolute ones (the editor's) agree.
public struct ConfigurationSet: Sendable, Equatable {
  /// For files under no folder of `folders` (the default configuration, or the one found
  /// above the first linted path or workspace folder).
  public var fallback: ProjectConfiguration
  /// Folder → the configuration read from its `.maskls.json`.
  public private(set) var folders: [String: ProjectConfiguration] = [:]

  /// One configuration for every file.
  public init(_ fallback: ProjectConfiguration = ProjectConfiguration()) {
    self.fallback = fallback
  }

  /// `fallback` for files outside the folders of `configurations` (each applies under the
  /// folder holding it; those without a file are ignored).
  public init(fallback: ProjectConfiguration, folders configurations: [ProjectConfiguration]) {
    self.fallback = fallback
    for c in configurations { set(c) }
  }

  /// The configuration that applies to `path`: the nearest folder's at or above it.
  public func configuration(forPath path: String) -> ProjectConfiguration {
    guard !folders.isEmpty else { return fallback }
    var folder = Self.absolute(path)
    while true {
      // The path itself may be a folder (`discover(from:)` of a root).
      if let c = folders[folder] { return c }
      guard folder != "/", let slash = folder.lastIndex(of: "/") else { return fallback }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
  }

  /// Adds or replaces the configuration of the folder holding `configuration.path`.
  public mutating func set(_ configuration: ProjectConfiguration) {
    guard let path = configuration.path else { return }
    folders[Self.folder(ofFile: path)] = configuration
  }

  /// Forgets the configuration read from `file` (a `.maskls.json` deleted).
  public mutating func remove(file: String) {
    folders[Self.folder(ofFile: file)] = nil
  }

  /// Every configuration read from a file, once each, by path.
  public var all: [ProjectConfiguration] {
    var seen: Set<String> = []
    return ([fallback] + folders.keys.sorted().compactMap { folders[$0] }).filter {
      guard let path = $0.path else { return false }
      return seen.insert(path).inserted
    }
  }

  /// Whether an `exclude` pattern of a configuration at or above `path` leaves it out (a
  /// folder's excludes apply under that folder, whichever configuration the file follows).
  public func isExcluded(_ path: String) -> Bool {
    fallback.isExcluded(path) || folders.values.contains { $0.isExcluded(path) }
  }

  /// The same set with `transform` applied to every configuration (an editor's rule
  /// severities laid over each folder's).
  public func map(_ transform: (inout ProjectConfiguration) -> Void) -> ConfigurationSet {
    var copy = self
    transform(&copy.fallback)
    for key in copy.folders.keys { transform(&copy.folders[key]!) }
    return copy
  }

  /// `path` made absolute (against the working directory) and standardised: no `.` or `..`
  /// component, no repeated or trailing `/`. A path already so is returned as it is (every
  /// file of a run is looked up: standardising through `URL` cost 50,000 instructions each).
  public static func absolute(_ path: String) -> String {
    if PathSpelling.isStandardAbsolute(path) { return path }
    if PathSpelling.isPlainRelative(path) {
      let directory = FileManager.default.currentDirectoryPath
      if PathSpelling.isStandardAbsolute(directory) { return directory == "/" ? "/" + path : directory + "/" + path }
    }
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
  }

  /// The folder holding `path`, absolute and standardised.
  public static func folder(ofFile path: String) -> String {
    let file = absolute(path)
    guard PathSpelling.isStandardAbsolute(file), let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else {
      return absolute((file as NSString).deletingLastPathComponent)
    }
    return slash == file.utf8.startIndex ? "/" : String(file[..<slash])
  }
}

/// Finds the `.maskls.json` files that apply to files: each folder's existence check and
/// each configuration file's reading happen once, however many files share them.
public final class ConfigurationDiscovery {
  private var chains: [String: [String]] = [:]
  private var loaded: [String: ProjectConfiguration] = [:]

  public init() {}

  /// The configuration files at or above `folder` (absolute), nearest first.
  public func chain(ofFolder folder: String) -> [String] {
    if let known = chains[folder] { return known }
    var chain: [String] = []
    let candidate = folder == "/" ? "/" + ProjectConfiguration.fileName : folder + "/" + ProjectConfiguration.fileName
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir), !isDir.boolValue { chain.append(candidate) }
    if folder != "/", let slash = folder.lastIndex(of: "/") {
      chain += self.chain(ofFolder: slash == folder.startIndex ? "/" : String(folder[..<slash]))
    }
    chains[folder] = chain
    return chain
  }

  /// The configuration read from `file` (read once).
  public func configuration(file: String) -> ProjectConfiguration {
    if let known = loaded[file] { return known }
    let c = ProjectConfiguration.load(path: file)
    loaded[file] = c
    return c
  }

  /// The configurations of the folders above `files`, and whether each file is left out by
  /// one of them: `fallback` for files under none. Returns the set of the configurations
  /// that apply to a file kept, and the files kept.
  public func configurations(
    for files: [String], fallback: ProjectConfiguration
  ) -> (configurations: ConfigurationSet, kept: [String]) {
    var set = ConfigurationSet(fallback)
    var kept: [String] = []
    for file in files {
      let chain = chain(ofFolder: ConfigurationSet.folder(ofFile: file))
      let configurations = chain.map { configuration(file: $0) }
      guard !configurations.contains(where: { $0.isExcluded(file) }), !fallback.isExcluded(file) else { continue }
      kept.append(file)
      if let nearest = configurations.first, set.folders[ConfigurationSet.folder(ofFile: nearest.path ?? "")] == nil {
        set.set(nearest)
      }
    }
    return (set, kept)
  }
}
