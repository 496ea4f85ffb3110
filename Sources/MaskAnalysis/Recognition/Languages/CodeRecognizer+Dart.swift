import SourceScanning

extension CodeRecognizer {
  func dartArgument(_ site: ArgumentSite) -> Setting? { nil }
  func dartWantsLiteral(at index: Int) -> Bool { false }
  func dartMayBeIdentifierSetting(at index: Int) -> Bool { false }
  func dartIdentifierValue(at index: Int, context: Context) -> Setting? { nil }
}

extension SettingVocabulary {
  static let dartLabels: Set<String> = []
  static let dartCallees: Set<String> = []
}
