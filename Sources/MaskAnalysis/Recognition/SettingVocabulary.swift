import MaskEngine

/// The names under which libraries expose their settings, shared by every recogniser.
enum SettingVocabulary {
  /// Property (or IB key path) names and what they configure.
  static let properties: [String: SettingKind] = [
    "BBB_pattern": .mask(.hash),
    "BBB_regular": .regex(.icu, .perEdit),
    "formattingPattern": .mask(.vstextfield),
    "replacementChar": .replacementCharacter,
    "maxLength": .maxLength,
    "primaryMaskFormat": .mask(.redmadrobot),
    "affineFormats": .affineMask(.redmadrobot),
  ]

  /// `setBBB_pattern` → `BBB_pattern`, `setMaxLength` → `maxLength` (Objective-C setters).
  static func propertyForSetter(_ selectorPart: String, in vocabulary: [String: SettingKind] = properties) -> (String, SettingKind)? {
    guard selectorPart.hasPrefix("set"), selectorPart.count > 3 else { return nil }
    let rest = String(selectorPart.dropFirst(3))
    if let kind = vocabulary[rest] { return (rest, kind) }
    let lowered = rest.prefix(1).lowercased() + rest.dropFirst()
    if let kind = vocabulary[lowered] { return (lowered, kind) }
    return nil
  }

  /// Parses a `maskls:` directive value: `mask=redmadrobot`, `regex=icu`.
  static func directiveKind(key: String, value: String) -> SettingKind? {
    switch key {
    case "mask":
      return MaskDialect(rawValue: value.lowercased()).map { SettingKind.mask($0) }
    case "regex":
      return RegexFlavorName(rawValue: value.lowercased()).map { SettingKind.regex($0, .compiled) }
    default:
      return nil
    }
  }
}
