import MaskEngine
import SourceScanning

/// Options a web project sets for every mask of a library, anywhere in its files:
/// Inputmask `Inputmask.extendDefinitions({…})` / `extendDefaults({…})`, jQuery Mask Plugin
/// `$.jMaskGlobals.translation = …`, ngx-mask `provideEnvironmentNgxMask({patterns})`,
/// `provideNgxMask(…)`, `NgxMaskModule.forRoot({…})`. Each becomes a `.maskGlobalOptions`
/// setting; `GlobalMaskOptionsResolution` then leaves every mask of that library in the
/// project unjudged (the symbols and literals they change are not followed).
extension CodeRecognizer {
  func globalMaskOptions() -> [Setting] {
    guard language.isWebScript else { return [] }
    var found: [Setting] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      let range = tokens[index].range
      guard range.count >= 7, range.count <= 25 else { continue }
      let isMember = webIsPunctuation(index - 1, UInt8(ascii: "."))
      let isCall = webIsPunctuation(index + 1, UInt8(ascii: "("))
      var dialect: MaskDialect?
      if isMember, isCall, webIsWord(index, "extendDefinitions") || webIsWord(index, "extendDefaults") {
        dialect = .inputmask
      } else if webIsWord(index, "jMaskGlobals"),
        webIsPunctuation(index + 1, UInt8(ascii: ".")) || webIsPunctuation(index + 1, UInt8(ascii: "="))
      {
        dialect = .jquerymask
      } else if isCall, webIsWord(index, "provideEnvironmentNgxMask") || webIsWord(index, "provideNgxMask")
        || (isMember && webIsWord(index, "forRoot") && webIsWord(index - 2, "NgxMaskModule"))
      {
        if ngxConfigurationChangesMasks(argumentAt: index + 2) { dialect = .ngxmask }
      }
      guard let dialect else { continue }
      let literal = StringLiteral(
        value: file.tokenText(tokens[index]), range: range,
        segments: [LiteralSegment(valueStart: 0, valueLength: range.count, sourceStart: range.lowerBound, sourceLength: range.count, isVerbatim: true)])
      found.append(make(.maskGlobalOptions(dialect), file.tokenText(tokens[index]), literal, key: .site(path: path, offset: range.lowerBound)))
      if found.count > 1_000 { break }
    }
    return found
  }

  /// Whether ngx-mask's configuration (`provideEnvironmentNgxMask(config)`) may change what a
  /// mask's symbols are: any argument but an object of options that do not.
  private func ngxConfigurationChangesMasks(argumentAt index: Int) -> Bool {
    if webIsPunctuation(index, UInt8(ascii: ")")) { return false }
    guard webIsPunctuation(index, UInt8(ascii: "{")) else { return true }
    let object = webObjectLiteral(index)
    if object.hasUnreadableEntry { return true }
    let harmless: Set<String> = [
      "validation", "dropSpecialCharacters", "showMaskTyped", "clearIfNotMatch", "leadZeroDateTime", "leadZero",
      "triggerOnMaskChange", "placeHolderCharacter", "keepCharacterPositions", "instantPrefix", "apm",
    ]
    return object.entries.contains { !harmless.contains($0.0) }
  }
}

/// Leaves every mask of a library unjudged when the project sets that library's options
/// globally (`.maskGlobalOptions`); the global settings themselves configure no field.
enum GlobalMaskOptionsResolution {
  /// The libraries configured globally somewhere in the project.
  struct Table: Sendable, Hashable {
    var dialects: Set<MaskDialect> = []

    init(_ globals: [Setting]) {
      for s in globals {
        if case .maskGlobalOptions(let d) = s.kind { dialects.insert(d) }
      }
    }
  }

  static func resolve(_ settings: [Setting], table: Table) -> [Setting] {
    guard !table.dialects.isEmpty else { return settings }
    return settings.compactMap { s in
      switch s.kind {
      case .maskGlobalOptions: return nil
      case .mask(let d) where table.dialects.contains(d):
        var updated = s
        var options = s.maskOptions ?? MaskOptions()
        options.isUnresolved = true
        updated.maskOptions = options
        return updated
      default: return s
      }
    }
  }
}
