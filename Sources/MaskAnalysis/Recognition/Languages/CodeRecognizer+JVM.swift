import SourceScanning

extension CodeRecognizer {
  func jvmArgument(_ site: ArgumentSite) -> Setting? { nil }
  func jvmWantsLiteral(at index: Int) -> Bool { false }
  func jvmMayBeIdentifierSetting(at index: Int) -> Bool { false }
  func jvmIdentifierValue(at index: Int, context: Context) -> Setting? { nil }
}

extension SettingVocabulary {
  static let jvmLabels: Set<String> = []
  static let jvmCallees: Set<String> = []
}
