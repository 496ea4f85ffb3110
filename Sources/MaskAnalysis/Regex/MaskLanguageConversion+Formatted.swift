import MaskEngine
import RegexAnalysis

extension MaskLanguageConversion {
  /// The complete formatted texts of `mask`: its slots with the literals it inserts between
  /// them, as an input element shows them (and as an HTML `pattern` checks them).
  static func formattedTexts(of mask: any Mask) -> MaskLanguage {
    var elements: [MaskLanguage.Element] = []
    for token in mask.tokens {
      switch token.kind {
      case .slot(let cls, let optional):
        let set = scalarSet(cls)
        elements.append(optional ? .optional(set) : .required(set))
      case .repeatingSlot(let cls):
        elements.append(.repeating(scalarSet(cls)))
      case .literal(let character, _):
        for scalar in character.unicodeScalars { elements.append(.required(ScalarSet(scalar: scalar.value))) }
      }
    }
    return MaskLanguage(elements)
  }
}

extension Setting {
  /// Whether the regex checks the text the field shows, literals included, rather than the
  /// characters the user typed: an HTML `pattern` is matched against the input's value,
  /// which a mask library fills with the formatted text (and Angular's validator checks the
  /// form control's value, whatever fills it).
  var validatesFormattedText: Bool {
    recognizedAs == HTMLInputTypes.angularPatternValidator
      || HTMLInputTypes.attribute(ofRecognizedAs: recognizedAs)?.lowercased() == "pattern"
  }
}
