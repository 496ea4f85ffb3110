import SourceScanning

/// Settings from Android layout XML (`res/layout*/…xml`): `android:maxLength="10"` (max
/// length) and `android:inputType="phone|number"` (keyboard), plus any attribute named in
/// `.maskls.json`. An element with `android:id="@+id/phone"` is the field
/// `FieldKey.androidView(id: "phone")`, which the Kotlin/Java code reaching `R.id.phone` (or
/// view binding `binding.phone`) shares; an element without an id is a field of its own.
struct AndroidLayoutRecognizer {
  let document: MarkupDocument
  let path: String
  let vocabulary: [String: SettingKind]

  /// Android attributes with a built-in meaning.
  static let androidAttributes: [String: SettingKind] = [
    "android:maxLength": .maxLength,
    "android:inputType": .keyboard(.android),
  ]
  static let androidAttributeFilter = MarkupNameFilter(androidAttributes.keys)

  func recognize() -> [Setting] {
    var settings: [Setting] = []
    // Most attribute names are neither: turned down from their bytes.
    let vocabularyFilter = MarkupNameFilter(vocabulary.keys)
    for (index, element) in document.elements.enumerated() {
      // The element's key and short tag, made once it has a setting (most elements have none).
      var elementKey: (key: FieldKey, tag: String)?
      for attribute in element.attributes {
        // `tools:` attributes only show in the layout editor, never at run time.
        guard !attribute.nameHasPrefix("tools:"), attribute.hasValue else { continue }
        let kind: SettingKind
        if let builtIn = attribute.entry(in: Self.androidAttributes, filter: Self.androidAttributeFilter, bound: false, lastPart: false) {
          kind = builtIn
        } else if let configured = attribute.entry(in: vocabulary, filter: vocabularyFilter, bound: false, lastPart: false)
          ?? (attribute.nameHasPrefix("android:")
            ? nil : attribute.entry(in: vocabulary, filter: vocabularyFilter, bound: false, lastPart: true))
        {
          kind = configured
        } else {
          continue
        }
        guard let literal = attribute.value else { continue }
        let name = attribute.name
        switch kind {
        case .maxLength:
          // `@integer/…` resources are not resolved: only a plain number is a limit.
          guard !literal.value.isEmpty, literal.value.allSatisfy(\.isASCIIDigitCharacter) else { continue }
        case .keyboard:
          guard !literal.value.hasPrefix("@") else { continue }
        default:
          break
        }
        if elementKey == nil {
          let key: FieldKey = element.id.flatMap { $0.isEmpty ? nil : FieldKey.androidView(id: $0) }
            ?? .interfaceBuilder(path: path, elementID: "#\(index)")
          elementKey = (key, element.tag.split(separator: ".").last.map(String.init) ?? element.tag)
        }
        guard let (key, tag) = elementKey else { continue }
        settings.append(Setting(kind: kind, recognizedAs: "\(tag) \(name)=", literal: literal, path: path, field: key))
      }
    }
    return settings
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
