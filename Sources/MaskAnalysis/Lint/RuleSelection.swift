/// `--select` / `--ignore`: which rules' findings a run reports. Each item is a rule id
/// (`mask-syntax`) or the start of ids before a `-` (`regex` for every `regex-…` rule).
public struct RuleSelection: Sendable {
  public var selected: [String]
  public var ignored: [String]

  /// An item that names no rule.
  public struct UnknownRule: Error, CustomStringConvertible {
    public var item: String
    public var description: String { "no rule `\(item)`; `maskls rules` lists them" }
  }

  /// Every rule id, and `config` for problems in `.maskls.json`.
  public static var knownIDs: [String] { RuleCatalog.descriptions.map(\.id) + ["config"] }

  /// Checks every item against the known rules.
  public init(select: [String] = [], ignore: [String] = []) throws {
    selected = select
    ignored = ignore
    let known = Self.knownIDs
    for item in select + ignore where !known.contains(where: { Self.item(item, covers: $0) }) {
      throw UnknownRule(item: item)
    }
  }

  /// Whether findings of `rule` are reported.
  public func includes(_ rule: String) -> Bool {
    if !selected.isEmpty, !selected.contains(where: { Self.item($0, covers: rule) }) { return false }
    return !ignored.contains { Self.item($0, covers: rule) }
  }

  static func item(_ item: String, covers rule: String) -> Bool {
    let item = item.hasSuffix("-") ? String(item.dropLast()) : item
    return rule == item || (rule.hasPrefix(item) && rule.dropFirst(item.count).first == "-")
  }
}
