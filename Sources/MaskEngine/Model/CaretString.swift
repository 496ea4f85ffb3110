/// A text with a caret position, in `Character` offsets.
public struct CaretString: Sendable, Hashable, CustomStringConvertible {
  public enum Gravity: Sendable, Hashable {
    /// The caret sticks to what follows it (typing). With `autocomplete`, trailing literals
    /// after the caret are appended.
    case forward(autocomplete: Bool)
    /// The caret sticks to what precedes it (deleting). With `autoskip`, literals before the
    /// caret are skipped over.
    case backward(autoskip: Bool)
  }

  public var text: String
  public var caret: Int
  public var gravity: Gravity

  public init(_ text: String, caret: Int? = nil, gravity: Gravity = .forward(autocomplete: false)) {
    self.text = text
    self.caret = caret ?? text.count
    self.gravity = gravity
  }

  /// The text with `|` at the caret: `+1 (234|`.
  public var description: String {
    let chars = Array(text)
    let c = max(0, min(caret, chars.count))
    return String(chars[..<c]) + "|" + String(chars[c...])
  }
}

/// What a mask makes of a text: the displayed text, the caret, completeness, the value
/// the library hands to the app.
public struct MaskResult: Sendable, Hashable {
  public var formatted: CaretString
  public var complete: Bool
  /// The extracted value (RedMadRobot `extractedValue`; the raw text for `hash`; the digits
  /// for `vstextfield`).
  public var value: String
  /// What the library remembers beyond the text (nil for most dialects).
  public var memory: FieldMemory?

  public init(formatted: CaretString, complete: Bool, value: String, memory: FieldMemory? = nil) {
    self.formatted = formatted
    self.complete = complete
    self.value = value
    self.memory = memory
  }

  /// Results compare by what the user sees: text, caret, completeness and value.
  public static func == (lhs: MaskResult, rhs: MaskResult) -> Bool {
    lhs.formatted == rhs.formatted && lhs.complete == rhs.complete && lhs.value == rhs.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(formatted)
    hasher.combine(complete)
    hasher.combine(value)
  }
}
