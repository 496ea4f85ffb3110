extension RedMadRobotMask {
  /// What `MaskedTextInputListener.textInput(_:isChangingCharactersIn:replacementString:)` does
  /// (Android: `MaskedTextChangedListener.onTextChanged` then `afterTextChanged`): the edit is
  /// applied to the text, then the whole text goes through `apply` of the mask `pickMask` chooses
  /// for it (this one without `affineMasks`) with the caret after the inserted text and forward
  /// gravity (autocomplete per `listener`) for typing and pasting, or at the start of the
  /// deleted range and backward gravity (autoskip per `listener`) for a deletion; the field
  /// shows the formatted text and caret. Only the iOS listener lets the field insert a lone
  /// space into an empty field itself (`allowSuggestions`); Android's formats it as any key.
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
    if platform == .ios && listener.allowSuggestions && replacement == " " && updated == " " {
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
    return picked(for: input).apply(input)
  }

  /// `pickMask`: this mask without `affineMasks`, else the one of highest affinity
  /// (`listener.affinityStrategy`), this one winning ties (both libraries).
  func picked(for input: CaretString) -> RedMadRobotMask {
    guard !affineMasks.isEmpty else { return self }
    return Self.pickMask(primary: self, affine: affineMasks, for: input, strategy: listener.affinityStrategy)
  }

  /// `put(text:into:)` (Android: `setText`): what the field shows when the app sets its text
  /// (caret at the end, autocomplete per `listener`, the mask `pickMask` chooses).
  public func put(_ text: String) -> MaskResult {
    let input = CaretString(text, caret: nil, gravity: .forward(autocomplete: listener.autocomplete))
    return picked(for: input).apply(input)
  }

  /// `textFieldDidBeginEditing` with `autocompleteOnFocus`: an empty field shows its leading
  /// literals as soon as it gets focus.
  public func focusEmptyField() -> MaskResult {
    apply(CaretString("", caret: 0, gravity: .forward(autocomplete: true)))
  }

  /// The field after it gets focus, or nil where focus changes nothing (Android without
  /// `autocomplete`). iOS: `textFieldDidBeginEditing` with `autocompleteOnFocus` (on by
  /// default) puts the empty text with autocomplete through `pickMask`'s mask. Android:
  /// `installOn` makes the listener the field's focus listener, and an empty field that gets
  /// focus with `autocomplete` shows the empty text formatted by `pickMask`'s mask (its leading
  /// literals): `onFocusChange` sets that text, which goes through `onTextChanged` once more
  /// (caret at its end, forward gravity, the mask picked again), then puts the caret where the
  /// first formatting left it and tells the value listener the first formatting's value and
  /// completeness.
  public func focusedField() -> MaskResult? {
    let empty = CaretString("", caret: 0, gravity: .forward(autocomplete: true))
    let first = picked(for: empty).apply(empty)
    guard platform == .android else { return first }
    guard listener.autocomplete else { return nil }
    let text = first.formatted.text
    let again = CaretString(text, caret: text.count, gravity: .forward(autocomplete: true))
    let second = picked(for: again).apply(again).formatted
    // A setSelection past the end throws (logged): the caret stays where the second put it.
    let caret = first.formatted.caret <= second.text.count ? first.formatted.caret : second.caret
    return MaskResult(
      formatted: CaretString(second.text, caret: caret), complete: first.complete, value: first.value)
  }

  /// Where a key replay starts: the empty field, or with `focused` the field after it gets
  /// focus (`focusedField`).
  public func startOfReplay(focused: Bool) -> CaretString {
    (focused ? focusedField()?.formatted : nil) ?? emptyField
  }
}
