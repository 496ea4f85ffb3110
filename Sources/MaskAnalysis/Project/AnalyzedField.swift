import MaskEngine
import SourceScanning

/// One field with all its settings, grouped across statements and files, and the masks
/// parsed from them. What every rule looks at.
///
/// Its values live in one immutable object (`Facts`): a field is passed to every rule and
/// copied in and out of arrays, and a copy then costs one reference count instead of one per
/// array inside.
public struct AnalyzedField: Sendable {
  private let facts: Facts

  public var key: FieldKey { facts.key }
  /// Which combination of exclusive branch arms this is (0 when the field has no branches):
  /// one field's settings in `case .ssn:` and in `case .phone:` are checked apart.
  public var variant: Int { facts.variant }
  /// In source order (path, then offset).
  public var settings: [Setting] { facts.settings }
  /// Some setting of the field, in this or another branch variant, gives it a non-empty
  /// mask (an empty mask next to one clears it).
  public var hasNonEmptyMask: Bool { facts.hasNonEmptyMask }
  /// The settings left out past `AnalysisLimits.settingsPerField`; nil when every setting
  /// of the field is checked.
  public var omitted: OmittedSettings? { facts.omitted }

  /// Settings of a field that were not analysed: the first of them and how many.
  public struct OmittedSettings: Sendable {
    public var first: Setting
    public var count: Int
  }

  /// Up to this many masks, a mask is found by comparing locations.
  private static let masksSearched = 8

  private struct SettingLocation: Hashable {
    var path: String
    var range: Range<Int>
  }

  public init(key: FieldKey, settings: [Setting]) {
    self.facts = Facts(key: key, settings: settings, variant: 0, nonEmptyMaskOfField: nil, omitted: nil)
  }

  /// A variant of a field (`FieldGrouping`): `nonEmptyMaskOfField` says whether some setting
  /// of any variant gives the field a non-empty mask (nil: found from `settings`).
  init(key: FieldKey, settings: [Setting], variant: Int, nonEmptyMaskOfField: Bool?, omitted: OmittedSettings?) {
    self.facts = Facts(
      key: key, settings: settings, variant: variant, nonEmptyMaskOfField: nonEmptyMaskOfField, omitted: omitted)
  }

  /// The mask and affine mask settings, in order, each with the mask `parsedMask(for:)`
  /// gives it, parsed once per field (rules ask for them repeatedly): that of the first mask
  /// setting at the same place (a constant used twice is one literal), with its options.
  private var masks: [LocatedMask] { facts.masks }
  /// Index in `masks` of the first mask at each place, by where its literal is: rules look
  /// masks up once per setting, so a field with thousands of settings must not scan them each
  /// time. Empty when the field has few masks (`masks` is searched: no path is hashed).
  private var maskIndex: [SettingLocation: Int] { facts.maskIndex }
  /// The regex settings analysed, once per field (every regex rule reads them).
  var regexAnalyses: [AnalysedRegex] { facts.regexAnalyses }
  /// The kinds of issue among the masks `masksInOrder()` yields, found once: each mask
  /// issue rule asks before it lists the masks (most fields have none of its kind).
  var maskIssueKinds: MaskIssueKinds { facts.maskIssueKinds }
  /// The kinds of the field's settings (`AnalysisProject.entry` asks only the rules that
  /// read one of them).
  var kinds: SettingKinds { facts.kinds }
  /// Some mask or affine mask whose options are known (`mask(for:)` gives it) has no slot
  /// (`mask-wrong-dialect` looks only at those).
  var hasMaskWithoutSlot: Bool { facts.hasMaskWithoutSlot }
  /// The field's replacement character (`vstextfield`), if set.
  public var replacementCharacter: Character? { facts.replacementCharacter }
  /// The field's max length, when it is set to one positive integer. `0` and negative values
  /// mean "no limit" in several libraries (VSTextField's default `0`, Flutter's `-1`), and a
  /// field given two different limits (in two branches, say) has no limit that can be proven.
  /// Found once: several rules read it.
  public var maxLengthSetting: (Setting, Int)? { facts.maxLengthSetting }

  /// A mask or affine mask setting of the field: where it is in `settings`, and its mask.
  private struct LocatedMask: Sendable {
    var index: Int
    /// A mask setting (not an affine format).
    var isPrimary: Bool
    var parsed: ParsedMask
  }

  /// What the field is made of, found once when it is made; never changed.
  private final class Facts: Sendable {
    let key: FieldKey
    let variant: Int
    let settings: [Setting]
    let hasNonEmptyMask: Bool
    let omitted: OmittedSettings?
    let masks: [LocatedMask]
    /// How many of `masks` are primary.
    let primaryMaskCount: Int
    let maskIndex: [SettingLocation: Int]
    let regexAnalyses: [AnalysedRegex]
    let maskIssueKinds: MaskIssueKinds
    let kinds: SettingKinds
    let hasMaskWithoutSlot: Bool
    let replacementCharacter: Character?
    let maxLengthSetting: (Setting, Int)?

    init(key: FieldKey, settings: [Setting], variant: Int, nonEmptyMaskOfField: Bool?, omitted: OmittedSettings?) {
      self.key = key
      self.settings = settings
      self.variant = variant
      self.omitted = omitted
      // One pass reads each setting's kind (a read of its box): the field's kinds, how many
      // masks it has, and whether a mask is non-empty. The other facts below are looked for
      // only when the field holds their kind (most fields hold one kind).
      var kinds = SettingKinds()
      var maskCount = 0
      var primaryMaskCount = 0
      var hasNonEmptyMask = false
      for i in settings.indices {
        let kind = settings[i].kind
        kinds.formUnion(SettingKinds(kind))
        switch kind {
        case .mask:
          maskCount += 1
          primaryMaskCount += 1
          if !hasNonEmptyMask, !settings[i].literal.value.isEmpty { hasNonEmptyMask = true }
        case .affineMask:
          maskCount += 1
        default: break
        }
      }
      self.kinds = kinds
      self.primaryMaskCount = primaryMaskCount
      self.hasNonEmptyMask = nonEmptyMaskOfField ?? hasNonEmptyMask
      let replacement =
        kinds.contains(.replacementCharacter)
        ? settings.first { $0.kind == .replacementCharacter }?.literal.value.first : nil
      self.replacementCharacter = replacement
      self.regexAnalyses = kinds.contains(.regex) ? AnalyzedField.analyseRegexes(of: settings) : []
      self.maxLengthSetting = kinds.contains(.maxLength) ? Facts.maxLength(of: settings) : nil
      // The field's options are read only when it has a mask (most fields have none).
      var masks: [LocatedMask] = []
      var maskIndex: [SettingLocation: Int] = [:]
      var issueKinds = MaskIssueKinds()
      var hasMaskWithoutSlot = false
      if maskCount > 0 {
        // Flutter's filters are settings of their own kind (`FlutterFilterAnalysis`).
        let definitions = kinds.contains(.maskFilter) ? FlutterFilterAnalysis.definitions(settings) : [:]
        // `FlutterFilterAnalysis.isEager` (only a mask setting can say it).
        let eager =
          kinds.contains(.mask)
          && settings.contains { $0.kind == .mask(.flutter) && $0.recognizedAs == FlutterFilterNames.eagerMask }
        // Options of a replacement character at most: a cache key without dictionaries.
        let fieldOptions =
          definitions.isEmpty && !eager
          ? nil : MaskOptions(replacementCharacter: replacement, definitions: definitions, eager: eager)
        masks.reserveCapacity(maskCount)
        for i in settings.indices {
          let setting = settings[i]
          let dialect: MaskDialect
          let isPrimary: Bool
          switch setting.kind {
          case .mask(let d): (dialect, isPrimary) = (d, true)
          case .affineMask(let d): (dialect, isPrimary) = (d, false)
          default: continue
          }
          let k = masks.count
          let own = setting.maskOptions
          // The first mask at the setting's place (a field's one mask is its own).
          var first = k
          if maskCount > AnalyzedField.masksSearched {
            let location = SettingLocation(path: setting.path, range: setting.literal.range)
            if let known = maskIndex[location] { first = known } else { maskIndex[location] = k }
          } else if k > 0 {
            let range = setting.literal.range
            first = masks.firstIndex { settings[$0.index].literal.range == range && settings[$0.index].path == setting.path } ?? k
          }
          let parsed: ParsedMask
          if first < k {
            parsed = masks[first].parsed
          } else if let fieldOptions {
            parsed = MaskCache.parsed(dialect, setting.literal.value, fieldOptions.overlaid(by: own))
          } else if let own {
            parsed = MaskCache.parsed(dialect, setting.literal.value, MaskOptions(replacementCharacter: replacement).overlaid(by: own))
          } else {
            parsed = MaskCache.parsed(dialect, setting.literal.value, replacementCharacter: replacement)
          }
          masks.append(LocatedMask(index: i, isPrimary: isPrimary, parsed: parsed))
          // The issues of the masks `masksInOrder()` yields.
          guard own?.isUnresolved != true else { continue }
          issueKinds.formUnion(parsed.issueKinds)
          if !parsed.hasSlot { hasMaskWithoutSlot = true }
        }
      }
      self.masks = masks
      self.maskIndex = maskIndex
      self.maskIssueKinds = issueKinds
      self.hasMaskWithoutSlot = hasMaskWithoutSlot
    }

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
  }

  /// Primary mask settings (not affine formats).
  public var maskSettings: [Setting] { Array(maskSettingsLazily) }

  /// How many of `settings` are primary mask settings.
  var maskSettingCount: Int { facts.primaryMaskCount }

  /// The primary mask settings in order, without copying them.
  var maskSettingsLazily: some Sequence<Setting> {
    let settings = settings
    return masks.lazy.filter(\.isPrimary).map { settings[$0.index] }
  }

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
    masks.map { located in
      (located.index, settings[located.index].maskOptions?.isUnresolved == true ? nil : located.parsed.mask)
    }
  }

  public func parsedMask(for setting: Setting) -> (any Mask)? {
    switch setting.kind {
    case .mask, .affineMask: break
    default: return nil
    }
    if masks.count <= Self.masksSearched {
      let range = setting.literal.range
      if let located = masks.first(where: { settings[$0.index].literal.range == range && settings[$0.index].path == setting.path }) {
        return located.parsed.mask
      }
    } else if let k = maskIndex[SettingLocation(path: setting.path, range: setting.literal.range)] {
      return masks[k].parsed.mask
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


/// A mask parsed by `MaskCache`, with what every field reads of it found once per parse
/// (no copy of the mask out of its existential per field).
struct ParsedMask: Sendable {
  let mask: any Mask
  /// The kinds of `mask.issues`.
  let issueKinds: MaskIssueKinds
  /// Some token of the mask is a slot.
  let hasSlot: Bool

  init(_ mask: any Mask) {
    self.mask = mask
    var kinds = MaskIssueKinds()
    for issue in mask.issues { kinds.insert(issue.kind) }
    self.issueKinds = kinds
    self.hasSlot = mask.tokens.contains(where: \.isSlot)
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
  private static let cache = BoundedCache<Key, ParsedMask>(limit: 1_024)

  /// Masks parsed with the default options, as most are: a key without the options, whose
  /// hash (dictionaries and sets of definitions) costs more than the rest of a lookup.
  /// Masks parsed with the default options but for a replacement character (a field's
  /// `vstextfield` one) are found by it alone too.
  private struct PlainKey: Hashable, Sendable {
    var dialect: MaskDialect
    var pattern: String
    var replacementCharacter: Character?

    // The dialect by its case (its raw value, a string, is what `MaskDialect`'s own `hash`
    // and `==` read: a second string hashed and compared per lookup).
    static func == (a: PlainKey, b: PlainKey) -> Bool {
      a.dialect.caseNumber == b.dialect.caseNumber && a.pattern == b.pattern
        && a.replacementCharacter == b.replacementCharacter
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(dialect.caseNumber)
      hasher.combine(pattern)
      hasher.combine(replacementCharacter)
    }
  }
  private static let plainCache = BoundedCache<PlainKey, ParsedMask>(limit: 1_024)
  private static let defaultOptions = MaskOptions()

  static func mask(_ dialect: MaskDialect, _ pattern: String, _ options: MaskOptions) -> any Mask {
    parsed(dialect, pattern, options).mask
  }

  /// `mask(dialect, pattern, options)` with its facts.
  static func parsed(_ dialect: MaskDialect, _ pattern: String, _ options: MaskOptions) -> ParsedMask {
    if options == defaultOptions {
      return parsed(dialect, pattern, replacementCharacter: nil)
    }
    return cache.value(for: Key(dialect: dialect, pattern: pattern, options: options)) {
      ParsedMask(dialect.parse(pattern, options: options))
    }
  }
}

extension MaskCache {
  /// The mask parsed with the default options and `replacementCharacter`: the same as
  /// `mask(dialect, pattern, MaskOptions(replacementCharacter:))`, without hashing options.
  static func mask(_ dialect: MaskDialect, _ pattern: String, replacementCharacter: Character?) -> any Mask {
    parsed(dialect, pattern, replacementCharacter: replacementCharacter).mask
  }

  /// `mask(dialect, pattern, replacementCharacter:)` with its facts.
  static func parsed(_ dialect: MaskDialect, _ pattern: String, replacementCharacter: Character?) -> ParsedMask {
    plainCache.value(for: PlainKey(dialect: dialect, pattern: pattern, replacementCharacter: replacementCharacter)) {
      ParsedMask(dialect.parse(pattern, options: MaskOptions(replacementCharacter: replacementCharacter)))
    }
  }
}

extension MaskDialect {
  /// A number of its own for each dialect (for hashing without the raw value's string).
  fileprivate var caseNumber: UInt8 {
    switch self {
    case .hash: return 0
    case .vstextfield: return 1
    case .redmadrobot: return 2
    case .inputmask: return 3
    case .imask: return 4
    case .jquerymask: return 5
    case .ngxmask: return 6
    case .maska: return 7
    case .reactinputmask: return 8
    case .vanillamasker: return 9
    case .swingmaskformatter: return 10
    case .dotnetmaskedtextbox: return 11
    case .flutter: return 12
    case .anyformatkit: return 13
    case .anyformatkitsum: return 14
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
  mutating func formUnion(_ other: MaskIssueKinds) { bits |= other.bits }
  func contains(_ kind: MaskIssue.Kind) -> Bool { bits & Self.bit(kind) != 0 }
}
