extension RedMadRobotMask {
  /// A custom notation (RedMadRobot `Notation`): a character that, inside `[]`, stands for a slot
  /// accepting `characterSet`; `isOptional` makes it behave like `9`/`a`/`-` instead of `0`/`A`/`_`.
  public struct Notation: Sendable, Hashable {
    public var character: Character
    /// Usually `.scalars(name:ranges:)`; any class is accepted.
    public var characterSet: CharacterClass
    public var isOptional: Bool

    public init(character: Character, characterSet: CharacterClass, isOptional: Bool) {
      self.character = character
      self.characterSet = characterSet
      self.isOptional = isOptional
    }
  }

  /// The text-field listener's settings (`MaskedTextInputListener` defaults).
  public struct ListenerSettings: Sendable, Hashable {
    /// Append trailing literals after the caret while typing (default `true`).
    public var autocomplete: Bool
    /// Skip literals before the caret on backspace (default `false`).
    public var autoskip: Bool
    /// The listener lets the field insert a lone space into an empty field itself, unformatted
    /// (keyboard suggestions workaround; default `true`).
    public var allowSuggestions: Bool

    public init(autocomplete: Bool = true, autoskip: Bool = false, allowSuggestions: Bool = true) {
      self.autocomplete = autocomplete
      self.autoskip = autoskip
      self.allowSuggestions = allowSuggestions
    }
  }
}
