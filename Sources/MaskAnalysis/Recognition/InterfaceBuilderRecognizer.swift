import SourceScanning

/// Settings from storyboard/xib runtime attributes, and the outlet links that tie an IB
/// element to the property code configures.
struct InterfaceBuilderRecognizer {
  let document: InterfaceBuilderDocument
  let path: String
  var vocabulary: [String: SettingKind] = SettingVocabulary.properties

  func recognize() -> [Setting] {
    var settings: [Setting] = []
    for element in document.elements {
      for attribute in element.runtimeAttributes {
        guard let kind = vocabulary[attribute.keyPath] else { continue }
        settings.append(
          Setting(
            kind: kind, recognizedAs: "userDefinedRuntimeAttribute \(attribute.keyPath)",
            literal: attribute.value, path: path,
            field: .interfaceBuilder(path: path, elementID: element.id)))
      }
    }
    settings += keyboardSettings()
    return settings
  }

  /// `(IB element key, member key)` pairs: the element the outlet points at is the field the
  /// owner's code reaches through that property.
  func outletLinks() -> [(FieldKey, property: String, ownerClass: String?)] {
    document.outlets.map { outlet in
      (.interfaceBuilder(path: path, elementID: outlet.destination), outlet.property, outlet.ownerClass)
    }
  }
}
