import SourceScanning

/// Keyboard types in storyboards and xibs. Interface Builder writes a text field's keyboard
/// as a child element: `<textInputTraits key="textInputTraits" keyboardType="numberPad"/>`
/// inside `<textField … id="abc-12-xyz">`; the default keyboard has no attribute.
extension InterfaceBuilderRecognizer {
  func keyboardSettings() -> [Setting] {
    // Most documents set no keyboard: skip the second pass over them.
    guard Self.contains(document.text.bytes, "keyboardType=") else { return [] }
    let markup = MarkupScanner.scan(document.text, language: .androidLayout)
    var settings: [Setting] = []
    for element in markup.elements where element.tag == "textInputTraits" {
      guard let value = element.attribute("keyboardType")?.value, !value.value.isEmpty,
        markup.elements.indices.contains(element.parent),
        let id = markup.elements[element.parent].attribute("id")?.value?.value, !id.isEmpty
      else { continue }
      settings.append(Setting(
        kind: .keyboard(.uikit), recognizedAs: "textInputTraits keyboardType", literal: value, path: path,
        field: .interfaceBuilder(path: path, elementID: id)))
    }
    return settings
  }

  private static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count > 0, bytes.count >= count else { return false }
    return needle.withUTF8Buffer { n in
      let first = n[0]
      var i = 0
      let last = bytes.count - count
      while i <= last {
        if bytes[i] == first {
          var k = 1
          while k < count, bytes[i + k] == n[k] { k += 1 }
          if k == count { return true }
        }
        i += 1
      }
      return false
    }
  }
}
