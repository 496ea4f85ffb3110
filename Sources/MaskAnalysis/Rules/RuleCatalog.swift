/// Every rule, in documentation order. Rule ids are part of the interface.
public enum RuleCatalog {
  public static let rules: [any Rule.Type] = table.map(\.rule)

  /// Every rule with a closure that checks a field with it, in documentation order (the order
  /// of `rules`). `AnalysisProject.entry` calls the closures: each calls its rule's `check`
  /// directly, where a call through the rule's type runs generic code that makes the instance
  /// and destroys it through the type's witness tables, for every rule and field.
  private static let table: [(rule: any Rule.Type, check: RuleCheck)] = [
    (MaskSyntaxRule.self, RuleCheck { MaskSyntaxRule().check($0, context: $1) }),
    (MaskIgnoredRule.self, RuleCheck { MaskIgnoredRule().check($0, context: $1) }),
    (MaskNoSlotsRule.self, RuleCheck { MaskNoSlotsRule().check($0, context: $1) }),
    (MaskEmptyRule.self, RuleCheck { MaskEmptyRule().check($0, context: $1) }),
    (MaskOptionalTrapRule.self, RuleCheck { MaskOptionalTrapRule().check($0, context: $1) }),
    (RegexSyntaxRule.self, RuleCheck { RegexSyntaxRule().check($0, context: $1) }),
    (RegexFlavorRule.self, RuleCheck { RegexFlavorRule().check($0, context: $1) }),
    (RegexNeverMatchesRule.self, RuleCheck { RegexNeverMatchesRule().check($0, context: $1) }),
    (RegexBlocksTypingRule.self, RuleCheck { RegexBlocksTypingRule().check($0, context: $1) }),
    (RegexRejectsMaskRule.self, RuleCheck { RegexRejectsMaskRule().check($0, context: $1) }),
    (RegexReDoSRule.self, RuleCheck { RegexReDoSRule().check($0, context: $1) }),
    (RegexSuspiciousClassRule.self, RuleCheck { RegexSuspiciousClassRule().check($0, context: $1) }),
    (RegexEmptyAlternativeRule.self, RuleCheck { RegexEmptyAlternativeRule().check($0, context: $1) }),
    (RegexUnanchoredRule.self, RuleCheck { RegexUnanchoredRule().check($0, context: $1) }),
    (HostEscapeRule.self, RuleCheck { HostEscapeRule().check($0, context: $1) }),
    (ConflictMaxLengthRule.self, RuleCheck { ConflictMaxLengthRule().check($0, context: $1) }),
    (ConflictDuplicateRule.self, RuleCheck { ConflictDuplicateRule().check($0, context: $1) }),
    (ConflictKeyboardRule.self, RuleCheck { ConflictKeyboardRule().check($0, context: $1) }),
    (MaskWrongDialectRule.self, RuleCheck { MaskWrongDialectRule().check($0, context: $1) }),
    (MaskUnknownAliasRule.self, RuleCheck { MaskUnknownAliasRule().check($0, context: $1) }),
    (FlutterFilterMissingRule.self, RuleCheck { FlutterFilterMissingRule().check($0, context: $1) }),
    (FlutterFilterMulticharRule.self, RuleCheck { FlutterFilterMulticharRule().check($0, context: $1) }),
    (FlutterFilterUnusedRule.self, RuleCheck { FlutterFilterUnusedRule().check($0, context: $1) }),
    (MaskAffineRedundantRule.self, RuleCheck { MaskAffineRedundantRule().check($0, context: $1) }),
    (MaskNotationCacheRule.self, RuleCheck { MaskNotationCacheRule().check($0, context: $1) }),
    (ConflictHTMLPatternRule.self, RuleCheck { ConflictHTMLPatternRule().check($0, context: $1) }),
    (AnalysisLimitRule.self, RuleCheck { AnalysisLimitRule().check($0, context: $1) }),
  ]

  /// `check` of each of `rules` (same order), called on its own type.
  static let checks: [RuleCheck] = table.map(\.check)

  /// A rule's `check` on its own type. In a struct, the closure keeps its own calling
  /// convention (in an array or a tuple it is called through a thunk, which also retains).
  struct RuleCheck: Sendable {
    let check: @Sendable (AnalyzedField, RuleContext) -> [Finding]
  }

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
