import Foundation
import MaskAnalysis
import SourceScanning

/// The analysis project of the workspace: files on disk indexed in the background, overlaid
/// by the documents the client has open (an open document always wins over the disk).
///
/// Every change of the project goes through one lock, so the indexer never replaces an open
/// document's text with an older copy from disk.
final class WorkspaceIndex: @unchecked Sendable {
  let project = AnalysisProject(checksClosedFilesAlone: true)
  private let lock = NSLock()
  /// Called after the project changed (the analysis worker's `wake`).
  var onChange: @Sendable () -> Void = {}
  /// At most this many files and bytes are indexed; a workspace beyond is indexed in part
  /// (`indexFinished` says so).
  var maxFiles = 20_000
  var maxBytes = 512 << 20
  /// Bumped whenever a path is opened, closed or changed on disk (under `lock`).
  private var generations: [String: Int] = [:]
  private var openPaths: Set<String> = []
  private var roots: [String] = []
  /// Indexing threads still reading the workspace.
  private var runningIndexers = 0
  /// The folders' `.maskls.json` and the editor's settings over them
  /// (`WorkspaceIndex+Configuration.swift`).
  let configurationState = ConfigurationState()

  /// Whether `path` has an extension the analysis reads.
  static func isAnalysable(_ path: String) -> Bool {
    SourceLanguage(path: path) != nil
  }

  /// Sets the text of an opened or edited document.
  /// - Returns: the content generation the project gave it (nil for a language it does not
  ///   read).
  @discardableResult
  func setOpen(path: String, text: SourceText) -> Int? {
    guard markOpen(path: path) else { return nil }
    return installOpen(project.prepare(path: path, text: text, keepsText: true), path: path)
  }

  /// The first half of `setOpen`, cheap, on the loop: the document is open (the indexer never
  /// replaces it with its disk copy from now on) and will be analysed unless excluded.
  /// - Returns: whether its text is to be scanned and installed (`installOpen`).
  func markOpen(path: String) -> Bool {
    discoverConfiguration(for: path)
    let excluded = isExcludedByConfiguration(path)
    let scanned = lock.withLock {
      openPaths.insert(path)
      generations[path, default: 0] += 1
      // Excluded by `.maskls.json` or the editor: not analysed, even open (as ruff does).
      if excluded { project.removeFile(path: path) }
      return !excluded && Self.isAnalysable(path)
    }
    if !scanned { onChange() }
    return scanned
  }

  /// Installs the scan of an open document (`markOpen` then a background `prepare`).
  /// - Returns: the content generation the project gave it; nil when the document is no
  ///   longer open or its language is not read.
  func installOpen(_ prepared: AnalysisProject.PreparedFile?, path: String) -> Int? {
    let generation: Int? = lock.withLock {
      guard openPaths.contains(path), let prepared else { return nil }
      return project.install(prepared)
    }
    onChange()
    return generation
  }

  /// Whether the workspace is still being indexed: the analysis then leaves the fields with
  /// settings in several files (unless an open document has them) until indexing is over
  /// (checking a field that spans the workspace after every batch of files would cost the
  /// square of its files).
  var isIndexing: Bool {
    lock.withLock { runningIndexers > 0 }
  }

  /// The paths of the open documents (the analysis checks their fields first).
  var openPathsSnapshot: Set<String> {
    lock.withLock { openPaths }
  }

  /// The document was closed: the file falls back to its disk copy when it is part of the
  /// workspace, else it leaves the project.
  func close(path: String) {
    let indexed = isIndexed(path)
    lock.withLock {
      openPaths.remove(path)
      generations[path, default: 0] += 1
      if indexed, let text = readText(path) {
        project.setFile(path: path, text: text, keepsText: false)
      } else {
        project.removeFile(path: path)
      }
    }
    onChange()
  }

  /// A watched file changed on disk; ignored while the document is open.
  /// - Returns: whether the project changed.
  @discardableResult
  func diskChanged(path: String, deleted: Bool) -> Bool {
    guard Self.isAnalysable(path) else { return false }
    if !deleted { discoverConfiguration(for: path) }
    let indexed = isIndexed(path)
    let changed = lock.withLock {
      guard !openPaths.contains(path) else { return false }
      generations[path, default: 0] += 1
      if !deleted, indexed, let text = readText(path) {
        project.setFile(path: path, text: text, keepsText: false)
      } else {
        project.removeFile(path: path)
      }
      return true
    }
    if changed { onChange() }
    return changed
  }

  /// Indexes the analysable files under `rootPaths` on a background thread, posting progress
  /// and completion to `inbox`.
  func startIndexing(rootPaths: [String], inbox: Inbox) {
    lock.withLock {
      roots = rootPaths.map(Self.withoutTrailingSlash)
      runningIndexers += 1
    }
    configurationState.lock.withLock { configurationState.roots = rootPaths.map(Self.absolute) }
    let thread = Thread { [self] in
      var problems: [String] = []
      var files: [String] = []
      var limited = false
      for root in rootPaths {
        do {
          // Which folders are walked follows the root's `.maskls.json`, as `maskls lint ROOT`.
          let discovery = try LintRunner.discover(
            [root], defaultExcludes: ProjectConfiguration.discover(from: root).defaultExcludes,
            maxFiles: maxFiles - files.count)
          files.append(contentsOf: discovery.files)
          limited = limited || discovery.isTruncated
        } catch {
          problems.append("\(root): \(error)")
        }
      }
      // Each file follows the nearest `.maskls.json` above it; excluded files are left out.
      files = readConfigurations(roots: rootPaths, files: files)
      inbox.post(.indexProgress(done: 0, total: files.count))
      var lastReport = Date()
      var bytes = 0
      var indexed = 0
      for (index, path) in files.enumerated() {
        bytes += indexFile(path)
        indexed += 1
        // The analysis takes up what was installed in small batches, between requests.
        if index % 32 == 31 { onChange() }
        if Date().timeIntervalSince(lastReport) > 0.1 {
          lastReport = Date()
          inbox.post(.indexProgress(done: index + 1, total: files.count))
        }
        if bytes >= maxBytes {
          limited = indexed < files.count
          break
        }
      }
      lock.withLock { runningIndexers -= 1 }
      onChange()
      if limited {
        problems.append("the workspace has more files than maskls indexes (\(maxFiles) files, \(maxBytes >> 20) MB); \(indexed) files were indexed, open a file to analyse it")
      }
      inbox.post(.indexFinished(files: indexed, problems: problems, limited: limited))
    }
    thread.name = "maskls-indexer"
    thread.start()
  }

  /// Reads and scans one file from disk without holding the lock (so edits of open
  /// documents are never kept waiting behind the indexer), then installs it unless the file
  /// was opened, closed or changed on disk meanwhile (its generation moved on).
  /// - Returns: the bytes read.
  func indexFile(_ path: String) -> Int {
    let before: Int? = lock.withLock { openPaths.contains(path) ? nil : generations[path, default: 0] }
    guard let before, let text = readText(path), let prepared = project.prepare(path: path, text: text, keepsText: false) else { return 0 }
    lock.withLock {
      guard !openPaths.contains(path), generations[path, default: 0] == before else { return }
      project.install(prepared)
    }
    return text.bytes.count
  }

  /// Whether `path` is a file the index reads from disk: under a root and not ignored,
  /// excluded or in a dependency or build folder (what `maskls lint` of the root reads).
  func isIndexed(_ path: String) -> Bool {
    let currentRoots = lock.withLock { roots }
    guard !isExcludedByConfiguration(path) else { return false }
    return currentRoots.contains {
      LintRunner.isDiscoverable(path, under: $0, defaultExcludes: project.configuration(forPath: $0).defaultExcludes)
    }
  }

  /// The workspace folders being indexed.
  var rootsSnapshot: [String] { lock.withLock { roots } }

  /// Whether the document at `path` is open.
  func isOpen(_ path: String) -> Bool { lock.withLock { openPaths.contains(path) } }

  private static func withoutTrailingSlash(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The file's decoded text (UTF-8, UTF-16 with a byte order mark, other bytes as U+FFFD),
  /// nil when it cannot be read or, under default excludes, is minified.
  func readText(_ path: String) -> SourceText? {
    let skipsGenerated = project.configuration(forPath: path).defaultExcludes
    guard case .success(let loaded) = SourceFileReader.read(path, skipsGenerated: skipsGenerated) else { return nil }
    return loaded.text
  }
}
