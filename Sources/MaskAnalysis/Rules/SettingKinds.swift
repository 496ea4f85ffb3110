/// The kinds of settings a field holds, as bits: which rules can have anything to say about
/// it. Most fields hold one kind (a mask, or a regex), and most rules read one or two kinds:
/// `AnalysisProject.entry` asks a rule only about a field that holds a kind it reads.
public struct SettingKinds: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let mask = SettingKinds(rawValue: 1 << 0)
  public static let affineMask = SettingKinds(rawValue: 1 << 1)
  public static let regex = SettingKinds(rawValue: 1 << 2)
  public static let maxLength = SettingKinds(rawValue: 1 << 3)
  public static let replacementCharacter = SettingKinds(rawValue: 1 << 4)
  public static let keyboard = SettingKinds(rawValue: 1 << 5)
  public static let htmlInputType = SettingKinds(rawValue: 1 << 6)
  public static let htmlAttribute = SettingKinds(rawValue: 1 << 7)
  public static let maskFilter = SettingKinds(rawValue: 1 << 8)
  public static let customNotations = SettingKinds(rawValue: 1 << 9)
  public static let maskAlias = SettingKinds(rawValue: 1 << 10)
  public static let maskAliasDefinition = SettingKinds(rawValue: 1 << 11)
  public static let maskGlobalOptions = SettingKinds(rawValue: 1 << 12)

  /// The bit of one kind.
  public init(_ kind: SettingKind) {
    switch kind {
    case .mask: self = .mask
    case .affineMask: self = .affineMask
    case .regex: self = .regex
    case .maxLength: self = .maxLength
    case .replacementCharacter: self = .replacementCharacter
    case .keyboard: self = .keyboard
    case .htmlInputType: self = .htmlInputType
    case .htmlAttribute: self = .htmlAttribute
    case .maskFilter: self = .maskFilter
    case .customNotations: self = .customNotations
    case .maskAlias: self = .maskAlias
    case .maskAliasDefinition: self = .maskAliasDefinition
    case .maskGlobalOptions: self = .maskGlobalOptions
    }
  }

  /// The kinds of `settings`.
  public init(of settings: [Setting]) {
    var bits: UInt16 = 0
    for setting in settings { bits |= SettingKinds(setting.kind).rawValue }
    self.init(rawValue: bits)
  }
}
