import SourceScanning

/// How bad a finding is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
  case error
  case warning
  case info

  private var rank: Int {
    switch self {
    case .error: return 2
    case .warning: return 1
    case .info: return 0
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A place in a file with positions already resolved in every unit renderers need.
public struct SourceLocation: Sendable, Hashable {
  public var path: String
  /// Source bytes.
  public var range: Range<Int>
  public var start: SourcePosition
  public var end: SourcePosition

  public init(path: String, range: Range<Int>, start: SourcePosition, end: SourcePosition) {
    self.path = path
    self.range = range
    self.start = start
    self.end = end
  }

  /// Resolves `range` in `text`.
  public init(path: String, range: Range<Int>, in text: SourceText) {
    self.init(path: path, range: range, start: text.position(of: range.lowerBound), end: text.position(of: range.upperBound))
  }
}

/// Another place that explains a finding (the other mask of a duplicate).
public struct RelatedLocation: Sendable, Hashable {
  public var location: SourceLocation
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }
}

/// One problem found, ready for any renderer (CLI text, JSON, LSP diagnostics).
public struct Finding: Sendable, Hashable {
  /// The rule id, e.g. `mask-syntax`.
  public var rule: String
  public var severity: Severity
  public var message: String
  public var location: SourceLocation
  public var related: [RelatedLocation]
  /// Changes that resolve the finding, the preferred one first; edits are in
  /// `location.path`'s bytes.
  public var fixes: [Fix]

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation, related: [RelatedLocation] = [],
    fixes: [Fix] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.related = related
    self.fixes = fixes
  }
}
