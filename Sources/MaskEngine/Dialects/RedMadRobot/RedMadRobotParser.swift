/// Sanitiser + compiler + the checks the library does not make (optional slots before mandatory
/// ones, masks without slots).
enum RedMadRobotParser {
  struct Parsed {
    var states: [RedMadRobotState]
    var issues: [MaskIssue]
    var valid: Bool
    var sanitized: String?
  }

  /// Android reads the format as Kotlin `Char`s: a character of several scalars (`é` written
  /// `e` + U+0301) is several characters there, so the format is read scalar by scalar and the
  /// ranges mapped back to the format's characters.
  static func parse(
    _ format: String, customNotations: [RedMadRobotMask.Notation], platform: RedMadRobotMask.Platform = .ios
  ) -> Parsed {
    guard platform == .android, format.unicodeScalars.count != format.count else {
      return parse(format: Array(format), customNotations: customNotations, platform: platform)
    }
    var parsed = parse(
      format: format.unicodeScalars.map(Character.init), customNotations: customNotations, platform: platform)
    // `character[k]`: the format's character holding scalar `k`.
    var character: [Int] = []
    for (index, c) in format.enumerated() {
      character += Array(repeating: index, count: c.unicodeScalars.count)
    }
    func mapped(_ r: Range<Int>) -> Range<Int> {
      guard !character.isEmpty else { return r }
      let lower = character[min(r.lowerBound, character.count - 1)]
      guard r.upperBound > r.lowerBound else {
        return r.lowerBound >= character.count ? format.count..<format.count : lower..<lower
      }
      return lower..<(character[min(r.upperBound - 1, character.count - 1)] + 1)
    }
    parsed.states = parsed.states.map { var s = $0; s.range = mapped(s.range); return s }
    parsed.issues = parsed.issues.map { var i = $0; i.range = mapped(i.range); return i }
    return parsed
  }

  private static func parse(
    format chars: [Character], customNotations: [RedMadRobotMask.Notation], platform: RedMadRobotMask.Platform
  ) -> Parsed {
    if chars.isEmpty {
      return Parsed(
        states: [],
        issues: [MaskIssue(.empty, "The mask is empty: RedMadRobot formats every text to the empty string.", range: 0..<0)],
        valid: true, sanitized: "")
    }
    let sanitized: RedMadRobotSanitizer.Output
    do {
      sanitized = try RedMadRobotSanitizer.sanitize(chars)
    } catch {
      switch error {
      case .nestedBracket(let offset, let c):
        let closer: Character = c == "[" ? "]" : "}"
        let message =
          "A `\(c)` inside an open `\(c)…\(closer)` block: brackets cannot nest. "
          + RedMadRobotCompiler.crashSentence
        return Parsed(
          states: [], issues: [MaskIssue(.syntax, message, range: offset..<(offset + 1))],
          valid: false, sanitized: nil)
      }
    }
    var issues = droppedIssues(sanitized.dropped)
    let compiled = RedMadRobotCompiler(customNotations: customNotations, platform: platform)
      .compile(sanitized.characters, maskLength: chars.count)
    issues += compiled.issues
    let text = String(sanitized.characters.map(\.character))
    guard compiled.valid else {
      return Parsed(states: [], issues: issues, valid: false, sanitized: text)
    }
    issues += semanticIssues(compiled.states)
    issues.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    return Parsed(states: compiled.states, issues: issues, valid: true, sanitized: text)
  }

  private static func droppedIssues(
    _ dropped: [(offsets: [Int], reason: RedMadRobotSanitizer.DropReason)]
  ) -> [MaskIssue] {
    dropped.compactMap { entry in
      guard let lo = entry.offsets.min(), let hi = entry.offsets.max() else { return nil }
      let message: String
      switch entry.reason {
      case .unclosedSquareBlock:
        message =
          "This `[` block is never closed (a `{`, `}` or escaped `]` ends it early, or the mask ends): RedMadRobot's sanitiser silently drops these characters."
      case .bracketInsideSquareBlock:
        message = "Brackets inside a `[]` block are removed when RedMadRobot's sanitiser sorts the block."
      }
      return MaskIssue(.ignored, message, range: lo..<(hi + 1))
    }
  }

  private static func semanticIssues(_ states: [RedMadRobotState]) -> [MaskIssue] {
    var issues: [MaskIssue] = []
    let hasSlot = states.contains {
      switch $0.kind {
      case .value, .optionalValue, .ellipsis: return true
      case .fixed, .free: return false
      }
    }
    if !hasSlot {
      issues.append(MaskIssue(
        .noSlots,
        "The mask has no `[]` slot: the field can never take a character, RedMadRobot only shows the literals.",
        range: 0..<0))
    }
    issues += optionalTraps(states)
    return issues
  }

  /// An optional slot followed later by a mandatory slot whose characters it also accepts: typing
  /// fills the optional slot first, so the mandatory one stays empty longer than the user expects
  /// (`[99][00]` needs four digits to be complete, and `12` lands in the optional slots).
  private static func optionalTraps(_ states: [RedMadRobotState]) -> [MaskIssue] {
    var issues: [MaskIssue] = []
    // The first pending optional slot of each class, in mask order: a mask of thousands of
    // optional slots has only a few classes, so each mandatory slot checks only those.
    var pendingOptional: [(range: Range<Int>, cls: CharacterClass)] = []
    var pendingClasses: Set<CharacterClass> = []
    for state in states {
      switch state.kind {
      case .optionalValue(let cls):
        if pendingClasses.insert(cls).inserted { pendingOptional.append((state.range, cls)) }
      case .value(let cls):
        if let first = pendingOptional.first(where: { $0.cls.mayOverlap(cls) }) {
          let lo = min(first.range.lowerBound, state.range.lowerBound)
          let hi = max(first.range.upperBound, state.range.upperBound)
          issues.append(MaskIssue(
            .optionalTrap,
            "An optional slot comes before a mandatory one that takes the same characters: RedMadRobot fills the optional slot first, so the mask is not complete until every optional slot is filled too.",
            range: lo..<hi))
          pendingOptional.removeAll()
          pendingClasses.removeAll()
        }
      case .ellipsis, .fixed, .free:
        break
      }
    }
    return issues
  }
}

extension CharacterClass {
  /// Whether some character may belong to both classes (conservative: true when unsure).
  func mayOverlap(_ other: CharacterClass) -> Bool {
    switch (self, other) {
    case (.decimalDigit, .letter), (.letter, .decimalDigit),
      (.asciiDigit, .letter), (.letter, .asciiDigit),
      (.decimalDigit, .unicodeLetter), (.unicodeLetter, .decimalDigit),
      (.asciiDigit, .unicodeLetter), (.unicodeLetter, .asciiDigit):
      return false
    case (.scalars(_, let a), .scalars(_, let b)):
      return a.contains { x in b.contains { y in x.overlaps(y) } }
    case (.scalars(_, let ranges), let named), (let named, .scalars(_, let ranges)):
      var budget = 20_000
      for r in ranges {
        var v = r.lowerBound
        while v <= r.upperBound {
          budget -= 1
          if budget < 0 { return true }
          if let s = Unicode.Scalar(v), named.contains(s) { return true }
          if v == UInt32.max { break }
          v += 1
        }
      }
      return false
    default:
      return true
    }
  }
}
