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

/// The library's `Next`: what a state does with one input character (a `Character`, or on
/// Android a UTF-16 unit, see `RedMadRobotUnitStates`).
struct RedMadRobotNext<Unit: Sendable & Hashable>: Sendable, Hashable {
  var state: Int
  var insert: Unit?
  var pass: Bool
  var value: Unit?
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

  /// input-mask-android's check of one Kotlin `Char`, a UTF-16 unit that may be half of a
  /// surrogate pair: Java's predicates refuse either half; a custom notation's
  /// `characterSet.contains(char)` finds the half in the set's own UTF-16 units, so a set
  /// holding `😀` (U+D83D U+DE00) takes each of its halves, and each half of any other
  /// character beyond U+FFFF that shares one with it.
  func acceptsJavaUnit(_ unit: UInt16) -> Bool {
    if let scalar = Unicode.Scalar(unit) { return acceptsJavaCharacter(Character(scalar)) }
    switch self {
    case .any: return true
    case .scalars(_, let ranges):
      let offset = UInt32(unit & 0x3FF)
      if unit < 0xDC00 {
        // A high surrogate: the 1,024 scalars it starts.
        let first = 0x10000 + (offset << 10)
        return ranges.contains { $0.overlaps(first...(first + 0x3FF)) }
      }
      // A low surrogate: the scalars beyond U+FFFF whose last ten bits are `offset`.
      return ranges.contains { range in
        let low = max(range.lowerBound, 0x10000)
        guard low <= range.upperBound else { return false }
        let next = low + ((offset &+ 0x400 &- (low & 0x3FF)) & 0x3FF)
        return next <= range.upperBound
      }
    default: return false
    }
  }
}

/// input-mask-android's states, one per Kotlin `Char` of the format: the engine's states with
/// each literal split into its UTF-16 units (a literal beyond U+FFFF is two `FreeState`s or
/// `FixedState`s there, one per surrogate). The Android reading runs `Mask.apply` over these
/// and the text's UTF-16 units, so that a custom notation holding an emoji takes its two
/// surrogates one by one, possibly in two slots, as the library does.
struct RedMadRobotUnitStates {
  let states: [RedMadRobotState]
  /// `origin[k]`: the engine state unit state `k` comes from.
  private(set) var origin: [Int] = []
  /// `literal[k]`: the UTF-16 unit of a literal's unit state, nil for a slot.
  private(set) var literal: [UInt16?] = []

  init(_ states: [RedMadRobotState]) {
    self.states = states
    for (index, state) in states.enumerated() {
      switch state.kind {
      case .fixed(let c), .free(let c):
        for unit in c.utf16 {
          origin.append(index)
          literal.append(unit)
        }
      case .value, .optionalValue, .ellipsis:
        origin.append(index)
        literal.append(nil)
      }
    }
  }

  var count: Int { origin.count }

  /// The engine state where unit state `k` is (`states.count` for the `EOLState`): the
  /// literal's own state for its second surrogate too, which is as mandatory as the first.
  func engineState(_ k: Int) -> Int { k < count ? origin[k] : states.count }

  /// `state.accept(character:)` for one UTF-16 unit.
  func accept(_ unit: UInt16, at k: Int) -> RedMadRobotNext<UInt16>? {
    guard k < count else { return nil }
    switch states[origin[k]].kind {
    case .value(let cls):
      guard cls.acceptsJavaUnit(unit) else { return nil }
      return RedMadRobotNext(state: k + 1, insert: unit, pass: true, value: unit)
    case .ellipsis(let cls):
      guard cls.acceptsJavaUnit(unit) else { return nil }
      return RedMadRobotNext(state: k, insert: unit, pass: true, value: unit)
    case .optionalValue(let cls):
      if cls.acceptsJavaUnit(unit) {
        return RedMadRobotNext(state: k + 1, insert: unit, pass: true, value: unit)
      }
      return RedMadRobotNext(state: k + 1, insert: nil, pass: false, value: nil)
    case .fixed:
      let own = literal[k]!
      return RedMadRobotNext(state: k + 1, insert: own == unit ? unit : own, pass: own == unit, value: own)
    case .free:
      let own = literal[k]!
      return RedMadRobotNext(state: k + 1, insert: own == unit ? unit : own, pass: own == unit, value: nil)
    }
  }

  /// `state.autocomplete()`: only fixed and free states complete themselves.
  func autocomplete(at k: Int) -> RedMadRobotNext<UInt16>? {
    guard k < count, let own = literal[k] else { return nil }
    if case .fixed = states[origin[k]].kind {
      return RedMadRobotNext(state: k + 1, insert: own, pass: false, value: own)
    }
    return RedMadRobotNext(state: k + 1, insert: own, pass: false, value: nil)
  }
}

extension Array where Element == RedMadRobotState {
  /// `state.accept(character:)`; `index == count` is the `EOLState`, which accepts nothing.
  /// `java`: input-mask-android, whose characters are single scalars here (classes checked by
  /// `acceptsJavaCharacter`, literals compared scalar by scalar, not by canonical equivalence).
  func accept(_ character: Character, at index: Int, java: Bool = false) -> RedMadRobotNext<Character>? {
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
  func autocomplete(at index: Int) -> RedMadRobotNext<Character>? {
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
