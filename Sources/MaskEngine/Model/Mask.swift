/// A parsed mask of one dialect: its tokens, its issues, and the library's behaviour.
///
/// Every dialect implements this protocol; previews, rules and the field simulator only use
/// this interface. All offsets are in `Character`s.
public protocol Mask: Sendable {
  var dialect: MaskDialect { get }
  /// The mask string as written (after the host language's escapes are decoded).
  var pattern: String { get }
  var tokens: [MaskToken] { get }
  var issues: [MaskIssue] { get }

  /// What the library displays when the field's text becomes `input.text` with the caret at
  /// `input.caret` (RedMadRobot's `Mask.apply(toText:)`; for `hash` the input is raw text
  /// formatted with the seed's `format`; for `vstextfield` the seed's reformat).
  func apply(_ input: CaretString) -> MaskResult

  /// The library's reaction to the user replacing `range` of `state.text` with
  /// `replacement` (typing, backspace, paste). Returns nil when the edit is refused and the
  /// field stays as it was (`hash` with a `validator` that rejects the raw text).
  /// `validator` is the field's regex applied as the dialect applies it, if at all.
  func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult?

  /// The same edit on the field as `current` left it: its text and caret, and the value the
  /// library reported for it. A dialect whose value remembers more than the text shows reads
  /// `current.value` (an Inputmask list records a key a literal took: `+7(999)999-99-99` typed
  /// `7` shows `+7()--` with the value `7`); the others edit `current.formatted`.
  func edit(
    after current: MaskResult, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult?

  /// The library's own handling of `key` on the field `current` left, for a dialect that
  /// simulates the library's state (`MaskResult.memory`); nil to use `edit`. A fresh field
  /// (`emptyField`) has no memory: the dialect starts one.
  func key(_ key: Keystroke, after current: MaskResult) -> MaskResult?

  /// `result[i]` is the formatted caret position for raw caret `i`, `0...raw.count`.
  func caretMap(forRaw raw: String) -> [Int]

  /// A deterministic readable raw input that completes the mask (digits `2345678909`-style
  /// for digit slots, `a`… for letters), used by previews and hover.
  func sampleInput() -> String

  /// The length of the fully formatted text of a complete input, or nil when unbounded.
  var completeFormattedLength: Int? { get }

  /// What a fresh field shows before the first key (empty, unless the library fills the
  /// field with its template at once, as Swing's `MaskFormatter` does with placeholders).
  var emptyField: CaretString { get }
}

extension Mask {
  public var emptyField: CaretString { CaretString("") }

  public func key(_ key: Keystroke, after current: MaskResult) -> MaskResult? { nil }

  public func edit(
    after current: MaskResult, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    edit(current.formatted, replacing: range, with: replacement, validator: validator)
  }
}

/// A validator of the raw (unformatted) text, e.g. the field's regex applied like
/// `NSPredicate(format: "SELF MATCHES %@")`. Returns nil when the answer is unknown (a
/// budget ran out); callers treat unknown as accepted and say so.
public typealias RawTextValidator = @Sendable (String) -> Bool?
