/// A value the mask's own grammar allows that typing cannot complete: what
/// `mask-optional-trap` reports, proven by keystroke replay.
public struct OptionalTrapWitness: Sendable, Hashable {
  /// The shortest value the mask allows: every optional slot left empty, the mask's literals
  /// in place (`1.1.2020` for `[09].[09].[0000]`).
  public var value: String
  /// The key strings tried, each replayed from an empty field (`Keystroke.parse` syntax):
  /// the slot characters alone, the value with its literals, and both again with a space
  /// for each optional slot (where the library skips a slot on a space).
  public var keys: [String]
  /// The field's text after the first key string: what the user is left with.
  public var shown: String

  public init(value: String, keys: [String], shown: String) {
    self.value = value
    self.keys = keys
    self.shown = shown
  }
}

extension FieldSimulator {
  /// Whether the mask traps typing: its shortest value (optional slots empty) is typed the
  /// ways a user types it, and none leaves the mask complete. Nil when the mask has no
  /// optional slot before a mandatory one, has no mandatory slot, or some way of typing the
  /// value completes it (RedMadRobot sorts `[90]` into `[09]`; a literal typed after an
  /// optional slot skips it in Inputmask `9[9]:99`; .NET takes a space for an empty
  /// position). The replay is the one `maskls preview --keys` shows, without max length or
  /// validator: the claim is about the mask alone.
  public static func optionalTrapWitness(_ mask: any Mask) -> OptionalTrapWitness? {
    var raw = ""
    var formatted = ""
    var spaced = ""
    var spacedRaw = ""
    var sawOptional = false
    var trapped = false
    var digits = 0
    for token in mask.tokens {
      switch token.kind {
      case .slot(let cls, let optional):
        if optional {
          sawOptional = true
          spaced.append(" ")
          spacedRaw.append(" ")
          continue
        }
        if sawOptional { trapped = true }
        let c: Character
        if cls.contains(Character("1")) && !cls.contains(Character("a")) {
          c = SampleDigits.cycle[digits % SampleDigits.cycle.count]
          digits += 1
        } else {
          c = cls.sample
        }
        raw.append(c)
        formatted.append(c)
        spaced.append(c)
        spacedRaw.append(c)
      case .repeatingSlot:
        // The value's length is open: no shortest value to prove anything with.
        return nil
      case .literal(let l, _):
        formatted.append(l)
        spaced.append(l)
      }
    }
    guard trapped, !raw.isEmpty else { return nil }
    let simulator = FieldSimulator(mask: mask)
    var tried: [String] = []
    var shown: String?
    for keys in [raw, formatted, spacedRaw, spaced] where !tried.contains(keys) {
      // Keys typed one by one; `\` would read as an escape in `--keys`.
      if keys.contains("\\") || keys.contains("⌫") { return nil }
      tried.append(keys)
      let steps = simulator.type(keys)
      if steps.last?.complete == true { return nil }
      if shown == nil { shown = steps.last?.state.text ?? "" }
    }
    return OptionalTrapWitness(value: formatted, keys: tried, shown: shown ?? "")
  }
}
