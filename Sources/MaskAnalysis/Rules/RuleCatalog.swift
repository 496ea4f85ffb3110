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
}
