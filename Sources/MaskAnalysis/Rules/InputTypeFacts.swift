import MaskEngine
/// What `conflict-html-pattern` reads of an `<input type>` value: the state it gives and
/// which constraint attributes apply to that state, found once per distinct value (a page
/// writes the same few types on every field).
struct InputTypeFacts: Sendable, Equatable {
  /// `HTMLInputTypes.state` of the value (`text` for an unknown one).
  var state: String
  /// `pattern`, `maxlength` and `minlength` apply (`HTMLInputTypes.textual`).
  var isTextual: Bool
  /// `min`, `max` and `step` apply (`HTMLInputTypes.ranged`).
  var isRanged: Bool

  /// The facts of a `type` written `written`, remembered.
  static func of(_ written: String) -> InputTypeFacts {
    cache.value(for: written) { compute(written) }
  }

  /// What `of` remembers, found from the value.
  static func compute(_ written: String) -> InputTypeFacts {
    let state = HTMLInputTypes.state(written)
    return InputTypeFacts(
      state: state, isTextual: HTMLInputTypes.textual.contains(state), isRanged: HTMLInputTypes.ranged.contains(state))
  }

  /// An input without a `type`: the Text state.
  static let text = compute("text")

  /// Types are few, but any text can be written as one: bounded.
  private static let cache = BoundedCache<String, InputTypeFacts>(limit: 1_024)
}
