import Foundation
import MaskJSON

/// `.maskls.json`: project settings of the files under its folder (the nearest one above a
/// file applies to it: `ConfigurationSet`).
///
/// ```json
/// {
///   "settings": { "phoneMask": "mask=redmadrobot", "validationPattern": "regex=icu" },
///   "rules": { "mask-empty": "off", "conflict-duplicate": "error" },
///   "exclude": ["Generated", "Legacy/**/*.m"],
///   "defaultExcludes": false
/// }
/// ```
/// `settings` maps a property, argument label or IB key path to what it configures (the same
/// `mask=DIALECT` / `regex=FLAVOR` values as `// maskls:` comments, or `keyboard=PLATFORM`,
/// `maxLength`); `rules` sets severities
/// (`error`, `warning`, `info`, `off`); `exclude` lists paths (relative to the file's folder,
/// `*` and `**` globs) that are not linted; `defaultExcludes: false` reads dependency and
/// build folders and minified files too. Unknown keys and bad values are reported as
/// `config` findings, never fatal.
public struct ProjectConfiguration: Sendable, Equatable {
  public static let fileName = ".maskls.json"

  /// Extra names → setting kinds, on top of the built-in vocabulary.
  public var customSettings: [String: SettingKind] = [:]
  /// Rule id → severity; nil severity turns the rule off.
  public var ruleSeverities: [String: Severity?] = [:]
  /// Glob patterns relative to `root`.
  public var excludes: [String] = []
  /// Leave out folders of dependencies and build output and minified files (default on).
  public var defaultExcludes = true
  /// The folder holding the file (empty for the default configuration).
  public var root: String = ""
  /// Path of the file it was read from.
  public var path: String?
  /// Problems found while reading it.
  public var problems: [ConfigurationProblem] = []

  public init() {}

  /// The vocabulary recognisers use: built-in names plus the custom ones.
  var vocabulary: [String: SettingKind] {
    customSettings.isEmpty ? SettingVocabulary.properties : SettingVocabulary.properties.merging(customSettings) { _, custom in custom }
  }

  /// The severity a rule reports with, or nil when turned off.
  func severity(for rule: String, default severity: Severity) -> Severity? {
    if let configured = ruleSeverities[rule] { return configured }
    return severity
  }

  /// Whether `path` (as given to lint) falls under an exclude pattern.
  public func isExcluded(_ path: String) -> Bool {
    guard !excludes.isEmpty else { return false }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let base = URL(fileURLWithPath: root.isEmpty ? "." : root).standardizedFileURL.path
    guard absolute.hasPrefix(base + "/") else { return false }
    let relative = String(absolute.dropFirst(base.count + 1))
    return excludes.contains { Glob.matches($0, relative) }
  }
}

extension ProjectConfiguration {
  /// A `settings` value: `mask=DIALECT`, `regex=FLAVOR` (as in `// maskls:` comments),
  /// `keyboard=PLATFORM` or `maxLength`.
  static func settingKind(_ spec: String) -> SettingKind? {
    if spec == "maxLength" { return .maxLength }
    let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    if parts[0] == "keyboard" { return KeyboardPlatform(rawValue: parts[1].lowercased()).map { .keyboard($0) } }
    return SettingVocabulary.directiveKind(key: parts[0], value: parts[1])
  }
}

/// A problem in `.maskls.json`, reported as a `config` finding.
public struct ConfigurationProblem: Sendable, Hashable {
  public var message: String
  /// Byte offset in the file where the problem is, when known.
  public var offset: Int
}

extension ProjectConfiguration {
  /// Finds `.maskls.json` in `directory` or its parents.
  public static func discover(from path: String) -> ProjectConfiguration {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
      url.deleteLastPathComponent()
    }
    while true {
      let candidate = url.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) {
        return load(path: candidate.path)
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path || url.path == "/" { return ProjectConfiguration() }
      url = parent
    }
  }

  /// Reads and validates a configuration file.
  public static func load(path: String) -> ProjectConfiguration {
    var config = ProjectConfiguration()
    config.path = path
    config.root = (path as NSString).deletingLastPathComponent
    guard let data = FileManager.default.contents(atPath: path) else {
      config.problems.append(ConfigurationProblem(message: "cannot read \(fileName)", offset: 0))
      return config
    }
    config.apply(bytes: [UInt8](data))
    return config
  }

  /// Parses configuration JSON, recording problems instead of failing.
  mutating func apply(bytes: [UInt8]) {
    // A UTF-8 byte order mark, as some editors write, is not part of the JSON.
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let skipped = bytes.starts(with: bom) ? bom.count : 0
    let json: JSON
    do {
      json = try JSON.parse(bytes[skipped...])
    } catch {
      problems.append(ConfigurationProblem(message: "\(ProjectConfiguration.fileName) is not valid JSON: \(error.message) (line \(error.line), column \(error.column))", offset: skipped + max(0, error.offset)))
      return
    }
    guard let object = json.objectValue else {
      problems.append(ConfigurationProblem(message: "\(ProjectConfiguration.fileName) must hold a JSON object", offset: 0))
      return
    }
    let strings = StringOffsets(bytes)
    func offset(of key: String) -> Int { strings.offset(of: key) }
    for (key, value) in object {
      switch key {
      case "settings":
        guard let entries = value.objectValue else {
          problems.append(ConfigurationProblem(message: "`settings` must be an object of name → \"mask=DIALECT\" or \"regex=FLAVOR\"", offset: offset(of: key)))
          continue
        }
        for (name, spec) in entries {
          if let kind = Self.settingKind(spec.stringValue ?? "") {
            customSettings[name] = kind
          } else {
            problems.append(ConfigurationProblem(message: "setting `\(name)`: expected \"mask=DIALECT\", \"regex=FLAVOR\", \"keyboard=PLATFORM\" (uikit, html, android, flutter) or \"maxLength\", got \(spec.serialized())", offset: offset(of: name)))
          }
        }
      case "rules":
        guard let entries = value.objectValue else {
          problems.append(ConfigurationProblem(message: "`rules` must be an object of rule id → severity", offset: offset(of: key)))
          continue
        }
        for (rule, level) in entries {
          guard RuleCatalog.description(forID: rule) != nil || rule == "config" else {
            problems.append(ConfigurationProblem(message: "unknown rule `\(rule)`; `maskls rules` lists them", offset: offset(of: rule)))
            continue
          }
          switch level.stringValue {
          case "off"?: ruleSeverities[rule] = .some(nil)
          case let s? where Severity(rawValue: s) != nil: ruleSeverities[rule] = Severity(rawValue: s)
          default:
            problems.append(ConfigurationProblem(message: "rule `\(rule)`: severity must be \"error\", \"warning\", \"info\" or \"off\"", offset: offset(of: rule)))
          }
        }
      case "exclude":
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
          problems.append(ConfigurationProblem(message: "`exclude` must be an array of path patterns", offset: offset(of: key)))
          continue
        }
        excludes = list.compactMap(\.stringValue)
      case "$schema":
        // For editors: the JSON schema the file follows (docs/schema/maskls-config.schema.json).
        continue
      case "defaultExcludes":
        guard case .bool(let on) = value else {
          problems.append(ConfigurationProblem(message: "`defaultExcludes` must be true or false", offset: offset(of: key)))
          continue
        }
        defaultExcludes = on
      default:
        problems.append(ConfigurationProblem(message: "unknown key `\(key)` (known: settings, rules, exclude, defaultExcludes)", offset: offset(of: key)))
      }
    }
  }
}
