import SourceScanning

/// What one file contributes to the project: its text, its settings and outlet links.
/// Computed once per file version, independent of every other file.
struct FileFacts: Sendable {
  var path: String
  var language: SourceLanguage
  var text: SourceText
  var settings: [Setting]
  /// Storyboard outlets: the IB element key and the property/owner it is reached through.
  var outlets: [(element: FieldKey, property: String, ownerClass: String?)]
  /// `maskls: ignore` / `maskls: ignore=rule-id` directives by line.
  var suppressions: [Int: [String]]

  /// Scans `text` as `language` and recognises its settings.
  static func make(path: String, language: SourceLanguage, text: SourceText, vocabulary: [String: SettingKind] = SettingVocabulary.properties) -> FileFacts {
    switch language {
    case .swift, .objectiveC:
      let scanned = language == .swift ? SwiftLexer.scan(text) : ObjectiveCLexer.scan(text)
      return code(path: path, language: language, text: text, files: [scanned], vocabulary: vocabulary)
    case .interfaceBuilder:
      let document = InterfaceBuilderScanner.scan(text)
      let recognizer = InterfaceBuilderRecognizer(document: document, path: path, vocabulary: vocabulary)
      let outlets = recognizer.outletLinks().map { (element: $0.0, property: $0.property, ownerClass: $0.ownerClass) }
      return FileFacts(path: path, language: language, text: text, settings: recognizer.recognize(), outlets: outlets, suppressions: [:])
    case .kotlin, .java, .javascript, .typescript, .dart, .csharp:
      // The generic token patterns (assignments, labelled arguments, `maskls:` comments,
      // `.maskls.json` names) apply; library-specific recognisers for these languages are
      // still to come.
      let jsx = SourceLanguage.allowsJSX(pathExtension: (path as NSString).pathExtension)
      let files = SourceScanner.scanCode(text, language: language, jsx: jsx).map { [$0] } ?? []
      return code(path: path, language: language, text: text, files: files, vocabulary: vocabulary)
    case .html, .vue, .androidLayout:
      guard let document = SourceScanner.scanMarkup(text, language: language) else {
        return FileFacts(path: path, language: language, text: text, settings: [], outlets: [], suppressions: [:])
      }
      var facts = code(path: path, language: language, text: text, files: document.scripts.map(\.file), vocabulary: vocabulary)
      facts.settings += MarkupRecognizer(document: document, path: path, vocabulary: vocabulary).recognize()
      for d in document.directives where d.key == "ignore" {
        let rules = d.value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        facts.suppressions[d.line + 1, default: []].append(contentsOf: rules.isEmpty ? ["*"] : rules)
      }
      return facts
    }
  }

  /// Facts of lexed code (one file, or the scripts of a markup document).
  private static func code(path: String, language: SourceLanguage, text: SourceText, files: [ScannedFile], vocabulary: [String: SettingKind]) -> FileFacts {
    var settings: [Setting] = []
    var suppressions: [Int: [String]] = [:]
    for var scanned in files {
      let symbols = SymbolScanner.scan(scanned, language: language)
      scanned.symbols = symbols
      let recognizer = CodeRecognizer(file: scanned, path: path, language: language, vocabulary: vocabulary)
      let recognized = recognizer.withLanguagePass(recognizer.recognize())
      settings += recognizer.applyingWebMaskOptions(to: recognizer.applyingCustomNotations(to: recognized)).map {
        var setting = $0
        setting.branches = symbols.branches(at: scanned.tokenIndex(at: setting.literal.range.lowerBound))
        return setting
      }
      for d in scanned.directives where d.key == "ignore" {
        let rules = d.value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        suppressions[d.targetLine(in: text), default: []].append(contentsOf: rules.isEmpty ? ["*"] : rules)
      }
    }
    return FileFacts(path: path, language: language, text: text, settings: settings, outlets: [], suppressions: suppressions)
  }

  /// Whether a finding of `rule` starting on `line` is suppressed by a directive trailing
  /// that line or standing alone on the line before.
  func isSuppressed(rule: String, line: Int) -> Bool {
    guard let rules = suppressions[line] else { return false }
    return rules.contains("*") || rules.contains(rule)
  }
}

import Foundation
