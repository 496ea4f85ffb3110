extension RedMadRobotMask {
  /// `Mask.placeholder`: free and fixed characters as written, `0`/`a`/`-` for slots (a custom
  /// notation shows its own character); stops at `…`.
  public var placeholder: String { placeholder(from: 0) }

  func placeholder(from index: Int) -> String {
    var out = ""
    for state in states.dropFirst(max(0, index)) {
      switch state.kind {
      case .fixed(let c), .free(let c): out.append(c)
      case .value(let cls), .optionalValue(let cls): out.append(placeholderCharacter(cls))
      case .ellipsis: return out
      }
    }
    return out
  }

  private func placeholderCharacter(_ cls: CharacterClass) -> Character {
    switch cls {
    case .decimalDigit, .asciiDigit: return "0"
    case .letter, .unicodeLetter: return "a"
    case .alphanumeric, .unicodeLetterOrDigit, .any: return "-"
    case .scalars:
      return customNotations.first(where: { $0.characterSet == cls })?.character ?? "-"
    }
  }

  /// How many of the library's states `state` stands for: on Android a literal beyond U+FFFF
  /// is two `Char`s of the format, so two states; otherwise one.
  private func stateCount(_ state: RedMadRobotState) -> Int {
    guard platform == .android else { return 1 }
    switch state.kind {
    case .fixed(let c), .free(let c): return c.utf16.count
    case .value, .optionalValue, .ellipsis: return 1
    }
  }

  private func countStates(where include: (RedMadRobotState.Kind) -> Bool) -> Int {
    states.reduce(0) { $0 + (include($1.kind) ? stateCount($1) : 0) }
  }

  /// `acceptableTextLength`: free, fixed and mandatory value states (`…` counts once).
  public var acceptableTextLength: Int {
    countStates {
      switch $0 {
      case .optionalValue: return false
      default: return true
      }
    }
  }

  /// `totalTextLength`: every state (`…` counts once).
  public var totalTextLength: Int { countStates { _ in true } }

  /// `acceptableValueLength`: fixed and mandatory value states.
  public var acceptableValueLength: Int {
    countStates {
      switch $0 {
      case .fixed, .value, .ellipsis: return true
      case .free, .optionalValue: return false
      }
    }
  }

  /// `totalValueLength`: fixed, mandatory and optional value states.
  public var totalValueLength: Int {
    countStates {
      if case .free = $0 { return false }
      return true
    }
  }

  /// The library's `AffinityCalculationStrategy`, used by listeners with `affineFormats` to pick
  /// the mask for a text.
  public enum AffinityCalculationStrategy: Sendable, Hashable {
    case wholeString, prefix, capacity, extractedValueCapacity
  }

  /// `AffinityCalculationStrategy.calculateAffinity(ofMask:forText:autocomplete:)`.
  public func calculateAffinity(
    _ strategy: AffinityCalculationStrategy = .wholeString, for text: CaretString
  ) -> Int {
    switch strategy {
    case .wholeString:
      return application(text).affinity
    case .prefix:
      if platform == .android {
        // Kotlin's `String.prefixIntersection`: UTF-16 units.
        let formatted = Array(application(text).result.formatted.text.utf16)
        let original = Array(text.text.utf16)
        var n = 0
        while n < formatted.count && n < original.count && formatted[n] == original[n] { n += 1 }
        return n
      }
      let formatted = Array(application(text).result.formatted.text)
      let original = Array(text.text)
      var n = 0
      while n < formatted.count && n < original.count && formatted[n] == original[n] { n += 1 }
      return n
    case .capacity:
      let length = platform == .android ? text.text.utf16.count : text.text.count
      return length > totalTextLength ? Int.min : length - totalTextLength
    case .extractedValueCapacity:
      let value = application(text).result.value
      let length = platform == .android ? value.utf16.count : value.count
      return length > totalValueLength ? Int.min : length - totalValueLength
    }
  }

  /// `MaskedTextInputListener.pickMask(forText:)`: the affine mask with the highest affinity, the
  /// primary one winning ties.
  public static func pickMask(
    primary: RedMadRobotMask, affine: [RedMadRobotMask], for text: CaretString,
    strategy: AffinityCalculationStrategy = .wholeString
  ) -> RedMadRobotMask {
    let primaryAffinity = primary.calculateAffinity(strategy, for: text)
    var best = primary
    var bestAffinity = primaryAffinity
    for mask in affine {
      let a = mask.calculateAffinity(strategy, for: text)
      if a > bestAffinity {
        best = mask
        bestAffinity = a
      }
    }
    return best
  }
}
