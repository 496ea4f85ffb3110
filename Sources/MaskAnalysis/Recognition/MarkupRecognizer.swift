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
    // Most names of a page are no vocabulary name: turned down from their bytes.
    let filter = MarkupNameFilter(vocabulary.keys)
    for (index, element) in document.elements.enumerated() {
      for attribute in element.attributes {
        // Without a colon the bare name is the name: one lookup.
        guard
          let kind = attribute.entry(in: vocabulary, filter: filter, bound: true, lastPart: false)
            ?? (attribute.boundNameHasColon ? attribute.entry(in: vocabulary, filter: filter, bound: true, lastPart: true) : nil)
        else { continue }
        guard let literal = attribute.isExpression ? attribute.expressionLiteral : attribute.value else { continue }
        settings.append(Setting(
          kind: kind, recognizedAs: "\(element.tag) \(attribute.boundName)=", literal: literal, path: path,
          field: .interfaceBuilder(path: path, elementID: element.id ?? "#\(index)")))
      }
    }
    settings += HTMLFormRecognizer(document: document, path: path, vocabulary: vocabulary, vocabularyFilter: filter).recognize()
    return settings
  }
}
