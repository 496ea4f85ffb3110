import SourceScanning

extension CodeRecognizer {
  func webArgument(_ site: ArgumentSite) -> Setting? { nil }
  func webWantsLiteral(at index: Int) -> Bool { false }
}

extension SettingVocabulary {
  static let webLabels: Set<String> = []
  static let webCallees: Set<String> = []
}

extension CodeRecognizer {
  func webRegexLiteral(at index: Int) -> Setting? { nil }
}
