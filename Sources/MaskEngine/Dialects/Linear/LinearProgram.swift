/// The shared model behind the web, Android, Flutter and .NET dialects: a mask compiled to a
/// flat list of slots and literals, with optional groups that are skipped as a whole.
///
/// Each dialect's parser builds one or more programs (alternations give several) and a
/// `LinearBehavior` saying how its library formats; `LinearFormatter` replays them.
struct LinearProgram: Sendable, Hashable {
  var elements: [LinearElement]

  init(_ elements: [LinearElement]) {
    self.elements = elements
  }

  /// The number of slots that must be filled for the mask to be complete.
  var mandatorySlotCount: Int {
    elements.lazy.filter { $0.isMandatorySlot }.count
  }

  var hasRepeatingSlot: Bool {
    elements.contains {
      if case .repeating = $0.kind { return true }
      return false
    }
  }
}

/// How a slot changes the case of what it takes (Inputmask `A`, ngx-mask `U`/`L`, Swing `U`/`L`,
/// .NET `<`/`>`).
enum SlotCasing: Sendable, Hashable {
  case none, upper, lower

  func apply(_ c: Character) -> Character {
    switch self {
    case .none: return c
    case .upper:
      let s = String(c).uppercased()
      return s.count == 1 ? Character(s) : c
    case .lower:
      let s = String(c).lowercased()
      return s.count == 1 ? Character(s) : c
    }
  }
}

/// One element of a `LinearProgram`.
struct LinearElement: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case slot(CharacterClass, SlotCasing)
    /// Takes any number of characters (ngx-mask `*`, Inputmask `{*}` on one slot, jQuery Mask
    /// recursive `#`).
    case repeating(CharacterClass, SlotCasing)
    case literal(Character, inValue: Bool)
  }

  var kind: Kind
  /// Character offsets of the mask string this element came from.
  var range: Range<Int>
  /// The innermost optional group holding the element: element indices `start..<end`. A slot
  /// that refuses a character inside the group skips to `end`.
  var optionalGroup: Range<Int>?

  /// Inputmask's `A` slot: an optional group that starts with it hides, in the template, the
  /// literal that follows it and its neighbouring optional groups, and a character other than
  /// a literal right after the group cannot skip it (the library's behaviour, measured; see
  /// `LinearFormatter.hiddenLiteral`).
  var hidesFollowingLiteral = false

  init(_ kind: Kind, range: Range<Int>, optionalGroup: Range<Int>? = nil) {
    self.kind = kind
    self.range = range
    self.optionalGroup = optionalGroup
  }

  var isMandatorySlot: Bool {
    if optionalGroup != nil { return false }
    if case .slot = kind { return true }
    return false
  }

  var token: MaskToken {
    switch kind {
    case .slot(let cls, _):
      return MaskToken(.slot(accepting: cls, optional: optionalGroup != nil), range: range)
    case .repeating(let cls, _): return MaskToken(.repeatingSlot(accepting: cls), range: range)
    case .literal(let c, let inValue): return MaskToken(.literal(c, inValue: inValue), range: range)
    }
  }
}

/// How a library turns a text into its masked text.
struct LinearBehavior: Sendable, Hashable {
  /// True when the literals that follow the last filled slot are shown at once (Inputmask);
  /// false when a literal appears only before the next typed character (lazy).
  var eagerLiterals = false
  /// With `eagerLiterals`: the literals that follow a literal a typed character matched are
  /// shown at once too (Inputmask).
  var literalsFollowTypedLiterals = false
  /// With `eagerLiterals`: once the mask is used up, a typed character equal to a literal
  /// already shown after the last character taken is taken without effect (Inputmask); false
  /// when it is dropped like any character past the mask.
  var shownTailTakesTypedLiterals = false
  /// True when backspace right after a literal deletes the slot character before it
  /// (Inputmask seeks the previous editable position); false when the literal is deleted and
  /// put back, so only the caret moves.
  var backspaceSkipsLiterals = false
  /// True when a typed character equal to the literal at its position is taken as that
  /// literal (most libraries); false when it is offered to the next slot.
  var typedLiteralsMatch = true
  /// With `typedLiteralsMatch`: characters matching a run of literals are taken as them only
  /// when the run reaches a slot; on a mismatch, or when the text ends inside the run, they
  /// are read again as slot input (mask_text_input_formatter's `maskInside` rewind).
  var tentativeLiteralMatch = false
  /// True when the caret goes to the end of the text after every edit.
  var caretToEnd = false
  /// True when an edit is mapped onto the slot characters first (the library keeps the
  /// unmasked text and edits that): deleting only literals changes nothing.
  var editsUnmaskedText = false
  /// True when the caret always sits right after the last slot character before it, never
  /// after the literals that follow (mask_text_input_formatter).
  var caretBeforeLiterals = false
  /// True when a literal is shown as soon as any character of the text reaches it, even one
  /// the next slot then drops (ngx-mask); false when it waits for an accepted character.
  var literalsOnAnyCharacter = false
  /// True when the mask's last character, a literal, is added once the text reaches it
  /// (ngx-mask `(99)` shows `(99)` after two digits).
  var appendsFinalLiteral = false
  /// True when the field shows the mask's whole template once written: every literal after
  /// the text, up to the first optional group, empty slots showing nothing; with nothing typed,
  /// the caret after the leading literals (Inputmask with `placeholder: ""`).
  var showsTemplate = false
  /// True when an optional group is all or nothing once one of its slots is filled (a
  /// character its next slot refuses is refused, and the mask is incomplete while the slot
  /// after the last filled one is of the group and of the same Inputmask definition), and a
  /// character refused everywhere after an optional group does not skip the group (Inputmask).
  var optionalGroupsCommit = false
}
