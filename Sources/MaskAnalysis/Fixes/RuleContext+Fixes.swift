import SourceScanning

extension RuleContext {
  /// A fix that gives the setting's literal the value `newValue`, written in the literal's
  /// syntax; nil when it cannot be written there (the finding is then reported without it).
  func fix(_ title: String, setting: Setting, newValue: String, isSafe: Bool) -> Fix? {
    guard let text = locator.text(setting.path), let language = SourceLanguage(path: setting.path),
      let edit = LiteralRewrite.edit(setting.literal, to: newValue, in: text, language: language)
    else { return nil }
    return Fix(title: title, edits: [edit], isSafe: isSafe)
  }

  /// A fix replacing the UTF-16 range `range` of the setting's value (a regex pattern's
  /// units) by `replacement`.
  func fix(_ title: String, setting: Setting, replacingUTF16 range: Range<Int>, with replacement: String, isSafe: Bool) -> Fix? {
    let units = Array(setting.literal.value.utf16)
    guard range.lowerBound >= 0, range.upperBound <= units.count else { return nil }
    let newUnits = Array(units[..<range.lowerBound]) + Array(replacement.utf16) + Array(units[range.upperBound...])
    guard let newValue = String(utf16CodeUnits: newUnits, count: newUnits.count) as String? else { return nil }
    return fix(title, setting: setting, newValue: newValue, isSafe: isSafe)
  }

  /// A fix writing `newText` over source bytes `range` of `path` as they are (the text is
  /// already source of that language).
  func sourceFix(_ title: String, path: String, range: Range<Int>, newText: String, isSafe: Bool) -> Fix? {
    guard let text = locator.text(path), range.upperBound <= text.bytes.count else { return nil }
    return Fix(title: title, edits: [TextEdit(range: range, newText: newText)], isSafe: isSafe)
  }
}
