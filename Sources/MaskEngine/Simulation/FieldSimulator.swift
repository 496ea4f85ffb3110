/// One key of a keystroke replay.
public enum Keystroke: Sendable, Hashable, CustomStringConvertible {
  case character(Character)
  case backspace
  /// Pasting a string at the caret, replacing nothing.
  case paste(String)

  public var description: String {
    switch self {
    case .character(let c): return String(c)
    case .backspace: return "⌫"
    case .paste(let s): return s
    }
  }

  /// Parses a key string: every character is a key; `⌫` or the two characters `\b` are
  /// backspace.
  public static func parse(_ keys: String) -> [Keystroke] {
    var result: [Keystroke] = []
    var chars = keys.makeIterator()
    var pending: Character? = nil
    while let c = pending ?? chars.next() {
      pending = nil
      if c == "⌫" {
        result.append(.backspace)
        continue
      }
      if c == "\\" {
        if let next = chars.next() {
          if next == "b" {
            result.append(.backspace)
          } else {
            result.append(.character(c))
            pending = next
          }
        } else {
          result.append(.character(c))
        }
        continue
      }
      result.append(.character(c))
    }
    return result
  }
}

/// Why a key changed nothing.
public enum Refusal: String, Sendable, Hashable {
  /// The field's max length (seed 004) does not allow the edit.
  case maxLength
  /// The field's regex rejected the raw text (seed 000's per-edit rule).
  case validator
  /// The mask took the key but the text did not change (a letter in a digit slot, a
  /// backspace at caret 0, a full mask).
  case mask
}

/// The state after one key of a replay.
public struct ReplayStep: Sendable, Hashable {
  public var key: Keystroke
  public var state: CaretString
  /// False when the key left text and caret unchanged.
  public var accepted: Bool
  public var refusal: Refusal?
  public var complete: Bool
  public var value: String
  /// What the library remembers beyond the text (`MaskResult.memory`).
  public var memory: FieldMemory?

  public init(
    key: Keystroke, state: CaretString, accepted: Bool, refusal: Refusal?, complete: Bool,
    value: String, memory: FieldMemory? = nil
  ) {
    self.key = key
    self.state = state
    self.accepted = accepted
    self.refusal = refusal
    self.complete = complete
    self.value = value
    self.memory = memory
  }

  /// Steps compare by the key and what the user sees after it.
  public static func == (lhs: ReplayStep, rhs: ReplayStep) -> Bool {
    lhs.key == rhs.key && lhs.state == rhs.state && lhs.accepted == rhs.accepted && lhs.refusal == rhs.refusal
      && lhs.complete == rhs.complete && lhs.value == rhs.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(state)
    hasher.combine(accepted)
    hasher.combine(refusal)
    hasher.combine(complete)
    hasher.combine(value)
  }
}

/// A text field with a mask and the field's other settings, replaying keys the way the
/// field does: the max-length check (seed 004) first, then the mask's own edit handling
/// (which applies the validator where the dialect does).
public struct FieldSimulator: Sendable {
  public var mask: any Mask
  /// Seed 004: counts the displayed (formatted) text.
  public var maxLength: Int?
  public var validator: RawTextValidator?

  public init(mask: any Mask, maxLength: Int? = nil, validator: RawTextValidator? = nil) {
    self.mask = mask
    self.maxLength = maxLength
    self.validator = validator
  }
}
