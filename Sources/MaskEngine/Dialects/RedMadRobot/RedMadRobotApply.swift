extension RedMadRobotMask {
  /// The library's full `Mask.Result`.
  public struct Application: Sendable, Hashable {
    public var result: MaskResult
    /// `Result.affinity`: +1 per input character the mask took, −1 per character it skipped or
    /// literal it had to insert.
    public var affinity: Int
    /// `Result.tailPlaceholder`: the placeholder of what the mask still expects.
    public var tailPlaceholder: String
  }

  /// `Mask.apply(toText:)`. For a mask the library cannot compile (it would crash) the text is
  /// returned unchanged, incomplete, with an empty value.
  public func apply(_ input: CaretString) -> MaskResult {
    application(input).result
  }

  /// `Mask.apply(toText:)` with affinity and tail placeholder.
  public func application(_ input: CaretString) -> Application {
    let text = Array(input.text)
    let caret = max(0, min(input.caret, text.count))
    guard isValid else {
      return Application(
        result: MaskResult(
          formatted: CaretString(input.text, caret: caret, gravity: input.gravity),
          complete: false, value: ""),
        affinity: 0, tailPlaceholder: "")
    }
    let autocomplete: Bool
    let autoskip: Bool
    let backward: Bool
    switch input.gravity {
    case .forward(let a): (autocomplete, autoskip, backward) = (a, false, false)
    case .backward(let s): (autocomplete, autoskip, backward) = (false, s, true)
    }

    // CaretStringIterator
    var current = 0
    func insertionAffectsCaret() -> Bool {
      backward ? current < caret : (current <= caret || (current == 0 && caret == 0))
    }
    func deletionAffectsCaret() -> Bool { current < caret }
    func nextCharacter() -> Character? {
      guard current < text.count else { return nil }
      defer { current += 1 }
      return text[current]
    }

    var affinity = 0
    var value: [Character] = []
    var output: [Character] = []
    var outCaret = caret
    var state = 0
    var autocompletionStack: [RedMadRobotNext] = []

    var insertionAffects = insertionAffectsCaret()
    var deletionAffects = deletionAffectsCaret()
    var character = nextCharacter()
    // Each step either consumes a character or advances the state; the state advances at most
    // `states.count` times between two consumed characters, so this terminates.
    while let c = character {
      if let next = states.accept(c, at: state) {
        if deletionAffects {
          if let auto = states.autocomplete(at: state) {
            autocompletionStack.append(auto)
          } else {
            autocompletionStack.removeAll()
          }
        }
        state = next.state
        if let i = next.insert { output.append(i) }
        if let v = next.value { value.append(v) }
        if next.pass {
          insertionAffects = insertionAffectsCaret()
          deletionAffects = deletionAffectsCaret()
          character = nextCharacter()
          affinity += 1
        } else {
          if insertionAffects && next.insert != nil { outCaret += 1 }
          affinity -= 1
        }
      } else {
        if deletionAffects { outCaret -= 1 }
        insertionAffects = insertionAffectsCaret()
        deletionAffects = deletionAffectsCaret()
        character = nextCharacter()
        affinity -= 1
      }
    }

    while autocomplete && insertionAffects, let next = states.autocomplete(at: state) {
      state = next.state
      if let i = next.insert {
        output.append(i)
        outCaret += 1
      }
      if let v = next.value { value.append(v) }
    }

    var tailState = state
    var tail = ""
    while autoskip, let skip = autocompletionStack.popLast() {
      if output.count == outCaret {
        if let i = skip.insert, i == output.last {
          output.removeLast()
          outCaret -= 1
        }
        if let v = skip.value, v == value.last {
          value.removeLast()
        }
      } else if skip.insert != nil {
        outCaret -= 1
      }
      // As the library does: the tail restarts at the skipped literal (replaced, not appended).
      tailState = skip.state
      if let i = skip.insert { tail = String(i) }
    }

    let formatted = String(output)
    return Application(
      result: MaskResult(
        formatted: CaretString(
          formatted, caret: max(0, min(outCaret, output.count)), gravity: input.gravity),
        complete: states.noMandatoryCharactersLeft(after: state),
        value: String(value)),
      affinity: affinity,
      tailPlaceholder: tail + placeholder(from: tailState))
  }
}
