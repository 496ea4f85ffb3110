import MaskEngine
/// The element and attribute a setting was read from, as `conflict-html-pattern` compares
/// them: from a `recognizedAs` written by `HTMLInputTypes.recognizedAs(tag:attribute:)`, both
/// lowercased, for an `<input>` or a `<textarea>` only.
struct ElementAttribute: Sendable, Equatable {
  /// `input` or `textarea`.
  var tag: String
  /// Without a binding prefix (`HTMLInputTypes.attribute(ofRecognizedAs:)`).
  var name: String

  /// The element attribute `recognizedAs` names, remembered per distinct text (a page
  /// writes the same few attributes on every field); nil when it names none, or one of
  /// another element.
  static func of(recognizedAs text: String) -> ElementAttribute? {
    cache.value(for: text) { parse(recognizedAs: text) }
  }

  /// What `of(recognizedAs:)` remembers, found from the text.
  static func parse(recognizedAs text: String) -> ElementAttribute? {
    guard text.hasPrefix("<"), let tag = HTMLInputTypes.tag(ofRecognizedAs: text)?.lowercased(),
      tag == "input" || tag == "textarea",
      let name = HTMLInputTypes.attribute(ofRecognizedAs: text)?.lowercased()
    else { return nil }
    return ElementAttribute(tag: tag, name: name)
  }

  /// Attribute names are few, but any text can be one: bounded.
  private static let cache = BoundedCache<String, ElementAttribute?>(limit: 1_024)
}
