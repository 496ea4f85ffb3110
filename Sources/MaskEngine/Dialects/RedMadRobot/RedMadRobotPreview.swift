extension RedMadRobotMask {
  /// `result[i]`: the caret the field shows when the caret is at `i` in `raw` and the text is
  /// formatted with forward gravity (autocomplete per `listener`), as after typing.
  ///
  /// One pass, not one per caret: with forward gravity the caret changes the text only at
  /// the end (autocompletion), so for a caret `i` before the end the formatted caret is `i`
  /// plus the literals inserted while reading characters `0...i`, minus the characters
  /// dropped before `i`, clamped to the text.
  public func caretMap(forRaw raw: String) -> [Int] {
    let count = raw.count
    let gravity = CaretString.Gravity.forward(autocomplete: listener.autocomplete)
    let atEnd = apply(CaretString(raw, caret: count, gravity: gravity)).formatted.caret
    // Android's characters are scalars: the one-pass map counts characters, so it is kept to
    // texts and masks of ASCII, where both are the same.
    let oneCharacterPerScalar = platform == .ios
      || (raw.unicodeScalars.allSatisfy(\.isASCII) && pattern.unicodeScalars.allSatisfy(\.isASCII))
    guard count > 0, isValid, oneCharacterPerScalar else {
      return (0...count).map { $0 == count ? atEnd : apply(CaretString(raw, caret: $0, gravity: gravity)).formatted.caret }
    }
    let steps = CaretSteps(count: count)
    let length = application(CaretString(raw, caret: 0, gravity: gravity), steps: steps).result.formatted.text.count
    var map: [Int] = []
    map.reserveCapacity(count + 1)
    var moved = 0
    for i in 0..<count {
      moved += steps.inserted[i]
      map.append(max(0, min(i + moved, length)))
      if steps.rejected[i] { moved -= 1 }
    }
    map.append(atEnd)
    return map
  }

  /// Raw input filling every slot (optional ones too): digits `2345678909…`, letters `abc…`,
  /// three characters for `…`. Literals are left for the mask to insert, unless the raw character
  /// would be taken as a literal, in which case the formatted text itself is returned.
  public func sampleInput() -> String {
    guard isValid else { return "" }
    let digits = Array("2345678909")
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var d = 0
    var l = 0
    func pick(_ cls: CharacterClass) -> Character {
      let digit = digits[d % digits.count]
      if cls.acceptsAllScalars(of: digit) {
        d += 1
        return digit
      }
      let letter = letters[l % letters.count]
      if cls.acceptsAllScalars(of: letter) {
        l += 1
        return letter
      }
      return cls.sample
    }
    var raw: [Character] = []
    var full: [Character] = []
    for state in states {
      switch state.kind {
      case .value(let cls), .optionalValue(let cls):
        let c = pick(cls)
        raw.append(c)
        full.append(c)
      case .ellipsis(let cls):
        for _ in 0..<3 {
          let c = pick(cls)
          raw.append(c)
          full.append(c)
        }
      case .fixed(let c), .free(let c):
        full.append(c)
      }
    }
    let formatted = apply(CaretString(String(raw), gravity: .forward(autocomplete: true)))
    if formatted.formatted.text == String(full) { return String(raw) }
    return String(full)
  }

  /// The length of the fully formatted text (every slot filled); nil with `…` or when the mask
  /// does not compile.
  public var completeFormattedLength: Int? {
    guard isValid else { return nil }
    if states.contains(where: { if case .ellipsis = $0.kind { return true } else { return false } }) {
      return nil
    }
    guard platform == .android else { return states.count }
    // Android's states are scalars: count the characters they make (a slot as one `a`).
    var text = ""
    for state in states {
      switch state.kind {
      case .fixed(let c), .free(let c): text.append(c)
      case .value, .optionalValue, .ellipsis: text.append("a")
      }
    }
    return text.count
  }
}
