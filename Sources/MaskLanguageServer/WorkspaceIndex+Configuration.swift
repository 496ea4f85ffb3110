import Foundation
import MaskAnalysis

/// What configures the workspace's files: the `.maskls.json` of their folders as read from
/// disk, and the editor's settings laid over every one of them.
final class ConfigurationState: @unchecked Sendable {
  let lock = NSLock()
  /// Held while a new set is computed and installed, so sets are installed in order.
  let applyLock = NSLock()
  /// The folders' configurations as on disk (editor settings not applied).
  var disk = ConfigurationSet()
  /// Folder lookups of `.maskls.json`, forgotten when one is created, changed or deleted.
  var discovery = ConfigurationDiscovery()
  /// Rule id → severity (nil: off), over every folder's `rules`.
  var editorRules: [String: Severity?] = [:]
  /// Globs relative to each workspace folder, left out on top of the folders' `exclude`.
  var editorExcludes: [String] = []
  var roots: [String] = []
}

extension WorkspaceIndex {
  /// Reads the configurations that apply to `files` (found under `roots`), installs them and
  /// returns the files no exclude leaves out.
  func readConfigurations(roots: [String], files: [String]) -> [String] {
    let kept: [String] = configurationState.lock.withLock {
      let state = configurationState
      state.roots = roots.map(Self.absolute)
      state.discovery = ConfigurationDiscovery()
      let fallback = roots.first.map(ProjectConfiguration.discover(from:)) ?? ProjectConfiguration()
      var (set, kept) = state.discovery.configurations(for: files, fallback: fallback)
      // Each root's own configuration, even over no file: its problems are shown.
      for root in state.roots {
        if let nearest = state.discovery.chain(ofFolder: root).first { set.set(state.discovery.configuration(file: nearest)) }
      }
      state.disk = set
      return kept
    }
    applyConfigurations()
    return kept.filter { !isExcludedByEditor($0) }
  }

  /// Makes sure the configuration of the folders above `path` is known (a file created or
  /// opened outside the folders indexed so far).
  func discoverConfiguration(for path: String) {
    let added: Bool = configurationState.lock.withLock {
      let state = configurationState
      guard path.hasPrefix("/"), let nearest = state.discovery.chain(ofFolder: Self.folder(of: path)).first else { return false }
      guard state.disk.configuration(forPath: path).path != nearest else { return false }
      state.disk.set(state.discovery.configuration(file: nearest))
      return true
    }
    if added { applyConfigurations() }
  }

  /// A `.maskls.json` was created, changed or deleted: only that folder's configuration is
  /// read again. Returns whether what it leaves out changed.
  func reloadConfigurationFile(_ path: String) -> Bool {
    let file = Self.absolute(path)
    let changed: Bool = configurationState.lock.withLock {
      let state = configurationState
      state.discovery = ConfigurationDiscovery()
      let folder = Self.folder(of: file)
      let old = state.disk.folders[folder]
      var isFile: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFile) && !isFile.boolValue
      let new = exists ? ProjectConfiguration.load(path: file) : nil
      if let new { state.disk.set(new) } else { state.disk.remove(file: file) }
      if let root = state.roots.first { state.disk.fallback = ProjectConfiguration.discover(from: root) }
      return old?.excludes != new?.excludes || old?.defaultExcludes != new?.defaultExcludes
    }
    applyConfigurations()
    return changed
  }

  /// Sets the editor's rule severities and excludes. Returns whether the excludes changed.
  func setEditorSettings(rules: [String: Severity?], excludes: [String]) -> Bool {
    let changed: Bool = configurationState.lock.withLock {
      let state = configurationState
      let changed = state.editorExcludes != excludes
      state.editorRules = rules
      state.editorExcludes = excludes
      return changed
    }
    applyConfigurations()
    return changed
  }

  /// Installs the folders' configurations with the editor's severities over each one.
  func applyConfigurations() {
    configurationState.applyLock.withLock {
      let effective: ConfigurationSet = configurationState.lock.withLock {
        let rules = configurationState.editorRules
        return configurationState.disk.map { c in
          for (rule, severity) in rules { c.ruleSeverities[rule] = severity }
        }
      }
      project.reconfigure(effective)
    }
    onChange()
  }

  /// Whether a `.maskls.json` or the editor's excludes leave `path` out.
  func isExcludedByConfiguration(_ path: String) -> Bool {
    configurationState.lock.withLock { configurationState.disk.isExcluded(path) } || isExcludedByEditor(path)
  }

  private func isExcludedByEditor(_ path: String) -> Bool {
    let (roots, excludes) = configurationState.lock.withLock { (configurationState.roots, configurationState.editorExcludes) }
    guard !excludes.isEmpty else { return false }
    return roots.contains { root in
      var globs = ProjectConfiguration()
      globs.root = root
      globs.excludes = excludes
      return globs.isExcluded(path)
    }
  }

  /// Excludes changed: files now left out leave the project, files now included under
  /// `folder` (every workspace folder when nil) are read, on a background thread.
  func refreshExclusions(under folder: String?) {
    for path in project.paths where !isOpen(path) && isExcludedByConfiguration(path) {
      project.removeFile(path: path)
    }
    // Walk the folder where it is inside a workspace folder, else the workspace folders in it.
    let roots = rootsSnapshot
    let folders = folder.map { f in
      roots.contains { f == $0 || f.hasPrefix($0 + "/") } ? [f] : roots.filter { $0 == f || $0.hasPrefix(f == "/" ? "/" : f + "/") }
    } ?? roots
    let thread = Thread { [self] in
      for folder in folders {
        guard let discovery = try? LintRunner.discover([folder], defaultExcludes: project.configuration(forPath: folder).defaultExcludes) else { continue }
        let present = Set(project.paths)
        for path in discovery.files where !present.contains(path) && !isOpen(path) && isIndexed(path) {
          _ = indexFile(path)
        }
      }
      onChange()
    }
    thread.name = "maskls-reindexer"
    thread.start()
  }

  /// Paths are standardised the way configurations are looked up (`ConfigurationSet`): a
  /// standard path is read from its bytes, so the check each edit makes stays cheap.
  static func absolute(_ path: String) -> String { ConfigurationSet.absolute(path) }

  static func folder(of path: String) -> String { ConfigurationSet.folder(ofFile: path) }
}
