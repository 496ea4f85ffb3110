/// Every rule, in documentation order. Rule ids are part of the interface.
public enum RuleCatalog {
  public static let rules: [any Rule.Type] = [
    MaskSyntaxRule.self,
    MaskIgnoredRule.self,
    MaskNoSlotsRule.self,
    MaskEmptyRule.self,
    MaskOptionalTrapRule.self,
    RegexSyntaxRule.self,
    RegexFlavorRule.self,
    RegexNeverMatchesRule.self,
    RegexBlocksTypingRule.self,
    RegexRejectsMaskRule.self,
    RegexReDoSRule.self,
    RegexSuspiciousClassRule.self,
    RegexEmptyAlternativeRule.self,
    RegexUnanchoredRule.self,
    HostEscapeRule.self,
    ConflictMaxLengthRule.self,
    ConflictDuplicateRule.self,
    ConflictKeyboardRule.self,
    MaskWrongDialectRule.self,
    MaskUnknownAliasRule.self,
    FlutterFilterMissingRule.self,
    FlutterFilterMulticharRule.self,
    FlutterFilterUnusedRule.self,
    MaskAffineRedundantRule.self,
    MaskNotationCacheRule.self,
    ConflictHTMLPatternRule.self,
    AnalysisLimitRule.self,
  ]

  public static var descriptions: [RuleDescription] { rules.map { $0.description } }

  public static func description(forID id: String) -> RuleDescription? {
    descriptionsByID[id]
  }

  private static let descriptionsByID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// One instance of each rule, in catalogue order.
  static let instances: [any Rule] = rules.map { $0.init() }
  /// The kinds of settings each of `instances` reads (`Rule.readKinds`), apart: a field is
  /// compared with every rule's kinds, and most rules are then not asked.
  static let readKinds: [SettingKinds?] = rules.map { $0.readKinds }

  /// The rules (bit `r` for `rules[r]`) asked about a field that holds `kinds`: those that
  /// read every field, and those that read one of its kinds (`Rule.readKinds`).
  static func rulesAsked(about kinds: SettingKinds) -> UInt64 {
    var asked = askedTables.always
    var bits = kinds.rawValue
    while bits != 0 {
      asked |= askedTables.byKind[bits.trailingZeroBitCount]
      bits &= bits - 1
    }
    return asked
  }

  /// For `rulesAsked(about:)`: the rules read whatever a field holds, and the rules that
  /// read each kind's bit (by its index in `SettingKinds.rawValue`).
  private static let askedTables: (always: UInt64, byKind: [UInt64]) = {
    precondition(rules.count <= 64, "rulesAsked(about:) holds a rule in a bit of a UInt64")
    var always: UInt64 = 0
    var byKind = [UInt64](repeating: 0, count: SettingKinds.RawValue.bitWidth)
    for (r, reads) in readKinds.enumerated() {
      guard let reads else {
        always |= 1 << r
        continue
      }
      for bit in byKind.indices where reads.rawValue & (1 << bit) != 0 { byKind[bit] |= 1 << r }
    }
    return (always, byKind)
  }()}
