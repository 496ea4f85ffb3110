import MaskEngine
import SourceScanning

/// One field with all its settings, grouped across statements and files, and the masks
/// parsed from them. What every rule looks at.
public struct AnalyzedField: Sendable {
  public var key: FieldKey
  /// Which combination of exclusive branch arms this is (0 when the field has no branches):
  /// one field's settings in `case .ssn:` and in `case .phone:` are checked apart.
  public var variant: Int = 0
  /// In source order (path, then offset).
  public private(set) var settings: [Setting]
  /// Some setting of the field, in this or another branch variant, gives it a non-empty
  /// mask (an empty mask next to one clears it).
  public var hasNonEmptyMask: Bool = false
  /// The settings left out past `AnalysisLimits.settingsPerField`; nil when every setting
  /// of the field is checked.
  public var omitted: OmittedSettings?

  /// Settings of a field that were not analysed: the first of them and how many.
  public struct OmittedSettings: Sendable {
    public var first: Setting
    public var count: Int
  }

  /// Masks parsed once per field (rules ask for them repeatedly), parallel to `settings`;
  /// empty when the field has no mask (only `locatedMasks`' indices are read).
  private let parsedMasks: [(any Mask)?]
  /// Index of each mask setting in `settings`, by where its literal is: rules look masks up
  /// once per setting, so a field with thousands of settings must not scan them each time.
  /// Empty when the field has few masks (`locatedMasks` is searched: no path is hashed).
  private let maskIndex: [SettingLocation: Int]
  /// Indices of the mask and affine mask settings, in order.
  private let locatedMasks: [Int]
  /// For each of `locatedMasks`, the index in `settings` whose parsed mask `parsedMask(for:)`
  /// gives it: the first mask setting at the same place.
  private let canonicalMasks: [Int]
  /// Up to this many masks, a mask is found by comparing locations.
  private static let masksSearched = 8

  /// The regex settings analysed, once per field (every regex rule reads them).
  let regexAnalyses: [AnalysedRegex]

  /// The kinds of issue among the masks `masksInOrder()` yields, found once: each mask
  /// issue rule asks before it lists the masks (most fields have none of its kind).
  let maskIssueKinds: MaskIssueKinds

  private struct SettingLocation: Hashable {
    var path: String
    var range: Range<Int>
  }

  public init(key: FieldKey, settings: [Setting]) {
    self.key = key
    self.settings = settings
    self.hasNonEmptyMask = Self.givesNonEmptyMask(settings)
    let replacement = settings.first { $0.kind == .replacementCharacter }?.literal.value.first
    self.replacementCharacter = replacement
    // One pass finds the mask and affine mask settings; the primary masks share that array
    // when no affine mask is among them (most fields), and the canonical masks when every
    // mask is at a place of its own: no array is made for them.
    var locatedMasks: [Int] = []
    var hasAffineMask = false
    for i in settings.indices {
      switch settings[i].kind {
      case .mask: locatedMasks.append(i)
      case .affineMask:
        locatedMasks.append(i)
        hasAffineMask = true
      default: break
      }
    }
    self.maskIndices = hasAffineMask ? locatedMasks.filter { settings[$0].kind.isMask } : locatedMasks
    var maskIndex: [SettingLocation: Int] = [:]
    for i in locatedMasks where locatedMasks.count > Self.masksSearched {
      let location = SettingLocation(path: settings[i].path, range: settings[i].literal.range)
      if maskIndex[location] == nil { maskIndex[location] = i }
    }
    self.locatedMasks = locatedMasks
    self.maskIndex = maskIndex
    var canonicalMasks = locatedMasks
    for k in locatedMasks.indices {
      let i = locatedMasks[k]
      let (path, range) = (settings[i].path, settings[i].literal.range)
      let canonical =
        locatedMasks.count > Self.masksSearched
        ? maskIndex[SettingLocation(path: path, range: range)] ?? i
        : locatedMasks.first { settings[$0].literal.range == range && settings[$0].path == path } ?? i
      if canonical != i { canonicalMasks[k] = canonical }
    }
    self.canonicalMasks = canonicalMasks
    self.regexAnalyses = AnalyzedField.analyseRegexes(of: settings)
    self.maxLengthSetting = Self.maxLength(of: settings)
    // The field's options are read only when it has a mask (most fields have none).
    var parsedMasks: [(any Mask)?] = []
    if !locatedMasks.isEmpty {
      let definitions = FlutterFilterAnalysis.definitions(settings)
      let eager = FlutterFilterAnalysis.isEager(settings)
      // Options of a replacement character at most: a cache key without dictionaries.
      let fieldOptions =
        definitions.isEmpty && !eager
        ? nil : MaskOptions(replacementCharacter: replacement, definitions: definitions, eager: eager)
      parsedMasks = settings.map { setting in
        switch setting.kind {
        case .mask(let dialect), .affineMask(let dialect):
          if let fieldOptions {
            return MaskCache.mask(dialect, setting.literal.value, fieldOptions.overlaid(by: setting.maskOptions))
          }
          if let own = setting.maskOptions {
            return MaskCache.mask(dialect, setting.literal.value, MaskOptions(replacementCharacter: replacement).overlaid(by: own))
          }
          return MaskCache.mask(dialect, setting.literal.value, replacementCharacter: replacement)
        default:
          return nil
        }
      }
    }
    self.parsedMasks = parsedMasks
    var kinds = MaskIssueKinds()
    for (i, canonical) in zip(locatedMasks, self.canonicalMasks) where settings[i].maskOptions?.isUnresolved != true {
      for issue in parsedMasks[canonical]?.issues ?? [] { kinds.insert(issue.kind) }
    }
    self.maskIssueKinds = kinds
  }

  /// The field's replacement character (`vstextfield`), if set.
  public let replacementCharacter: Character?
  /// Indices of the primary mask settings in `settings` (rules ask per regex and per mask:
  /// a field with thousands of settings must not filter them each time).
  private let maskIndices: [Int]

  /// The field's max length, when it is set to one positive integer. `0` and negative values
  /// mean "no limit" in several libraries (VSTextField's default `0`, Flutter's `-1`), and a
  /// field given two different limits (in two branches, say) has no limit that can be proven.
  /// Found once: several rules read it.
  public let maxLengthSetting: (Setting, Int)?

  private static func maxLength(of settings: [Setting]) -> (Setting, Int)? {
    var found: (Setting, Int)?
    for setting in settings {
      guard case .maxLength = setting.kind else { continue }
      guard let n = Int(setting.literal.value.trimmingBlanks) else { continue }
      if let (_, known) = found, known != n { return nil }
      if found == nil { found = (setting, n) }
    }
    guard let (_, n) = found, n > 0 else { return nil }
    return found
  }

  /// Primary mask settings (not affine formats).
  public var maskSettings: [Setting] { maskIndices.map { settings[$0] } }

  /// The primary mask settings in order, without copying them.
  var maskSettingsLazily: LazyMapSequence<[Int], Setting> { maskIndices.lazy.map { settings[$0] } }

  public var regexSettings: [Setting] {
    settings.filter { if case .regex = $0.kind { return true } else { return false } }
  }

  /// The parsed mask of a mask setting of this field, with the field's options. Nil when
  /// the library call passes options that cannot be read (`MaskOptions.isUnresolved`): the
  /// mask the library builds is unknown, so no rule may judge it (`parsedMask(for:)` still
  /// gives the mask as written, for hovers).
  public func mask(for setting: Setting) -> (any Mask)? {
    if setting.maskOptions?.isUnresolved == true { return nil }
    return parsedMask(for: setting)
  }

  /// The mask a preview replays for `setting`: for one mask of an Inputmask list (`mask:
  /// ["(99) 9999-9999", "(99) 99999-9999"]`), the whole list, as the library switches between
  /// its masks while the user types (the setting's mask described); else `mask(for:)`. Rules
  /// judge each mask of a list alone (`mask(for:)`).
  public func previewMask(for setting: Setting) -> (any Mask)? {
    guard let single = mask(for: setting) else { return nil }
    guard case .mask(.inputmask) = setting.kind, let list = setting.alternativeList else { return single }
    let members = settings.filter { $0.kind == setting.kind && $0.alternativeList == list && $0.path == setting.path }
    // Every mask of the list is a literal of it (none reached through a name), in order.
    guard members.count > 1, members.count == setting.alternativeCount,
      members.allSatisfy({ $0.literal.isWholeValue && $0.maskOptions == setting.maskOptions && $0.use == nil }),
      let shown = members.firstIndex(where: { $0.literal.range == setting.literal.range })
    else { return single }
    let options = setting.maskOptions ?? MaskOptions()
    return InputmaskMask(
      list: members.map(\.literal.value), shown: shown, definitions: options.definitions, markers: options.markerTranslation)
  }

  /// Whether the library receives options for this mask that the analysis cannot read.
  public func hasUnresolvedOptions(_ setting: Setting) -> Bool {
    setting.maskOptions?.isUnresolved == true
  }

  /// The mask as written, parsed with the options that could be read, even when others
  /// could not.
  /// The mask and affine mask settings with `mask(for:)` of each, in order, without looking
  /// each setting up again: the index in `settings` and the mask (nil when unresolved).
  func masksInOrder() -> [(index: Int, mask: (any Mask)?)] {
    zip(locatedMasks, canonicalMasks).map { i, canonical in
      (i, settings[i].maskOptions?.isUnresolved == true ? nil : parsedMasks[canonical])
    }
  }

  public func parsedMask(for setting: Setting) -> (any Mask)? {
    switch setting.kind {
    case .mask, .affineMask: break
    default: return nil
    }
    if locatedMasks.count <= Self.masksSearched {
      let range = setting.literal.range
      if let i = locatedMasks.first(where: { settings[$0].literal.range == range && settings[$0].path == setting.path }) {
        return parsedMasks[i]
      }
    } else if let i = maskIndex[SettingLocation(path: setting.path, range: setting.literal.range)] {
      return parsedMasks[i]
    }
    switch setting.kind {
    case .mask(let dialect), .affineMask(let dialect):
      return MaskCache.mask(
        dialect, setting.literal.value,
        MaskOptions(
          replacementCharacter: replacementCharacter, definitions: FlutterFilterAnalysis.definitions(settings),
          eager: FlutterFilterAnalysis.isEager(settings)).overlaid(by: setting.maskOptions))
    default:
      return nil
    }
  }
}


/// Parsed masks by (dialect, pattern, options): masks repeat across files and edits.
enum MaskCache {
  private struct Key: Hashable, Sendable {
    var dialect: MaskDialect
    var pattern: String
    var options: MaskOptions
  }

  /// Each distinct pattern is parsed in every dialect `mask-wrong-dialect` tries: a few
  /// hundred patterns fill it (a few KB each).
  private static let cache = BoundedCache<Key, any Mask>(limit: 1_024)

  /// Masks parsed with the default options, as most are: a key without the options, whose
  /// hash (dictionaries and sets of definitions) costs more than the rest of a lookup.
  /// Masks parsed with the default options but for a replacement character (a field's
  /// `vstextfield` one) are found by it alone too.
  private struct PlainKey: Hashable, Sendable {
    var dialect: MaskDialect
    var pattern: String
    var replacementCharacter: Character?
  }
  private static let plainCache = BoundedCache<PlainKey, any Mask>(limit: 1_024)
  private static let defaultOptions = MaskOptions()

  static func mask(_ dialect: MaskDialect, _ pattern: String, _ options: MaskOptions) -> any Mask {
    if options == defaultOptions {
      return mask(dialect, pattern, replacementCharacter: nil)
    }
    return cache.value(for: Key(dialect: dialect, pattern: pattern, options: options)) {
      dialect.parse(pattern, options: options)
    }
  }
}

extension MaskCache {
  /// The mask parsed with the default options and `replacementCharacter`: the same as
  /// `mask(dialect, pattern, MaskOptions(replacementCharacter:))`, without hashing options.
  static func mask(_ dialect: MaskDialect, _ pattern: String, replacementCharacter: Character?) -> any Mask {
    plainCache.value(for: PlainKey(dialect: dialect, pattern: pattern, replacementCharacter: replacementCharacter)) {
      dialect.parse(pattern, options: MaskOptions(replacementCharacter: replacementCharacter))
    }
  }
}

extension MaskOptions {
  /// The field's options with a setting's own (from its library call) laid over them.
  func overlaid(by own: MaskOptions?) -> MaskOptions {
    guard let own else { return self }
    var merged = self
    merged.definitions.merge(own.definitions) { _, mine in mine }
    merged.optionalSymbols.formUnion(own.optionalSymbols)
    merged.hasUnknownNotations = merged.hasUnknownNotations || own.hasUnknownNotations
    merged.isUnresolved = merged.isUnresolved || own.isUnresolved
    merged.replacesBuiltInDefinitions = merged.replacesBuiltInDefinitions || own.replacesBuiltInDefinitions
    if !own.markerTranslation.isEmpty { merged.markerTranslation = own.markerTranslation }
    merged.reverse = merged.reverse || own.reverse
    merged.eager = merged.eager || own.eager
    merged.specialCharacters = own.specialCharacters ?? merged.specialCharacters
    merged.replacementCharacter = own.replacementCharacter ?? merged.replacementCharacter
    merged.placeholder = own.placeholder ?? merged.placeholder
    merged.unmodelledTextOptions += own.unmodelledTextOptions
    merged.validatesFormValue = merged.validatesFormValue || own.validatesFormValue
    if own.redMadRobotPlatform != .ios { merged.redMadRobotPlatform = own.redMadRobotPlatform }
    return merged
  }
}

extension AnalyzedField {
  static func givesNonEmptyMask(_ settings: [Setting]) -> Bool {
    settings.contains { $0.kind.isMask && !$0.literal.value.isEmpty }
  }
}

/// A set of `MaskIssue.Kind`s in one byte (no hashing of the kinds' names).
struct MaskIssueKinds: Sendable {
  private var bits: UInt8 = 0

  private static func bit(_ kind: MaskIssue.Kind) -> UInt8 {
    switch kind {
    case .syntax: return 1
    case .ignored: return 2
    case .noSlots: return 4
    case .empty: return 8
    case .optionalTrap: return 16
    }
  }

  mutating func insert(_ kind: MaskIssue.Kind) { bits |= Self.bit(kind) }
  func contains(_ kind: MaskIssue.Kind) -> Bool { bits & Self.bit(kind) != 0 }
}
