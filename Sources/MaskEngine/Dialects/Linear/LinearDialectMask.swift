/// A dialect whose library behaves as a `LinearProgram` replay. Conforming types supply the
/// programs and behaviour and forward the `Mask` requirements to the `linear…` helpers here.
/// With no program (a mask the library rejects, or an empty one) the text is left as typed.
/// Dialects with their own value rules implement `value(of:)`.
protocol LinearDialectMask: Mask {
  /// One program, or one per alternative of an alternation (tried in order).
  var programs: [LinearProgram] { get }
  var behavior: LinearBehavior { get }
  /// The value the library reports for a formatted result (default: slot characters and
  /// in-value literals).
  func value(of result: LinearFormatted) -> String
}

extension LinearDialectMask {
  func value(of result: LinearFormatted) -> String { result.value }

  /// An edit with no mask: the text changes, the caret follows the replacement.
  func plainEdit(_ state: CaretString, replacing range: Range<Int>, with replacement: String) -> MaskResult {
    var text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    text.replaceSubrange(range, with: Array(replacement))
    let s = String(text)
    return MaskResult(
      formatted: CaretString(s, caret: range.lowerBound + replacement.count), complete: false, value: s)
  }

  /// Formats `input` with the best program.
  func formatted(_ input: [Character]) -> LinearFormatted {
    LinearFormatter.best(programs, behavior: behavior, input: input).result
  }

  func result(_ r: LinearFormatted, caret: Int, forward: Bool) -> MaskResult {
    let carets = forward && !behavior.caretBeforeLiterals ? r.forwardCaret : r.backwardCaret
    let index = CharacterOffsets.clamp(caret, count: carets.count - 1)
    var position = carets.isEmpty ? 0 : carets[index]
    if behavior.caretToEnd { position = r.text.count }
    let text = String(r.text)
    return MaskResult(
      formatted: CaretString(
        text, caret: min(position, text.count),
        gravity: forward ? .forward(autocomplete: false) : .backward(autoskip: false)),
      complete: r.complete, value: value(of: r))
  }

  func linearApply(_ input: CaretString) -> MaskResult {
    guard !programs.isEmpty else {
      var input = input
      input.caret = CharacterOffsets.clamp(input.caret, count: input.text.count)
      return MaskResult(formatted: input, complete: false, value: input.text)
    }
    let characters = Array(input.text)
    let r = formatted(characters)
    let forward: Bool
    if case .backward = input.gravity { forward = false } else { forward = true }
    return result(r, caret: input.caret, forward: forward)
  }

  /// The library's input handler: the edit is applied to the text (or to its slot characters
  /// with `editsUnmaskedText`), then the whole text is masked again; the caret follows the
  /// characters before it.
  func linearEdit(_ state: CaretString, replacing range: Range<Int>, with replacement: String) -> MaskResult {
    guard !programs.isEmpty else { return plainEdit(state, replacing: range, with: replacement) }
    var text = Array(state.text)
    var range = CharacterOffsets.clamp(range, count: text.count)
    let isDeletion = replacement.isEmpty && !range.isEmpty
    if behavior.editsUnmaskedText {
      (text, range) = rawText(text, range: range)
    } else if isDeletion && behavior.backspaceSkipsLiterals && range.count == 1 {
      let current = formatted(text)
      if current.text == text && !current.fromSlot[range.lowerBound] {
        guard let slot = current.fromSlot[..<range.lowerBound].lastIndex(of: true) else {
          return result(current, caret: range.lowerBound, forward: false)
        }
        range = slot..<(slot + 1)
      }
    }
    text.replaceSubrange(range, with: Array(replacement))
    let r = formatted(text)
    return result(
      r, caret: isDeletion ? range.lowerBound : range.lowerBound + replacement.count,
      forward: !isDeletion)
  }

  /// The slot characters of a masked text and `range` mapped onto them. A text that is not
  /// what the mask would show for it is taken as it is.
  func rawText(_ text: [Character], range: Range<Int>) -> ([Character], Range<Int>) {
    let template = formatted(text)
    guard template.text == text else { return (text, range) }
    var raw: [Character] = []
    var lower = range.lowerBound
    var upper = range.upperBound
    for (offset, c) in text.enumerated() {
      let keep = template.fromSlot[offset]
      if keep {
        raw.append(c)
      } else {
        if offset < range.lowerBound { lower -= 1 }
        if offset < range.upperBound { upper -= 1 }
      }
    }
    return (raw, lower..<max(lower, upper))
  }

  func linearCaretMap(forRaw raw: String) -> [Int] {
    guard !programs.isEmpty else { return Array(0...raw.count) }
    return formatted(Array(raw)).forwardCaret
  }

  func linearSampleInput() -> String {
    guard let program = programs.first else { return "" }
    var digits = 0
    var sample = ""
    for element in program.elements where element.isMandatorySlot {
      guard case .slot(let cls, _) = element.kind else { continue }
      if cls.contains(Character("1")) && !cls.contains(Character("a")) {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append(cls.sample)
      }
    }
    return sample
  }

  var linearCompleteFormattedLength: Int? {
    guard let program = programs.first, !program.hasRepeatingSlot,
      program.mandatorySlotCount > 0
    else { return nil }
    return formatted(Array(linearSampleInput())).text.count
  }
}

/// Building blocks shared by the linear dialects' parsers.
enum LinearIssues {
  static func empty(_ library: String) -> MaskIssue {
    MaskIssue(
      .empty, "The mask is empty, so \(library) applies no formatting: the text stays as typed.",
      range: 0..<0)
  }

  static func noSlots(_ library: String, count: Int) -> MaskIssue {
    MaskIssue(
      .noSlots,
      "The mask has no slot, so \(library) can never take a character: the field only shows "
        + "the mask's literals and the value stays empty.",
      range: 0..<count)
  }

  /// The standard empty / no-slot checks for a parsed program.
  static func basic(_ library: String, pattern: String, elements: [LinearElement]) -> [MaskIssue] {
    if pattern.isEmpty { return [empty(library)] }
    if !elements.contains(where: { if case .literal = $0.kind { return false } else { return true } }) {
      return [noSlots(library, count: pattern.count)]
    }
    return []
  }
}

extension LinearIssues {
  /// An optional slot before a mandatory slot that takes the same characters: typing fills
  /// the optional slot first, so the mandatory one is only reached by typing more.
  static func optionalTrap(_ library: String, elements: [LinearElement]) -> [MaskIssue] {
    // Backwards, remembering the nearest later mandatory slot of each class: an optional slot
    // then checks the few distinct classes instead of every later element (searching forward
    // from every optional slot was quadratic: minutes for a 20,000-character mask).
    var nearestMandatory: [CharacterClass: Int] = [:]
    var trap: (optional: Int, mandatory: Int)?
    for index in elements.indices.reversed() {
      let element = elements[index]
      guard case .slot(let cls, _) = element.kind else { continue }
      if element.optionalGroup != nil {
        let sample = cls.sample
        let later = nearestMandatory.lazy.filter { $0.key.contains(sample) }.map(\.value).min()
        if let later { trap = (index, later) }
      }
      if element.isMandatorySlot { nearestMandatory[cls] = index }
    }
    if let trap {
      // Both slots' text; a dialect that reorders the mask (Inputmask moves an unclosed group
      // to the end: `-(9[*]9`) may put the mandatory slot before the optional one.
      let optional = elements[trap.optional].range
      let mandatory = elements[trap.mandatory].range
      let range =
        Swift.min(optional.lowerBound, mandatory.lowerBound)..<Swift.max(optional.upperBound, mandatory.upperBound)
      return [
        MaskIssue(
          .optionalTrap,
          "The optional slot comes before a mandatory one that takes the same characters: "
            + "\(library) fills the optional slot first, so a short input lands in the wrong "
            + "places and the mask stays incomplete.",
          range: range)
      ]
    }
    return []
  }
}
