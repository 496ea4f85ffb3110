import SourceScanning

extension CodeRecognizer {
  func csharpArgument(_ site: ArgumentSite) -> Setting? { nil }
  func csharpWantsLiteral(at index: Int) -> Bool { false }
  func csharpPass() -> LanguagePassResult { LanguagePassResult() }
}

extension SettingVocabulary {
  static let csharpLabels: Set<String> = []
  static let csharpCallees: Set<String> = []
}
