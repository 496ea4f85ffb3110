/// What ngx-mask's directive does around `applyMask`: `{n}` expanded
/// (`_repeatPatternSymbols`), and of the alternatives of a `||` mask the one the text fits
/// chosen before every input (`_setMask`).
struct NgxMaskDirective: Sendable {
  let applier: NgxMaskApplier
  /// The mask, or its `||` alternatives shortest first (a stable sort, as the library's).
  let alternatives: [[Character]]

  init(pattern: String, applier: NgxMaskApplier) {
    self.applier = applier
    let characters = Array(pattern)
    var parts: [[Character]] = []
    var start = 0
    var k = 0
    while k + 1 < characters.count {
      if characters[k] == "|" && characters[k + 1] == "|" {
        parts.append(Array(characters[start..<k]))
        k += 2
        start = k
      } else {
        k += 1
      }
    }
    parts.append(Array(characters[min(start, characters.count)...]))
    if parts.count > 1 {
      alternatives = parts.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }
        .map(\.element)
    } else {
      alternatives = [characters]
    }
  }

  /// The mask expression `applyMask` gets for the field's new text `text`; `previous` is the
  /// text before the edit (the key-down handler chose an alternative for it first; nil: a fresh
  /// field, where the shortest is chosen).
  func expression(for text: [Character], previous: [Character]?) -> [Character] {
    guard alternatives.count > 1 else { return repeatPatternSymbols(alternatives[0]) }
    let before = previous.map { select($0, fallback: alternatives[0]) } ?? alternatives[0]
    return select(text, fallback: before)
  }

  /// `_setMask`: the first alternative (shortest first) the text fits; when none fits, the
  /// last one tried with a `{`, else the one chosen before.
  func select(_ text: [Character], fallback: [Character]) -> [Character] {
    var chosen = fallback
    let sameCharacters = alternatives.allSatisfy { Set(removeSpecial($0)).count == 1 }
    for mask in alternatives {
      let hasSpecial = mask.contains { applier.special.contains($0) }
      if (hasSpecial && !text.isEmpty && sameCharacters) || mask.contains("{") {
        if removeMask(text).count <= removeMask(mask).count {
          return mask.contains("{") ? repeatPatternSymbols(mask) : mask
        }
        let last = alternatives[alternatives.count - 1]
        chosen = last.contains("{") ? repeatPatternSymbols(last) : last
      } else {
        let clean = removeMask(mask)
        let fits = removeMask(text).enumerated().allSatisfy { index, c in
          applier.check(c, NgxJS.at(clean, index))
        }
        if fits { return mask }
      }
    }
    return chosen
  }

  /// The special characters (and `_`, the placeholder) taken out.
  func removeMask(_ s: [Character]) -> [Character] {
    s.filter { !applier.special.contains($0) && $0 != "_" }
  }

  private func removeSpecial(_ s: [Character]) -> [Character] {
    s.filter { !applier.special.contains($0) }
  }

  /// `_repeatPatternSymbols`: with a `{n}` in the mask, the symbol before each `{n}` written
  /// n times and of the rest only the special characters kept (so `0{4}-0{2}` is
  /// `0000-00`, and `00{2}` is `00`); before the first `{n}` of a mask holding `S`, the
  /// symbols are kept too.
  func repeatPatternSymbols(_ mask: [Character]) -> [Character] {
    guard hasRepeat(mask) else { return mask }
    var accumulated: [Character] = []
    var start = 0
    for (index, c) in mask.enumerated() {
      if c == "{" { start = index }
      guard c == "}" else {
        if applier.special.contains(c) { accumulated.append(c) }
        continue
      }
      let count = NgxJS.number(NgxJS.slice(mask, start + 1, index))
      let symbol = NgxJS.at(mask, start - 1)
      let repeated: [Character] =
        symbol.map { s in count > 0 ? Array(repeating: s, count: count >= Double(NgxMask.maxRepeat) ? NgxMask.maxRepeat : Int(count)) : [] } ?? []
      if start > 1 && mask.contains("S") {
        let symbols = NgxJS.slice(mask, 0, start - 1)
        accumulated = symbols.contains("{") ? accumulated + repeated : symbols + accumulated + repeated
      } else {
        accumulated += repeated
      }
    }
    return accumulated.isEmpty ? mask : accumulated
  }

  /// `/{[0-9]+}/`.
  private func hasRepeat(_ mask: [Character]) -> Bool {
    var k = 0
    while k < mask.count {
      if mask[k] == "{" {
        var end = k + 1
        while end < mask.count && mask[end].isASCII && mask[end].isNumber { end += 1 }
        if end > k + 1 && end < mask.count && mask[end] == "}" { return true }
      }
      k += 1
    }
    return false
  }

  /// Whether the walk reached the end of the mask, or only special characters and optional
  /// or repeated symbols are left after where it stopped.
  func isComplete(_ applied: NgxMaskApplier.Applied) -> Bool {
    if NgxNumberKeyword(String(applied.mask)) != nil { return !applied.text.isEmpty }
    guard !applied.text.isEmpty else { return false }
    let mask = applied.mask
    var k = applied.cursor
    while k < mask.count {
      let c = mask[k]
      let next = NgxJS.at(mask, k + 1)
      if let pattern = applier.patterns[c], !pattern.optional, next != "?", next != "*" {
        return false
      }
      k += 1
    }
    return true
  }
}
