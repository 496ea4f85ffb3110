import SourceScanning

/// Settings from HTML, Vue and Android layout attributes whose names are in the vocabulary
/// (`.maskls.json` names, or built-in names such as `maxLength`); all attributes of one
/// element configure one field.
struct MarkupRecognizer {
  let document: MarkupDocument
  let path: String
  let vocabulary: [String: SettingKind]

  func recognize() -> [Setting] {
    if document.language == .androidLayout { return AndroidLayoutRecognizer(document: document, path: path, vocabulary: vocabulary).recognize() }
    var settings: [Setting] = []
    for (index, element) in document.elements.enumerated() {
      for attribute in element.attributes {
        let name = attribute.boundName
        // Without a colon the bare name is the name: one lookup.
        let hasPrefix = name.utf8.contains(UInt8(ascii: ":"))
        guard let kind = vocabulary[name] ?? (hasPrefix ? vocabulary[name.split(separator: ":").last.map(String.init) ?? name] : nil)
        else { continue }
        guard let literal = attribute.isExpression ? attribute.expressionLiteral : attribute.value else { continue }
        settings.append(Setting(
          kind: kind, recognizedAs: "\(element.tag) \(name)=", literal: literal, path: path,
          field: .interfaceBuilder(path: path, elementID: element.id ?? "#\(index)")))
      }
    }
    settings += HTMLFormRecognizer(document: document, path: path, vocabulary: vocabulary).recognize()
    return settings
  }
}
