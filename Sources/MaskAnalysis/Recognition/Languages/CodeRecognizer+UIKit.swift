import SourceScanning

/// UIKit settings whose value is a name: `keyboardType = .numberPad`.
extension CodeRecognizer {
  func uikitMayBeIdentifierSetting(at index: Int) -> Bool { false }
  func uikitIdentifierValue(at index: Int, context: Context) -> Setting? { nil }
}
