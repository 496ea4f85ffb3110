/// One compiled state of a RedMadRobot mask (the library's `State` subclasses), kept in a flat
/// array: the child of state `i` is state `i + 1`; index `states.count` is the `EOLState`.
struct RedMadRobotState: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// `ValueState`: `[0]`, `[A]`, `[_]` or a mandatory custom notation.
    case value(CharacterClass)
    /// `OptionalValueState`: `[9]`, `[a]`, `[-]` or an optional custom notation.
    case optionalValue(CharacterClass)
    /// `ValueState` of type ellipsis: `…`, repeats itself, ends the mask.
    case ellipsis(CharacterClass)
    /// `FixedState`: a `{}` character, kept in the extracted value.
    case fixed(Character)
    /// `FreeState`: a character outside brackets, not in the extracted value.
    case free(Character)
  }

  var kind: Kind
  /// Character offsets in the mask string that produced this state.
  var range: Range<Int>
}

/// The library's `Next`: what a state does with one input character.
struct RedMadRobotNext: Sendable, Hashable {
  var state: Int
  var insert: Character?
  var pass: Bool
  var value: Character?
}

extension CharacterClass {
  /// Foundation's `CharacterSet.isMember(character:)` as the library extends it: every scalar of
  /// the character must belong to the set.
  func acceptsAllScalars(of character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { contains($0) }
  }

  /// input-mask-android's check of one Kotlin `Char` (here one scalar): Java's `isDigit`,
  /// `isLetter` and `isLetterOrDigit` (the engine's `decimalDigit`, `unicodeLetter` and
  /// `unicodeLetterOrDigit`) refuse both halves of a surrogate pair; a custom notation's
  /// `String.contains` finds a scalar of its own.
  func acceptsJavaCharacter(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch self {
    case .scalars, .any: return contains(scalar)
    default: return scalar.value <= 0xFFFF && contains(scalar)
    }
  }
}

extension Array where Element == RedMadRobotState {
  /// `state.accept(character:)`; `index == count` is the `EOLState`, which accepts nothing.
  /// `java`: input-mask-android, whose characters are single scalars here (classes checked by
  /// `acceptsJavaCharacter`, literals compared scalar by scalar, not by canonical equivalence).
  func accept(_ character: Character, at index: Int, java: Bool = false) -> RedMadRobotNext? {
    guard index < count else { return nil }
    func takes(_ cls: CharacterClass) -> Bool {
      java ? cls.acceptsJavaCharacter(character) : cls.acceptsAllScalars(of: character)
    }
    func isOwn(_ own: Character) -> Bool {
      java ? own.unicodeScalars.elementsEqual(character.unicodeScalars) : own == character
    }
    switch self[index].kind {
    case .value(let cls):
      guard takes(cls) else { return nil }
      return RedMadRobotNext(state: index + 1, insert: character, pass: true, value: character)
    case .ellipsis(let cls):
      guard takes(cls) else { return nil }
      return RedMadRobotNext(state: index, insert: character, pass: true, value: character)
    case .optionalValue(let cls):
      if takes(cls) {
        return RedMadRobotNext(state: index + 1, insert: character, pass: true, value: character)
      }
      return RedMadRobotNext(state: index + 1, insert: nil, pass: false, value: nil)
    case .fixed(let own):
      if isOwn(own) {
        return RedMadRobotNext(state: index + 1, insert: character, pass: true, value: character)
      }
      return RedMadRobotNext(state: index + 1, insert: own, pass: false, value: own)
    case .free(let own):
      if isOwn(own) {
        return RedMadRobotNext(state: index + 1, insert: character, pass: true, value: nil)
      }
      return RedMadRobotNext(state: index + 1, insert: own, pass: false, value: nil)
    }
  }

  /// `state.autocomplete()`: only fixed and free states complete themselves.
  func autocomplete(at index: Int) -> RedMadRobotNext? {
    guard index < count else { return nil }
    switch self[index].kind {
    case .fixed(let own):
      return RedMadRobotNext(state: index + 1, insert: own, pass: false, value: own)
    case .free(let own):
      return RedMadRobotNext(state: index + 1, insert: own, pass: false, value: nil)
    case .value, .optionalValue, .ellipsis:
      return nil
    }
  }

  /// `noMandatoryCharactersLeftAfterState`: free and optional states are skipped; a fixed or a
  /// non-elliptical value state still needs input.
  func noMandatoryCharactersLeft(after index: Int) -> Bool {
    var i = index
    while i < count {
      switch self[i].kind {
      case .ellipsis: return true
      case .value, .fixed: return false
      case .free, .optionalValue: i += 1
      }
    }
    return true
  }
}
