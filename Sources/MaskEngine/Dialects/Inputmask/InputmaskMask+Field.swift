/// Typing on an Inputmask field as the library handles each key: `InputmaskField` runs the
/// library's own validation on its state (which alternative each key chose, which literals
/// were typed), carried from key to key in `MaskResult.memory`.
extension InputmaskMask {
  public func key(_ key: Keystroke, after current: MaskResult) -> MaskResult? {
    guard var field = resumedField(current) else { return nil }
    do {
      switch key {
      case .character(let c): try field.type(c)
      case .backspace: try field.backspace()
      case .paste: return nil
      }
    } catch {
      // The mask took more work than the budget allows: the rules of `edit` answer.
      return nil
    }
    let gravity: CaretString.Gravity
    if case .backspace = key { gravity = .backward(autoskip: false) } else { gravity = .forward(autocomplete: false) }
    return MaskResult(
      formatted: CaretString(field.shown, caret: field.caret, gravity: gravity), complete: field.isComplete,
      value: field.value, memory: FieldMemory(field))
  }

  /// The longest mask (positions of the template, literals included) typed on a field: real
  /// masks have a few dozen (an IBAN 42); a preview of a 64-position mask takes half a second.
  static let fieldPositionLimit = 64
  /// The longest text set on a field by `apply`.
  static let fieldTextLimit = 256

  /// A fresh field masked with this mask, focused and empty; nil where the library refuses
  /// the mask, the mask is longer than `fieldPositionLimit` or the budget runs out.
  func freshField() -> InputmaskField? {
    // The library's search for a position's tests walks the positions before it, and every
    // key reads the whole template: the work grows with the cube of the mask's length.
    guard programs.allSatisfy({ $0.elements.count <= Self.fieldPositionLimit }) else { return nil }
    let (masks, definitions) = fieldSource
    if masks.count == 1 { return try? InputmaskField(mask: masks[0], definitions: definitions) }
    return try? InputmaskField(list: masks, definitions: definitions)
  }

  /// The field `current` was left in: its memory, or a fresh field for an empty text. Nil
  /// when the mask has no field model or the text is not the one the memory shows (the text
  /// was changed by other means).
  private func resumedField(_ current: MaskResult) -> InputmaskField? {
    var field: InputmaskField
    if let remembered = current.memory?.state as? InputmaskField {
      field = remembered
    } else if current.formatted.text.isEmpty, let fresh = freshField() {
      field = fresh
    } else {
      return nil
    }
    guard field.shown == current.formatted.text else { return nil }
    if field.caret != current.formatted.caret { field.setCaret(current.formatted.caret) }
    return field
  }
}

extension InputmaskMask {
  /// A text set on a field: `masks` (one, or a list) with `definitions`, and the text.
  private struct SetText: Hashable, Sendable {
    var masks: [String]
    var definitions: [Character: CharacterClass]
    var text: String
  }

  /// What the library shows for a text set on the field, and what it reports then.
  private struct SetTextResult: Sendable {
    var shown: String
    var value: String
    var complete: Bool
  }

  /// Texts set on fields, by mask and text: the inlay hints set each mask's sample again on
  /// every request, and the library's reading of a text costs milliseconds.
  private static let setTexts = BoundedCache<SetText, SetTextResult?>(limit: 1_024)

  /// A text set on the field: the text `Inputmask.format` gives, and the value and
  /// completeness the field reports after `setValue`. The caret is the one `rules` place when
  /// they show the same text, else the end of the text. Nil when the mask has no field model
  /// or the budget ran out.
  func appliedByField(_ input: CaretString, rules: () -> MaskResult) -> MaskResult? {
    guard input.text.utf8.count <= Self.fieldTextLimit || input.text.count <= Self.fieldTextLimit else { return nil }
    let (masks, definitions) = fieldSource
    let key = SetText(masks: masks, definitions: definitions, text: input.text)
    guard
      let set = Self.setTexts.value(for: key, compute: {
        guard var field = freshField() else { return nil }
        let shown =
          masks.count == 1
          ? try? InputmaskField.format(input.text, mask: masks[0], definitions: definitions)
          : try? InputmaskField.format(input.text, list: masks, definitions: definitions)
        guard let shown, (try? field.setValue(input.text)) != nil else { return nil }
        return SetTextResult(shown: shown, value: field.value, complete: field.isComplete)
      })
    else { return nil }
    var result = rules()
    if result.formatted.text != set.shown {
      result.formatted = CaretString(set.shown, caret: set.shown.count, gravity: result.formatted.gravity)
    }
    result.complete = set.complete
    result.value = set.value
    return result
  }
}
