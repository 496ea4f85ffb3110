import SourceScanning

/// Languages whose constants can name each other across files.
enum ConstantFamily: UInt8, Sendable, Hashable {
  case swift, objectiveC, jvm, web, dart, csharp

  init?(_ language: SourceLanguage) {
    switch language {
    case .swift: self = .swift
    case .objectiveC: self = .objectiveC
    case .kotlin, .java, .androidValues: self = .jvm
    case .javascript, .typescript, .html, .vue: self = .web
    case .dart: self = .dart
    case .csharp: self = .csharp
    case .interfaceBuilder, .androidLayout: return nil
    }
  }
}

/// A constant of some file of the project, with its literal (positions in its own file).
struct ProjectConstant: Sendable, Hashable {
  var name: String
  /// Simple name of the owning type, "" at top level.
  var owner: String
  var family: ConstantFamily
  var path: String
  var literal: StringLiteral
}

/// Every exported constant of the project by name: what a file's references resolve against
/// when the file does not declare the name itself.
struct ConstantTable: Sendable {
  private(set) var byName: [String: [ProjectConstant]] = [:]
  /// The names, matched on token bytes (no `String` per candidate identifier).
  private(set) var names = NameTable<Bool>([:])

  init() {}

  init(_ constants: [ProjectConstant]) {
    for c in constants { byName[c.name, default: []].append(c) }
    names = NameTable(byName.mapValues { _ in true })
  }

  var isEmpty: Bool { byName.isEmpty }

  /// Names whose definitions differ between `self` and `other`.
  func changedNames(from other: ConstantTable) -> Set<String> {
    var changed: Set<String> = []
    for (name, list) in byName where other.byName[name] != list { changed.insert(name) }
    for name in other.byName.keys where byName[name] == nil { changed.insert(name) }
    return changed
  }
}
