/// Inputmask's mask syntax tree, as its `analyseMask` lexer builds it (lib/mask-lexer.js).
indirect enum InputmaskNode: Sendable, Hashable {
  /// A definition (`9 a * A & #`, or a custom one): one slot.
  case slot(InputmaskDefinition, range: Range<Int>)
  /// A static character (anything else, or an escaped definition).
  case literal(Character, range: Range<Int>)
  /// `( … )` or `[ … ]`. A `(` group with no quantifier after it is shown as literal
  /// parentheses (the lexer's `verifyGroupMarker`); `close` is nil when never closed.
  case group([InputmaskNode], optional: Bool, open: Range<Int>, close: Range<Int>?)
  /// `x{min,max}`; `max` nil when unbounded (`{+}`, `{*}`, `{n,}`).
  case quantified(InputmaskNode, min: Int, max: Int?, range: Range<Int>)
  /// `a|b`: the alternatives in order.
  case alternation([InputmaskNode])
}

/// A slot definition: what it accepts and how it changes case.
struct InputmaskDefinition: Sendable, Hashable {
  var symbol: Character
  var accepting: CharacterClass
  var casing: SlotCasing

  /// Inputmask's letters: ASCII, Cyrillic `А-я Ё ё`, Latin-1 `À-ÿ` and `µ` (lib/definitions.js).
  static let letterRanges: [ClosedRange<UInt32>] = [
    0x41...0x5A, 0x61...0x7A, 0x410...0x44F, 0x401...0x401, 0x451...0x451, 0xC0...0xFF,
    0xB5...0xB5,
  ]
  /// ASCII and fullwidth digits.
  static let digitRanges: [ClosedRange<UInt32>] = [0x30...0x39, 0xFF10...0xFF19]

  /// `9 a *` (lib/definitions.js) and `A & #` (lib/extensions/definitions.js, upper-casing).
  static let builtIn: [Character: InputmaskDefinition] = [
    "9": .init(symbol: "9", accepting: .scalars(name: "digit", ranges: digitRanges), casing: .none),
    "a": .init(symbol: "a", accepting: .scalars(name: "letter", ranges: letterRanges), casing: .none),
    "*": .init(
      symbol: "*", accepting: .scalars(name: "letter or digit", ranges: digitRanges + letterRanges),
      casing: .none),
    "A": .init(symbol: "A", accepting: .scalars(name: "letter", ranges: letterRanges), casing: .upper),
    "&": .init(
      symbol: "&", accepting: .scalars(name: "letter or digit", ranges: digitRanges + letterRanges),
      casing: .upper),
    "#": .init(
      symbol: "#",
      accepting: .scalars(name: "hex digit", ranges: [0x30...0x39, 0x41...0x46, 0x61...0x66]),
      casing: .upper),
  ]
}
