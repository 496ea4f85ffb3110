/// Keystroke replay: the max-length check (seed 004), then the mask's edit.
extension FieldSimulator {
  /// The edit a key makes at `state`'s caret, or nil for a backspace at caret 0 (seed 003:
  /// the field reports no change).
  public static func edit(for key: Keystroke, at state: CaretString) -> (
    range: Range<Int>, replacement: String
  )? {
    let caret = state.caret
    switch key {
    case .character(let c): return (caret..<caret, String(c))
    case .paste(let s): return (caret..<caret, s)
    case .backspace:
      guard caret > 0 else { return nil }
      return ((caret - 1)..<caret, "")
    }
  }

  /// Seed 004: an edit is allowed when `len(text) - range.length + len(s) <= maxLength`,
  /// counting the displayed text (range clamped to the text).
  public func allowsByMaxLength(
    _ text: String, replacing range: Range<Int>, with replacement: String
  ) -> Bool {
    guard let maxLength else { return true }
    let count = text.count
    return count - CharacterOffsets.clamp(range, count: count).count + replacement.count
      <= maxLength
  }

  /// The field's reaction to one key at `current.formatted`: max length first, then the
  /// mask (with this field's validator). A refused key keeps `current`.
  func step(_ key: Keystroke, current: MaskResult) -> ReplayStep {
    let state = current.formatted
    func refused(_ refusal: Refusal) -> ReplayStep {
      ReplayStep(
        key: key, state: state, accepted: false, refusal: refusal,
        complete: current.complete, value: current.value, memory: current.memory)
    }
    // A dialect that runs the library's own key handling on its memory of the field.
    if let result = mask.key(key, after: current) {
      if case .backspace = key {
      } else if let (range, replacement) = FieldSimulator.edit(for: key, at: state),
        !allowsByMaxLength(state.text, replacing: range, with: replacement)
      {
        return refused(.maxLength)
      }
      let unchanged = result.formatted.text == state.text && result.formatted.caret == state.caret
      return ReplayStep(
        key: key, state: result.formatted, accepted: !unchanged, refusal: unchanged ? .mask : nil,
        complete: result.complete, value: result.value, memory: result.memory)
    }
    guard let (range, replacement) = FieldSimulator.edit(for: key, at: state) else {
      // vanilla-masker reformats the value on every key-up, a backspace on an empty field too
      // (a pattern without slots then fills the field with itself); Inputmask writes its
      // template.
      if mask.dialect == .vanillamasker || mask.dialect == .inputmask, state.text.isEmpty,
        let result = mask.edit(state, replacing: 0..<0, with: "", validator: validator),
        result.formatted.text != state.text
      {
        return ReplayStep(
          key: key, state: result.formatted, accepted: true, refusal: nil,
          complete: result.complete, value: result.value)
      }
      return refused(.mask)
    }
    if mask.dialect == .flutter, let maxLength {
      return flutterStep(key, state: state, range: range, replacement: replacement, maxLength: maxLength, refused: refused)
    }
    guard allowsByMaxLength(state.text, replacing: range, with: replacement) else {
      return refused(.maxLength)
    }
    guard let result = mask.edit(after: current, replacing: range, with: replacement, validator: validator)
    else { return refused(.validator) }
    let unchanged = result.formatted.text == state.text && result.formatted.caret == state.caret
    return ReplayStep(
      key: key, state: result.formatted, accepted: !unchanged, refusal: unchanged ? .mask : nil,
      complete: result.complete, value: result.value, memory: result.memory)
  }

  /// Flutter's `TextField(maxLength:)` appends a `LengthLimitingTextInputFormatter` after the
  /// field's formatters: the mask formats first, then a text longer than the limit is cut to
  /// it (or, when the old text was already at the limit, the old text is kept).
  private func flutterStep(
    _ key: Keystroke, state: CaretString, range: Range<Int>, replacement: String, maxLength: Int,
    refused: (Refusal) -> ReplayStep
  ) -> ReplayStep {
    guard let result = mask.edit(state, replacing: range, with: replacement, validator: validator)
    else { return refused(.validator) }
    var formatted = result.formatted
    var current = result
    if formatted.text.count > maxLength {
      if state.text.count == maxLength { return refused(.maxLength) }
      formatted = CaretString(String(formatted.text.prefix(maxLength)), caret: min(formatted.caret, maxLength))
      current = inspect(formatted)
    }
    let unchanged = formatted.text == state.text && formatted.caret == state.caret
    return ReplayStep(
      key: key, state: formatted, accepted: !unchanged, refusal: unchanged ? .maxLength : nil,
      complete: current.complete, value: current.value)
  }

  /// The field's reaction to one key at `state` (caret clamped to the text).
  public func press(_ key: Keystroke, at state: CaretString) -> ReplayStep {
    step(key, current: inspect(state))
  }

  /// What the field holds at `state` (completeness and value) without changing it.
  public func inspect(_ state: CaretString) -> MaskResult {
    let state = FieldSimulator.clamped(state)
    let here = state.caret..<state.caret
    if let result = mask.edit(state, replacing: here, with: "", validator: nil) {
      return MaskResult(formatted: state, complete: result.complete, value: result.value)
    }
    return MaskResult(formatted: state, complete: false, value: state.text)
  }

  /// Replays `keys` from `start` (default: a fresh field, `mask.emptyField`: empty text, caret
  /// 0, for most libraries; the caret is clamped to the text). One step per key; a refused key leaves the state as it was.
  public func replay(_ keys: [Keystroke], from start: CaretString? = nil) -> [ReplayStep]
  {
    replay(keys, after: inspect(start ?? mask.emptyField))
  }

  /// Replays `keys` from a field the library left with `start` (its text, caret, and the value
  /// and completeness it reported, which a key that changes nothing keeps).
  public func replay(_ keys: [Keystroke], after start: MaskResult) -> [ReplayStep] {
    var current = MaskResult(
      formatted: FieldSimulator.clamped(start.formatted), complete: start.complete, value: start.value,
      memory: start.memory)
    var steps: [ReplayStep] = []
    steps.reserveCapacity(keys.count)
    for key in keys {
      let step = step(key, current: current)
      steps.append(step)
      current = MaskResult(
        formatted: FieldSimulator.clamped(step.state), complete: step.complete, value: step.value,
        memory: step.memory)
    }
    return steps
  }

  /// Replays a key string in `Keystroke.parse` syntax (`⌫` or `\b` is backspace).
  public func replay(keys: String, from start: CaretString? = nil) -> [ReplayStep] {
    replay(Keystroke.parse(keys), from: start)
  }

  /// Types every character of `text` as one key (no backspace syntax).
  public func type(_ text: String, from start: CaretString? = nil) -> [ReplayStep] {
    replay(text.map(Keystroke.character), from: start)
  }

  /// The state after typing `text` (the start state when `text` is empty).
  public func state(afterTyping text: String, from start: CaretString? = nil)
    -> CaretString
  {
    type(text, from: start).last?.state ?? FieldSimulator.clamped(start ?? mask.emptyField)
  }

  /// Where typing `text` (default: the mask's sample input) from an empty field stops: the
  /// first refused key and the text shown then. Nil when every key is accepted. With
  /// `+1 (###) ###-####` and a max length of 10, typing stops at `+1 (234) 5` (refusal
  /// `.maxLength`, 4 keys accepted).
  public func typingStop(typing text: String? = nil) -> TypingStop? {
    let keys = (text ?? mask.sampleInput()).map(Keystroke.character)
    var current = inspect(mask.emptyField)
    for (index, key) in keys.enumerated() {
      let step = step(key, current: current)
      if !step.accepted {
        return TypingStop(
          state: current.formatted, keysAccepted: index, key: key, refusal: step.refusal ?? .mask)
      }
      current = MaskResult(
        formatted: FieldSimulator.clamped(step.state), complete: step.complete, value: step.value,
        memory: step.memory)
    }
    return nil
  }

  static func clamped(_ state: CaretString) -> CaretString {
    var state = state
    state.caret = CharacterOffsets.clamp(state.caret, count: state.text.count)
    return state
  }
}

/// Where typing stopped: the first key the field refused.
public struct TypingStop: Sendable, Hashable {
  /// The field's text and caret when the key was refused (the state typing is stuck in).
  public var state: CaretString
  /// How many keys were accepted before it.
  public var keysAccepted: Int
  /// The refused key.
  public var key: Keystroke
  public var refusal: Refusal

  public init(state: CaretString, keysAccepted: Int, key: Keystroke, refusal: Refusal) {
    self.state = state
    self.keysAccepted = keysAccepted
    self.refusal = refusal
    self.key = key
  }
}
