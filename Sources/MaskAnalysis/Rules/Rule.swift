import MaskEngine
import SourceScanning

/// A source snippet that documents a rule and tests it. `↓` marks where a finding starts;
/// the marker is removed before the snippet is analysed.
public struct RuleExample: Sendable, Hashable {
  public var code: String
  /// The file name the snippet is analysed as (its extension picks the language).
  public var fileName: String

  /// The snippet after its findings' preferred fixes are applied (without markers); nil
  /// when the rule offers no fix for it.
  public var fixed: String?

  public init(_ code: String, fileName: String = "Example.swift", fixed: String? = nil) {
    self.code = code
    self.fileName = fileName
    self.fixed = fixed
  }
}

/// What a rule is: its id (part of the interface), severity, documentation and examples.
public struct RuleDescription: Sendable, Hashable {
  public var id: String
  public var name: String
  public var severity: Severity
  /// One or two sentences: what is found and why it matters at run time.
  public var summary: String
  public var triggeringExamples: [RuleExample]
  public var nonTriggeringExamples: [RuleExample]
  /// For a rule reported only past an analysis limit (too large for a snippet): when it is
  /// reported, in words, in place of triggering examples.
  public var reportedPastLimit: String?
  /// True when the rule's messages name a place of the source (`Other.swift:12`): a finding
  /// of it is checked again when an edit moves that place, never carried to its new line.
  public var messageNamesPlaces: Bool

  public init(
    id: String, name: String, severity: Severity, summary: String, triggeringExamples: [RuleExample],
    nonTriggeringExamples: [RuleExample], reportedPastLimit: String? = nil, messageNamesPlaces: Bool = false
  ) {
    self.id = id
    self.name = name
    self.severity = severity
    self.summary = summary
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
    self.reportedPastLimit = reportedPastLimit
    self.messageNamesPlaces = messageNamesPlaces
  }
}

/// Resolves source ranges of settings into findings' locations.
public struct RuleContext: Sendable {
  let locator: SourceLocator

  init(locator: SourceLocator) {
    self.locator = locator
  }

  /// A context over texts already in memory.
  public init(texts: [String: SourceText]) {
    self.locator = SourceLocator(texts: texts)
  }

  /// Location of `range` (source bytes) in `path`.
  public func location(_ path: String, _ range: Range<Int>) -> SourceLocation {
    locator.location(path, range)
  }

  /// The text of `path` as it was analysed (to write a fix in the file's own syntax); read
  /// only when a finding needs it.
  func text(_ path: String) -> SourceText? {
    locator.text(path)
  }

  /// The setting's literal is assigned to a property of the object's own (`self.mask = ""`,
  /// `this.Mask = ""`), as read when its file was scanned.
  public func isOwnPropertyAssignment(_ setting: Setting) -> Bool { setting.isOwnPropertyAssignment }

  /// Location of the characters `characters` of the setting's value; the whole literal when
  /// the range is empty.
  public func location(of setting: Setting, characters: Range<Int>? = nil) -> SourceLocation {
    guard let characters, !characters.isEmpty else { return location(setting.path, setting.literal.range) }
    return location(setting.path, setting.literal.sourceRange(forCharacters: characters))
  }
}

/// A check over one field. Rules report findings; they never print.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  /// The kinds of settings without one of which the rule finds nothing in a field (it is
  /// not asked about a field that holds none of them); nil: it is asked about every field.
  static var readKinds: SettingKinds? { get }
  init()
  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding]
}

extension Rule {
  public static var readKinds: SettingKinds? { nil }

  /// A finding of this rule with its default severity.
  func finding(
    _ message: String, at location: SourceLocation, related: [RelatedLocation] = [], severity: Severity? = nil,
    fixes: [Fix?] = []
  ) -> Finding {
    Finding(
      rule: Self.description.id, severity: severity ?? Self.description.severity, message: message,
      location: location, related: related, fixes: fixes.compactMap { $0 })
  }
}
