import SourceScanning

/// One file's settings, grouped by field key (`FileFacts.settings`).
///
/// Usually a plain array. `maskls lint` keeps the settings that other files' fields need
/// until every file is read, and one type extended across thousands of files keeps all of
/// them: it stores those compactly (`compacted(sharing:)`). A setting is then a shared
/// *template* (the same setting at offset 0 of a file with no path, one box for every file
/// that writes it) and its place: the literal's start and the body it runs in, 16 bytes. Each
/// read makes the setting again, equal to the one scanned; only the fields being checked are
/// ever made at once, so memory follows the distinct settings, not every copy of them.
struct FileSettings: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  /// A compact setting: the template (or the setting itself, when `start` is `asIs`), the
  /// literal's start and the `codeBody` (`Int32.min` for nil).
  struct Compact: Sendable {
    var template: Setting
    var start: Int32
    var codeBody: Int32
    static let asIs: Int32 = -1
  }

  private enum Storage: Sendable {
    case plain([Setting])
    case compact(path: String, [Compact])
  }

  private var storage: Storage

  init(_ settings: [Setting]) { storage = .plain(settings) }
  init(arrayLiteral elements: Setting...) { storage = .plain(elements) }

  var startIndex: Int { 0 }
  var endIndex: Int {
    switch storage {
    case .plain(let all): return all.count
    case .compact(_, let all): return all.count
    }
  }

  subscript(i: Int) -> Setting {
    switch storage {
    case .plain(let all): return all[i]
    case .compact(let path, let all): return Self.made(all[i], path: path)
    }
  }

  /// The field key of setting `i`, without making the setting.
  func field(at i: Int) -> FieldKey {
    switch storage {
    case .plain(let all): return all[i].field
    case .compact(_, let all): return all[i].template.field
    }
  }

  /// Where setting `i` is placed (`Setting.path`), without making the setting.
  func path(at i: Int) -> String {
    switch storage {
    case .plain(let all): return all[i].path
    case .compact(let path, let all): return all[i].start == Compact.asIs ? all[i].template.path : path
    }
  }

  /// Where setting `i` reads a constant (`Setting.use`), without making the setting.
  func use(at i: Int) -> SettingUse? {
    switch storage {
    case .plain(let all): return all[i].use
    case .compact(_, let all): return all[i].start == Compact.asIs ? all[i].template.use : nil
    }
  }

  /// The settings in `range` (made again when compact).
  func slice(_ range: Range<Int>) -> ArraySlice<Setting> {
    switch storage {
    case .plain(let all): return all[range]
    case .compact(let path, let all): return ArraySlice(all[range].map { Self.made($0, path: path) })
    }
  }

  /// Every setting, as an array.
  var array: [Setting] {
    switch storage {
    case .plain(let all): return all
    case .compact(let path, let all): return all.map { Self.made($0, path: path) }
    }
  }

  /// Whether the settings are stored compactly.
  var isCompact: Bool {
    if case .compact = storage { return true }
    return false
  }

  /// Equal when they hold equal settings in the same order, however stored.
  static func == (a: FileSettings, b: FileSettings) -> Bool {
    if case .plain(let x) = a.storage, case .plain(let y) = b.storage { return x == y }
    return a.count == b.count && a.elementsEqual(b)
  }

  static func += (settings: inout FileSettings, more: [Setting]) {
    settings = FileSettings(settings.array + more)
  }

  /// These settings (of the file at `path`) stored compactly, each setting of a member or an
  /// Android view written in this file as a template shared through `templates`; others
  /// (placed in another file, reached through a constant, one alternative of a list, with
  /// options of their own, of a key that names this file) are kept as they are.
  func compacted(path: String, sharing templates: SettingTemplates) -> FileSettings {
    guard case .plain(let all) = storage, !all.isEmpty else { return self }
    var compact: [Compact] = []
    compact.reserveCapacity(all.count)
    for s in all {
      guard Self.isShareable(s, path: path), let start = Int32(exactly: s.literal.range.lowerBound) else {
        compact.append(Compact(template: s, start: Compact.asIs, codeBody: 0))
        continue
      }
      let template = Setting(placing: s, path: "", shift: -Int(start), codeBody: nil)
      compact.append(Compact(template: templates.shared(template), start: start, codeBody: s.codeBody.flatMap { Int32(exactly: $0) } ?? Int32.min))
    }
    return FileSettings(storage: .compact(path: path, compact))
  }

  private init(storage: Storage) { self.storage = storage }

  private static func isShareable(_ s: Setting, path: String) -> Bool {
    guard s.hasAtMostRegexFlags, s.path == path else { return false }
    switch s.field {
    case .member, .androidView: return true
    case .local, .site, .interfaceBuilder: return false
    }
  }

  /// The setting `compact` stands for in the file at `path`.
  private static func made(_ compact: Compact, path: String) -> Setting {
    guard compact.start != Compact.asIs else { return compact.template }
    return Setting(
      placing: compact.template, path: path, shift: Int(compact.start), codeBody: compact.codeBody == Int32.min ? nil : Int(compact.codeBody))
  }
}

/// The templates of compact settings (`FileSettings.compacted`), shared by the files of one
/// lint or of a workspace's files that are not open: equal templates are one box. Safe to
/// use from the threads that read files.
final class SettingTemplates: @unchecked Sendable {
  private let lock = NSLock()
  private var table: Set<Setting> = []
  private let dropsUnused: Bool
  /// The count at which unused templates are dropped next (`dropsUnused`).
  private var dropAt = SettingTemplates.fewest

  /// Below this many templates, none is dropped.
  static let fewest = 4096

  /// With `dropsUnused` (a long-lived project, whose files come and go), templates that no
  /// compact setting uses any more are dropped whenever the table has doubled since: it then
  /// holds at most twice the templates in use, and at least `fewest`.
  init(dropsUnused: Bool = false) {
    self.dropsUnused = dropsUnused
  }

  /// How many templates the table holds.
  var count: Int { lock.withLock { table.count } }

  /// The template equal to `template` that was seen first (and is still in use).
  func shared(_ template: Setting) -> Setting {
    lock.lock()
    defer { lock.unlock() }
    let (inserted, shared) = table.insert(template)
    if inserted, dropsUnused, table.count >= dropAt {
      dropUnused()
      dropAt = max(Self.fewest, 2 * table.count)
    }
    return shared
  }

  /// Drops the templates that only the table holds (under the lock: no one else can reach them).
  private func dropUnused() {
    var all = Array(table)
    table = []
    var kept: [Setting] = []
    kept.reserveCapacity(all.count)
    for i in all.indices {
      if !all[i].isOnlyReference() { kept.append(all[i]) }
    }
    all = []
    table = Set(kept)
  }
}

import Foundation
