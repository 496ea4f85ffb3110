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
    /// (keyboard suggestions workaround, iOS only; default `true`).
    public var allowSuggestions: Bool
    /// How `pickMask` rates the mask and its affine masks (`affinityCalculationStrategy`,
    /// default `wholeString`).
    public var affinityStrategy: AffinityCalculationStrategy

    public init(
      autocomplete: Bool = true, autoskip: Bool = false, allowSuggestions: Bool = true,
      affinityStrategy: AffinityCalculationStrategy = .wholeString
    ) {
      self.autocomplete = autocomplete
      self.autoskip = autoskip
      self.allowSuggestions = allowSuggestions
      self.affinityStrategy = affinityStrategy
    }
  }
}

extension RedMadRobotMask {
  /// Whether `c` has a meaning of its own inside `[]` (`0 9 A a _ -` and the ellipsis).
  public static func isBuiltInSymbol(_ c: Character) -> Bool {
    "09Aa_-…".contains(c)
  }

  /// The characters written inside `[]` blocks (escaped characters excluded).
  public static func bracketCharacters(in format: String) -> Set<Character> {
    var result: Set<Character> = []
    var inside = false
    var escaped = false
    for c in format {
      if escaped { escaped = false; continue }
      switch c {
      case "\\": escaped = true
      case "[": inside = true
      case "]": inside = false
      default: if inside { result.insert(c) }
      }
    }
    return result
  }
}
