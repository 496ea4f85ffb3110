import Foundation
import SourceScanning

/// The name tables `CodeRecognizer` matches tokens against, built from a vocabulary. Every
/// file of a run has the same vocabulary, so the tables are built once and reused.
struct RecognizerNameTables: Sendable {
  /// The vocabulary in force (C# adds WinForms `Mask`).
  let vocabulary: [String: SettingKind]
  /// `vocabulary` without the built-in properties (`SettingVocabulary.properties`).
  let customLabels: [String: SettingKind]
  let properties: NameTable<Bool>
  let labels: NameTable<Bool>
  let callees: NameTable<Bool>

  init(vocabulary given: [String: SettingKind], language: SourceLanguage) {
    var vocabulary = given
    if language == .csharp, vocabulary["Mask"] == nil {
      // WinForms `maskedTextBox.Mask = "…"`.
      vocabulary["Mask"] = .mask(.dotnetmaskedtextbox)
    }
    self.vocabulary = vocabulary
    self.customLabels = vocabulary.filter { SettingVocabulary.properties[$0.key] == nil }
    var setters: [String: Bool] = [:]
    for name in vocabulary.keys {
      setters[name] = true
      setters["set" + name.prefix(1).uppercased() + name.dropFirst()] = true
      setters["set" + name] = true
    }
    self.properties = NameTable(setters)
    var labels = setters
    for l in SettingVocabulary.labels { labels[l] = true }
    for l in SettingVocabulary.languageLabels { labels[l] = true }
    self.labels = NameTable(labels)
    let callees = SettingVocabulary.unlabeledCallees.union(SettingVocabulary.languageCallees)
    self.callees = NameTable(Dictionary(uniqueKeysWithValues: callees.map { ($0, true) }))
  }

  /// The tables of `vocabulary` for `language`: the last ones built when the vocabulary is
  /// the same (a dictionary compares equal at once when it shares storage).
  static func tables(for vocabulary: [String: SettingKind], language: SourceLanguage) -> RecognizerNameTables {
    let isCSharp = language == .csharp
    if let hit = recent.find({ $0.given == vocabulary && $0.isCSharp == isCSharp }) { return hit.tables }
    let tables = RecognizerNameTables(vocabulary: vocabulary, language: language)
    recent.remember((vocabulary, isCSharp, tables))
    return tables
  }

  private static let recent = RecentTables()
}

/// The last few tables built, with the vocabulary they were built from.
private final class RecentTables: @unchecked Sendable {
  typealias Entry = (given: [String: SettingKind], isCSharp: Bool, tables: RecognizerNameTables)
  private let lock = NSLock()
  private var entries: [Entry] = []

  func find(_ matches: (Entry) -> Bool) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    return entries.first(where: matches)
  }

  func remember(_ entry: Entry) {
    lock.lock()
    defer { lock.unlock() }
    if entries.count >= 4 { entries.removeFirst() }
    entries.append(entry)
  }
}
