/// A value the mask's own grammar allows that typing cannot complete: what
/// `mask-optional-trap` reports, proven by keystroke replay.
public struct OptionalTrapWitness: Sendable, Hashable {
  /// The shortest value the mask allows: every optional slot left empty, the mask's literals
  /// in place (`1.1.2020` for `[09].[09].[0000]`).
  public var value: String
  /// The natural ways to type it, each replayed from an empty field (`Keystroke.parse`
  /// syntax) and left incomplete: the slot characters alone, then the value with literals.
  public var keys: [String]
  /// The field's text after the first key string: what the user is left with.
  public var shown: String
  /// The longest key sequence the search tried: no sequence of up to this many keys over
  /// the value's characters, the mask's literals and a space completes the value.
  public var searchedDepth: Int

  public init(value: String, keys: [String], shown: String, searchedDepth: Int) {
    self.value = value
    self.keys = keys
    self.shown = shown
    self.searchedDepth = searchedDepth
  }
}

extension FieldSimulator {
  /// States the proof may visit; past it the answer is "unknown" (nil).
  static let optionalTrapSearchBudget = 4_000
  /// Keys times mask characters the proof may replay (each key reformats the whole mask): a
  /// mask of thousands of optional blocks gets no proof, and no finding, instead of minutes.
  static let optionalTrapWorkBudget = 400_000

  /// Whether the mask traps typing: its shortest value (optional slots empty) cannot be
  /// typed to a complete mask by any sequence of keys over the value's slot characters, the
  /// mask's literals and a space (the way .NET and others skip an optional position), up
  /// to a few more keys than the value is long. The search is breadth-first over the
  /// field's states, keeping only states whose slot characters are a prefix of the value's.
  ///
  /// Nil when the mask has no optional slot before a mandatory one, when some sequence
  /// completes the value (RedMadRobot sorts `[90]` into `[09]`; a literal typed after an
  /// optional slot skips it in Inputmask `9[9]:99`; .NET takes a space for an empty
  /// position), or when the search runs out of budget. The replay is the one
  /// `maskls preview --keys` shows, without max length or validator: the claim is about the
  /// mask alone.
  public static func optionalTrapWitness(_ mask: any Mask) -> OptionalTrapWitness? {
    guard let candidate = OptionalTrapCandidate(mask) else { return nil }
    let simulator = FieldSimulator(mask: mask)
    let raw = Array(candidate.raw)
    let slotCharacters = Set(raw)
    var alphabet = Array(Set(candidate.raw + candidate.literals + " "))
    alphabet.sort()
    let depth = candidate.formatted.count + candidate.optionalCount + 2
    var presses = optionalTrapWorkBudget / max(1, mask.pattern.count)
    // jQuery Mask Plugin's only completeness is its `onComplete` callback (the text as long
    // as the whole mask, optional slots included): a field showing the short value holds it,
    // as its `clearIfNotMatch` regex (optional slots `?`) agrees.
    let shownValueSuffices = mask.dialect == .jquerymask
    var frontier: [CaretString] = [mask.emptyField]
    var seen: Set<CaretString> = [mask.emptyField]
    for _ in 0..<depth {
      var next: [CaretString] = []
      for state in frontier {
        for c in alphabet {
          presses -= 1
          if presses < 0 { return nil }
          let step = simulator.press(.character(c), at: state)
          guard step.accepted else { continue }
          let typed = step.state.text.filter { slotCharacters.contains($0) }
          guard typed.count <= raw.count, raw.starts(with: typed) else { continue }
          if step.complete && typed.count == raw.count { return nil }
          if shownValueSuffices && String(step.state.text) == candidate.formatted { return nil }
          if seen.insert(step.state).inserted { next.append(step.state) }
          if seen.count > optionalTrapSearchBudget { return nil }
        }
      }
      if next.isEmpty { break }
      frontier = next
    }
    var keys = [candidate.raw]
    if candidate.formatted != candidate.raw { keys.append(candidate.formatted) }
    let shown = simulator.type(candidate.raw).last?.state.text ?? ""
    return OptionalTrapWitness(value: candidate.formatted, keys: keys, shown: shown, searchedDepth: depth)
  }
}

/// The shortest value of a mask with an optional slot before a mandatory one.
private struct OptionalTrapCandidate {
  /// The slot characters, one per mandatory slot (digits `2345…` for digit slots), none of
  /// them a literal of the mask.
  var raw = ""
  /// With the mask's literals.
  var formatted = ""
  var literals = ""
  var optionalCount = 0

  init?(_ mask: any Mask) {
    var literalSet = Set<Character>()
    for token in mask.tokens {
      if case .literal(let l, _) = token.kind { literalSet.insert(l) }
    }
    // Sample characters that are no literal, so the text shows which keys reached slots.
    let digits = SampleDigits.cycle.filter { !literalSet.contains($0) }
    var digitIndex = 0
    var trapped = false
    for token in mask.tokens {
      switch token.kind {
      case .slot(let cls, let optional):
        if optional {
          optionalCount += 1
          continue
        }
        if optionalCount > 0 { trapped = true }
        let c: Character
        if cls.contains(Character("1")) && !cls.contains(Character("a")) {
          guard !digits.isEmpty else { return nil }
          c = digits[digitIndex % digits.count]
          digitIndex += 1
        } else {
          c = cls.sample
        }
        guard !literalSet.contains(c), c != " ", c != "\\", c != "⌫" else { return nil }
        raw.append(c)
        formatted.append(c)
      case .repeatingSlot:
        // The value's length is open: no shortest value to prove anything with.
        return nil
      case .literal(let l, _):
        guard l != "\\", l != "⌫" else { return nil }
        formatted.append(l)
        literals.append(l)
      }
    }
    guard trapped, !raw.isEmpty else { return nil }
  }
}
