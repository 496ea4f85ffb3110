/// How a `JFormattedTextField` with a `MaskFormatter` (defaults: overwrite mode, invalid edits
/// refused, placeholder character space) reacts to an edit, modelled on what the field does:
///
/// - The text always has one character per mask position (literals and placeholders).
/// - Typing `c` at the caret overwrites the positions from there: a character a slot takes is
///   put in as the slot shows it (`U`/`H` upper-case, `L` lower-case, with Java's one-character
///   case mapping); a literal position before any typed character is skipped, one after is
///   kept; a typed character equal to the literal under the caret overwrites it with itself.
///   The edit is refused when a character does not fit, or when nothing would be replaced
///   (typing at the end, an empty mask).
/// - Backspace clears the slot before the caret (skipping literals backwards) to the
///   placeholder; with only literals before, nothing happens.
/// - After an edit the caret goes to the next slot (forward for typing, at the cleared slot
///   for a deletion), or just after the last slot.
/// - The value (`stringToValue`) exists when every position holds a character it takes — the
///   placeholder space counts in a `*` slot.
extension SwingMaskFormatterMask {
  var count: Int { field.cells.count }

  func isLiteral(_ i: Int) -> Bool {
    if case .literal = field.cells[i] { return true }
    return false
  }

  /// `isNavigatable`: a slot position.
  func isNavigable(_ i: Int) -> Bool { i >= 0 && i < count && !isLiteral(i) }

  /// The first navigable position from `offset` in `direction`, or where the walk left the text.
  func nextNavigable(_ offset: Int, _ direction: Int) -> Int {
    var offset = offset
    while offset >= 0 && offset < count {
      if isNavigable(offset) { return offset }
      offset += direction
    }
    return offset
  }

  /// Where the caret goes after an edit that left it at `offset`.
  func nextCursor(_ offset: Int, _ direction: Int) -> Int {
    var next = nextNavigable(offset, direction)
    if direction == -1 && offset == next {
      next = nextNavigable(next, 1)
      if next >= count { next = offset }
    } else if direction == 1 && next >= count {
      next = nextNavigable(count - 1, -1)
      if next < count { next += 1 }
    }
    return next
  }

  /// Whether position `i` takes `c` (a literal takes only itself).
  func takes(_ c: Character, at i: Int) -> Bool {
    switch field.cells[i] {
    case .literal(let l): return c == l
    case .edit(let cls, _, _): return cls.contains(c)
    }
  }

  /// The character position `i` shows for `c`.
  func shown(_ c: Character, at i: Int) -> Character {
    switch field.cells[i] {
    case .literal(let l): return l
    case .edit(let cls, _, let casing):
      if cls == SwingMaskFormatterMask.hex { return c.isASCII && c.isNumber ? c : JavaCase.upper(c) }
      switch casing {
      case .upper: return JavaCase.upper(c)
      case .lower: return JavaCase.lower(c)
      default: return c
      }
    }
  }

  /// `stringToValue`: every position holds a character it takes (`complete`), or holds the
  /// placeholder (`partial`, what an edit may leave).
  func isValid(_ text: [Character], complete: Bool) -> Bool {
    guard text.count == count else { return false }
    for (i, c) in text.enumerated() where !takes(c, at: i) {
      if complete || c != field.prompt { return false }
    }
    return true
  }

  /// One edit of the document: replace `length` characters at `offset` with `insert` (nil for
  /// a removal); `selectionStart` is where the field's selection (or caret) starts.
  func replace(
    _ state: CaretString, offset: Int, length: Int, insert: [Character]?, selectionStart: Int
  ) -> CaretString? {
    let text = Array(state.text)
    var offset = offset
    var length = length
    var insert = insert
    let typed = insert ?? []
    let direction = length > 0 && typed.isEmpty && (selectionStart != offset || length > 1) ? -1 : 1
    if insert != nil && selectionStart == state.caret && length == 0 {
      length = min(max(length, typed.count), text.count - offset)
    }
    // Which positions the edit overwrites, and with what.
    var cursor: Int? = nil
    if typed.isEmpty && length == 1 && selectionStart != offset {
      while offset > 0 && isLiteral(offset) { offset -= 1 }
    }
    var limit = min(count - offset, max(typed.count, length))
    var out: [Character]? = nil
    var counter = 0
    var index = 0
    while counter < limit {
      let p = offset + counter
      if index < typed.count && takes(typed[index], at: p) {
        let c = shown(typed[index], at: p)
        if c != typed[index] && out == nil { out = Array(typed[..<index]) }
        out?.append(c)
        index += 1
      } else if isLiteral(p) {
        if out != nil {
          out?.append(shown(" ", at: p))
          if index < typed.count { limit = min(limit + 1, count - offset) }
        } else if index > 0 {
          out = Array(typed[..<index]) + [shown(" ", at: p)]
          if index < typed.count {
            limit = min(limit + 1, count - offset)
          } else if cursor == nil {
            cursor = p
          }
        } else {
          offset += 1
          length -= 1
          counter -= 1
          limit -= 1
        }
      } else if index >= typed.count {
        if out == nil { out = typed }
        out?.append(field.prompt)
        if !typed.isEmpty && cursor == nil { cursor = p }
      } else {
        return nil
      }
      counter += 1
    }
    if let out {
      insert = out
    } else if insert != nil && offset + typed.count > count {
      insert = Array(typed.prefix(max(0, count - offset)))
    }
    if let insert { length = insert.count }
    guard length > 0 || !(insert ?? []).isEmpty else { return nil }
    guard offset >= 0, offset + length <= text.count else { return nil }
    let result = Array(text[..<offset]) + (insert ?? []) + Array(text[(offset + length)...])
    guard isValid(result, complete: false) else { return nil }
    let at = cursor ?? (direction == 1 && insert != nil ? offset + (insert?.count ?? 0) : offset)
    return CaretString(String(result), caret: nextCursor(at, direction))
  }

  /// The field after typing `text` key by key into a fresh field.
  func typed(_ text: String) -> CaretString {
    var state = emptyField
    for c in text {
      if let next = replace(state, offset: state.caret, length: 0, insert: [c], selectionStart: state.caret) {
        state = next
      }
    }
    return state
  }

  func swingResult(_ state: CaretString) -> MaskResult {
    let complete = isValid(Array(state.text), complete: true)
    return MaskResult(formatted: state, complete: complete, value: complete ? state.text : "")
  }
}

/// Java's `Character.toUpperCase(char)` / `toLowerCase(char)`: one character for one (`ß`
/// stays `ß`, `İ` lower-cases to `i`).
enum JavaCase {
  static func upper(_ c: Character) -> Character {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return c }
    if let one = single(s.properties.uppercaseMapping) { return one }
    if let one = single(s.properties.titlecaseMapping), one != c { return one }
    return c
  }

  static func lower(_ c: Character) -> Character {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return c }
    if s == "\u{130}" { return "i" }
    return single(s.properties.lowercaseMapping) ?? c
  }

  private static func single(_ mapping: String) -> Character? {
    mapping.unicodeScalars.count == 1 ? Character(mapping) : nil
  }
}
