/// The regular core every flavour's AST lowers to: what the automata understand.
///
/// Lowering resolves the flavour's class semantics (`\d`, `\w`, `.`, case-insensitivity) into
/// `ScalarSet`s, so the automata know nothing about flavours. Constructs outside the regular
/// core (backreferences, undecidable lookarounds) lower to `.unsupported`, and every question
/// about a regex containing one answers "not analysed" with that reason.
public indirect enum RegexCore: Sendable, Hashable {
  /// Matches the empty string.
  case empty
  /// One scalar from the set (an empty set matches nothing).
  case set(ScalarSet)
  case concat([RegexCore])
  case alternation([RegexCore])
  /// `min...max` repetitions; `max == nil` is unbounded. Greediness does not change the
  /// language, so it is not kept.
  case repetition(RegexCore, min: Int, max: Int?)
  /// `^` / `\A` at the start of the input (multiline `^` lowers to `.unsupported` unless the
  /// input cannot contain line terminators).
  case startAnchor
  /// `$` / `\z` at the end of the input (`\Z` and non-multiline `$` allow a final newline:
  /// the lowering spells that out as an optional terminator followed by `endAnchor`).
  case endAnchor
  /// Not in the regular core; `reason` is said to the user ("backreference `\1`").
  case unsupported(reason: String)
}
