extension RedMadRobotMask {
  /// What `MaskedTextInputListener.textInput(_:isChangingCharactersIn:replacementString:)` does:
  /// the edit is applied to the text, then the whole text goes through `apply` with the caret
  /// after the inserted text and forward gravity (autocomplete per `listener`) for typing and
  /// pasting, or at the start of the deleted range and backward gravity (autoskip per
  /// `listener`) for a deletion; the field shows the formatted text and caret.
  ///
  /// The listener has no regex: `validator` is not consulted. Returns nil only for a mask the
  /// library cannot compile (its listener crashes through `try!`, so there is nothing to show).
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    guard isValid else { return nil }
    var text = Array(state.text)
    // The listener clamps ranges that fall outside the text (undo manager quirk).
    let lower = max(0, min(range.lowerBound, text.count))
    let upper = max(lower, min(range.upperBound, text.count))
    text.replaceSubrange(lower..<upper, with: Array(replacement))
    let updated = String(text)
    if listener.allowSuggestions && replacement == " " && updated == " " {
      // `.fallback`: the field inserts the space itself, unformatted; listeners are not told.
      let plain = apply(CaretString(updated, caret: 1, gravity: .forward(autocomplete: false)))
      return MaskResult(
        formatted: CaretString(updated, caret: 1, gravity: .forward(autocomplete: false)),
        complete: plain.complete, value: plain.value)
    }
    let isDeletion = upper > lower && replacement.isEmpty
    let input = CaretString(
      updated,
      caret: isDeletion ? lower : lower + replacement.count,
      gravity: isDeletion
        ? .backward(autoskip: listener.autoskip) : .forward(autocomplete: listener.autocomplete))
    return apply(input)
  }

  /// `put(text:into:)`: what the field shows when the app sets its text (caret at the end,
  /// autocomplete per `listener`).
  public func put(_ text: String) -> MaskResult {
    apply(CaretString(text, caret: nil, gravity: .forward(autocomplete: listener.autocomplete)))
  }

  /// `textFieldDidBeginEditing` with `autocompleteOnFocus`: an empty field shows its leading
  /// literals as soon as it gets focus.
  public func focusEmptyField() -> MaskResult {
    apply(CaretString("", caret: 0, gravity: .forward(autocomplete: true)))
  }
}
